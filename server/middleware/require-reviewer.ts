import type { MiddlewareHandler } from 'hono';
import type { UserEnv } from './require-user';
import { REVIEWER_ROLE } from '../stores/reviewer-role';
import reviewCopy from '../../schemas/copy/review.json';

/**
 * After requireUser: lets only the legal team through (better-auth's `role` field is 'reviewer'); any other
 * signed-in user gets 403. A visitor never gets here: requireUser answers 401 first. A reviewer also needs the
 * second factor: without it, 403 `two_factor_required`, and the console sends them to set it up. With it
 * on, every session of theirs was opened by a code (server/auth/two-factor.ts), so this session had one.
 */
export function requireReviewer(): MiddlewareHandler<UserEnv> {
  return async (c, next) => {
    if (c.var.user.role !== REVIEWER_ROLE) return c.json({ type: 'forbidden', message: reviewCopy.errors.reviewerOnly }, 403);
    if (!c.var.user.twoFactorEnabled) return c.json({ type: 'two_factor_required', message: reviewCopy.errors.twoFactorRequired }, 403);
    await next();
  };
}
