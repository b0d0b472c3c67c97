import { stepsNeedingAttention } from '../dashboard/dashboard-state';
import { dashboardCards } from '../dashboard/dashboard-cards';
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { UUID_POOL, arbitraryWill } from './fixtures/arbitrary-will';
import { ADULT_CHILD, CHARITY, DOG, FRIEND, PARTNER, TODAY, YOUNG_CHILD, completeWill } from './fixtures/will-fixtures';
import { removeCharity, removeChild, removePet, removeRelation } from './cascade-removal';
import { danglingReferences } from './dangling-references';
import { normaliseSave } from './normalise-save';
import { kindOf } from './family/people';
import type { Will } from './will';

describe('cascading removal (SPEC 4.2)', () => {
  it('removing a relation clears partner, guardian places, shares, substitutes, executors and gifts', () => {
    const next = removeRelation(completeWill(), FRIEND, TODAY);
    expect(next.relations?.[FRIEND]).toBeUndefined();
    expect(next.guardians).toEqual({ [YOUNG_CHILD]: [PARTNER] });
    expect(next.estate?.[1]?.substitutes).toEqual([]);
    expect(next.gifts).toEqual([completeWill().gifts![1]]);
    expect(danglingReferences(next)).toEqual([]);
    expect(next.passedSteps).toEqual(completeWill().passedSteps);
  });

  it('removing the partner clears the partner pointer and their share, leaving the estate to fix', () => {
    const next = removeRelation(completeWill(), PARTNER, TODAY);
    expect(next.partner).toBeNull();
    expect(next.estate?.map((s) => s.beneficiary.uuid)).toEqual([ADULT_CHILD, CHARITY]);
    expect(next.executors).toEqual([{ type: 'person', uuid: ADULT_CHILD }]);
    expect(next.passedSteps).toContain(5);
  });

  it('removing a child or pet drops its guardians entry and keeps step 3 when still complete', () => {
    const noChild = removeChild(completeWill(), YOUNG_CHILD, TODAY);
    expect(Object.keys(noChild.guardians ?? {})).toEqual([DOG]);
    expect(noChild.passedSteps).toContain(3);
    const noPet = removePet(completeWill(), DOG, TODAY);
    expect(Object.keys(noPet.guardians ?? {})).toEqual([YOUNG_CHILD]);
  });

  it('keeps step 3 passed when a guardian removal leaves a dependant without one: it needs attention, with Fix', () => {
    const will = { ...completeWill(), guardians: { [YOUNG_CHILD]: [PARTNER], [DOG]: [PARTNER] } };
    const next = removeRelation(will, PARTNER, TODAY);
    expect(next.passedSteps).toContain(3);
    expect(stepsNeedingAttention(next, TODAY).map((step) => step.id)).toContain('guardians');
    expect(dashboardCards(next, TODAY).find((card) => card.step.id === 'guardians')).toMatchObject({ action: 'fix' });
  });

  it('removing a charity drops its share and gift places; equal splits are re-divided', () => {
    const equal: Will = { ...completeWill(), estate_split_type: 'equally' };
    const next = removeCharity(equal, CHARITY, TODAY);
    expect(next.estate?.map((s) => s.amount)).toEqual([0.5, 0.5]);
    expect(next.gifts?.[1]?.beneficiaries).toEqual([ADULT_CHILD]);
  });

  it('throws for a missing record and never mutates', () => {
    const will = completeWill();
    expect(() => removeChild(will, PARTNER, TODAY)).toThrow();
    expect(() => removeRelation(will, 'constructor', TODAY)).toThrow();
    removeRelation(will, FRIEND, TODAY);
    expect(will).toEqual(completeWill());
  });

  it('after any sequence of removals no uuid dangles', () => {
    const removals = fc.array(fc.constantFrom(...UUID_POOL), { maxLength: 6 });
    fc.assert(fc.property(arbitraryWill, removals, (start, targets) => {
      let will = normaliseSave(start);
      for (const uuid of targets) {
        const kind = kindOf(will, uuid);
        if (kind === 'relation') will = removeRelation(will, uuid, TODAY);
        if (kind === 'child') will = removeChild(will, uuid, TODAY);
        if (kind === 'pet') will = removePet(will, uuid, TODAY);
        if (kind === 'charity') will = removeCharity(will, uuid, TODAY);
        expect(danglingReferences(will)).toEqual([]);
        expect(kindOf(will, uuid)).toBeNull();
      }
    }));
  });
});
