import { api } from './client';

/** POST /api/will/refer-partner: emails the partner an invitation and records who was referred. */
export const sendReferPartnerEmail = (partner: { name: string; email: string }) =>
  api<{ status: 'SENT' }>('POST', '/api/will/refer-partner', partner);
