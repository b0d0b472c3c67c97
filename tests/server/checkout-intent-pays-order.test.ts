/**
 * intentPaysOrder (server/stores/complete-order.ts): checkout completes an order, and the webhook acts on a
 * PaymentIntent, only when the intent pays exactly that order. Each condition is taken away once below, so removing
 * any one of them from the function fails a test.
 */
import { describe, expect, it } from 'vitest';
import { intentPaysOrder } from '../../server/stores/complete-order';
import type { OrderRow } from '../../server/stores/orders';
import type { PaymentIntent } from '../../server/services/payments/payment-gateway';

const order = {
  id: 'order-1',
  user_id: '7',
  state: 'pending',
  lines: '[]',
  coupon_code: null,
  subtotal: 9000,
  total: 9000,
  idempotency_key: 'order-order-1-9000',
  cart_key: 'k',
  payment_intent_id: 'pi_1',
  receipt_email: 'jane@example.com',
  urgent_due_date: null,
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: null,
  refunded_at: null,
  refund_id: null,
} as OrderRow;

const paying: PaymentIntent = {
  id: 'pi_1',
  clientSecret: 'pi_1_secret',
  amount: 9000,
  currency: 'gbp',
  status: 'succeeded',
  customerId: 'cus_1',
  paymentMethodId: 'pm_1',
  metadata: { order_id: 'order-1', user_id: '7' },
  lastError: null,
};

describe('intentPaysOrder', () => {
  it('accepts a succeeded intent in pounds for exactly the order total, made for this order and its user', () => {
    expect(intentPaysOrder(paying, order)).toBe(true);
  });

  it.each<[string, Partial<PaymentIntent>]>([
    ['has not succeeded (still to confirm)', { status: 'requires_payment_method' }],
    ['is still processing', { status: 'processing' }],
    ['was cancelled', { status: 'canceled' }],
    ['is in another currency', { currency: 'usd' as 'gbp' }],
    ['is for 1p less than the order', { amount: 8999 }],
    ['is for more than the order', { amount: 9001 }],
    ["was made for another order (the user's earlier cart)", { metadata: { order_id: 'order-2', user_id: '7' } }],
    ["was made for another user's order of the same id", { metadata: { order_id: 'order-1', user_id: '8' } }],
    ['carries no order', { metadata: { user_id: '7' } }],
    ['carries no user', { metadata: { order_id: 'order-1' } }],
  ])('refuses an intent that %s', (_, change) => {
    expect(intentPaysOrder({ ...paying, ...change }, order)).toBe(false);
  });

  it('refuses the right intent for an order whose total is another (the cart changed since)', () => {
    expect(intentPaysOrder(paying, { ...order, total: 10_000 })).toBe(false);
  });
});
