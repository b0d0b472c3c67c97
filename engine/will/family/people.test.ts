import { describe, it, expect } from 'vitest';
import { ADULT_CHILD, CHARITY, DOG, FRIEND, PARTNER, TODAY, YOUNG_CHILD, completeWill } from '../fixtures/will-fixtures';
import { allPeople, dependants, eligibleExecutors, hasDependants, kindOf, personAge } from './people';
import { emptyWill } from '../will';

describe('people', () => {
  it('all-people list is relations, children and charities combined', () => {
    expect(allPeople(completeWill()).map((p) => [p.uuid, p.kind])).toEqual([
      [PARTNER, 'relation'], [FRIEND, 'relation'], [YOUNG_CHILD, 'child'], [ADULT_CHILD, 'child'], [CHARITY, 'charity'],
    ]);
  });

  it('dependants are children under 18 and every pet', () => {
    expect(dependants(completeWill(), TODAY).map((d) => d.uuid)).toEqual([YOUNG_CHILD, DOG]);
    expect(hasDependants(emptyWill(), TODAY)).toBe(false);
  });

  it('a child becomes an adult, and an eligible executor, on their 18th birthday', () => {
    const will = completeWill();
    will.children![YOUNG_CHILD]!.birthday = '2007-06-15';
    expect(dependants(will, TODAY).map((d) => d.uuid)).toEqual([DOG]);
    expect(eligibleExecutors(will, TODAY).map((p) => p.uuid)).toContain(YOUNG_CHILD);
    expect(dependants(will, '2025-06-14').map((d) => d.uuid)).toEqual([YOUNG_CHILD, DOG]);
  });

  it('eligible executors are adult relations and adult children, never charities', () => {
    expect(eligibleExecutors(completeWill(), TODAY).map((p) => p.uuid)).toEqual([PARTNER, FRIEND, ADULT_CHILD]);
  });

  it('kindOf and personAge', () => {
    const will = completeWill();
    expect([PARTNER, YOUNG_CHILD, DOG, CHARITY, 'constructor'].map((u) => kindOf(will, u))).toEqual(['relation', 'child', 'pet', 'charity', null]);
    expect(personAge(will, YOUNG_CHILD, TODAY)).toBe(10);
    expect(personAge(will, DOG, TODAY)).toBeNull();
  });
});
