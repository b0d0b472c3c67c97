import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay } from './working-days';

describe('isWorkingDay', () => {
  it('is Monday to Friday outside the England and Wales bank holidays', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true); // Monday
    expect(isWorkingDay('2026-11-27')).toBe(true); // Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-12-25')).toBe(false); // Christmas Day, a Friday
    expect(isWorkingDay('2026-12-28')).toBe(false); // Boxing Day's substitute, a Monday
    expect(isWorkingDay('2027-03-26')).toBe(false); // Good Friday
    expect(isWorkingDay('2027-03-29')).toBe(false); // Easter Monday
    expect(isWorkingDay('2027-05-31')).toBe(false); // Spring bank holiday
  });

  it("keeps Scotland's and Northern Ireland's own holidays as working days", () => {
    expect(isWorkingDay('2027-01-04')).toBe(true); // 2 January's substitute in Scotland only
    expect(isWorkingDay('2027-03-17')).toBe(true); // St Patrick's Day, Northern Ireland only
    expect(isWorkingDay('2026-11-30')).toBe(true); // St Andrew's Day, Scotland only
  });
});

describe('addWorkingDays', () => {
  it('counts two working days within a week', () => {
    expect(addWorkingDays('2026-11-23', 2)).toBe('2026-11-25'); // Monday to Wednesday
    expect(addWorkingDays('2026-11-22', 2)).toBe('2026-11-24'); // Sunday to Tuesday
  });

  it('skips the weekend', () => {
    expect(addWorkingDays('2026-11-26', 2)).toBe('2026-11-30'); // Thursday to Monday
    expect(addWorkingDays('2026-11-27', 2)).toBe('2026-12-01'); // Friday to Tuesday
    expect(addWorkingDays('2026-11-28', 2)).toBe('2026-12-01'); // Saturday to Tuesday
  });

  it('skips Christmas Day, Boxing Day and its substitute Monday', () => {
    expect(addWorkingDays('2026-12-24', 2)).toBe('2026-12-30'); // Thursday: Tue 29 is the first, Wed 30 the second
    expect(addWorkingDays('2026-12-23', 2)).toBe('2026-12-29'); // Wednesday: Thu 24, then Tue 29
  });

  it('skips Good Friday and Easter Monday 2027', () => {
    expect(addWorkingDays('2027-03-25', 2)).toBe('2027-03-31'); // Thursday: Tue 30, Wed 31
    expect(addWorkingDays('2027-03-24', 2)).toBe('2027-03-30'); // Wednesday: Thu 25, Tue 30
  });

  it("crosses the year's end, skipping New Year's Day", () => {
    expect(addWorkingDays('2026-12-31', 2)).toBe('2027-01-05'); // Thursday: Mon 4, Tue 5
  });

  it('answers the date itself for 0 days, and refuses a count that is not a whole number', () => {
    expect(addWorkingDays('2026-12-25', 0)).toBe('2026-12-25');
    expect(() => addWorkingDays('2026-11-23', 1.5)).toThrow();
    expect(() => addWorkingDays('2026-11-23', -1)).toThrow();
    expect(() => addWorkingDays('2026-02-30', 2)).toThrow();
  });
});
