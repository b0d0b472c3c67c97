import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { arbitraryWill } from './fixtures/arbitrary-will';
import { ADULT_CHILD, CHARITY, FRIEND, PARTNER, YOUNG_CHILD, completeWill } from './fixtures/will-fixtures';
import { danglingReferences } from './dangling-references';
import { normaliseSave } from './normalise-save';

const GHOST = '77777777-7777-4777-8777-777777777777';

describe('normaliseSave', () => {
  it('leaves a consistent will alone', () => {
    expect(normaliseSave(completeWill())).toEqual(completeWill());
  });

  it('removes every dangling uuid and duplicates', () => {
    const will = completeWill();
    will.partner = GHOST;
    will.passedSteps = [4, 2, 1, 2];
    will.guardians = { [YOUNG_CHILD]: [GHOST, FRIEND, FRIEND], [GHOST]: [PARTNER], [CHARITY]: [PARTNER] };
    will.estate!.push({ amount: 0, beneficiary: { type: 'person', uuid: GHOST } });
    will.estate![1]!.substitutes = [GHOST, FRIEND];
    will.executors = [{ type: 'person', uuid: GHOST }, { type: 'person', uuid: PARTNER }, { type: 'person', uuid: PARTNER }];
    will.gifts = [{ type: 'oneoff', itemDesc: 'My hat', beneficiaries: [GHOST] }, { type: 'oneoff', itemDesc: 'My cat', beneficiaries: [GHOST, ADULT_CHILD] }];
    const next = normaliseSave(will);
    expect(next).toMatchObject({
      partner: null,
      passedSteps: [1, 2, 4],
      guardians: { [YOUNG_CHILD]: [FRIEND] },
      executors: [{ type: 'person', uuid: PARTNER }],
      gifts: [{ type: 'oneoff', itemDesc: 'My cat', beneficiaries: [ADULT_CHILD] }],
    });
    expect(next.estate).toHaveLength(3);
    expect(next.estate?.[1]?.substitutes).toEqual([FRIEND]);
    expect(danglingReferences(next)).toEqual([]);
    expect(will.partner).toBe(GHOST);
  });

  it('a share whose uuid is of the wrong kind is dropped', () => {
    const will = completeWill();
    will.estate![0]!.beneficiary.type = 'charity';
    expect(normaliseSave(will).estate).toHaveLength(2);
  });

  it('no uuid dangles after normalising any will', () => {
    fc.assert(fc.property(arbitraryWill, (will) => {
      expect(danglingReferences(normaliseSave(will))).toEqual([]);
    }));
  });
});
