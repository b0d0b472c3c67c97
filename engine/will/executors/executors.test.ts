import { describe, it, expect } from 'vitest';
import { ADULT_CHILD, FRIEND, PARTNER, TODAY, completeWill } from '../fixtures/will-fixtures';
import {
  EXECUTOR_CATEGORIES, MAX_ACTING_EXECUTORS, actingExecutors, addTrustee, chooseExecutorCategory, hasTrustee,
  needsTrusteeTerms, personExecutorIds, resetExecutorStep, showTooManyExecutorsNotice,
} from './executors';
import type { Will } from '../will';

describe('executors', () => {
  it('categories 1, 2, 3; only 4 act', () => {
    expect(EXECUTOR_CATEGORIES.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(MAX_ACTING_EXECUTORS).toBe(4);
  });

  it('friends and family removes the trustee; trustees resets; hybrid keeps people', () => {
    const withTrustee = addTrustee(completeWill());
    expect(hasTrustee(withTrustee)).toBe(true);
    expect(addTrustee(withTrustee).executors).toHaveLength(3);
    expect(hasTrustee(chooseExecutorCategory(withTrustee, 1))).toBe(false);
    expect(chooseExecutorCategory(withTrustee, 2).executors).toEqual([]);
    const hybrid = chooseExecutorCategory(completeWill(), 3);
    expect(personExecutorIds(hybrid)).toEqual([PARTNER, ADULT_CHILD]);
    expect(needsTrusteeTerms(hybrid)).toBe(true);
    expect(needsTrusteeTerms(chooseExecutorCategory(completeWill(), 1))).toBe(false);
    expect(() => chooseExecutorCategory(completeWill(), 4)).toThrow();
  });

  it('only the first four act; the notice shows above four eligible people', () => {
    const many: Will = { ...completeWill(), relations: { ...completeWill().relations } };
    const extra = ['a', 'b'].map((c) => `${c.repeat(8)}-${c.repeat(4)}-4${c.repeat(3)}-8${c.repeat(3)}-${c.repeat(12)}`);
    for (const uuid of extra) many.relations![uuid] = { fullName: uuid, birthday: '1960-01-01', address: 'x' };
    expect(showTooManyExecutorsNotice(completeWill(), TODAY)).toBe(false);
    expect(showTooManyExecutorsNotice(many, TODAY)).toBe(true);
    const all: Will = { ...many, executors: [...(many.executors ?? []), ...[FRIEND, ...extra].map((uuid) => ({ type: 'person' as const, uuid }))] };
    expect(actingExecutors(all)).toHaveLength(4);
    expect(resetExecutorStep({ ...all, executorStep: 3 }).executorStep).toBe(0);
  });
});
