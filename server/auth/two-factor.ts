import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { REVIEWER_ROLE } from '../stores/reviewer-role';
import copy from '../../schemas/copy/two-factor.json';

/** The name authenticator apps show beside the account's address. */
export const TWO_FACTOR_ISSUER = 'Will Writer';

/**
 * better-auth's second factor: an authenticator app's code (TOTP) or a single-use backup code, asked for
 * at sign-in once the account has it on. Turning it on needs the password and a first code from the app; reviewers
 * must (server/middleware/require-reviewer.ts), writers may. A device is never trusted to skip the code: every
 * sign-in asks (see twoFactorRequests).
 */
export const twoFactorPlugin = () => twoFactor({ issuer: TWO_FACTOR_ISSUER });

/**
 * Reviewers must keep the second factor: better-auth's `/two-factor/disable` is refused (403, in the
 * words of schemas/copy/two-factor.json) to a reviewer, before it checks the password. Writers may turn it off;
 * anyone with it on may make new backup codes (`/two-factor/generate-backup-codes`, which replaces the old ones).
 */
export const reviewerKeepsTwoFactor = (): BetterAuthPlugin => ({
  id: 'reviewer-keeps-two-factor',
  hooks: {
    before: [
      {
        matcher: (ctx) => ctx.path === '/two-factor/disable',
        handler: createAuthMiddleware(async (ctx) => {
          const session = await getSessionFromCtx(ctx);
          if ((session?.user as { role?: unknown } | undefined)?.role === REVIEWER_ROLE) {
            throw new APIError('FORBIDDEN', { code: 'REVIEWER_KEEPS_TWO_FACTOR', message: copy.errors.reviewerMustKeep });
          }
        }),
      },
    ],
  },
});

type Body = Record<string, unknown>;

/** The second factor's endpoints (under /two-factor/) that sign in, and so could be asked to trust the device. */
const VERIFY_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/**
 * The body of a second-factor verification with `trustDevice` false, whatever was asked: the code is asked at every
 * sign-in. (False, not removed: better-auth merges a hook's body over the request's.)
 */
export function withoutTrustedDevice(path: string, body: unknown): Body | undefined {
  if (!VERIFY_PATHS.has(path) || typeof body !== 'object' || body === null) return undefined;
  return { ...(body as Body), trustDevice: false };
}

type SessionDeleter = { context?: { internalAdapter?: { deleteUserSessions(userId: string): Promise<unknown> } }; path?: string } | null | undefined;

/**
 * When the first code from the app turns the second factor on (verify-totp), every session the account had is
 * ended: better-auth then signs in only the device that proved it, and a session opened elsewhere before has no
 * second factor behind it. Other updates of the user (its name, its address) leave sessions alone.
 */
export async function endSessionsWhenTwoFactorTurnsOn(user: { id?: string | number; twoFactorEnabled?: boolean | null }, ctx: SessionDeleter): Promise<void> {
  if (ctx?.path !== '/two-factor/verify-totp' || user.twoFactorEnabled !== true || user.id === undefined) return;
  await ctx.context?.internalAdapter?.deleteUserSessions(String(user.id));
}
