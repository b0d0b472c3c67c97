import { expect, it } from 'vitest';
import { dayWords } from './day-words';

it('writes a date with its weekday and no comma, whatever the time zone', () => {
  expect(dayWords('2026-11-24')).toBe('Tuesday 24 November 2026');
  expect(dayWords('2027-01-05')).toBe('Tuesday 5 January 2027');
  expect(dayWords('2026-08-31')).toBe('Monday 31 August 2026');
});

it('leaves text that is not a date as it is', () => {
  expect(dayWords('2026-02-30')).toBe('2026-02-30');
});
