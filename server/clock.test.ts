import { describe, expect, it } from 'vitest';
import { todayOf, ukDateOf, type Clock } from './clock';

const at = (iso: string): Clock => ({ now: () => new Date(iso) });

describe('todayOf', () => {
  it('is the date in the UK, in GMT and in BST', () => {
    expect(todayOf(at('2026-01-15T23:59:59Z'))).toBe('2026-01-15');
    expect(todayOf(at('2026-01-16T00:00:00Z'))).toBe('2026-01-16');
    // 23:00 UTC in summer is already midnight in London.
    expect(todayOf(at('2026-07-15T22:59:59Z'))).toBe('2026-07-15');
    expect(todayOf(at('2026-07-15T23:00:00Z'))).toBe('2026-07-16');
  });

  it('answers each clock reading, however the calls interleave', () => {
    const readings = ['2026-07-15T22:59:30Z', '2026-07-15T23:00:10Z', '2026-07-15T22:59:50Z', '2026-03-29T00:59:59Z', '2026-03-29T01:00:00Z'];
    expect(readings.map((iso) => todayOf(at(iso)))).toEqual(['2026-07-15', '2026-07-16', '2026-07-15', '2026-03-29', '2026-03-29']);
    // A clock that moves on by a day within the same second of another call still gets its own date.
    expect(todayOf(at('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
    expect(todayOf(at('2026-11-23T10:00:00Z'))).toBe('2026-11-23');
  });
});

describe('ukDateOf', () => {
  it('is a day ahead of UTC from 23:00 UTC in summer time, and the same in winter', () => {
    expect(ukDateOf(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(ukDateOf(new Date('2026-12-01T23:30:00Z'))).toBe('2026-12-01');
  });

  it('gives a stored instant the date todayOf gives at that instant', () => {
    expect(ukDateOf(new Date('2026-08-15T23:10:00Z'))).toBe(todayOf(at('2026-08-15T23:10:00Z')));
  });
});
