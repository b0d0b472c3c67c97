import { answerOf, client } from './client';

/** POST /api/will/refer-partner: emails the partner an invitation and records who was referred. */
export const sendReferPartnerEmail = (partner: { name: string; email: string }) => answerOf(client.api.will['refer-partner'].$post({ json: partner }));
