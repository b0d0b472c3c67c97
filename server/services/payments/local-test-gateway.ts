import { randomBytes } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { todayOf, type Clock } from '../../clock';
import type { DB } from '../../db/schema';
import {
  checkChargeAmount,
  PaymentError,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentIntentStatus,
  type Refund,
} from './payment-gateway';
import { formatMoney } from '../../../engine/i18n/money-format';
import { parseSignedEvent } from './stripe-payment-gateway';
import { declineOf, readTestCard, type CardDetails } from './test-cards';

/**
 * The local test gateway's browser side, which Stripe.js does for the Stripe gateway: the local card form (served
 * by a later local-only route) creates a payment method from the card details, then confirms the payment with the
 * intent's client secret.
 */
export type LocalCardApi = {
  createPaymentMethod(card: CardDetails): Promise<{ id: string; brand: string; last4: string }>;
  confirmCardPayment(input: { clientSecret: string; paymentMethodId: string }): Promise<PaymentIntent>;
};

export type LocalTestGateway = PaymentGateway &
  LocalCardApi & {
    /** The secret its webhook events are signed with (Stripe's scheme), for tests that post events. */
    readonly webhookSecret: string;
  };

export type LocalTestGatewayOptions = { db: Kysely<DB>; clock: Clock; webhookSecret?: string };

type IntentRow = Selectable<DB['local_payment_intent']>;

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** The app's own billing page, which stands in for Stripe's billing portal. */
const LOCAL_BILLING_PAGE = '/will/billing-portal';

const CONFIRMABLE: PaymentIntentStatus[] = ['requires_payment_method', 'requires_confirmation'];

function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.client_secret,
    amount: row.amount,
    currency: 'gbp',
    status: row.status as PaymentIntentStatus,
    customerId: row.customer_id,
    paymentMethodId: row.payment_method_id,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    lastError: row.last_error,
  };
}

const invalid = (code: string, message: string) => new PaymentError('invalid_request', message, { code });
const noSuch = (kind: string, id: string) => invalid('resource_missing', `No such ${kind}: '${id}'`);
/** Stripe's refusal to confirm or cancel an intent in a final state (succeeded or canceled). */
const unexpectedState = (action: 'confirm' | 'cancel', status: string) =>
  invalid('payment_intent_unexpected_state', `You cannot ${action} this PaymentIntent because it has a status of ${status}.`);
/**
 * An amount as Stripe's own (English) error messages write it, "Refund amount ($20.00) is greater than …": the one
 * money formatter (engine/i18n/money-format.ts) in English with pence, since the message imitates Stripe's, not ours
 * for a reader. Word for word Stripe's for the test payments (under £1,000); whether Stripe groups thousands there is
 * not documented, and nothing parses the message.
 */
const pounds = (pence: number) => formatMoney(pence, 'en', { pence: 'always' });

/**
 * The embedded gateway of `npm start` and the tests: behaves like Stripe from the app's side and accepts Stripe's
 * test cards. Like Stripe, 4000 0000 0000 0002 is declined when it is attached to a customer, and 4000 0000 0000
 * 9995 when the payment is confirmed. Its state is in the database, so every app process agrees; the same
 * idempotency key gives the same intent, and an intent succeeds (is charged) at most once.
 */
