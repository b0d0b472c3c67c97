import { api } from './client';

/**
 * The signed-in user as the server shows it: no serial id (ADR 0004); `role` 'reviewer' for the legal team;
 * `twoFactorEnabled` once sign-in asks for an authenticator app's code.
 */
export type SessionUser = { hashid: string; name: string; email: string; role?: string; emailVerified?: boolean; twoFactorEnabled?: boolean };

/** What GET /api/auth/get-session answers for a signed-in user: who, and when the session (just extended) expires. */
export type SessionAnswer = { user: SessionUser; expiresAt: Date | null };

/** GET /api/auth/get-session: the signed-in user and the session's expiry, or null. */
export async function fetchSession(): Promise<SessionAnswer | null> {
  return sessionAnswerOf(await api<SessionBody | null>('GET', SESSION_PATH));
}

/** The path of the session's answer, among a page's first answers too (../first-answers). */
export const SESSION_PATH = '/api/auth/get-session';

/** The body GET /api/auth/get-session answers. */
export type SessionBody = { user: SessionUser; session?: { expiresAt?: string } };

/** The session an answer of GET /api/auth/get-session names, or null (signed out). */
export function sessionAnswerOf(session: SessionBody | null | undefined): SessionAnswer | null {
  if (!session?.user) return null;
  const expiresAt = session.session?.expiresAt ? new Date(session.session.expiresAt) : null;
  return { user: session.user, expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null };
}

export const signUp = (body: { name: string; email: string; password: string }) => api<unknown>('POST', '/api/auth/sign-up/email', body);
export const signIn = (body: { email: string; password: string }) => api<unknown>('POST', '/api/auth/sign-in/email', body);
export const signOut = () => api<unknown>('POST', '/api/auth/sign-out', {});

/** POST /api/auth/send-verification-email: a new link confirming the address, which leads back to `callbackURL`. */
export const sendVerificationEmail = (email: string, callbackURL: string) => api<unknown>('POST', '/api/auth/send-verification-email', { email, callbackURL });
