import { answerOf, client, type AnswerOf } from './client';

const subscription = client.api.subscription;
const refund = client.api.checkout.refund;

/**
 * The update subscription as GET /api/subscription answers it (server/routes/subscription.ts): `until` (YYYY-MM-DD)
 * ends the paid-for period while it counts; `manage` says whether the gateway's billing portal or the app's own
 * billing page manages it.
 */
export type SubscriptionView = AnswerOf<typeof subscription.$get>['subscription'];

/** The money-back guarantee as GET /api/checkout/refund answers it (server/routes/refund.ts). */
export type GuaranteeView = AnswerOf<typeof refund.$get>['guarantee'];

export const loadSubscription = (signal?: AbortSignal) => answerOf(subscription.$get(undefined, { init: { signal } }));
/** 409 (ApiError with the message) when there is nothing to cancel or resume. */
export const cancelSubscription = () => answerOf(subscription.cancel.$post());
export const resumeSubscription = () => answerOf(subscription.resume.$post());
/** The gateway's billing portal for the signed-in user, to go to. */
export const openBillingPortal = () => answerOf(client.api['billing-portal'].$post());

export const loadGuarantee = (signal?: AbortSignal) => answerOf(refund.$get(undefined, { init: { signal } }));
/** 422 (ApiError with the reason) after the 30 days; 409 when there is nothing to refund. */
export const requestRefund = () => answerOf(refund.$post());
