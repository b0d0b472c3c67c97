import { describe, expect, it } from 'vitest';
import { isOfferedCallSlot, offeredCallSlots } from './call-slots';
import { londonInstant, londonWallClock } from '../../time/london-time';

const slotDay = (slot: string) => londonWallClock(slot).date;
const days = (slots: string[]) => [...new Set(slots.map(slotDay))];
const slotsOn = (slots: string[], day: string) => slots.filter((slot) => slotDay(slot) === day);

describe('offeredCallSlots', () => {
  it('offers sixteen 30-minute slots from 9:00 to 16:30 on each of the next 10 working days, after today', () => {
    const slots = offeredCallSlots('2026-11-23T08:00:00.000Z'); // Monday morning: today is not offered
    expect(slots).toHaveLength(160);
    expect(days(slots)).toEqual([
      '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27',
      '2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-07',
    ]);
    const tuesday = slotsOn(slots, '2026-11-24');
    expect(tuesday[0]).toBe('2026-11-24T09:00:00.000Z');
    expect(tuesday[1]).toBe('2026-11-24T09:30:00.000Z');
    expect(tuesday.at(-1)).toBe('2026-11-24T16:30:00.000Z');
    expect(tuesday).toHaveLength(16);
    expect([...slots].sort()).toEqual(slots);
  });

  it('skips weekends', () => {
    const slots = offeredCallSlots('2026-11-27T15:00:00.000Z'); // Friday
    expect(days(slots).slice(0, 2)).toEqual(['2026-11-30', '2026-12-01']);
    expect(days(slots)).not.toContain('2026-11-28');
    expect(days(slots)).not.toContain('2026-12-05');
  });

  it('skips England and Wales bank holidays, substitute days included', () => {
    const slots = offeredCallSlots('2026-12-22T10:00:00.000Z'); // Tuesday before Christmas
    expect(days(slots)).toEqual([
      '2026-12-23', '2026-12-24', '2026-12-29', '2026-12-30', '2026-12-31',
      '2027-01-04', '2027-01-05', '2027-01-06', '2027-01-07', '2027-01-08',
    ]);
    const easter = days(offeredCallSlots('2026-04-01T10:00:00.000Z'));
    expect(easter.slice(0, 2)).toEqual(['2026-04-02', '2026-04-07']); // Good Friday and Easter Monday skipped
  });

  it('keeps to London working hours across the change to summer time (BST)', () => {
    const slots = offeredCallSlots('2026-03-26T12:00:00.000Z'); // Thursday; clocks go forward on Sunday 29 March
    const friday = slotsOn(slots, '2026-03-27');
    const monday = slotsOn(slots, '2026-03-30');
    expect([friday[0], friday.at(-1)]).toEqual(['2026-03-27T09:00:00.000Z', '2026-03-27T16:30:00.000Z']);
    expect([monday[0], monday.at(-1)]).toEqual(['2026-03-30T08:00:00.000Z', '2026-03-30T15:30:00.000Z']);
  });

  it('keeps to London working hours across the change back to GMT', () => {
    const slots = offeredCallSlots('2026-10-22T12:00:00.000Z'); // Thursday; clocks go back on Sunday 25 October
    expect(slotsOn(slots, '2026-10-23')[0]).toBe('2026-10-23T08:00:00.000Z');
    expect(slotsOn(slots, '2026-10-26')[0]).toBe('2026-10-26T09:00:00.000Z');
  });

  it("counts from London's date, not UTC's, late in the evening", () => {
    // 23:30 UTC on Tuesday 30 June is 00:30 on Wednesday 1 July in London: Wednesday is today, Thursday comes first.
    expect(days(offeredCallSlots('2026-06-30T23:30:00.000Z'))[0]).toBe('2026-07-02');
    expect(days(offeredCallSlots('2026-06-30T22:30:00.000Z'))[0]).toBe('2026-07-01');
  });
});

describe('isOfferedCallSlot', () => {
  const now = '2026-11-23T08:00:00.000Z';
  it('accepts exactly the instants a slot starts at', () => {
    expect(isOfferedCallSlot('2026-11-24T09:00:00.000Z', now)).toBe(true);
    expect(isOfferedCallSlot('2026-11-24T09:15:00.000Z', now)).toBe(false); // not on the half hour
    expect(isOfferedCallSlot('2026-11-24T17:00:00.000Z', now)).toBe(false); // after working hours
    expect(isOfferedCallSlot('2026-11-24T08:30:00.000Z', now)).toBe(false); // before them
    expect(isOfferedCallSlot('2026-11-23T10:00:00.000Z', now)).toBe(false); // today
    expect(isOfferedCallSlot('2026-11-20T10:00:00.000Z', now)).toBe(false); // the past
    expect(isOfferedCallSlot('2026-11-28T10:00:00.000Z', now)).toBe(false); // a Saturday
    expect(isOfferedCallSlot('2026-12-08T10:00:00.000Z', now)).toBe(false); // the 11th working day
    expect(isOfferedCallSlot('2026-11-24T09:00:00Z', now)).toBe(false); // another spelling of the instant
  });
});

describe('London time', () => {
  it('reads and writes London clock times in GMT and BST', () => {
    expect(londonInstant('2026-01-15', 9 * 60)).toBe('2026-01-15T09:00:00.000Z');
    expect(londonInstant('2026-07-15', 9 * 60 + 30)).toBe('2026-07-15T08:30:00.000Z');
    expect(londonWallClock('2026-07-15T08:30:00.000Z')).toEqual({ date: '2026-07-15', hour: 9, minute: 30 });
    expect(londonWallClock('2026-01-15T23:59:00.000Z')).toEqual({ date: '2026-01-15', hour: 23, minute: 59 });
  });
});
