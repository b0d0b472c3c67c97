import type { Kysely } from 'kysely';
import type { Mailer } from '../services/mail/mailer';
import type { DB } from '../db/schema';
import { changeEmailEmail, resetPasswordEmail, verifyEmailEmail } from '../services/mail/account-emails';
import { log } from '../logger';
import { languageOfAccount } from '../i18n/account-language';
import { inLanguage } from '../i18n/request-language';

/** Where a followed verification link lands (web/screens/account/email-verified-screen.tsx); errors add `?error=`. */
export const VERIFIED_PATH = '/will/email-verified';
/** The page that takes a reset token and a new password (schemas/steps/reset-password.json). */
export const RESET_PASSWORD_PATH = '/will/reset-password';

type LinkUser = { id?: string | number; name: string; email: string };

/** Words an account's email in its language (the visitor's at registration, stored then). */
const composedFor = async <T>(db: Kysely<any>, user: LinkUser, compose: () => T): Promise<T> =>
  user.id === undefined ? compose() : inLanguage(await languageOfAccount(db, user.id), compose);

/** better-auth's reset tokens are `verification` rows named `reset-password:<token>`, valued with the user id. */
const RESET_PREFIX = 'reset-password:';

/** Deletes every reset token of `userId` but `token`: a new link replaces the ones sent before it. */
async function forgetEarlierResetTokens(db: Kysely<any>, userId: string, token: string): Promise<void> {
  await db
    .deleteFrom('verification')
    .where('value', '=', userId)
    .where('identifier', 'like', `${RESET_PREFIX}%`)
    .where('identifier', '<>', `${RESET_PREFIX}${token}`)
    .execute();
}

/** The JSON payload of better-auth's verification token (a JWT), read only to word the email; never trusted. */
function tokenClaims(token: string): { updateTo?: string } {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { updateTo?: string };
  } catch {
    return {};
  }
}

/** Where the page that asked for the link wants its owner back (a path of ours), else the confirmation page. */
function landingOf(url: string): string {
  const callback = new URL(url).searchParams.get('callbackURL') ?? '';
  return /^\/will\/[\w/-]*$/.test(callback) ? callback : VERIFIED_PATH;
}

/**
 * better-auth's email callbacks, sent through the app's mailer. The links are built here from the token, so they
 * always land on our own pages (a verification link where the asking page said, if that is one of ours): better-auth checks the token when the link is followed (verify-email) or the new
 * password is sent (reset-password); a token for a change of address goes to the new address, worded so.
 */
export function accountMail(mail: Mailer, baseUrl: string, db: Kysely<any>) {
  return {
    sendVerificationEmail: async ({ user, url: ownUrl, token }: { user: LinkUser; url: string; token: string }) => {
      const url = `${baseUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(landingOf(ownUrl))}`;
      const email = tokenClaims(token).updateTo ? changeEmailEmail : verifyEmailEmail;
      await mail.send(await composedFor(db, user, () => email(user.email, { name: user.name, url })));
    },
    // Runs after the answer (password-reset-after-answer.ts), and sends without waiting for the mail server. Only
    // the newest link works: the earlier ones are deleted in the transaction that writes the email to the outbox
    // (better-auth stored the token itself, before calling this), so a retried email never carries a dead link.
    sendResetPassword: async ({ user, token }: { user: LinkUser & { id: string | number }; token: string }) => {
      const url = `${baseUrl}${RESET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`;
      try {
        const message = await composedFor(db, user, () => resetPasswordEmail(user.email, { name: user.name, url }));
        await db.transaction().execute(async (trx) => {
          await forgetEarlierResetTokens(trx, String(user.id), token);
          // better-auth's verification table is outside DB, hence the any-typed handle; the outbox is in DB.
          await mail.enqueue(trx as Kysely<DB>, message);
        });
        void mail.flush();
      } catch (error) {
        log.error({ err: error }, 'password reset email not written');
      }
    },
  };
}
