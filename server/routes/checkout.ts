import { Hono, type Context } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import { HTTPException } from 'hono/http-exception';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import { readJson, validationError } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import type { CharityIndex } from '../services/charities/charity-index';
import type { Mailer } from '../services/mail/mailer';
import type { PaymentGateway } from '../services/payments/payment-gateway';
import { loadAccountState } from '../stores/account-state-store';
import { completeOrder, intentPaysOrder } from '../stores/complete-order';
import { findUserOrder, lastPaidOrder, orderView, pendingOrderFor, setOrderPaymentIntent, type OrderRow } from '../stores/orders';
import { loadPartnerCharity } from '../stores/partner-charity-store';
import { findPaymentCustomer, isOtherUsersCustomer, savePaymentCustomer } from '../stores/payment-customers';
import { ensureFriendCode } from '../stores/friend-codes';
import { startRenewalSubscription } from '../stores/renewal-subscription';
import { settleIfSuperseded, settleSupersededOrder, supersedeOtherPendingOrders } from '../stores/superseded-orders';
import { loadUserCart, type CartConfig } from '../stores/user-cart';
import { loadWill } from '../stores/will-store';
import { checkoutCharity } from '../../engine/products/cart/checkout-charity';
import { reviewDueDate, reviewWorkingDays } from '../../engine/review/review-due-date';
import type { TurnaroundConfig } from '../stores/review-rounds';
import { subscriptionActive } from '../../engine/will/resubmission';
import apiErrors from '../../schemas/copy/api-errors.json';
import checkoutCopy from '../../schemas/copy/checkout.json';
import { notReadyAnswer, nextStepFor } from './not-ready-answer';
import { paymentRefused, withGateway } from './payment-error-answer';
import { log } from '../logger';

// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const copy = () => apiErrors.checkout;

export type CheckoutDeps = {
  db: AppDatabase;
  clock: Clock;
  mail: Mailer;
  payments: PaymentGateway;
  charities: CharityIndex;
  config: { page: CartConfig & TurnaroundConfig };
};

/**
 * With a gateway that renews subscriptions (Stripe), the yearly renewal of a paid £0 order (a 100% coupon): such an
 * order has no PaymentIntent, so no payment_intent.succeeded webhook starts it. Safe to run again (once per order);
 * a gateway failure is logged, not answered: the order is paid, and completing it again retries.
 */
async function renewFreeOrder(deps: CheckoutDeps, order: OrderRow): Promise<void> {
  if (order.total !== 0 || order.state !== 'paid') return;
  try {
    await startRenewalSubscription(deps, order.id);
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'yearly renewal of a free order not started');
  }
}

/** Longer than any id a gateway or this server makes: anything longer is refused unread. */
const MAX_ID_LENGTH = 255;
const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]+$/;

/** The string field `name` of a JSON object body, or undefined when the body has none. */
async function stringField(c: Context, name: string): Promise<string | undefined> {
  const body = await readJson(c);
  const value: unknown = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_ID_LENGTH ? value : undefined;
}

const conflict = (message: string) => new HTTPException(409, { res: Response.json({ type: 'conflict', message }, { status: 409 }) });
const notFound = (message: string) => new HTTPException(404, { res: Response.json({ type: 'not_found', message }, { status: 404 }) });

/** The checkout's answer for a paid order: the order, and the sale for the purchase tracking (pence, GBP). */
const completion = (order: OrderRow) => ({ order: orderView(order), sale: { total: order.total, currency: 'GBP' }, affiliate: [] });

/**
 * Checkout (SPEC 4.3 and 7 will-api.checkout.*), mounted at /api/checkout behind the session check. The
 * amounts are the server's own: the cart is priced here, and no request body carries an amount or a product. Paying
 * submits the will, so payment-method, payment-intent and complete answer 422 `{type: 'validation', message, fields: {}, next_step}`
 * (not-ready-answer.ts) while engine/will/submit-readiness.ts says the will may not be submitted; status names that step.
 */
