import { formatMoney } from '../i18n/money-format';
import type { Language } from '../i18n/language';
import { contentLanguage } from '../i18n/localised-content';

/**
 * Money as the screens, emails and the will write it. One formatter, `formatMoney` (engine/i18n/money-format.ts), does the
 * writing in the reader's language (by default); these say which amount is meant: a price in pence, whole pounds,
 * or an amount in pounds as the will writes it.
 */

/** Prices are held in whole pence (SPEC 9). */
export type Pence = number;

/** A price for display: pence as '£x.xx' ('£2,700.00', '£0.00'; negative as '-£5.00'). Throws for a non-integer. */
export function formatPence(pence: Pence, language: Language = contentLanguage()): string {
  if (!Number.isInteger(pence)) throw new Error(`Price must be whole pence, got ${pence}`);
  return formatMoney(pence, language, { pence: 'always' });
}

/** Whole pounds for display, grouped in thousands: 325000 as '£325,000' (rounded towards zero to the pound). */
export function formatPounds(pounds: number, language: Language = contentLanguage()): string {
  return formatMoney((Math.trunc(pounds) || 0) * 100, language);
}

/**
 * An amount of money as the will and every screen that repeats it write it: '£500', '£1,000', '£1,250.50' (pence
 * only when there are some), so a gift list never says '£5000' where the will says '£5,000'.
 */
export function poundsInWords(pounds: number, language: Language = contentLanguage()): string {
  return formatMoney(Math.round(pounds * 100), language);
}
