import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, requestPasswordReset } from 'better-auth/api';
import { log } from '../logger';

/** better-auth's answer to a reset request, whether or not the address has an account. */
const RESET_ANSWER = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

type BodySchema = { safeParse(body: unknown): { success: true; data: { email: string; redirectTo?: string } } | { success: false } };

/**
 * Answers a password-reset request before doing the account's work, so its timing cannot tell who has an account:
 * once better-auth's per-address limit has let it through and its body is a valid request, the answer goes at once,
 * and better-auth's own request-password-reset (looking the address up, storing the token, handing the email to
 * the mailer) runs after it. Sign-up does the same for an existing address. An invalid body is left to better-auth,
 * which answers 400 as before; a failure of the work after the answer is logged.
 */
export function passwordResetAfterAnswer(): BetterAuthPlugin {
  const schema = (requestPasswordReset.options as unknown as { body: BodySchema }).body;
  return {
    id: 'password-reset-after-answer',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/request-password-reset',
          handler: createAuthMiddleware(async (ctx) => {
            const parsed = schema.safeParse(ctx.body);
            if (!parsed.success) return undefined;
            // Called as a plain function, the endpoint skips the hooks: this one does not run again.
            const work = Promise.resolve().then(() => requestPasswordReset({ body: parsed.data, headers: ctx.headers, request: ctx.request, context: ctx.context } as never));
            work.catch((error: unknown) => log.error({ err: error }, 'password reset request failed after its answer'));
            return ctx.json(RESET_ANSWER);
          }),
        },
      ],
    },
  };
}
