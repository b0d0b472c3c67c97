import { Hono, type Context } from 'hono';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import type { UserEnv } from '../middleware/require-user';
import type { Mailer } from '../services/mail/mailer';
import type { PaymentGateway } from '../services/payments/payment-gateway';
import { refundEmail } from '../services/mail/emails';
import { validationError } from '../http-errors';
import { withGateway } from './payment-error-answer';
import { latestPurchase, recordRefund, type Purchase } from '../stores/refunds';
import { findSubscriptionRow } from '../stores/subscription-store';
import { guaranteeState, refundDeadline, refundRefusal, type GuaranteeState } from '../../engine/products/subscription/subscription';
import { longDate } from '../../engine/drafting/long-date';
import { interpolate } from '../../engine/steps/interpolate';
import copy from '../../schemas/copy/subscription.json';
import { log } from '../logger';

export type RefundDeps = { db: AppDatabase; clock: Clock; payments: PaymentGateway; mail: Mailer; config: { baseUrl: string } };

/** The guarantee as the dashboard shows it: its state, the purchase's amount (pence) and the dates that matter. */
export type GuaranteeView = { state: GuaranteeState; amount: number | null; deadline: string | null; refunded_at: string | null };

function guaranteeView(purchase: Purchase | undefined, now: string): GuaranteeView {
  if (!purchase) return { state: 'none', amount: null, deadline: null, refunded_at: null };
  return { state: guaranteeState(purchase, now), amount: purchase.total, deadline: refundDeadline(purchase.paid_at), refunded_at: purchase.refunded_at };
}

const conflict = (c: Context, message: string) => c.json({ type: 'conflict', message }, 409);

/**
 * The money-back guarantee (SPEC 1, 9), mounted at /api/checkout/refund behind the session check.
 * `GET /` answers `{guarantee}` for the user's latest purchase. `POST /` refunds it within 30 days of its payment:
 * the whole amount through the gateway (idempotency key `refund-{orderId}`, so a repeated request refunds once), a
 * gateway subscription ended, then the order refunded, the submission CANCELLED and the subscription ended in one
 * transaction, and a confirmation email. A purchase already refunded answers as it stands. After 30 days: 422 and
 * nothing changes; no purchase or a free one: 409.
 */
export function refundRoutes(deps: RefundDeps) {
  return new Hono<UserEnv>()
    .get('/', async (c) => {
      const purchase = await latestPurchase(deps.db, c.var.user.id);
      return c.json({ guarantee: guaranteeView(purchase, deps.clock.now().toISOString()) });
    })
    .post('/', async (c) => {
      const user = c.var.user;
      const purchase = await latestPurchase(deps.db, user.id);
      if (!purchase) return conflict(c, copy.guarantee.nothingToRefund);
      if (purchase.state === 'paid') {
        const refusal = refundRefusal(purchase, deps.clock.now().toISOString());
        if (refusal === 'free_order') return conflict(c, copy.guarantee.freeOrder);
        if (refusal === 'window_closed') {
          throw validationError(interpolate(copy.guarantee.windowClosed, { date: longDate(refundDeadline(purchase.paid_at).slice(0, 10)) }), {});
        }
        if (!purchase.payment_intent_id) throw new Error(`Paid order ${purchase.id} of ${purchase.total} pence has no PaymentIntent`);
        const paymentIntentId = purchase.payment_intent_id;
        const refund = await withGateway(() => deps.payments.refund({ paymentIntentId, idempotencyKey: `refund-${purchase.id}` }));
        const subscription = await findSubscriptionRow(deps.db, user.id);
        const gatewaySubscriptionId = subscription?.is_active ? subscription.gateway_subscription_id : null;
        if (gatewaySubscriptionId) {
          await withGateway(() => deps.payments.cancelSubscription({ subscriptionId: gatewaySubscriptionId, idempotencyKey: `refund-${purchase.id}-subscription` }));
        }
        const at = deps.clock.now().toISOString();
        if (await recordRefund(deps.db, { userId: user.id, orderId: purchase.id, refundId: refund.id, at })) {
          await sendConfirmation(deps, { to: purchase.receipt_email, name: user.name, amount: refund.amount });
        }
      }
      return c.json({ guarantee: guaranteeView(await latestPurchase(deps.db, user.id), deps.clock.now().toISOString()) });
    });
}

/** The refund stands whether or not the email goes: a mail failure is logged, not answered. */
async function sendConfirmation(deps: RefundDeps, input: { to: string; name: string; amount: number }) {
  try {
    await deps.mail.send(refundEmail(input.to, { name: input.name, amount: input.amount, dashboardUrl: `${deps.config.baseUrl}/will/dashboard` }));
  } catch (error) {
    log.error({ err: error }, 'refund confirmation not sent');
  }
}
