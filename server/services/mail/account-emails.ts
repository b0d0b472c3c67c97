import copy from '../../../schemas/copy/account-emails.json';
import { interpolate } from '../../../engine/steps/interpolate';
import { textToHtml } from './emails';
import type { MailMessage } from './mailer';

/**
 * The account emails, worded in schemas/copy/account-emails.json. Every name in them is the account's
 * own, which passed the person-name rule when it was stored (one line, no markup), and every link is our own.
 */

/** An email with a link: {name} and {url}. */
export type AccountLinkEmail = { name: string; url: string };

function linkEmail(template: { subject: string; text: string }, to: string, values: AccountLinkEmail): MailMessage {
  const text = interpolate(template.text, { name: values.name, url: values.url });
  // Someone is waiting on a page for the link: the outbox retries it soon.
  return { to, subject: template.subject, text, html: textToHtml(text, [values.url]), interactive: true };
}

/** Asks a new account's owner to confirm their address (sign-up, or 'Resend verification email'). */
export const verifyEmailEmail = (to: string, values: AccountLinkEmail) => linkEmail(copy.verifyEmail, to, values);

/** Sent to the new address when the user asks to change theirs: following the link makes the change. */
export const changeEmailEmail = (to: string, values: AccountLinkEmail) => linkEmail(copy.changeEmail, to, values);

/** The single-use, one-hour link to choose a new password. */
export const resetPasswordEmail = (to: string, values: AccountLinkEmail) => linkEmail(copy.resetPassword, to, values);

/** A retention reminder: {name}, {eraseOn} (a date as people write it) and {signInUrl}. */
export type RetentionReminderEmail = { name: string; eraseOn: string; signInUrl: string };

/** Warns that an account will be erased on a date unless its owner acts (npm run retention). */
export function retentionReminderEmail(to: string, reason: 'unverified' | 'unpaidDraft', values: RetentionReminderEmail): MailMessage {
  const template = reason === 'unverified' ? copy.retentionUnverified : copy.retentionUnpaidDraft;
  const text = interpolate(template.text, { ...values });
  return { to, subject: template.subject, text, html: textToHtml(text, [values.signInUrl]) };
}
