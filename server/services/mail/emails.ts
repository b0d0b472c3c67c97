import copy from '../../../schemas/copy/emails.json';
import { interpolate } from '../../../engine/steps/interpolate';
import { contentLanguage } from '../../../engine/i18n/localised-content';
import { formatPence } from '../../../engine/will/money';
import { checkPersonName } from '../../../engine/will/validation/person-name';
import type { MailMessage } from './mailer';
import type { RenderedDocuments } from '../pdf/render-documents';
import { SUBSCRIPTION_PRICE_PENCE } from '../../../engine/products/subscription/subscription';
import { dayWords } from '../../../engine/time/day-words';

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
  // The language the email is written in, for screen readers (the account's: server/i18n/account-language.ts).
  return `<!doctype html>\n<html lang="${contentLanguage()}"><body>\n${paragraphs.map((p) => `<p>${p}</p>`).join('\n')}\n</body></html>\n`;
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
  return { to, subject: t.subject, text, html: textToHtml(text, [values.startUrl]), interactive: true };
}

/** The outbox topic of the invitations a user sent (refer-partner, mirror wills): erasing the user finds them by it. */
export const invitationTopic = (userId: string) => `invitation:${userId}`;

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
  // The account's name passed the person-name rule (engine/will/validation/person-name.ts) when it was stored: one line.
  const text = interpolate(t.text, { name: values.name, signInUrl: values.signInUrl });
  return { to, subject: t.subject, text, html: textToHtml(text, [values.signInUrl]), interactive: true };
}

export type ReceiptEmail = {
  /** The order's lines as bought: their titles and prices in pence. */
  lines: { title: string; current_price: number }[];
  /** The total paid, in pence. */
  total: number;
  /** The card paid with, when the gateway told us ('visa', '4242'); null for a free order or an unknown card. */
  card: { brand: string; last4: string } | null;
  /** The date (YYYY-MM-DD) the will is to be reviewed and emailed by, as stored on the submission. */
  dueDate: string;
  /** Whether an urgent will was bought (two working days). */
  urgent: boolean;
};

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/**
 * The receipt for a paid order: each line with its price, the total, the card when known, the date the
 * will is to be reviewed and emailed by (urgent or standard), the 30-day money-back guarantee and the update subscription's renewal.
 * Placeholders: {title} {price} on a line, {discount} (what a coupon took off), {total}, {brand} {last4}, {dueDate}.
 */
export function receiptEmail(to: string, values: ReceiptEmail): MailMessage {
  const t = copy.receipt;
  const lines = values.lines.map((line) => interpolate(t.line, { title: line.title, price: formatPence(line.current_price) })).join('\n');
  const discount = values.lines.reduce((sum, line) => sum + line.current_price, 0) - values.total;
  const total = [...(discount > 0 ? [interpolate(t.discount, { discount: formatPence(discount) })] : []), interpolate(t.total, { total: formatPence(values.total) })];
  if (values.card) total.push(interpolate(t.card, { brand: capitalised(values.card.brand), last4: values.card.last4 }));
  const due = interpolate(values.urgent ? t.urgent : t.dueDate, { dueDate: dayWords(values.dueDate) });
  const subscription = interpolate(t.subscription, { price: formatPence(SUBSCRIPTION_PRICE_PENCE) });
  const text = [t.intro, lines, total.join('\n'), `${due} ${t.dueDateMoves}`, t.guarantee, subscription, t.signOff].join('\n\n');
  return { to, subject: t.subject, text, html: textToHtml(text) };
}

export type ReviewNeedsAttentionEmail = {
  /** {name}: the account's name. */
  name: string;
  /** {step}: the title of the step to change. */
  step: string;
  /** {message}: the reviewer's note. */
  message: string;
  /** {stepUrl}: where the user changes that step. */
  stepUrl: string;
};

/** Tells a will writer that the legal team needs changes to one step before delivering. */
export function reviewNeedsAttentionEmail(to: string, values: ReviewNeedsAttentionEmail): MailMessage {
  const t = copy.reviewNeedsAttention;
  const text = interpolate(t.text, { name: values.name, step: values.step, message: values.message, stepUrl: values.stepUrl });
  return { to, subject: t.subject, text, html: textToHtml(text, [values.stepUrl]) };
}

