/** The keeping-current emails, worded in schemas/copy/keeping-current.json. */
import copy from '../../schemas/copy/keeping-current.json';
import { interpolate } from '../../engine/steps/interpolate';
import { formatPence } from '../../engine/will/money';
import { SUBSCRIPTION_PRICE_PENCE } from '../../engine/products/subscription/subscription';
import type { Reminder } from '../../engine/products/keeping-current/reminders';
import { textToHtml } from '../services/mail/emails';
import { formatLongDate } from '../../engine/i18n/format';
import { pluralText } from '../../engine/i18n/plural-text';
import { requestLanguage } from '../i18n/request-language';
import type { MailMessage } from '../services/mail/mailer';

export type ReminderLinks = { whatChangedUrl: string; billingUrl: string; unsubscribeUrl: string };

/** Dates and counts in the language the email is written in (the account's: server/i18n/account-language.ts). */
const dateWords = (day: string) => formatLongDate(day, requestLanguage());
const yearsWords = (n: number) => pluralText(copy.emails.yearsWord, n, requestLanguage());

/** The email of one reminder to `to`; optional reminders end with the unsubscribe link, service mail does not. */
export function reminderEmail(to: string, name: string, reminder: Reminder, links: ReminderLinks): MailMessage {
  const template = copy.emails[reminder.kind];
  const values: Record<string, string> = {
    name,
    whatChangedUrl: links.whatChangedUrl,
    billingUrl: links.billingUrl,
    years: yearsWords(reminder.years ?? 1),
    child: reminder.name ?? '',
    beneficiary: reminder.name ?? '',
    age: String(reminder.years ?? ''),
    on: reminder.on ? dateWords(reminder.on) : '',
    price: formatPence(SUBSCRIPTION_PRICE_PENCE),
  };
  const body = interpolate(template.text, values);
  const text = reminder.service ? body : `${body}\n\n${interpolate(copy.emails.footer, { unsubscribeUrl: links.unsubscribeUrl })}`;
  const urls = [links.whatChangedUrl, links.billingUrl, ...(reminder.service ? [] : [links.unsubscribeUrl])];
  return { to, subject: interpolate(template.subject, values), text, html: textToHtml(text, urls), topic: `keep-current:${reminder.key}` };
}
