import { answerOf, client } from './client';

/** GET /api/addresses?postcode= */
export const lookupAddresses = (postcode: string) => answerOf(client.api.addresses.$get({ query: { postcode } }));
