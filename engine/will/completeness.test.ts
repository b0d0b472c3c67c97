import { describe, it, expect } from 'vitest';
import { DOG, PARTNER, TODAY, YOUNG_CHILD, completeWill } from './fixtures/will-fixtures';
import { estateAllocated, estateComplete, executorsComplete, guardiansComplete } from './completeness';
import { emptyWill } from './will';

describe('completeness (SPEC 4.2)', () => {
  it('guardians: every dependant has a guardian or a pet care plan', () => {
    const will = completeWill();
    expect(guardiansComplete(will, TODAY)).toBe(true);
    expect(guardiansComplete({ ...will, guardians: { [YOUNG_CHILD]: [PARTNER] } }, TODAY)).toBe(false);
    expect(guardiansComplete({ ...will, guardians: { [YOUNG_CHILD]: [PARTNER] }, pets: { [DOG]: { name: 'Rex', type: 'dog', hasPetCarePlan: true } } }, TODAY)).toBe(true);
    expect(guardiansComplete(emptyWill(), TODAY)).toBe(true);
  });

  it('estate: equal with at least one share, or whole percentages summing to 100', () => {
    const will = completeWill();
    expect(estateAllocated(will)).toBe(true);
    expect(estateAllocated({ ...will, estate: [] , estate_split_type: 'equally' })).toBe(false);
    expect(estateAllocated({ ...will, estate_split_type: 'equally', estate: will.estate!.map((s) => ({ ...s, amount: 1 / 3 })) })).toBe(true);
    expect(estateAllocated({ ...will, estate: will.estate!.map((s, i) => ({ ...s, amount: i === 0 ? 49 : s.amount })) })).toBe(false);
  });

  it('estate: every person or children beneficiary needs a complete substitute choice', () => {
    const will = completeWill();
    expect(estateComplete(will)).toBe(true);
    expect(estateComplete({ ...will, estate: will.estate!.map((s, i) => (i === 1 ? { ...s, substitutes: [] } : s)) })).toBe(false);
    expect(estateComplete({ ...will, estate: will.estate!.map((s, i) => (i === 0 ? { ...s, substituteType: null } : s)) })).toBe(false);
  });

  it('executors: at least one', () => {
    expect(executorsComplete(completeWill())).toBe(true);
    expect(executorsComplete({ ...completeWill(), executors: [] })).toBe(false);
  });
});
