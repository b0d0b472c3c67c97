import { answerOf, client } from './client';

/** GET /api/lpa-interest: the user's LPA register-interest answers (404 while the page is switched off). */
export const fetchLpaInterest = () => answerOf(client.api['lpa-interest'].$get());

/** POST /api/lpa-interest: records the answers and emails the user a confirmation. */
export const registerLpaInterest = (answers: { kinds: unknown; phone?: unknown; bestTime?: unknown }) => answerOf(client.api['lpa-interest'].$post({ json: answers }));
