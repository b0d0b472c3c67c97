import { describe, expect, it } from 'vitest';
import { isValidIsoDate, joinDateParts, splitIsoDate } from './date-validity';

const TODAY = '2025-06-15';

describe('isValidIsoDate', () => {
  it.each(['1985-02-28', '2000-02-29', '1900-01-01', TODAY])('accepts %s', (value) => {
    expect(isValidIsoDate(value, TODAY)).toBe(true);
  });

  it.each([
    ['an impossible day', '1985-02-30'],
    ['29 February in a non-leap year', '1900-02-29'],
    ['month 13', '1985-13-01'],
    ['day 0', '1985-01-00'],
    ['a year before 1900', '1899-12-31'],
    ['tomorrow', '2025-06-16'],
    ['a partial date', '1985-02-'],
    ['an unpadded date', '1985-2-3'],
    ['empty', ''],
    ['another format', '28/02/1985'],
    ['trailing text', '1985-02-28x'],
  ])('refuses %s', (_name, value) => {
    expect(isValidIsoDate(value, TODAY)).toBe(false);
  });

  it('refuses everything when today is not an ISO date', () => {
    expect(isValidIsoDate('1985-02-28', 'not a date')).toBe(false);
  });
});

describe('joinDateParts', () => {
  it('pads a one-digit day and month', () => {
    expect(joinDateParts({ day: '3', month: '2', year: '1985' })).toBe('1985-02-03');
  });

  it('returns an empty string when every part is blank', () => {
    expect(joinDateParts({ day: '', month: ' ', year: '' })).toBe('');
  });

  it('keeps incomplete and impossible input so that it fails validation', () => {
    expect(joinDateParts({ day: '', month: '2', year: '1985' })).toBe('1985-02-');
    expect(joinDateParts({ day: '30', month: '02', year: '1985' })).toBe('1985-02-30');
    expect(joinDateParts({ day: '1', month: '', year: '' })).toBe('--01');
    expect(isValidIsoDate(joinDateParts({ day: '', month: '2', year: '1985' }), TODAY)).toBe(false);
  });
});

describe('splitIsoDate', () => {
  it('splits a full date', () => {
    expect(splitIsoDate('1985-02-03')).toEqual({ day: '03', month: '02', year: '1985' });
  });

  it('gives empty parts for nothing', () => {
    expect(splitIsoDate(undefined)).toEqual({ day: '', month: '', year: '' });
    expect(splitIsoDate('')).toEqual({ day: '', month: '', year: '' });
  });

  it('inverts joinDateParts for partial input', () => {
    for (const parts of [
      { day: '', month: '02', year: '1985' },
      { day: '01', month: '', year: '' },
      { day: '30', month: '02', year: '19' },
    ]) {
      expect(splitIsoDate(joinDateParts(parts))).toEqual(parts);
    }
  });
});
