import { ApiError } from '../../api/client';
import type { CompletedOrder, PendingOrder } from '../../api/checkout-api';
import type { CardPayer } from './card-payer';
import copy from '../../../schemas/copy/checkout.json';

/** The checkout calls the pay sequence makes (web/api/checkout-api.ts; fakes in tests). */
export type PaymentApi = {
  registerPaymentMethod(paymentMethodId: string): Promise<unknown>;
  createPaymentIntent(): Promise<PendingOrder>;
  completeCheckout(orderId: string): Promise<CompletedOrder>;
};

/**
 * Pays for the cart as the server prices it (SPEC 4.3): a payment method from the card, registered with the
 * server; the order and its payment intent; the card payment confirmed only when there is something to pay (the
 * card is still taken at £0, for the yearly subscription) and not already charged (a retry after a failed completion,
 * or another tab paid: confirming again would be refused); then the order completed, which the server checks with
 * the gateway. Throws at the first failure.
 */
export async function payForCart(api: PaymentApi, payer: CardPayer, receiptEmail: string): Promise<CompletedOrder> {
  const paymentMethodId = await payer.createPaymentMethod();
  await api.registerPaymentMethod(paymentMethodId);
  const order = await api.createPaymentIntent();
  if (order.payment_intent && order.payment_intent.status !== 'succeeded') {
    await payer.confirmCardPayment({ clientSecret: order.payment_intent.client_secret, paymentMethodId, receiptEmail });
  }
  return api.completeCheckout(order.order_id);
}

/** SPEC 8: the toast for a failed payment: the gateway's or server's words, our own for a server error. */
export function paymentErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const serverFailed = error instanceof ApiError && error.status >= 500;
  return !message || message === 'Server Error' || serverFailed ? copy.pay.serverError : message;
}
