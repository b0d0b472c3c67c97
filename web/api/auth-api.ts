import { api } from './client';
import { sessionExpiryOf, sessionUserOf, type SessionUser } from './auth-answers';

export type { SessionUser } from './auth-answers';

/** What GET /api/auth/get-session answers for a signed-in user: who, and when the session (just extended) expires. */
export type SessionAnswer = { user: SessionUser; expiresAt: Date | null };

/** GET /api/auth/get-session: the signed-in user and the session's expiry, or null. */
export async function fetchSession(): Promise<SessionAnswer | null> {
  return sessionAnswerOf(await api('GET', SESSION_PATH));
}

/** The path of the session's answer, among a page's first answers too (../first-answers). */
export const SESSION_PATH = '/api/auth/get-session';

/** The body GET /api/auth/get-session answers. */
export type SessionBody = { user: SessionUser; session?: { expiresAt?: string } };

/** The session an answer of GET /api/auth/get-session names (its fields checked), or null (signed out). */
export function sessionAnswerOf(session: unknown): SessionAnswer | null {
  const user = sessionUserOf(session);
  return user ? { user, expiresAt: sessionExpiryOf(session) } : null;
}

export const signUp = (body: { name: string; email: string; password: string }) => api('POST', '/api/auth/sign-up/email', body);
export const signIn = (body: { email: string; password: string }) => api('POST', '/api/auth/sign-in/email', body);
export const signOut = () => api('POST', '/api/auth/sign-out', {});

/** POST /api/auth/send-verification-email: a new link confirming the address, which leads back to `callbackURL`. */
export const sendVerificationEmail = (email: string, callbackURL: string) => api('POST', '/api/auth/send-verification-email', { email, callbackURL });
