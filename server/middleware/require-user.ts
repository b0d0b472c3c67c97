import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import apiErrors from '../../schemas/copy/api-errors.json';

/** The signed-in user as routes see it: the serial id stays on the server, the hashid stands for it (ADR 0004). */
export type SessionUser = { id: string; hashid: string; name: string; email: string; role: string; emailVerified: boolean; twoFactorEnabled: boolean };
export type UserEnv = { Variables: { user: SessionUser } };

type AuthUser = { id: string | number; hashid: string; name: string; email: string; role?: string | null; emailVerified?: boolean; twoFactorEnabled?: boolean | null };

/**
 * Lets a request through only with a valid session (401 otherwise) and puts its user on the context. The session
 * is read by better-auth's own getSession, which also extends a session in use once a day (or deletes an expired
 * one) and answers with the cookie to match: that cookie is passed on to the browser whatever the answer, or an
 * active user would be signed out when their first cookie expires.
 */
export function requireUser(auth: Auth): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const { headers, response: session } = await auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true });
    const passCookiesOn = () => {
      for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    };
    if (!session) {
      passCookiesOn();
      return c.json({ type: 'unauthenticated', message: apiErrors.signInNeeded }, 401);
    }
    const user = session.user as unknown as AuthUser;
    c.set('user', { id: String(user.id), hashid: user.hashid, name: user.name, email: user.email, role: user.role ?? 'user', emailVerified: user.emailVerified === true, twoFactorEnabled: user.twoFactorEnabled === true });
    await next();
    passCookiesOn();
  };
}
