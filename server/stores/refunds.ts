import type { Kysely } from 'kysely';
import type { AppDatabase } from '../db/database';
import type { DB } from '../db/schema';
import { endSubscription } from './subscription-store';
import { moveSubmission } from './submission-transition';

/** The user's latest purchase, as the money-back guarantee sees it. */
export type Purchase = {
  id: string;
  state: 'paid' | 'refunded';
  total: number;
  paid_at: string;
  refunded_at: string | null;
  payment_intent_id: string | null;
  receipt_email: string;
};

/** The signed-in user's most recent paid (or since refunded) order; undefined when they never paid. */
export async function latestPurchase(db: Kysely<DB>, userId: string): Promise<Purchase | undefined> {
  const row = await db
    .selectFrom('will_order')
    .select(['id', 'state', 'total', 'paid_at', 'refunded_at', 'payment_intent_id', 'receipt_email'])
    .where('user_id', '=', userId)
    .where('state', 'in', ['paid', 'refunded'])
    .where('paid_at', 'is not', null)
    .orderBy('paid_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row?.paid_at || row.state === 'pending' || row.state === 'superseded') return undefined;
  return { ...row, state: row.state, paid_at: row.paid_at };
}

/**
 * Records the refund of the user's paid order, once, in one transaction: the order refunded at `at` with the
 * gateway's refund, the submission CANCELLED as the submission machine allows (the legal team stops; one already
 * cancelled, or none, stays as it is), the update subscription ended. Only the call that moves the order from paid
 * to refunded does this: true for it, false for any other (a double click).
 */
export async function recordRefund(db: AppDatabase, input: { userId: string; orderId: string; refundId: string | null; at: string }): Promise<boolean> {
  const { userId, orderId, refundId, at } = input;
  return db.transaction().execute(async (trx) => {
    const { numUpdatedRows } = await trx
      .updateTable('will_order')
      .set({ state: 'refunded', refunded_at: at, refund_id: refundId })
      .where('id', '=', orderId)
      .where('user_id', '=', userId)
      .where('state', '=', 'paid')
      .executeTakeFirst();
    if (numUpdatedRows !== 1n) return false;
    await moveSubmission(trx, userId, { type: 'order.refunded' }, at);
    await endSubscription(trx, userId, at);
    return true;
  });
}

/**
 * Whether every purchase the user made was refunded: their will then no longer counts as paid for when the cart
 * picks the will product, so a refunded buyer pays for the will again rather than the cheaper reactivation.
 */
export async function everyPurchaseRefunded(db: Kysely<DB>, userId: string): Promise<boolean> {
  const rows = await db
    .selectFrom('will_order')
    .select('state')
    .distinct()
    .where('user_id', '=', userId)
    .where('state', 'in', ['paid', 'refunded'])
    .execute();
  return rows.length > 0 && rows.every((row) => row.state === 'refunded');
}
