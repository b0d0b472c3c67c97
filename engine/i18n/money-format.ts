/**
 * Money in the reader's language, through the platform's Intl (as engine/i18n/format.ts writes dates and plurals):
 * the one writer of an amount. engine/will/money.ts says which amount is meant (a price, whole pounds, a gift).
 */
import { localeOf, type Language } from './language';

/** A value made once per language (an Intl formatter: building one costs more than using it). */
export function cached<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    let value = made.get(language);
    if (!value) made.set(language, (value = make(language)));
    return value;
  };
}

const pounds = cached((language) => new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'GBP' }));
const wholePounds = cached((language) => new Intl.NumberFormat(localeOf(language), { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }));

/**
 * Pence as pounds, grouped in thousands: "£1,234.50", "£250" (whole pounds without pence), "-£5"; with
 * `{ pence: 'always' }`, as a price is written ("£250.00").
 */
export function formatMoney(pence: number, language: Language, options: { pence?: 'always' } = {}): string {
  return (options.pence !== 'always' && pence % 100 === 0 ? wholePounds : pounds)(language).format(pence / 100);
}
