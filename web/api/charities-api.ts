import { answerOf, client, type AnswerOf } from './client';

const search = client.api.charities.search;

/** One register entry of GET /api/charities/search (SPEC 7). */
export type CharityResult = AnswerOf<typeof search.$get>[number];

/** GET /api/charities/search?query= */
export const searchCharities = (query: string, signal?: AbortSignal) => answerOf(search.$get({ query: { query } }, { init: { signal } }));
