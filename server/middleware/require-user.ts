import type { MiddlewareHandler } from 'hono';
import type { Auth } from '../auth/auth';
import apiErrors from '../../schemas/copy/api-errors.json';

export type SessionUser = { id: string; hashid: string; name: string; email: string; role: string };
export type UserEnv = { Variables: { user: SessionUser } };

/** Lets a request through only with a valid session (401 otherwise) and puts its user on the context. */
export function requireUser(auth: Auth): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return c.json({ type: 'unauthenticated', message: apiErrors.signInNeeded }, 401);
    const user = session.user as unknown as SessionUser;
    c.set('user', { id: String(user.id), hashid: user.hashid, name: user.name, email: user.email, role: user.role ?? 'user' });
    return next();
  };
}
