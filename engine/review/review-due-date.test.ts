import { describe, expect, it } from 'vitest';
import { reviewDueDate, reviewStartDay, reviewWorkingDays } from './review-due-date';

describe('reviewStartDay', () => {
  it('is the day itself on a working day before 17:30 London time, else the next working day', () => {
    expect(reviewStartDay('2026-11-23T10:00:00.000Z')).toBe('2026-11-23'); // Monday morning
    expect(reviewStartDay('2026-11-23T17:29:00.000Z')).toBe('2026-11-23'); // GMT: 17:29 in London
    expect(reviewStartDay('2026-11-23T17:30:00.000Z')).toBe('2026-11-24'); // the cut-off itself
    expect(reviewStartDay('2026-11-28T10:00:00.000Z')).toBe('2026-11-30'); // Saturday: Monday
    expect(reviewStartDay('2026-11-27T18:00:00.000Z')).toBe('2026-11-30'); // Friday evening: Monday
  });

  it("reads the cut-off on London's clocks in summer time", () => {
    expect(reviewStartDay('2026-07-01T16:29:00.000Z')).toBe('2026-07-01'); // 17:29 BST
    expect(reviewStartDay('2026-07-01T16:30:00.000Z')).toBe('2026-07-02'); // 17:30 BST
  });
});

describe('reviewDueDate', () => {
  it('counts working days after the day the submission arrives', () => {
    expect(reviewDueDate('2026-11-23T10:00:00.000Z', 2)).toBe('2026-11-25'); // Monday morning: Wednesday
    expect(reviewDueDate('2026-11-23T18:00:00.000Z', 2)).toBe('2026-11-26'); // Monday evening: Thursday
    expect(reviewDueDate('2026-11-22T10:00:00.000Z', 2)).toBe('2026-11-25'); // Sunday: as Monday
    expect(reviewDueDate('2026-11-26T10:00:00.000Z', 5)).toBe('2026-12-03'); // Thursday plus a week
  });

  it('skips Christmas Day and Boxing Day (its substitute Monday) and New Year', () => {
    expect(reviewDueDate('2026-12-24T10:00:00.000Z', 2)).toBe('2026-12-30'); // Thu 24: Tue 29, Wed 30
    expect(reviewDueDate('2026-12-24T18:00:00.000Z', 2)).toBe('2026-12-31'); // after the cut-off: from Tue 29
    expect(reviewDueDate('2026-12-24T10:00:00.000Z', 5)).toBe('2027-01-05'); // 29, 30, 31, (1 Jan) 4, 5
  });

  it('skips Good Friday and Easter Monday', () => {
    expect(reviewDueDate('2027-03-25T09:00:00.000Z', 2)).toBe('2027-03-31'); // Thu 25: Tue 30, Wed 31
    expect(reviewDueDate('2027-03-26T09:00:00.000Z', 2)).toBe('2027-04-01'); // Good Friday: from Tue 30
  });

  it('skips the August bank holiday', () => {
    expect(reviewDueDate('2026-08-28T09:00:00.000Z', 2)).toBe('2026-09-02'); // Fri 28 (BST): Mon 31 off, Tue 1, Wed 2
    expect(reviewDueDate('2026-08-31T09:00:00.000Z', 2)).toBe('2026-09-03'); // on the holiday: from Tue 1
  });
});

describe('reviewWorkingDays', () => {
  it('is two working days for an urgent will, the configured number otherwise', () => {
    expect(reviewWorkingDays(true, 5)).toBe(2);
    expect(reviewWorkingDays(false, 5)).toBe(5);
    expect(reviewWorkingDays(false, 10)).toBe(10);
  });
});
