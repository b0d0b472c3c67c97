import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, requestPasswordReset } from 'better-auth/api';
import type { Clock } from '../clock';
import { afterAnswer } from '../middleware/after-answer';
import type { RateCounter } from '../middleware/rate-limit';

/** better-auth's answer to a reset request, whether or not the address has an account. */
const RESET_ANSWER = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

/** The budget's name in request_count (erasing an account finds its count by it). */
export const PASSWORD_RESET_BUDGET = 'password-reset';

type BodySchema = { safeParse(body: unknown): { success: true; data: { email: string; redirectTo?: string } } | { success: false } };

export type PasswordResetOptions = {
  counter: RateCounter;
  clock: Clock;
  /** Reset emails one address may be sent per window, whichever clients ask. */
  max: number;
  windowSeconds: number;
};

/**
 * Answers a password-reset request before doing the account's work, so its timing cannot tell who has an account:
 * once better-auth's per-client limit has let it through and its body is a valid request, the same answer goes for
 * every address, and the work starts only once that answer has been sent (server/middleware/after-answer.ts).
 * The work first counts the request against the address typed, known or not, so one inbox gets at most `max` reset
 * emails per window however many clients ask; within it, better-auth's own request-password-reset looks the address
 * up, stores the token and hands the email to the mailer. An invalid body is left to better-auth, which answers 400.
 */
export function passwordResetAfterAnswer({ counter, clock, max, windowSeconds }: PasswordResetOptions): BetterAuthPlugin {
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
            const { headers, request, context } = ctx;
            afterAnswer(async () => {
              const now = clock.now().getTime();
              const window = await counter.count(PASSWORD_RESET_BUDGET, parsed.data.email.trim().toLowerCase(), windowSeconds * 1000, now);
              if (window.count > max) return;
              // Called as a plain function, the endpoint skips the hooks: this one does not run again.
              await requestPasswordReset({ body: parsed.data, headers, request, context } as never);
            });
            return ctx.json(RESET_ANSWER);
          }),
        },
      ],
    },
  };
}
