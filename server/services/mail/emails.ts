import copy from '../../../schemas/copy/emails.json';
import { interpolate } from '../../../engine/interpolate';
import { checkPersonName } from '../../../engine/validation/person-name';
import type { MailMessage } from './mailer';

/**
 * The emails the service sends, worded in schemas/copy/emails.json so the content team edits them without code.
 * Placeholders are written {likeThis}; the ones each email understands are listed on its render function.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * The HTML alternative of a plain-text email: every character escaped, blank lines between paragraphs, line
 * breaks kept. Only the given `links` (our own URLs) become clickable, never a URL typed into a name.
 */
export function textToHtml(text: string, links: string[] = []): string {
  const linked = (html: string) =>
    links.map(escapeHtml).reduce((out, url) => out.split(url).join(`<a href="${url}">${url}</a>`), html);
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => linked(escapeHtml(paragraph)).replace(/\n/g, '<br>\n'));
  return `<!doctype html>\n<html><body>\n${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}\n</body></html>\n`;
}

export type ReferPartnerEmail = {
  /** {partnerName}: the name the user typed, which must pass the person-name rule. */
  partnerName: string;
  /** {startUrl}: where the partner starts their own will. */
  startUrl: string;
  /** {discountPercentage}: the partner discount, a whole number. */
  discountPercentage: number;
};

/**
 * The invitation a will writer sends their partner (SPEC 2.4, POST /api/will/refer-partner). Anyone can make the
 * service send it to any address, so the only text of theirs it carries is the greeting's name, checked by the
 * person-name rule; subject and body are our own words. Throws when the name fails that rule (the route checks
 * it first).
 */
export function referPartnerEmail(to: string, values: ReferPartnerEmail): MailMessage {
  const t = copy.referPartner;
  const name = checkPersonName(values.partnerName);
  if (!name.ok) throw new Error(`Refer-partner email refused: the partner's name fails the person-name rule (${name.problem})`);
  const placeholders = { partnerName: name.name, startUrl: values.startUrl, discountPercentage: values.discountPercentage };
  const text = interpolate(t.text, placeholders);
  return { to, subject: t.subject, text, html: textToHtml(text, [values.startUrl]) };
}

export type ExistingAccountEmail = {
  /** {name}: the account's name. */
  name: string;
  /** {signInUrl}: the sign-in page. */
  signInUrl: string;
};

/**
 * Sent instead of an error when someone signs up with the address of an existing account, so that sign-up answers
 * the same whether or not the address has an account, and only the address's owner learns which.
 */
export function existingAccountEmail(to: string, values: ExistingAccountEmail): MailMessage {
  const t = copy.existingAccount;
  // The account's name passed the person-name rule (engine/validation/person-name.ts) when it was stored: one line.
  const text = interpolate(t.text, { name: values.name, signInUrl: values.signInUrl });
  return { to, subject: t.subject, text, html: textToHtml(text, [values.signInUrl]) };
}
