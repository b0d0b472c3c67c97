import { answerOf, api, client, type AnswerOf } from './client';
import { sessionExpiryOf } from './auth-answers';

/** A signed-in device as GET /api/account/devices answers it. */
export type Device = AnswerOf<typeof client.api.account.devices.$get>['devices'][number];

/** The current session's expiry as better-auth reads it, without extending it; null when signed out. */
export async function sessionExpiry(): Promise<Date | null> {
  return sessionExpiryOf(await api('GET', '/api/auth/get-session?disableRefresh=true'));
}

/** Extends the session as any request does (better-auth's get-session), answering its new expiry. */
export async function extendSession(): Promise<Date | null> {
  return sessionExpiryOf(await api('GET', '/api/auth/get-session'));
}

export const fetchDevices = () => answerOf(client.api.account.devices.$get()).then((r) => r.devices);
export const signOutDevice = (id: string) => answerOf(client.api.account.devices[':id']['sign-out'].$post({ param: { id } }));
/** better-auth's revoke-sessions: every session of the user, this one included. */
export const signOutEverywhere = () => api('POST', '/api/auth/revoke-sessions', {});
export const deleteAccount = (password: string) => answerOf(client.api.account.delete.$post({ json: { password } }));
/** Where 'Download my data' points: the ZIP comes as an attachment. */
export const EXPORT_URL = '/api/account/export';

export const changeEmail = (newEmail: string) => api('POST', '/api/auth/change-email', { newEmail, callbackURL: '/will/account' });
export const changePassword = (currentPassword: string, newPassword: string) =>
  api('POST', '/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });

/** better-auth's reset request: answers alike whether or not the address has an account. */
export const requestPasswordReset = (email: string) => api('POST', '/api/auth/request-password-reset', { email });
export const resetPassword = (token: string, newPassword: string) => api('POST', '/api/auth/reset-password', { token, newPassword });
