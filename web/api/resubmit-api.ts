import { answerOf, client } from './client';

/** POST /api/will/resubmit: the new submission; 402 (ApiError) when it must go through checkout, 422 when incomplete. */
export const resubmitWill = () => answerOf(client.api.will.resubmit.$post());