export function checkoutRoutes(deps: CheckoutDeps) {
  /** The partner charity the user's will leaves something to, or null. */
  const charityOf = async (userId: string) => {
    const [{ will }, partner] = await Promise.all([loadWill(deps.db, userId), loadPartnerCharity(deps.db, deps.charities, userId)]);
    return checkoutCharity(will, partner);
  };

  return new Hono<UserEnv>()
    .get('/status', async (c) => {
      const userId = c.var.user.id;
      const [charity, account, lastPaid, next] = await Promise.all([
        charityOf(userId),
        loadAccountState(deps.db, userId),
        lastPaidOrder(deps.db, userId),
        nextStepFor(deps.db, deps.clock, userId),
      ]);
      // What checkout states before payment: the date paying now would give, without and with the urgent will.
      const now = deps.clock.now().toISOString();
      const standardDays = deps.config.page.review_working_days;
      const dueDates = { standard: reviewDueDate(now, reviewWorkingDays(false, standardDays)), urgent: reviewDueDate(now, reviewWorkingDays(true, standardDays)) };
      return c.json({ charity, is_free_will: lastPaid?.total === 0, paid: account.paid, gateway: deps.payments.browser, next_step: next, review_due_dates: dueDates });
    })

    .post('/charity-consent', jsonShape<{ bequeathed: boolean }>(), async (c) => {
      const userId = c.var.user.id;
      const body = await readJson(c);
      const bequeathed: unknown = typeof body === 'object' && body !== null ? (body as { bequeathed?: unknown }).bequeathed : undefined;
      if (typeof bequeathed !== 'boolean') throw validationError(copy().bequeathedMissing, { bequeathed: [copy().bequeathedMissing] });
      const charity = await charityOf(userId);
      if (!charity) throw conflict(copy().noCharity);
      const answer = { charity_number: charity.regNumber, bequeathed: bequeathed ? 1 : 0, answered_at: deps.clock.now().toISOString() };
      await deps.db
        .insertInto('charity_consent')
        .values({ user_id: userId, ...answer })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(answer))
        .execute();
      return c.json({ ok: true });
    })

    .post('/payment-method', jsonShape<{ payment_method: string }>(), async (c) => {
      const { id: userId, email, name } = c.var.user;
      const next = await nextStepFor(deps.db, deps.clock, userId);
      if (next) throw notReadyAnswer(copy().notReady, next);
      const paymentMethodId = await stringField(c, 'payment_method');
      if (!paymentMethodId || !PAYMENT_METHOD_ID.test(paymentMethodId)) {
        throw validationError(copy().paymentMethodInvalid, { payment_method: [copy().paymentMethodInvalid] });
      }
      const customer = await findPaymentCustomer(deps.db, userId);
      const registered = await withGateway(() =>
        deps.payments.registerPaymentMethod({ paymentMethodId, customerId: customer?.customer_id ?? null, userId, email, name }),
      );
      // A card already registered by someone else names their customer: it is never shared.
      if (await isOtherUsersCustomer(deps.db, userId, registered.customerId)) throw paymentRefused(copy().paymentMethodTaken);
      await savePaymentCustomer(deps.db, userId, registered);
      return c.json({ ok: true });
    })

    .post('/payment-intent', async (c) => {
      const { id: userId, email } = c.var.user;
      const now = deps.clock.now();
      const [{ priced }, account] = await Promise.all([loadUserCart(deps.db, deps.clock, deps.config.page, userId), loadAccountState(deps.db, userId)]);
      // Paid, with the update subscription active: resubmitting is free, so there is nothing to pay for.
      if (account.paid && subscriptionActive(account.subscription, now.toISOString())) throw conflict(copy().alreadyPaid);
      // Every order paid submits the will: none is made, and no card charged, for a will that may not be submitted.
      const next = await nextStepFor(deps.db, deps.clock, userId);
      if (next) throw notReadyAnswer(copy().notReady, next);
      // A refusal writes nothing: the card is checked before an order is made or another tab's is superseded.
      const customer = priced.total === 0 ? null : await findPaymentCustomer(deps.db, userId);
      if (customer === undefined) throw validationError(copy().cardNeeded, { payment_method: [copy().cardNeeded] });
      const order = await pendingOrderFor(deps.db, { userId, priced, receiptEmail: email, now });
      // One payable order per will: the user's older pending orders (another tab's cart) can no longer be paid.
      for (const older of await supersedeOtherPendingOrders(deps.db, userId, order.id, now.toISOString())) {
        await withGateway(() => settleSupersededOrder(deps, older));
      }
      // A free order (customer null): nothing to charge.
      if (order.total === 0 || !customer) return c.json({ order_id: order.id, total: order.total, payment_intent: null });
      // A retry after the card was charged (complete failed, another tab paid): the gateway's current word on the
      // order's intent, so the browser completes the order instead of confirming a payment that already succeeded.
      const earlier = order.payment_intent_id;
      const current = earlier ? await withGateway(() => deps.payments.retrievePaymentIntent(earlier)) : null;
      const intent =
        current?.status === 'succeeded'
          ? current
          : await withGateway(() =>
              deps.payments.createPaymentIntent({
                amount: order.total,
                customerId: customer.customer_id,
                idempotencyKey: order.idempotency_key,
                orderId: order.id,
                userId,
                receiptEmail: order.receipt_email,
              }),
            );
      if (intent.id !== earlier) {
        // Another tab's newer order superseded this one while its intent was being made: cancel that intent too.
        const stored = await setOrderPaymentIntent(deps.db, order.id, intent.id);
        if (stored?.state === 'superseded') {
          await withGateway(() => settleSupersededOrder(deps, stored));
          throw conflict(copy().orderSuperseded);
        }
      }
      // Stripe answers a repeated idempotent create as it answered the first: the status is the retrieved one.
      const status = current?.id === intent.id ? current.status : intent.status;
      return c.json({ order_id: order.id, total: order.total, payment_intent: { id: intent.id, client_secret: intent.clientSecret, status } });
    })

    .get('/paid-order', async (c) => {
      const userId = c.var.user.id;
      const [order, account] = await Promise.all([lastPaidOrder(deps.db, userId), loadAccountState(deps.db, userId)]);
      if (!order) throw notFound(checkoutCopy.complete.noPaidOrder);
      const percent = deps.config.page.partner_discount_percentage;
      const friendCode = percent > 0 ? await ensureFriendCode(deps.db, userId, percent, deps.clock.now()) : null;
      return c.json({ order: orderView(order), friend_code: friendCode, review_due_date: account.submission?.due_date ?? null });
    })

    .post('/complete', jsonShape<{ order_id: string }>(), async (c) => {
      const userId = c.var.user.id;
      const orderId = await stringField(c, 'order_id');
      if (!orderId) throw validationError(copy().orderIdMissing, { order_id: [copy().orderIdMissing] });
      const order = await findUserOrder(deps.db, userId, orderId);
      if (!order) throw notFound(copy().orderNotFound);
      // A newer order replaced this one: it pays nothing, and a payment taken for it anyway is refunded.
      if (order.state === 'superseded') {
        await withGateway(() => settleSupersededOrder(deps, order));
        throw conflict(copy().orderSuperseded);
      }
      if (order.state !== 'pending') {
        await renewFreeOrder(deps, order);
        return c.json(completion(order));
      }
      // The will may have changed since payment-intent (another tab). Uncharged, the order is refused; once the card
      // was charged it is recorded as paid, as Stripe's webhook would, and delivery waits for the checks to pass.
      const next = await nextStepFor(deps.db, deps.clock, userId);
      let paymentMethodId: string | null = null;
      if (order.total === 0 && next) throw notReadyAnswer(copy().notReady, next);
      if (order.total > 0) {
        const intentId = order.payment_intent_id;
        if (!intentId) throw next ? notReadyAnswer(copy().notReady, next) : paymentRefused(copy().notPaid);
        const intent = await withGateway(() => deps.payments.retrievePaymentIntent(intentId));
        if (!intentPaysOrder(intent, order)) throw next ? notReadyAnswer(copy().notReady, next) : paymentRefused(intent.lastError ?? copy().notPaid);
        paymentMethodId = intent.paymentMethodId;
      }
      const paid = await completeOrder(deps, order.id, paymentMethodId);
      // The will was paid by another order since this one was made: refused, and this payment refunded.
      if (await withGateway(() => settleIfSuperseded(deps, paid.id))) throw conflict(copy().orderSuperseded);
      await renewFreeOrder(deps, paid);
      return c.json(completion(paid));
    });
}
