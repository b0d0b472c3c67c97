import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PaymentEvent } from './payment-gateway';

/**
 * Records that a webhook event is being processed; true the first time for its id, false for a replay (Stripe
 * retries deliveries, and a captured request can be re-sent). Call it in the same transaction as the event's
 * effects, so a failed processing is rolled back with its record and the retry processes the event again.
 */
export async function claimWebhookEvent(db: Kysely<DB>, event: Pick<PaymentEvent, 'id' | 'type'>, processedAt: string): Promise<boolean> {
  const result = await db
    .insertInto('payment_webhook_event')
    .values({ id: event.id, type: event.type, processed_at: processedAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return result.numInsertedOrUpdatedRows === 1n;
}