export function createLocalTestGateway({ db, clock, webhookSecret = `whsec_local_${randomBytes(24).toString('hex')}` }: LocalTestGatewayOptions): LocalTestGateway {
  const now = () => clock.now().toISOString();
  const intentBy = (column: 'id' | 'client_secret' | 'idempotency_key', value: string) =>
    db.selectFrom('local_payment_intent').selectAll().where(column, '=', value).executeTakeFirst();
  const methodById = (id: string) => db.selectFrom('local_payment_method').selectAll().where('id', '=', id).executeTakeFirst();
  const alreadySucceeded = (id: string) =>
    invalid('payment_intent_unexpected_state', `You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed. (${id})`);

  return {
    browser: { gateway: 'local' },
    webhookSecret,

    async createPaymentMethod(card) {
      const { brand, last4, outcome } = readTestCard(card, todayOf(clock));
      const id = newId('pm');
      await db.insertInto('local_payment_method').values({ id, customer_id: null, outcome, brand, last4, created_at: now() }).execute();
      return { id, brand, last4 };
    },

    async registerPaymentMethod({ paymentMethodId, customerId }) {
      const method = await methodById(paymentMethodId);
      if (!method) throw noSuch('PaymentMethod', paymentMethodId);
      if (method.outcome === 'declined') throw declineOf(method.outcome);
      const customer = customerId ?? method.customer_id ?? newId('cus');
      if (method.customer_id === null) {
        await db.updateTable('local_payment_method').set({ customer_id: customer }).where('id', '=', method.id).where('customer_id', 'is', null).execute();
      }
      const attached = await methodById(paymentMethodId);
      if (attached?.customer_id !== customer) {
        throw invalid('payment_method_unexpected_state', 'The payment method you provided has already been attached to a customer.');
      }
      return { customerId: customer, paymentMethodId, brand: method.brand, last4: method.last4 };
    },

    async createPaymentIntent({ amount, customerId, idempotencyKey, orderId, userId, receiptEmail }) {
      checkChargeAmount(amount);
      const id = newId('pi');
      const at = now();
      await db
        .insertInto('local_payment_intent')
        .values({
          id,
          client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          idempotency_key: idempotencyKey,
          amount,
          currency: 'gbp',
          status: 'requires_payment_method',
          customer_id: customerId,
          payment_method_id: null,
          receipt_email: receiptEmail,
          metadata: JSON.stringify({ order_id: orderId, user_id: userId }),
          last_error: null,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      const row = await intentBy('idempotency_key', idempotencyKey);
      if (!row) throw new PaymentError('gateway', 'The payment intent could not be stored');
      const metadata = JSON.parse(row.metadata) as Record<string, string>;
      if (row.amount !== amount || row.customer_id !== customerId || metadata.order_id !== orderId || metadata.user_id !== userId) {
        throw invalid(
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
      }
      return toIntent(row);
    },

    async confirmCardPayment({ clientSecret, paymentMethodId }) {
      const row = await intentBy('client_secret', clientSecret);
      if (!row) throw invalid('resource_missing', 'No such payment_intent for this client secret');
      if (row.status === 'succeeded') throw alreadySucceeded(row.id);
      if (row.status === 'canceled') throw unexpectedState('confirm', row.status);
      const method = await methodById(paymentMethodId);
      if (!method || method.customer_id !== row.customer_id) throw noSuch('PaymentMethod', paymentMethodId);
      const decline = method.outcome === 'succeeds' ? null : declineOf(method.outcome);
      const { numUpdatedRows } = await db
        .updateTable('local_payment_intent')
        .set({ status: decline ? 'requires_payment_method' : 'succeeded', payment_method_id: method.id, last_error: decline?.message ?? null, updated_at: now() })
        .where('id', '=', row.id)
        .where('status', 'in', CONFIRMABLE)
        .executeTakeFirst();
      // Another confirmation got there first (a double click): it alone charged the card.
      if (numUpdatedRows === 0n) throw alreadySucceeded(row.id);
      if (decline) throw decline;
      return toIntent((await intentBy('id', row.id))!);
    },

    async retrievePaymentIntent(id) {
      const row = await intentBy('id', id);
      if (!row) throw noSuch('payment_intent', id);
      return toIntent(row);
    },

    async cancelPaymentIntent({ paymentIntentId }) {
      const { numUpdatedRows } = await db
        .updateTable('local_payment_intent')
        .set({ status: 'canceled', updated_at: now() })
        .where('id', '=', paymentIntentId)
        .where('status', 'not in', ['succeeded', 'canceled'])
        .executeTakeFirst();
      const row = await intentBy('id', paymentIntentId);
      if (!row) throw noSuch('payment_intent', paymentIntentId);
      if (numUpdatedRows === 0n) throw unexpectedState('cancel', row.status);
      return toIntent(row);
    },

    async refund({ paymentIntentId, amount, idempotencyKey }) {
      const existing = () => db.selectFrom('local_payment_refund').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
      const asRefund = (r: { id: string; payment_intent_id: string; amount: number }): Refund => ({
        id: r.id,
        paymentIntentId: r.payment_intent_id,
        amount: r.amount,
        status: 'succeeded',
      });
      const before = await existing();
      if (before) return asRefund(before);
      const intent = await intentBy('id', paymentIntentId);
      if (!intent) throw noSuch('payment_intent', paymentIntentId);
      if (intent.status !== 'succeeded') {
        throw invalid('charge_not_refundable', `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`);
      }
      const unrefunded = intent.amount - intent.amount_refunded;
      const refundAmount = amount ?? unrefunded;
      if (!Number.isSafeInteger(refundAmount) || refundAmount <= 0 || refundAmount > unrefunded) {
        // A request with the same key may have refunded it between our two reads: answer as Stripe does, with it.
        const meanwhile = await existing();
        if (meanwhile) return asRefund(meanwhile);
        throw invalid('amount_too_large', `Refund amount (${pounds(refundAmount)}) is greater than unrefunded amount on charge (${pounds(unrefunded)})`);
      }
      const refund = { id: newId('re'), idempotency_key: idempotencyKey, payment_intent_id: intent.id, amount: refundAmount, created_at: now() };
      const stored = await db.transaction().execute(async (trx) => {
        const inserted = await trx.insertInto('local_payment_refund').values(refund).onConflict((oc) => oc.column('idempotency_key').doNothing()).executeTakeFirst();
        if (inserted.numInsertedOrUpdatedRows === 0n) return false;
        const { numUpdatedRows } = await trx
          .updateTable('local_payment_intent')
          .set((eb) => ({ amount_refunded: eb('amount_refunded', '+', refundAmount), updated_at: refund.created_at }))
          .where('id', '=', intent.id)
          .where((eb) => eb(eb('amount_refunded', '+', refundAmount), '<=', eb.ref('amount')))
          .executeTakeFirst();
        // A refund made meanwhile left less to refund: undo this one.
        if (numUpdatedRows === 0n) throw invalid('amount_too_large', `Refund amount (${pounds(refundAmount)}) is greater than unrefunded amount on charge`);
        return true;
      });
      if (stored) return asRefund(refund);
      return asRefund((await existing())!);
    },

    // The local gateway keeps no subscriptions: the app's subscription row is the update subscription, and the
    // app's own billing page (/will/billing-portal) cancels and resumes it.
    createRenewalSubscription: async () => null,

    async retrieveSubscription(id) {
      throw noSuch('subscription', id);
    },

    async cancelSubscription({ subscriptionId }) {
      throw noSuch('subscription', subscriptionId);
    },

    async deleteCustomer(customerId) {
      await db.deleteFrom('local_payment_method').where('customer_id', '=', customerId).execute();
    },

    createBillingPortalSession: async ({ returnUrl }) => ({ url: new URL(LOCAL_BILLING_PAGE, returnUrl).href }),

    parseWebhookEvent: (rawBody, signatureHeader) => parseSignedEvent(rawBody, signatureHeader, webhookSecret),
  };
}
