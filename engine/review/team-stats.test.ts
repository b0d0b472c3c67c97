import { describe, expect, it } from 'vitest';
import { lastDays, percentile, queueSizeByDay, staysOf, turnaround } from './team-stats';

describe('percentile', () => {
  it('is the nearest rank, and null with no values', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 90)).toBe(7);
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 90)).toBe(9);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50)).toBe(5);
  });
});

describe('turnaround', () => {
  it('in hours, to one decimal', () => {
    expect(turnaround([{ from: '2026-11-01T09:00:00Z', to: '2026-11-01T10:30:00Z' }])).toEqual({ count: 1, median_hours: 1.5, p90_hours: 1.5 });
    expect(turnaround([])).toEqual({ count: 0, median_hours: null, p90_hours: null });
  });
});

describe('staysOf', () => {
  it('pairs each entry with the first exit before the next entry', () => {
    const entries = ['2026-11-01T09:00:00Z', '2026-11-05T09:00:00Z'];
    const exits = [
      { at: '2026-11-02T09:00:00Z', delivered: false },
      { at: '2026-11-06T09:00:00Z', delivered: true },
    ];
    expect(staysOf(entries, exits, false)).toEqual([
      { from: '2026-11-01T09:00:00Z', to: '2026-11-02T09:00:00Z', delivered: false },
      { from: '2026-11-05T09:00:00Z', to: '2026-11-06T09:00:00Z', delivered: true },
    ]);
  });

  it('leaves the last stay open only while the submission waits', () => {
    expect(staysOf(['2026-11-01T09:00:00Z'], [], true)).toEqual([{ from: '2026-11-01T09:00:00Z', to: null, delivered: false }]);
    expect(staysOf(['2026-11-01T09:00:00Z'], [], false)).toEqual([]);
  });
});

describe('queueSizeByDay', () => {
  it('counts the stays under way at the end of each day, oldest day first', () => {
    expect(lastDays('2026-03-01', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    const stays = [
      { from: '2026-02-27T10:00:00Z', to: '2026-02-28T10:00:00Z' },
      { from: '2026-02-28T23:00:00Z', to: null },
      { from: '2026-03-01T08:00:00Z', to: '2026-03-01T09:00:00Z' },
    ];
    expect(queueSizeByDay(stays, '2026-03-01', 3)).toEqual([
      { date: '2026-02-27', size: 1 },
      { date: '2026-02-28', size: 1 },
      { date: '2026-03-01', size: 1 },
    ]);
  });
});
