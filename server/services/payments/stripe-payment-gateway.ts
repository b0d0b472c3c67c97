import Stripe from 'stripe';
import {
  checkChargeAmount,
  PaymentError,
  type PaymentErrorKind,
  type PaymentEvent,
  type PaymentGateway,
  type PaymentIntent,
  type PaymentIntentStatus,
} from './payment-gateway';
import { subscriptionFromStripe } from './stripe-subscription';

export type StripeKeys = {
  /** STRIPE_SECRET_KEY (`sk_...` or a restricted `rk_...`); stays on the server. */
  secretKey: string;
  /** STRIPE_PUBLISHABLE_KEY (`pk_...`), for Stripe Elements in the browser. */
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET (`whsec_...`) of the `/api/stripe/webhook` endpoint. */
  webhookSecret: string;
  /** STRIPE_SUBSCRIPTION_PRICE_ID (`price_...`): the £10 yearly price of the update subscription. */
  subscriptionPriceId: string;
};

/** Where the SDK sends its requests; tests point it at a local HTTP server. */
export type StripeEndpoint = { host: string; port: number; protocol: 'http' | 'https' };

export type StripeGatewayOptions = StripeKeys & {
  endpoint?: StripeEndpoint;
  /** Retries of a failed request (the SDK reuses the idempotency key); 0 in tests so each call is one request. */
  maxNetworkRetries?: number;
};

/** The PaymentIntent as the rest of the app sees it, from Stripe's JSON (API or webhook event). */
function intentFromStripe(pi: Stripe.PaymentIntent): PaymentIntent {
  const id = (ref: string | { id: string } | null) => (ref === null ? null : typeof ref === 'string' ? ref : ref.id);
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amount: pi.amount,
    currency: 'gbp',
    status: pi.status as PaymentIntentStatus,
    customerId: id(pi.customer),
    paymentMethodId: id(pi.payment_method),
    metadata: { ...pi.metadata },
    lastError: pi.last_payment_error?.message ?? null,
  };
}

function kindOf(error: InstanceType<typeof Stripe.errors.StripeError>): PaymentErrorKind {
  if (error instanceof Stripe.errors.StripeCardError) return 'card';
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) return 'signature';
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeIdempotencyError) return 'invalid_request';
  return 'gateway';
}

/** Runs one SDK call, turning whatever it throws into a PaymentError with Stripe's message. */
async function call<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new PaymentError(kindOf(error), error.message, { code: error.code, declineCode: error.decline_code, cause: error });
    }
    throw new PaymentError('gateway', 'The payment service could not be reached', { cause: error });
  }
}

/**
 * Verifies a webhook request the way Stripe signs it (HMAC-SHA256 of timestamp and raw body, within the SDK's
 * tolerance of five minutes) and parses its event.
 */
export async function parseSignedEvent(rawBody: string, signatureHeader: string | undefined, secret: string): Promise<PaymentEvent> {
  if (!signatureHeader) throw new PaymentError('signature', 'No Stripe-Signature header', { code: 'signature_missing' });
  const event = await call(() => Stripe.webhooks.constructEventAsync(rawBody, signatureHeader, secret));
  const object = event.data.object as { object?: string };
  return {
    id: event.id,
    type: event.type,
    paymentIntent: object.object === 'payment_intent' ? intentFromStripe(object as Stripe.PaymentIntent) : null,
    subscription: object.object === 'subscription' ? subscriptionFromStripe(object as Stripe.Subscription) : null,
  };
}

/**
 * The real gateway: Stripe's API through the `stripe` SDK, pinned to the API version the SDK was built for
 * (Stripe.API_VERSION). Card details never reach this server: the browser makes the payment method with Stripe
 * Elements and confirms the payment with the intent's client secret.
 */
export function createStripePaymentGateway(options: StripeGatewayOptions): PaymentGateway {
  const stripe = new Stripe(options.secretKey, {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
    ...options.endpoint,
  });
  return {
    browser: { gateway: 'stripe', publishableKey: options.publishableKey },

    async registerPaymentMethod({ paymentMethodId, customerId, userId, email, name }) {
      const customer =
        customerId ??
        (await call(() =>
          stripe.customers.create({ email, name, metadata: { user_id: userId } }, { idempotencyKey: `customer-for-${paymentMethodId}` }),
        )).id;
      const method = await call(() => stripe.paymentMethods.attach(paymentMethodId, { customer }));
      return { customerId: customer, paymentMethodId: method.id, brand: method.card?.brand ?? null, last4: method.card?.last4 ?? null };
    },

    async createPaymentIntent({ amount, customerId, idempotencyKey, orderId, userId, receiptEmail }) {
      checkChargeAmount(amount);
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount,
            currency: 'gbp',
            customer: customerId,
            allowed_payment_method_types: ['card'],
            setup_future_usage: 'off_session',
            receipt_email: receiptEmail,
            metadata: { order_id: orderId, user_id: userId },
          },
          { idempotencyKey },
        ),
      );
      return intentFromStripe(intent);
    },

    async retrievePaymentIntent(id) {
      return intentFromStripe(await call(() => stripe.paymentIntents.retrieve(id)));
    },

    async cancelPaymentIntent({ paymentIntentId, idempotencyKey }) {
      return intentFromStripe(await call(() => stripe.paymentIntents.cancel(paymentIntentId, { cancellation_reason: 'abandoned' }, { idempotencyKey })));
    },

    async refund({ paymentIntentId, amount, idempotencyKey }) {
      const refund = await call(() =>
        stripe.refunds.create({ payment_intent: paymentIntentId, amount, reason: 'requested_by_customer' }, { idempotencyKey }),
      );
      return {
        id: refund.id,
        paymentIntentId,
        amount: refund.amount,
        status: refund.status === 'requires_action' || refund.status === null ? 'pending' : (refund.status as 'pending' | 'succeeded' | 'failed' | 'canceled'),
      };
    },

    async createRenewalSubscription({ customerId, paymentMethodId, trialEnd, userId, orderId, idempotencyKey }) {
      const subscription = await call(() =>
        stripe.subscriptions.create(
          {
            customer: customerId,
            items: [{ price: options.subscriptionPriceId }],
            default_payment_method: paymentMethodId,
            trial_end: Math.floor(Date.parse(trialEnd) / 1000),
            // With no card left at the anniversary, the subscription ends rather than billing nobody.
            trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
            metadata: { user_id: userId, order_id: orderId },
          },
          { idempotencyKey },
        ),
      );
      return subscriptionFromStripe(subscription);
    },

    async retrieveSubscription(id) {
      return subscriptionFromStripe(await call(() => stripe.subscriptions.retrieve(id)));
    },

    async cancelSubscription({ subscriptionId, idempotencyKey }) {
      return subscriptionFromStripe(await call(() => stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey })));
    },

    async deleteCustomer(customerId) {
      try {
        await call(() => stripe.customers.del(customerId));
      } catch (error) {
        // Stripe answers 404 for a customer deleted before (DELETE takes no idempotency key).
        if (error instanceof PaymentError && error.code === 'resource_missing') return;
        throw error;
      }
    },

    async createBillingPortalSession({ customerId, returnUrl }) {
      const session = await call(() => stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }));
      return { url: session.url };
    },

    parseWebhookEvent: (rawBody, signatureHeader) => parseSignedEvent(rawBody, signatureHeader, options.webhookSecret),
  };
}
