import type { Kysely } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { DB } from '../db/schema';
import type { Clock } from '../clock';
import type { GatewaySubscription } from '../services/payments/payment-gateway';
import { changeSubscription, type SubscriptionChange, type SubscriptionChangeRefusal } from '../../engine/products/subscription/subscription';
import type { Subscription } from './account-state-store';

/** The user's update subscription with the gateway subscription renewing it (null: the app keeps it itself). */
export type SubscriptionRow = Subscription & { gateway_subscription_id: string | null };

/** The signed-in user's subscription row, or null when they have none. */
export async function findSubscriptionRow(db: Kysely<DB>, userId: string): Promise<SubscriptionRow | null> {
  const row = await db
    .selectFrom('subscription')
    .select(['is_active', 'cancel_at_period_end', 'current_period_end', 'gateway_subscription_id'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    is_active: row.is_active === 1,
    cancel_at_period_end: row.cancel_at_period_end === 1,
    current_period_end: row.current_period_end,
    gateway_subscription_id: row.gateway_subscription_id,
  };
}

export type ChangeResult = { status: 'changed'; subscription: SubscriptionRow } | { status: SubscriptionChangeRefusal | 'managed_by_gateway' };

/**
 * Cancels the user's subscription at the end of its period, or resumes a cancelling one (engine/products/subscription/subscription.ts),
 * when the app keeps it; one renewed by the gateway is changed in the gateway's billing portal instead. The update
 * only applies to the row as it was read, so two tabs cannot both change it.
 */
export async function changeAppSubscription(db: AppDatabase, clock: Clock, userId: string, change: SubscriptionChange): Promise<ChangeResult> {
  return db.transaction().execute(async (trx) => {
    const nothingToChange = { status: change === 'cancel' ? 'nothing_to_cancel' : 'nothing_to_resume' } as const;
    const row = await findSubscriptionRow(trx, userId);
    if (!row) return nothingToChange;
    if (row.gateway_subscription_id) return { status: 'managed_by_gateway' } as const;
    const decision = changeSubscription(row, change, clock.now().toISOString());
    if (!decision.ok) return { status: decision.refusal } as const;
    const { numUpdatedRows } = await trx
      .updateTable('subscription')
      .set({ cancel_at_period_end: decision.cancelAtPeriodEnd ? 1 : 0 })
      .where('user_id', '=', userId)
      .where('cancel_at_period_end', '=', row.cancel_at_period_end ? 1 : 0)
      .executeTakeFirst();
    if (numUpdatedRows !== 1n) return nothingToChange;
    return { status: 'changed', subscription: { ...row, cancel_at_period_end: decision.cancelAtPeriodEnd } } as const;
  });
}

/**
 * The gateway's word on a subscription (customer.subscription.updated / deleted): the row it renews takes its state.
 * A subscription no row names (one replaced by a later purchase, or another system's) changes nothing: false.
 */
export async function applyGatewaySubscription(db: Kysely<DB>, subscription: GatewaySubscription): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('subscription')
    .set({
      is_active: subscription.active ? 1 : 0,
      cancel_at_period_end: subscription.active && subscription.cancelAtPeriodEnd ? 1 : 0,
      current_period_end: subscription.currentPeriodEnd,
    })
    .where('gateway_subscription_id', '=', subscription.id)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** Ends the user's subscription at `at` (a refund): inactive, its period over. */
export async function endSubscription(db: Kysely<DB>, userId: string, at: string): Promise<void> {
  await db.updateTable('subscription').set({ is_active: 0, cancel_at_period_end: 0, current_period_end: at }).where('user_id', '=', userId).execute();
}
