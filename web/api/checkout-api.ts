import { answerOf, client, type AnswerOf } from './client';

const checkout = client.api.checkout;
const gateway = client.api['local-gateway'];

/** GET /api/checkout/status (SPEC 7): the charity to ask about, whether the last order was free, the gateway, and what stops submitting. */
export type CheckoutStatus = AnswerOf<typeof checkout.status.$get>;

/** How the browser takes the card: Stripe Elements with the publishable key, or the local test gateway's own form. */
export type GatewayConfig = CheckoutStatus['gateway'];

/**
 * The order POST /api/checkout/payment-intent priced on the server; `payment_intent` is null when the total is 0.
 * Its `status` is the gateway's current one: 'succeeded' when the card was charged already (an earlier try whose
 * completion failed, another tab), so there is nothing to confirm, only the order to complete.
 */
export type PendingOrder = AnswerOf<(typeof checkout)['payment-intent']['$post']>;

/** A paid order, as POST /api/checkout/complete answers it. */
export type CompletedOrder = AnswerOf<typeof checkout.complete.$post>;

/**
 * GET /api/checkout/paid-order: the user's latest paid order, their refer-a-friend code (null when none is offered),
 * and the date the will is to be reviewed and emailed by, as My Will and the receipt give it.
 */
export type PaidOrder = AnswerOf<(typeof checkout)['paid-order']['$get']>;

/** The card as the local test gateway's form sends it. */
export type LocalCard = { number: string; exp_month: number; exp_year: number; cvc: string };

/** The checkout status's address, among a page's first answers too (../first-answers). */
export const CHECKOUT_STATUS_PATH = '/api/checkout/status';

export const fetchCheckoutStatus = () => answerOf(checkout.status.$get());

/** POST /api/checkout/payment-method: registers the card's payment method with the user's gateway customer. */
export const registerPaymentMethod = (paymentMethodId: string) => answerOf(checkout['payment-method'].$post({ json: { payment_method: paymentMethodId } }));

/** POST /api/checkout/payment-intent: the pending order for the cart as it stands; 409 when nothing is left to pay. */
export const createPaymentIntent = () => answerOf(checkout['payment-intent'].$post());

/** POST /api/checkout/complete: the paid order; 402 (ApiError) while the payment has not succeeded. */
export const completeCheckout = (orderId: string) => answerOf(checkout.complete.$post({ json: { order_id: orderId } }));

/** GET /api/checkout/paid-order: what the checkout-complete page shows, also after a reload; 404 (ApiError) before any payment. */
export const fetchPaidOrder = () => answerOf(checkout['paid-order'].$get());

/** POST /api/checkout/charity-consent: whether the referring charity may be told of the gift. */
export const sendCharityConsent = (bequeathed: boolean) => answerOf(checkout['charity-consent'].$post({ json: { bequeathed } }));

/** POST /api/local-gateway/payment-methods: the local test gateway's payment method for the card (422 when invalid). */
export const createLocalPaymentMethod = (card: LocalCard) => answerOf(gateway['payment-methods'].$post({ json: card }));

/** POST /api/local-gateway/confirm: confirms the payment with the local test gateway (402 when the card is declined). */
export const confirmLocalPayment = (clientSecret: string, paymentMethodId: string) =>
  answerOf(gateway.confirm.$post({ json: { client_secret: clientSecret, payment_method: paymentMethodId } }));
