import { describe, expect, it } from 'vitest';
import { slotDayInWords, slotInWords, slotTimeInWords } from './call-slot-words';

describe('call slots in words', () => {
  it('says the day and the time on London clocks', () => {
    expect(slotInWords('2026-03-30T08:30:00.000Z')).toBe('Monday 30 March 2026 at 9:30am'); // BST
    expect(slotInWords('2026-11-24T09:00:00.000Z')).toBe('Tuesday 24 November 2026 at 9:00am'); // GMT
    expect(slotDayInWords('2026-12-31T16:30:00.000Z')).toBe('Thursday 31 December 2026');
    expect(slotDayInWords('2026-12-31T16:30:00.000Z', { withYear: false })).toBe('Thursday 31 December');
  });

  it('writes noon and the afternoon on the 12-hour clock', () => {
    expect(slotTimeInWords('2026-11-24T12:00:00.000Z')).toBe('12:00pm');
    expect(slotTimeInWords('2026-11-24T16:30:00.000Z')).toBe('4:30pm');
    expect(slotTimeInWords('2026-07-01T11:30:00.000Z')).toBe('12:30pm');
  });
});

describe('call slots in Welsh', () => {
  it("says the weekday, the month and the clock's marks in Welsh, on London clocks", () => {
    expect(slotInWords('2026-03-30T08:30:00.000Z', 'cy')).toBe('Dydd Llun 30 Mawrth 2026 am 9:30yb'); // BST
    expect(slotDayInWords('2026-12-31T16:30:00.000Z', { withYear: false }, 'cy')).toBe('Dydd Iau 31 Rhagfyr');
    expect(slotTimeInWords('2026-11-24T16:30:00.000Z', 'cy')).toBe('4:30yh');
    expect(slotTimeInWords('2026-11-24T12:00:00.000Z', 'cy')).toBe('12:00yh');
  });
});
