import type { MiddlewareHandler } from 'hono';
import type { UserEnv } from './require-user';
import apiErrors from '../../schemas/copy/api-errors.json';

export type VerifiedEmailOptions = {
  /** Requests let through unverified (`GET /api/checkout/status`): method and exact path. */
  allow?: { method: string; path: string }[];
};

/**
 * Lets a signed-in user through only once their email address is confirmed: paying and inviting a
 * partner send mail to, and take money against, that address. Otherwise 403 `{type: 'email_unverified', message}`,
 * which the web answers with a 'Resend verification email' button. Runs after requireUser.
 */
export function requireVerifiedEmail({ allow = [] }: VerifiedEmailOptions = {}): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    if (c.var.user.emailVerified || allow.some((a) => a.method === c.req.method && a.path === c.req.path)) return next();
    return c.json({ type: 'email_unverified', message: apiErrors.emailUnverified }, 403);
  };
}
