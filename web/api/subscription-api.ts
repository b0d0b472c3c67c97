import { api } from './client';

/** The update subscription as GET /api/subscription answers it (server/routes/subscription.ts). */
export type SubscriptionView = {
  status: 'active' | 'cancelling' | 'inactive';
  /** YYYY-MM-DD: the end of the paid-for period while it counts. */
  until: string | null;
  next_payment: { amount: number; date: string } | null;
  /** `portal`: the gateway's billing portal manages it; `here`: the app's own billing page does. */
  manage: 'portal' | 'here';
};

/** The money-back guarantee as GET /api/checkout/refund answers it (server/routes/refund.ts). */
export type GuaranteeView = {
  state: 'none' | 'free' | 'refundable' | 'expired' | 'refunded';
  amount: number | null;
  deadline: string | null;
  refunded_at: string | null;
};

type SubscriptionAnswer = { subscription: SubscriptionView };
type GuaranteeAnswer = { guarantee: GuaranteeView };

export const loadSubscription = (signal?: AbortSignal) => api<SubscriptionAnswer>('GET', '/api/subscription', undefined, signal);
/** 409 (ApiError with the message) when there is nothing to cancel or resume. */
export const cancelSubscription = () => api<SubscriptionAnswer>('POST', '/api/subscription/cancel', {});
export const resumeSubscription = () => api<SubscriptionAnswer>('POST', '/api/subscription/resume', {});
/** The gateway's billing portal for the signed-in user, to go to. */
export const openBillingPortal = () => api<{ url: string }>('POST', '/api/billing-portal', {});

export const loadGuarantee = (signal?: AbortSignal) => api<GuaranteeAnswer>('GET', '/api/checkout/refund', undefined, signal);
/** 422 (ApiError with the reason) after the 30 days; 409 when there is nothing to refund. */
export const requestRefund = () => api<GuaranteeAnswer>('POST', '/api/checkout/refund', {});