export type WillDeliveredEmail = {
  /** {name}: the account's name. */
  name: string;
  /** {dashboardUrl}: where the user can download the will again. */
  dashboardUrl: string;
  /** The final will's, signing guide's, any letter of wishes' and the record of instructions' PDFs, attached in that order. */
  documents: RenderedDocuments;
};

/**
 * Sends the final will, its signing guide, any letter of wishes and the record of instructions as PDF attachments,
 * saying what each one is, with a reminder of how to sign (issues 17, 25, 38).
 */
export function willDeliveredEmail(to: string, values: WillDeliveredEmail): MailMessage {
  const t = copy.willDelivered;
  const { will, guide, letter, instructions } = values.documents;
  const files = [
    { filename: t.filename, content: will, says: t.attachments.will },
    { filename: t.guideFilename, content: guide, says: t.attachments.guide },
    ...(letter ? [{ filename: t.letterFilename, content: letter, says: t.attachments.letter }] : []),
    ...(instructions ? [{ filename: t.instructionsFilename, content: instructions, says: t.attachments.instructions }] : []),
  ];
  const attachments = files.map((file) => `- ${interpolate(file.says, { filename: file.filename })}`).join('\n');
  const [body, signOff] = splitSignOff(interpolate(t.text, { name: values.name, dashboardUrl: values.dashboardUrl, attachments }));
  const text = letter ? `${body}${t.letterText}${signOff}` : `${body}${signOff}`;
  return {
    to,
    subject: t.subject,
    text,
    html: textToHtml(text, [values.dashboardUrl]),
    attachments: files.map(({ filename, content }) => ({ filename, contentType: 'application/pdf', content })),
  };
}

/** A message split before its closing paragraph (the sign-off), so a paragraph can be added above it. */
function splitSignOff(text: string): [string, string] {
  const at = text.lastIndexOf('\n\n');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at)];
}

export type RefundEmail = {
  /** {name}: the account's name. */
  name: string;
  /** {amount}: the amount refunded, in pence. */
  amount: number;
  /** {dashboardUrl}: where the user can come back to their will. */
  dashboardUrl: string;
};

/** Confirms a refund under the money-back guarantee: the amount, and that the review and subscription ended. */
export function refundEmail(to: string, values: RefundEmail): MailMessage {
  const t = copy.refund;
  const text = interpolate(t.text, { name: values.name, amount: formatPence(values.amount), dashboardUrl: values.dashboardUrl });
  return { to, subject: t.subject, text, html: textToHtml(text, [values.dashboardUrl]) };
}

export type LpaInterestEmail = {
  /** {name}: the account's name. */
  name: string;
  /** {kinds}: the kind of LPA chosen, as the page labels it. */
  kinds: string;
  /** {phone} and {bestTime}: how to reach the user, when they gave a number (and a time). */
  phone: string | null;
  bestTime: string | null;
};

/** Confirms a user's LPA register-interest answers (POST /api/lpa-interest), saying how we'll get in touch. */
export function lpaInterestEmail(to: string, values: LpaInterestEmail): MailMessage {
  const t = copy.lpaInterest;
  const contact = values.phone
    ? interpolate(values.bestTime ? t.callYouAt : t.callYou, { phone: values.phone, bestTime: values.bestTime ?? '' })
    : t.emailYou;
  const text = interpolate(t.text, { name: values.name, kinds: values.kinds, contact });
  return { to, subject: t.subject, text, html: textToHtml(text) };
}

export type CallBookedEmail = {
  /** {name}: the account's name. */
  name: string;
  /** {when}: the slot in words, on London clocks (engine/products/calls/call-slot-words.ts). */
  when: string;
  /** {phone}, {topic}: what the user typed; the email goes only to their own address. */
  phone: string;
  topic: string;
  /** {scheduleUrl}: /will/schedule-call, to move the call. */
  scheduleUrl: string;
};

/** Confirms a booked call (POST /api/calls) with its date and time in words. */
export function callBookedEmail(to: string, values: CallBookedEmail): MailMessage {
  const t = copy.callBooked;
  const text = interpolate(t.text, { ...values });
  return { to, subject: t.subject, text, html: textToHtml(text, [values.scheduleUrl]) };
}
