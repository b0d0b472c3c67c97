/**
 * Card payments in pounds sterling, behind one interface (DESIGN.md "services"): Stripe when configured, otherwise
 * the embedded local test gateway. Amounts are whole pence. Every failure is a PaymentError carrying the gateway's
 * own message (e.g. 'Your card was declined.'), which checkout shows to the user (SPEC 8).
 */

/** Where a PaymentIntent is in its life, in Stripe's words. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type PaymentIntent = {
  id: string;
  /** Given to the browser, which confirms the card payment with it; never logged. */
  clientSecret: string;
  /** Pence. */
  amount: number;
  currency: 'gbp';
  status: PaymentIntentStatus;
  customerId: string | null;
  paymentMethodId: string | null;
  /** The metadata given at creation (order_id, user_id). */
  metadata: Record<string, string>;
  /** Why the last confirmation failed, in the gateway's words; null when it has not failed. */
  lastError: string | null;
};

export type RegisterPaymentMethod = {
  /** The payment method the browser created from the card form (`pm_...`). */
  paymentMethodId: string;
  /** The user's existing gateway customer, when checkout has one; a new customer is created otherwise. */
  customerId: string | null;
  userId: string;
  email: string;
  name: string;
};

export type RegisteredPaymentMethod = {
  customerId: string;
  paymentMethodId: string;
  /** e.g. 'visa' and '4242', for the receipt; null when the gateway does not say. */
  brand: string | null;
  last4: string | null;
};

export type CreatePaymentIntent = {
  /** Pence, a whole number of at least MIN_CHARGE_PENCE: checkout skips payment for a total of 0. */
  amount: number;
  customerId: string;
  /**
   * One per order and amount: the same key returns the same intent, so a double click or a replayed request
   * charges once. Reusing a key with other parameters is refused (code 'idempotency_error').
   */
  idempotencyKey: string;
  orderId: string;
  userId: string;
  receiptEmail: string;
};

export type CreateRefund = {
  paymentIntentId: string;
  /** Pence; the whole unrefunded amount when omitted. */
  amount?: number;
  /** One per refund request, so a repeated request refunds once. */
  idempotencyKey: string;
};

export type Refund = { id: string; paymentIntentId: string; amount: number; status: 'pending' | 'succeeded' | 'failed' | 'canceled' };

/**
 * The gateway's subscription renewing the update subscription yearly (Stripe Billing). `active` is true while it
 * is trialing (the free first year) or paid up; `currentPeriodEnd` (ISO 8601) is when the next £10 is due.
 */
export type GatewaySubscription = {
  id: string;
  customerId: string;
  /** Stripe's status, e.g. 'trialing', 'active', 'past_due', 'canceled'. */
  status: string;
  active: boolean;
  /** True when it ends at the close of its period instead of renewing. */
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: string;
  metadata: Record<string, string>;
};

export type CreateRenewalSubscription = {
  customerId: string;
  /** The card saved at checkout (setup_future_usage off_session), charged at each renewal. */
  paymentMethodId: string;
  /** ISO 8601: the first anniversary of the purchase, when the first £10 is charged. */
  trialEnd: string;
  userId: string;
  orderId: string;
  /** One per order, so completing an order twice creates one subscription. */
  idempotencyKey: string;
};

export type CreateBillingPortalSession = {
  customerId: string;
  /** Where the portal's back link leads (an absolute URL of this app). */
  returnUrl: string;
};

/**
 * A verified webhook event. `paymentIntent` is the event's PaymentIntent when its object is one (the
 * payment_intent.* events), `subscription` its subscription for the customer.subscription.* events; the webhook
 * route should still act on the gateway's current state, and process each event id once (claimWebhookEvent).
 */
export type PaymentEvent = { id: string; type: string; paymentIntent: PaymentIntent | null; subscription?: GatewaySubscription | null };

