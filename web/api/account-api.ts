import { api } from './client';

/** A signed-in device as GET /api/account/devices answers it. */
export type Device = { id: string; browser: string | null; os: string | null; signedInAt: string; lastActiveAt: string; current: boolean };

/** The current session's expiry as better-auth reads it, without extending it; null when signed out. */
export async function sessionExpiry(): Promise<Date | null> {
  const session = await api<{ session: { expiresAt: string } } | null>('GET', '/api/auth/get-session?disableRefresh=true');
  return session ? new Date(session.session.expiresAt) : null;
}

/** Extends the session as any request does (better-auth's get-session), answering its new expiry. */
export async function extendSession(): Promise<Date | null> {
  const session = await api<{ session: { expiresAt: string } } | null>('GET', '/api/auth/get-session');
  return session ? new Date(session.session.expiresAt) : null;
}

export const fetchDevices = () => api<{ devices: Device[] }>('GET', '/api/account/devices').then((r) => r.devices);
export const signOutDevice = (id: string) => api<unknown>('POST', `/api/account/devices/${encodeURIComponent(id)}/sign-out`, {});
/** better-auth's revoke-sessions: every session of the user, this one included. */
export const signOutEverywhere = () => api<unknown>('POST', '/api/auth/revoke-sessions', {});
export const deleteAccount = (password: string) => api<unknown>('POST', '/api/account/delete', { password });
/** Where 'Download my data' points: the ZIP comes as an attachment. */
export const EXPORT_URL = '/api/account/export';

export const changeEmail = (newEmail: string) => api<unknown>('POST', '/api/auth/change-email', { newEmail, callbackURL: '/will/account' });
export const changePassword = (currentPassword: string, newPassword: string) =>
  api<unknown>('POST', '/api/auth/change-password', { currentPassword, newPassword, revokeOtherSessions: true });

/** better-auth's reset request: answers alike whether or not the address has an account. */
export const requestPasswordReset = (email: string) => api<unknown>('POST', '/api/auth/request-password-reset', { email });
export const resetPassword = (token: string, newPassword: string) => api<unknown>('POST', '/api/auth/reset-password', { token, newPassword });
