import { describe, expect, it } from 'vitest';
import { callFormAnswers, callPage } from './call-page';
import { bookingFigures, freeSlotItems } from './call-page-words';
import { callPageLoaded } from './call-slot-words';
import { completeWill, TODAY } from '../../will/fixtures/will-fixtures';
import { predicateHolds } from '../../steps/step-predicates';
import { stepSources } from '../../steps/step-sources';
import { stepFigures } from '../../steps/step-figures';

// Thursday 3 December 2026, 9:00 and 9:30 in London (GMT), and Friday 4 December 14:30.
const SLOTS = ['2026-12-03T09:00:00.000Z', '2026-12-03T09:30:00.000Z', '2026-12-04T14:30:00.000Z'];
const BOOKING = { slot: '2026-12-03T10:00:00.000Z', phone: '029 2000 0000', topic: 'A flat in Spain' };

describe('what the book-a-call steps loaded', () => {
  it('reads the free slots and the call to come, and nothing from answers of another shape', () => {
    expect(callPage(callPageLoaded(SLOTS, BOOKING))).toEqual(callPageLoaded(SLOTS, BOOKING));
    expect(callPage({ slots: SLOTS, booking: BOOKING })).toEqual({ slots: SLOTS, booking: BOOKING, words: {} });
    expect(callPage({ slots: [1, 'x'], booking: { slot: 'x' }, words: { x: { time: 1 } } })).toEqual({ slots: ['x'], booking: null, words: {} });
    expect(callPage(undefined)).toEqual({ slots: [], booking: null, words: {} });
  });

  it('offers each free slot by its instant, its time in words and its London day, by date and in words (calls.freeSlots)', () => {
    expect(freeSlotItems(callPageLoaded(SLOTS, null))).toEqual([
      { uuid: SLOTS[0], kind: 'slot', label: '9:00am', tag: '2026-12-03', group: 'Thursday 3 December' },
      { uuid: SLOTS[1], kind: 'slot', label: '9:30am', tag: '2026-12-03', group: 'Thursday 3 December' },
      { uuid: SLOTS[2], kind: 'slot', label: '2:30pm', tag: '2026-12-04', group: 'Friday 4 December' },
    ]);
    expect(stepSources['calls.freeSlots']!(completeWill(), { today: TODAY, loaded: callPageLoaded(SLOTS, null) })).toHaveLength(3);
  });

  it('names the call to come for the texts (calls.booking), none without one', () => {
    expect(bookingFigures(callPageLoaded([], BOOKING))).toEqual({ when: 'Thursday 3 December 2026 at 10:00am', phone: '029 2000 0000' });
    expect(stepFigures['calls.booking']!(completeWill(), { today: TODAY, loaded: { booking: null } })).toBeNull();
  });

  it('writes the slots in the language of the page that loaded them', () => {
    expect(freeSlotItems(callPageLoaded(SLOTS.slice(2), null, 'cy'))).toEqual([{ uuid: SLOTS[2], kind: 'slot', label: '2:30yh', tag: '2026-12-04', group: 'Dydd Gwener 4 Rhagfyr' }]);
    expect(bookingFigures(callPageLoaded([], BOOKING, 'cy'))?.when).toBe('Dydd Iau 3 Rhagfyr 2026 am 10:00yb');
  });

  it('starts the form from the call to come, else from About You’s number', () => {
    expect(callFormAnswers({ booking: BOOKING }, completeWill())).toEqual({ phone: '029 2000 0000', topic: 'A flat in Spain' });
    const will = { ...completeWill(), userInfo: { ...completeWill().userInfo!, phoneNumber: '01632 960 001' } };
    expect(callFormAnswers({ booking: null }, will)).toEqual({ phone: '01632 960 001' });
  });

  it('calls.booked and calls.noSlots read what was loaded', () => {
    const holds = (name: string, loaded: Record<string, unknown>) => predicateHolds(name, { will: completeWill(), today: TODAY, loaded });
    expect(holds('calls.booked', { booking: BOOKING })).toBe(true);
    expect(holds('calls.booked', { booking: null })).toBe(false);
    expect(holds('calls.noSlots', { slots: [] })).toBe(true);
    expect(holds('calls.noSlots', { slots: SLOTS })).toBe(false);
  });
});