/** What the browser needs to draw the card form: Stripe Elements with the publishable key, or the local form. */
export type PaymentBrowserConfig = { gateway: 'stripe'; publishableKey: string } | { gateway: 'local' };

export interface PaymentGateway {
  readonly browser: PaymentBrowserConfig;
  /** Attaches the browser's payment method to the user's customer (created when customerId is null). */
  registerPaymentMethod(input: RegisterPaymentMethod): Promise<RegisteredPaymentMethod>;
  /**
   * A PaymentIntent in GBP for the order, the card to be saved for off-session use (the yearly subscription). The
   * browser confirms it with the client secret and the payment method it registered.
   */
  createPaymentIntent(input: CreatePaymentIntent): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent>;
  /**
   * Cancels a PaymentIntent that has not succeeded, so it can never be paid (a newer order superseded its order);
   * the same key cancels once. An intent that succeeded, or was cancelled already, is refused as Stripe refuses it
   * (PaymentError 'invalid_request', code 'payment_intent_unexpected_state'): the caller reads it back to see which.
   */
  cancelPaymentIntent(input: { paymentIntentId: string; idempotencyKey: string }): Promise<PaymentIntent>;
  refund(input: CreateRefund): Promise<Refund>;
  /**
   * The yearly renewal of the update subscription, free until `trialEnd`, then £10 a year on the saved card. Null
   * when the gateway keeps no subscriptions (the local test gateway): the app's own subscription row is then the
   * subscription.
   */
  createRenewalSubscription(input: CreateRenewalSubscription): Promise<GatewaySubscription | null>;
  /** The gateway's current state of one of its subscriptions. */
  retrieveSubscription(id: string): Promise<GatewaySubscription>;
  /** Ends a gateway subscription now (a refund ends the update subscription); the same key ends it once. */
  cancelSubscription(input: { subscriptionId: string; idempotencyKey: string }): Promise<GatewaySubscription>;
  /**
   * Deletes the customer with the cards saved for it, as erasing an account needs (Stripe also ends the customer's
   * subscriptions). A customer already deleted counts as deleted, so an erasure that failed later can be retried.
   */
  deleteCustomer(customerId: string): Promise<void>;
  /** A page where the customer manages their subscription and card (Stripe's billing portal, or the app's own page). */
  createBillingPortalSession(input: CreateBillingPortalSession): Promise<{ url: string }>;
  /** Verifies the signature header over the raw request body and parses the event; PaymentError 'signature' if forged. */
  parseWebhookEvent(rawBody: string, signatureHeader: string | undefined): Promise<PaymentEvent>;
}

/**
 * What went wrong: `card` (declined, insufficient funds, bad number: show the message), `invalid_request` (a bad id,
 * a reused idempotency key, a refund too large), `signature` (a webhook not from the gateway), `gateway` (the
 * gateway failed or could not be reached).
 */
export type PaymentErrorKind = 'card' | 'invalid_request' | 'signature' | 'gateway';

export class PaymentError extends Error {
  override readonly name = 'PaymentError';
  /** The gateway's code, e.g. 'card_declined', 'idempotency_error'. */
  readonly code: string | null;
  /** For declines, e.g. 'generic_decline', 'insufficient_funds'. */
  readonly declineCode: string | null;

  constructor(
    readonly kind: PaymentErrorKind,
    message: string,
    options: { code?: string | null; declineCode?: string | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.code = options.code ?? null;
    this.declineCode = options.declineCode ?? null;
  }
}

/** Stripe's smallest GBP charge. */
export const MIN_CHARGE_PENCE = 30;

/** Throws a PaymentError unless `amount` is a whole number of pence the gateway can charge. */
export function checkChargeAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < MIN_CHARGE_PENCE) {
    throw new PaymentError('invalid_request', `Amount must be a whole number of pence of at least ${MIN_CHARGE_PENCE}, got ${amount}`, { code: 'amount_too_small' });
  }
}
