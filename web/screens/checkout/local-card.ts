import type { LocalCard } from '../../api/checkout-api';
import { passesLuhn } from '../../../engine/products/cart/card-number';

/** The local card form's fields as typed. */
export type CardInput = { number: string; expiry: string; cvc: string };

export type CardField = keyof CardInput;

export const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The card number as typed, grouped in fours ('4242 4242 4242 4242'), at most 19 digits. */
export function formatCardNumber(text: string): string {
  return digitsOf(text).slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Where the caret goes in a formatted number so that the same `digits` digits are before it as before formatting. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) if (/\d/.test(formatted[i]!) && ++seen === digits) return i + 1;
  return formatted.length;
}

/**
 * The expiry as typed, shaped 'MM / YY' while typing: a first digit above 1 is a month ('4' is '04 / '); deleting
 * the separator deletes it whole.
 */
export function formatExpiry(text: string, previous: string): string {
  let digits = digitsOf(text).slice(0, 4);
  if (text.length < previous.length && previous.endsWith(' / ') && !text.endsWith(' / ')) digits = digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}


/** Month and four-digit year of an 'MM / YY' expiry, or null when it is not a month that has yet to end (`today` YYYY-MM-DD). */
function expiryOf(expiry: string, today: string): { month: number; year: number } | null {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const [thisYear = 0, thisMonth = 0] = today.split('-').map(Number);
  if (month < 1 || month > 12 || year < thisYear || (year === thisYear && month < thisMonth)) return null;
  return { month, year };
}

/** True when `expiry` is a whole 'MM / YY' month that has already ended (the card has expired, not been mistyped). */
export function expiryPassed(expiry: string, today: string): boolean {
  const match = /^(\d{2}) \/ (\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  return match !== null && month >= 1 && month <= 12 && expiryOf(expiry, today) === null;
}

/** Whether each field is complete and well formed (SPEC 5: Pay waits for all three). */
export function fieldComplete(field: CardField, input: CardInput, today: string): boolean {
  if (field === 'number') {
    const digits = digitsOf(input.number);
    return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits);
  }
  if (field === 'expiry') return expiryOf(input.expiry, today) !== null;
  return /^\d{3,4}$/.test(input.cvc);
}

/** The card as the local gateway takes it, or null while any field is incomplete. */
export function cardOf(input: CardInput, today: string): LocalCard | null {
  const expiry = expiryOf(input.expiry, today);
  if (!expiry || !fieldComplete('number', input, today) || !fieldComplete('cvc', input, today)) return null;
  return { number: digitsOf(input.number), exp_month: expiry.month, exp_year: expiry.year, cvc: input.cvc };
}
