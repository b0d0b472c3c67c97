import { api } from './client';
import type { CartLine } from '../../engine/cart/price-cart';
import type { NextStep } from '../../engine/submit-readiness';

/** How the browser takes the card: Stripe Elements with the publishable key, or the local test gateway's own form. */
export type GatewayConfig = { gateway: 'stripe'; publishableKey: string } | { gateway: 'local' };

/** GET /api/checkout/status (SPEC 7): the charity to ask about, whether the last order was free, the gateway, and what stops submitting. */
export type CheckoutStatus = {
  charity: { name: string; regNumber: string } | null;
  is_free_will: boolean;
  paid: boolean;
  gateway: GatewayConfig;
  /** The first step to finish while the will may not be submitted (engine/submit-readiness.ts); null when it may. */
  next_step: NextStep | null;
  /** The date paying now would have the will reviewed and emailed by, without and with the urgent will. */
  review_due_dates: { standard: string; urgent: string };
};

/**
 * The order POST /api/checkout/payment-intent priced on the server; `payment_intent` is null when the total is 0.
 * Its `status` is the gateway's current one: 'succeeded' when the card was charged already (an earlier try whose
 * completion failed, another tab), so there is nothing to confirm, only the order to complete.
 */
export type PendingOrder = { order_id: string; total: number; payment_intent: { id: string; client_secret: string; status: string } | null };

/** A paid order, as POST /api/checkout/complete answers it. */
export type CompletedOrder = {
  order: { id: string; total: number; lines: CartLine[]; urgent_due_date: string | null; paid_at: string | null };
  sale: { total: number; currency: 'GBP' };
  affiliate: unknown[];
};

/**
 * GET /api/checkout/paid-order: the user's latest paid order, their refer-a-friend code (null when none is offered),
 * and the date the will is to be reviewed and emailed by, as My Will and the receipt give it.
 */
export type PaidOrder = { order: CompletedOrder['order']; friend_code: { code: string; percent: number } | null; review_due_date: string | null };

/** The card as the local test gateway's form sends it. */
export type LocalCard = { number: string; exp_month: number; exp_year: number; cvc: string };

/** The checkout status's address, among a page's first answers too (../first-answers). */
export const CHECKOUT_STATUS_PATH = '/api/checkout/status';

export const fetchCheckoutStatus = () => api<CheckoutStatus>('GET', CHECKOUT_STATUS_PATH);

/** POST /api/checkout/payment-method: registers the card's payment method with the user's gateway customer. */
export const registerPaymentMethod = (paymentMethodId: string) => api<{ ok: true }>('POST', '/api/checkout/payment-method', { payment_method: paymentMethodId });

/** POST /api/checkout/payment-intent: the pending order for the cart as it stands; 409 when nothing is left to pay. */
export const createPaymentIntent = () => api<PendingOrder>('POST', '/api/checkout/payment-intent', {});

/** POST /api/checkout/complete: the paid order; 402 (ApiError) while the payment has not succeeded. */
export const completeCheckout = (orderId: string) => api<CompletedOrder>('POST', '/api/checkout/complete', { order_id: orderId });

/** GET /api/checkout/paid-order: what the checkout-complete page shows, also after a reload; 404 (ApiError) before any payment. */
export const fetchPaidOrder = () => api<PaidOrder>('GET', '/api/checkout/paid-order');

/** POST /api/checkout/charity-consent: whether the referring charity may be told of the gift. */
export const sendCharityConsent = (bequeathed: boolean) => api<{ ok: true }>('POST', '/api/checkout/charity-consent', { bequeathed });

/** POST /api/local-gateway/payment-methods: the local test gateway's payment method for the card (422 when invalid). */
export const createLocalPaymentMethod = (card: LocalCard) => api<{ id: string; brand: string; last4: string }>('POST', '/api/local-gateway/payment-methods', card);

/** POST /api/local-gateway/confirm: confirms the payment with the local test gateway (402 when the card is declined). */
export const confirmLocalPayment = (clientSecret: string, paymentMethodId: string) =>
  api<{ status: 'succeeded' }>('POST', '/api/local-gateway/confirm', { client_secret: clientSecret, payment_method: paymentMethodId });
