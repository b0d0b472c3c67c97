import { describe, it, expect } from 'vitest';
import { PARTNER, completeWill } from '../fixtures/will-fixtures';
import { MARITAL_STATUSES, needsPartner, setMaritalStatus } from './marital-status';

describe('marital status', () => {
  it('has the eight statuses of SPEC 3.3', () => {
    expect(MARITAL_STATUSES.map((s) => [s.id, s.needPartner])).toEqual([
      [1, false], [2, true], [3, true], [4, true], [5, true], [6, false], [7, false], [8, false],
    ]);
    expect(MARITAL_STATUSES[1]?.description).toBe('Living with a partner but not married');
    expect(needsPartner(4)).toBe(true);
    expect(needsPartner(99)).toBe(false);
  });

  it('a status needing no partner clears the partner but keeps the person', () => {
    const next = setMaritalStatus(completeWill(), { id: 8 });
    expect(next.partner).toBeNull();
    expect(next.relations?.[PARTNER]).toBeDefined();
    expect(next.maritalStatus).toEqual({ id: 8, comc: null });
  });

  it('keeps the partner for a partnered status; comc only when engaged', () => {
    expect(setMaritalStatus(completeWill(), { id: 5, comc: true })).toMatchObject({ partner: PARTNER, maritalStatus: { id: 5, comc: true } });
    expect(setMaritalStatus(completeWill(), { id: 3, comc: true }).maritalStatus).toEqual({ id: 3, comc: null });
  });

  it('does not mutate and refuses unknown ids', () => {
    const will = completeWill();
    setMaritalStatus(will, { id: 1 });
    expect(will).toEqual(completeWill());
    expect(() => setMaritalStatus(will, { id: 9 })).toThrow();
  });
});
