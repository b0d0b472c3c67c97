import { describe, expect, it } from 'vitest';
import { caretAfterDigits, cardOf, fieldComplete, formatCardNumber, formatExpiry } from './local-card';

const TODAY = '2025-06-15';

describe('the local card form fields', () => {
  it('groups the card number in fours, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42a4')).toBe('4242 424');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it("shapes the expiry as 'MM / YY' while typing, and deletes the separator whole", () => {
    expect(formatExpiry('4', '')).toBe('04 / ');
    expect(formatExpiry('1', '')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('12 / 29', '12 / 2')).toBe('12 / 29');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
    expect(formatExpiry('1229', '')).toBe('12 / 29');
  });

  it('is complete only with a Luhn-valid number, a month not yet ended and a 3 or 4 digit code', () => {
    const good = { number: '4242 4242 4242 4242', expiry: '06 / 25', cvc: '123' };
    expect(cardOf(good, TODAY)).toEqual({ number: '4242424242424242', exp_month: 6, exp_year: 2025, cvc: '123' });
    expect(fieldComplete('number', { ...good, number: '4242 4242 4242 4241' }, TODAY)).toBe(false);
    expect(fieldComplete('expiry', { ...good, expiry: '05 / 25' }, TODAY)).toBe(false);
    expect(fieldComplete('expiry', { ...good, expiry: '13 / 29' }, TODAY)).toBe(false);
    expect(fieldComplete('cvc', { ...good, cvc: '12' }, TODAY)).toBe(false);
    expect(cardOf({ ...good, cvc: '' }, TODAY)).toBeNull();
  });
});

describe('caretAfterDigits', () => {
  it('keeps the caret after the same digits once the number is regrouped', () => {
    // '4242 4242 4242 4242' with the 6th digit deleted: the caret was after 5 digits.
    const formatted = formatCardNumber('4242 4242 4242 424');
    expect(caretAfterDigits(formatted, 5)).toBe(6);
    expect(caretAfterDigits(formatted, 4)).toBe(4);
    expect(caretAfterDigits(formatted, 0)).toBe(0);
    expect(caretAfterDigits(formatted, 99)).toBe(formatted.length);
  });
});
