// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import type { CompletedOrder, PendingOrder } from '../../api/checkout-api';
import type { CardPayer } from './card-payer';
import type { PaymentApi } from './pay-sequence';
import { usePay, type PayOptions } from './use-pay';

const ORDER: CompletedOrder['order'] = { id: 'ord_1', total: 9000, lines: [], urgent_due_date: null, paid_at: '2025-01-01T10:00:00.000Z' };

function fakes(options: { total?: number; declined?: boolean; couponApplied?: boolean; intentStatus?: NonNullable<PendingOrder['payment_intent']>['status'] } = {}) {
  const total = options.total ?? 9000;
  const status = options.intentStatus ?? 'requires_payment_method';
  const intent: PendingOrder = { order_id: 'ord_1', total, payment_intent: total > 0 ? { id: 'pi_1', client_secret: 'pi_1_secret', status } : null };
  const calls: string[] = [];
  const api: PaymentApi = {
    registerPaymentMethod: vi.fn(async (id: string) => void calls.push(`register ${id}`)),
    createPaymentIntent: vi.fn(async () => (calls.push('intent'), intent)),
    completeCheckout: vi.fn(async (id: string) => (calls.push(`complete ${id}`), { order: { ...ORDER, total }, sale: { total, currency: 'GBP' as const }, affiliate: [] })),
  };
  const payer: CardPayer = {
    createPaymentMethod: vi.fn(async () => (calls.push('payment method'), 'pm_1')),
    confirmCardPayment: vi.fn(async ({ clientSecret, paymentMethodId, receiptEmail }) => {
      calls.push(`confirm ${clientSecret} ${paymentMethodId} ${receiptEmail}`);
      if (options.declined) throw new ApiError(402, { type: 'payment', message: 'Your card was declined.' });
    }),
  };
  const props: PayOptions = {
    api,
    payer,
    receiptEmail: 'jane@example.com',
    couponApplied: options.couponApplied ?? false,
    toast: vi.fn(),
    navigate: vi.fn(),
    onPaid: vi.fn(),
  };
  return { props, calls };
}

describe('usePay: the Pay button of checkout (SPEC 4.3, 8)', () => {
  it('creates and registers the payment method, creates the intent, confirms the card, completes, then goes to complete with the order', async () => {
    const { props, calls } = fakes();
    const { result } = renderHook(() => usePay(props));
    await act(() => result.current.pay());
    expect(calls).toEqual(['payment method', 'register pm_1', 'intent', 'confirm pi_1_secret pm_1 jane@example.com', 'complete ord_1']);
    expect(props.onPaid).toHaveBeenCalledOnce();
    expect(props.navigate).toHaveBeenCalledWith('/will/checkout-complete', { state: { order: { ...ORDER, total: 9000 } } });
    expect(props.toast).not.toHaveBeenCalled();
  });

  it('a declined card shows the gateway words in an error toast, completes nothing, and gives Pay back', async () => {
    const { props, calls } = fakes({ declined: true });
    const { result } = renderHook(() => usePay(props));
    await act(() => result.current.pay());
    expect(props.toast).toHaveBeenCalledWith('error', 'Your card was declined.');
    expect(calls).not.toContain('complete ord_1');
    expect(props.navigate).not.toHaveBeenCalled();
    expect(result.current.paying).toBe(false);
    // The words stay by the Pay button after the toast has gone.
    expect(result.current.failure).toBe('Your card was declined.');
    // Pay is back: a second press runs the sequence again.
    await act(() => result.current.pay());
    expect(props.payer!.createPaymentMethod).toHaveBeenCalledTimes(2);
  });

  it('drops the last decline once the card changes: the words were about the card before', async () => {
    const { props } = fakes({ declined: true });
    const { result, rerender } = renderHook((options: PayOptions) => usePay(options), { initialProps: props });
    await act(() => result.current.pay());
    expect(result.current.failure).toBe('Your card was declined.');
    rerender({ ...props });
    expect(result.current.failure).toBe('Your card was declined.');
    rerender({ ...props, payer: null });
    expect(result.current.failure).toBeNull();
  });

  it("words 'Server Error' and a server failure as the trouble message", async () => {
    for (const error of [new ApiError(402, { message: 'Server Error' }), new ApiError(502, { message: 'Bad gateway' })]) {
      const { props } = fakes();
      props.api.createPaymentIntent = vi.fn(async () => Promise.reject(error));
      const { result } = renderHook(() => usePay(props));
      await act(() => result.current.pay());
      expect(props.toast).toHaveBeenCalledWith('error', "We're having trouble processing your payment. Please try again or use a different card.");
    }
  });

  it('at a total of 0 takes the card but confirms no payment', async () => {
    const { props, calls } = fakes({ total: 0 });
    const { result } = renderHook(() => usePay(props));
    await act(() => result.current.pay());
    expect(calls).toEqual(['payment method', 'register pm_1', 'intent', 'complete ord_1']);
    expect(props.payer!.confirmCardPayment).not.toHaveBeenCalled();
    expect(props.navigate).toHaveBeenCalledWith('/will/checkout-complete', expect.anything());
  });

  it('retrying after the card was charged (completion failed, or another tab paid) completes without confirming again', async () => {
    const { props, calls } = fakes({ intentStatus: 'succeeded' });
    const { result } = renderHook(() => usePay(props));
    await act(() => result.current.pay());
    expect(calls).toEqual(['payment method', 'register pm_1', 'intent', 'complete ord_1']);
    expect(props.payer!.confirmCardPayment).not.toHaveBeenCalled();
    expect(props.toast).not.toHaveBeenCalled();
    expect(props.navigate).toHaveBeenCalledWith('/will/checkout-complete', { state: { order: { ...ORDER, total: 9000 } } });
  });

  it('confirms an intent that has not succeeded yet, whatever else its status (a declined card tried again)', async () => {
    for (const intentStatus of ['requires_payment_method', 'requires_confirmation', 'requires_action'] as const) {
      const { props, calls } = fakes({ intentStatus });
      const { result } = renderHook(() => usePay(props));
      await act(() => result.current.pay());
      expect(calls).toContain('confirm pi_1_secret pm_1 jane@example.com');
    }
  });

  it('goes to the charity contact page when a coupon was applied', async () => {
    const { props } = fakes({ couponApplied: true });
    const { result } = renderHook(() => usePay(props));
    await act(() => result.current.pay());
    expect(props.navigate).toHaveBeenCalledWith('/will/checkout-charity-contact', expect.anything());
  });

  it('runs once while paying: a second press does nothing, and the hook says it is paying', async () => {
    const { props } = fakes();
    let release!: () => void;
    props.api.registerPaymentMethod = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { result } = renderHook(() => usePay(props));
    let first!: Promise<void>;
    act(() => {
      first = result.current.pay();
    });
    expect(result.current.paying).toBe(true);
    await act(() => result.current.pay());
    expect(props.payer!.createPaymentMethod).toHaveBeenCalledOnce();
    await act(async () => {
      release();
      await first;
    });
    expect(props.api.completeCheckout).toHaveBeenCalledOnce();
  });

  it('does nothing without a complete card', async () => {
    const { props } = fakes();
    const { result } = renderHook(() => usePay({ ...props, payer: null }));
    await act(() => result.current.pay());
    expect(props.api.createPaymentIntent).not.toHaveBeenCalled();
  });
});
