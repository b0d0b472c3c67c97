import { api } from './client';

export type CheckIns = { checkIns: boolean };

/** GET /api/account/keep-current: whether the signed-in user takes the check-in emails. */
export const fetchCheckIns = () => api<CheckIns>('GET', '/api/account/keep-current');

/** PUT /api/account/keep-current: turns the check-in emails on or off. */
export const saveCheckIns = (checkIns: boolean) => api<CheckIns>('PUT', '/api/account/keep-current', { checkIns });

/** POST /api/keep-current/unsubscribe: the email's link, with no session; refused (422) unless the link is ours. */
export const unsubscribe = (u: string, token: string) => api<CheckIns>('POST', '/api/keep-current/unsubscribe', { u, token });
