import { inAccountLanguage } from '../i18n/account-language';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { AppDatabase } from '../db/database';
import type { DB } from '../db/schema';
import { receiptEmail } from '../services/mail/emails';
import type { MailMessage, Mailer } from '../services/mail/mailer';
import type { PaymentIntent } from '../services/payments/payment-gateway';
import { oneYearAfter } from '../../engine/products/subscription/subscription';
import { reviewDueDate, URGENT_WORKING_DAYS } from '../../engine/review/review-due-date';
import { clearCart } from './cart-store';
import { findOrder, linesOf, type OrderRow } from './orders';
import { findPaymentCustomer } from './payment-customers';
import { moveSubmission } from './submission-transition';
import { supersedeIfWillPaidSince } from './superseded-orders';
import { startReviewRound, type TurnaroundConfig } from './review-rounds';

export type CompletionDeps = { db: AppDatabase; clock: Clock; mail: Mailer; config: { page: TurnaroundConfig } };

/**
 * Whether `intent` pays `order`: it succeeded, in pounds, for exactly the order's total, and was made by checkout
 * for this order and its user (the metadata only the server sets).
 */
export function intentPaysOrder(intent: PaymentIntent, order: OrderRow): boolean {
  return (
    intent.status === 'succeeded' &&
    intent.currency === 'gbp' &&
    intent.amount === order.total &&
    intent.metadata.order_id === order.id &&
    intent.metadata.user_id === order.user_id
  );
}

/**
 * Everything paying means, in the caller's transaction (so the webhook can claim its event in the same one): the
 * order paid at `paidAt` (with the urgent will's due date, two working days after the UK date of payment, when
 * one was bought), the submission NEW (the submission machine's `order.paid`), the will paid, the update subscription active for a year, the cart emptied.
 * Only the call whose conditional update moves the order from pending to paid does this, so it happens once per
 * order however many calls race (on PostgreSQL the losers wait on the row lock, then find it paid). An order made
 * before another order of the user was paid is superseded instead (the will is paid for already). The receipt is
 * written to the outbox in the same transaction, so it exists exactly when the payment does; the caller
 * calls `receipt.mail.flush()` after the commit to send it at once. Answers the paid order, or null when the order
 * is missing, was not pending or was superseded.
 */
export async function completeOrderIn(trx: Kysely<DB>, orderId: string, paidAt: Date, receipt: Receipt): Promise<OrderRow | null> {
  const order = await findOrder(trx, orderId);
  if (!order || order.state !== 'pending') return null;
  const at = paidAt.toISOString();
  // One payable order per will: another order paid for it since this one was made, so this one pays nothing.
  if (await supersedeIfWillPaidSince(trx, order, at)) return null;
  const urgent = linesOf(order).some((line) => line.name === 'urgent_will');
  const urgentDueDate = urgent ? reviewDueDate(at, URGENT_WORKING_DAYS) : null;
  const { numUpdatedRows } = await trx
    .updateTable('will_order')
    .set({ state: 'paid', paid_at: at, urgent_due_date: urgentDueDate })
    .where('id', '=', orderId)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (numUpdatedRows !== 1n) return null;
  const userId = order.user_id;
  if ((await moveSubmission(trx, userId, { type: 'order.paid' }, at)) !== 'NEW') throw new Error(`The submission machine refused the payment of order ${orderId}`);
  const dueDate = await startReviewRound(trx, userId, at, receipt.turnaround);
  await trx
    .insertInto('will_payment')
    .values({ user_id: userId, paid_at: at, order_id: orderId })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ paid_at: at, order_id: orderId }))
    .execute();
  const subscription = { is_active: 1, cancel_at_period_end: 0, current_period_end: oneYearAfter(at) };
  await trx
    .insertInto('subscription')
    .values({ user_id: userId, ...subscription })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(subscription))
    .execute();
  await clearCart(trx, userId);
  const paid: OrderRow = { ...order, state: 'paid', paid_at: at, urgent_due_date: urgentDueDate };
  await receipt.mail.enqueue(trx, await receiptOf(trx, paid, receipt.paymentMethodId, dueDate));
  return paid;
}

/**
 * How completeOrderIn writes the receipt: the app's mail, the card the payment was made with (if known), and the
 * standard turnaround that dates the review.
 */
export type Receipt = { mail: Mailer; paymentMethodId: string | null; turnaround: TurnaroundConfig };

/** The receipt of a paid order, naming the card when `paymentMethodId` is the card the user registered last. */
async function receiptOf(db: Kysely<DB>, order: OrderRow, paymentMethodId: string | null, dueDate: string): Promise<MailMessage> {
  const customer = order.total > 0 && paymentMethodId ? await findPaymentCustomer(db, order.user_id) : undefined;
  const card =
    customer && customer.payment_method_id === paymentMethodId && customer.card_brand && customer.card_last4
      ? { brand: customer.card_brand, last4: customer.card_last4 }
      : null;
  return inAccountLanguage(db, order.user_id, () => receiptEmail(order.receipt_email, { lines: linesOf(order), total: order.total, card, urgent: order.urgent_due_date !== null, dueDate }));
}

/**
 * Completes the order in its own transaction now (with its receipt in the outbox) and, when this call completed it,
 * sends the receipt. Answers the
 * order as stored afterwards: paid by this call or an earlier one.
 */
export async function completeOrder(deps: CompletionDeps, orderId: string, paymentMethodId: string | null): Promise<OrderRow> {
  const paid = await deps.db.transaction().execute((trx) => completeOrderIn(trx, orderId, deps.clock.now(), { mail: deps.mail, paymentMethodId, turnaround: deps.config.page }));
  if (paid) {
    await deps.mail.flush();
    return paid;
  }
  const order = await findOrder(deps.db, orderId);
  if (!order) throw new Error(`Order ${orderId} vanished while it was being completed`);
  return order;
}
