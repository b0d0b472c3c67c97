import { describe, expect, it } from 'vitest';
import { trackerEntries } from './review-tracker';

const T = (day: number, hour: number) => `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

describe('trackerEntries', () => {
  it('tells a request for changes, the resubmission and the delivery in order, each with its time', () => {
    const entries = trackerEntries({
      rounds: [
        { kind: 'resubmitted', at: T(25, 9), due_date: '2026-12-02' },
        { kind: 'submitted', at: T(23, 9), due_date: '2026-11-30' },
      ],
      views: [T(23, 11), T(23, 12), T(25, 10), T(26, 15)],
      decisions: [
        { action: 'delivered', at: T(25, 14), step: null, message: null },
        { action: 'needs_attention', at: T(24, 9), step: 'gifts', message: 'Name the ring.' },
      ],
      deliveryMailsSent: [T(25, 15)],
    });
    expect(entries).toEqual([
      { kind: 'submitted', at: T(23, 9), due_date: '2026-11-30' },
      { kind: 'reviewing', at: T(23, 11) },
      { kind: 'changes_requested', at: T(24, 9), step: 'gifts', message: 'Name the ring.' },
      { kind: 'resubmitted', at: T(25, 9), due_date: '2026-12-02' },
      { kind: 'reviewing', at: T(25, 10) },
      { kind: 'approved', at: T(25, 14) },
      { kind: 'delivered', at: T(25, 15), version: 1, emailed: true },
    ]);
  });

  it('says a delivery is not yet emailed while its email waits, and numbers each delivered version', () => {
    const entries = trackerEntries({
      rounds: [
        { kind: 'submitted', at: T(2, 9), due_date: '2026-11-09' },
        { kind: 'resubmitted', at: T(10, 9), due_date: '2026-11-17' },
      ],
      views: [],
      decisions: [
        { action: 'delivered', at: T(3, 9), step: null, message: null },
        { action: 'delivered', at: T(11, 9), step: null, message: null },
      ],
      deliveryMailsSent: [T(3, 10)],
    });
    expect(entries.filter((e) => e.kind === 'delivered')).toEqual([
      { kind: 'delivered', at: T(3, 10), version: 1, emailed: true },
      { kind: 'delivered', at: T(11, 9), version: 2, emailed: false },
    ]);
    expect(entries.some((e) => e.kind === 'reviewing')).toBe(false);
  });

  it('is empty before the will is submitted', () => {
    expect(trackerEntries({ rounds: [], views: [], decisions: [], deliveryMailsSent: [] })).toEqual([]);
  });
});
