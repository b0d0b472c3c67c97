import { api } from './client';

/** POST /api/partner-referral: records that the signed-in user signed up through a partner's invitation. */
export const claimPartnerReferral = (code: string) => api<{ status: 'CLAIMED' }>('POST', '/api/partner-referral', { code });
