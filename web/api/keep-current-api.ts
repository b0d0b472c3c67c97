import { answerOf, client, type AnswerOf } from './client';

const keepCurrent = client.api.account['keep-current'];

export type CheckIns = AnswerOf<typeof keepCurrent.$get>;

/** GET /api/account/keep-current: whether the signed-in user takes the check-in emails. */
export const fetchCheckIns = () => answerOf(keepCurrent.$get());

/** PUT /api/account/keep-current: turns the check-in emails on or off. */
export const saveCheckIns = (checkIns: boolean) => answerOf(keepCurrent.$put({ json: { checkIns } }));

/** POST /api/keep-current/unsubscribe: the email's link, with no session; refused (422) unless the link is ours. */
export const unsubscribe = (u: string, token: string) => answerOf(client.api['keep-current'].unsubscribe.$post({ json: { u, token } }));
