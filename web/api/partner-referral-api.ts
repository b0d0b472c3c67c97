import { answerOf, client } from './client';

/** POST /api/partner-referral: records that the signed-in user signed up through a partner's invitation. */
export const claimPartnerReferral = (code: string) => answerOf(client.api['partner-referral'].$post({ json: { code } }));
