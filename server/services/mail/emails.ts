import copy from '../../../schemas/copy/emails.json';
import { interpolate } from '../../../engine/interpolate';
import type { MailMessage } from './mailer';

/**
 * The emails the service sends, worded in schemas/copy/emails.json so the content team edits them without code.
 * Placeholders are written {likeThis}; the ones each email understands are listed on its render function.
 */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** One line of header-safe text: line breaks and other control characters become single spaces. */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
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
  /** {referrerName}: the signed-in user's account name; the copy's fallback when blank. */
  referrerName: string;
  /** {partnerName} */
  partnerName: string;
  /** {startUrl}: where the partner starts their own will. */
  startUrl: string;
  /** {discountPercentage}: the partner discount, a whole number. */
  discountPercentage: number;
};

/** The invitation a will writer sends their partner (SPEC 2.4, POST /api/will/refer-partner). */
export function referPartnerEmail(to: string, values: ReferPartnerEmail): MailMessage {
  const t = copy.referPartner;
  const placeholders = {
    referrerName: oneLine(values.referrerName) || t.referrerFallbackName,
    partnerName: oneLine(values.partnerName),
    startUrl: values.startUrl,
    discountPercentage: values.discountPercentage,
  };
  const text = interpolate(t.text, placeholders);
  return { to, subject: oneLine(interpolate(t.subject, placeholders)), text, html: textToHtml(text, [values.startUrl]) };
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
  const text = interpolate(t.text, { name: oneLine(values.name), signInUrl: values.signInUrl });
  return { to, subject: t.subject, text, html: textToHtml(text, [values.signInUrl]) };
}
