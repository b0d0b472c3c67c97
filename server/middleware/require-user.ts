import type { MiddlewareHandler } from 'hono';
import type { SessionReader, SessionUser } from '../auth/session-reader';
import apiErrors from '../../schemas/copy/api-errors.json';

export type { SessionUser };
export type UserEnv = { Variables: { user: SessionUser } };

/** Lets a request through only with a valid session (401 otherwise) and puts its user on the context. */
export function requireUser(sessions: SessionReader): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    const user = await sessions(c.req.raw.headers);
    if (!user) return c.json({ type: 'unauthenticated', message: apiErrors.signInNeeded }, 401);
    c.set('user', user);
    return next();
  };
}
