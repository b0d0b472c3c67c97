import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { arbitraryWill } from './fixtures/arbitrary-will';
import { ADULT_CHILD, CHARITY, FRIEND, PARTNER, YOUNG_CHILD, completeWill } from './fixtures/will-fixtures';
import { danglingReferences, repeatedReferences } from './dangling-references';
import { normaliseSave, normaliseSaveTracked } from './normalise-save';

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

  it('keeps the first estate share of a beneficiary and drops a repeat; equal fractions count the shares kept', () => {
    const will = completeWill();
    const first = will.estate![0]!;
    will.estate = [first, { ...first, amount: 30, message: 'again' }, will.estate![1]!, { amount: 5, beneficiary: { type: 'children', uuid: ADULT_CHILD } }];
    const { will: next, origins } = normaliseSaveTracked(will);
    expect(next.estate).toEqual([first, will.estate[2]]);
    expect(origins.estate).toEqual([0, 2]);
    expect(normaliseSave({ ...will, estate_split_type: 'equally' }).estate?.map((s) => s.amount)).toEqual([0.5, 0.5]);
  });

  it('keeps a share of the right kind after a dropped one of the wrong kind for the same uuid', () => {
    const will = completeWill();
    will.estate = [{ amount: 50, beneficiary: { type: 'charity', uuid: PARTNER } }, will.estate![0]!];
    expect(normaliseSave(will).estate).toEqual([will.estate[1]]);
  });

  it("drops a share's own beneficiary from its substitutes (drafting ignores it)", () => {
    const will = completeWill();
    will.estate![1]!.substitutes = [ADULT_CHILD, FRIEND, FRIEND];
    expect(normaliseSave(will).estate?.[1]?.substitutes).toEqual([FRIEND]);
  });

  it('tracks where each kept gift and executor came from', () => {
    const will = completeWill();
    will.gifts!.unshift({ type: 'oneoff', itemDesc: 'Hat', beneficiaries: [GHOST] });
    will.executors = [{ type: 'person', uuid: GHOST }, { type: 'guardian-angel', uuid: null }, { type: 'guardian-angel', uuid: null }, { type: 'person', uuid: FRIEND }];
    const { will: next, origins } = normaliseSaveTracked(will);
    expect(origins).toEqual({ estate: [0, 1, 2], gifts: [1, 2], executors: [1, 3] });
    expect(next.executors).toEqual([{ type: 'guardian-angel', uuid: null }, { type: 'person', uuid: FRIEND }]);
  });

  it('a marital status that needs no partner clears the partner but keeps the person; comc only when engaged (SPEC 4.2)', () => {
    for (const id of [1, 6, 7, 8]) {
      const next = normaliseSave({ ...completeWill(), maritalStatus: { id, comc: true } });
      expect(next.partner).toBeNull();
      expect(next.maritalStatus).toEqual({ id, comc: null });
      expect(next.relations?.[PARTNER]).toEqual(completeWill().relations?.[PARTNER]);
    }
    for (const id of [2, 3, 4]) {
      expect(normaliseSave({ ...completeWill(), maritalStatus: { id, comc: false } })).toMatchObject({ partner: PARTNER, maritalStatus: { id, comc: null } });
    }
    expect(normaliseSave({ ...completeWill(), maritalStatus: { id: 5, comc: true } })).toMatchObject({ partner: PARTNER, maritalStatus: { id: 5, comc: true } });
    const { partner: _none, ...withoutPartner } = { ...completeWill(), maritalStatus: { id: 1 } };
    expect(Object.hasOwn(normaliseSave(withoutPartner), 'partner')).toBe(false);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(arbitraryWill, (will) => {
      const once = normaliseSave(will);
      expect(normaliseSave(once)).toEqual(once);
    }));
  });

  it('no uuid dangles after normalising any will', () => {
    fc.assert(fc.property(arbitraryWill, (will) => {
      const next = normaliseSave(will);
      expect(danglingReferences(next)).toEqual([]);
      expect(repeatedReferences(next)).toEqual([]);
    }));
  });
});
