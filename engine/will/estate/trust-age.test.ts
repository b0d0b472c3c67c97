import { describe, expect, it } from 'vitest';
import trustAgeStep from '../../../schemas/steps/estate-trust-age.json';
import { readSlice, writeSlice } from '../../steps/binding/step-slice';
import { bareTrustForMinor, CHILDREN_TODAY, KIN, widowedGrandparent } from '../../drafting/fixtures/golden-children';
import { evaluatePredicate } from '../../steps/step-predicates';
import { trustAgeOf, youngBeneficiaryKinds, youngGiftChoice } from './trust-age';
import type { Will } from '../will';

const doc = (will: Will) => ({ will, onboarding: {}, account: {} });

describe('the trust-age step’s choice', () => {
  it('stores a vested gift as trustAge 18 with vestedAt18, a contingent one as its age alone, and reads each back', () => {
    const base: Will = { ...widowedGrandparent(), trustAge: undefined };
    delete base.trustAge;
    const vested = writeSlice(trustAgeStep, doc(base), {}, { trustAge: 'vested18' }).will;
    expect([vested.trustAge, vested.vestedAt18]).toEqual([18, true]);
    expect(readSlice(trustAgeStep, doc(vested), {})).toEqual({ trustAge: 'vested18' });
    const at21 = writeSlice(trustAgeStep, doc(vested), {}, { trustAge: '21' }).will;
    expect(at21.trustAge).toBe(21);
    expect(at21).not.toHaveProperty('vestedAt18');
    expect(readSlice(trustAgeStep, doc(at21), {})).toEqual({ trustAge: '21' });
    expect(youngGiftChoice(base)).toBeUndefined();
    expect(trustAgeOf(base)).toBe(18);
    // A vested gift is always held until 18, whatever age a payload carries.
    expect(trustAgeOf({ ...base, trustAge: 25, vestedAt18: true })).toBe(18);
  });

  it('explains the choice for each kind of young beneficiary the will names', () => {
    const notes = (will: Will) =>
      ['trustAge.forOwnChildren', 'trustAge.forGrandchildren', 'trustAge.forOthers'].filter((name) => evaluatePredicate(name, { will, today: CHILDREN_TODAY }));
    // The son is 46: an adult; the grandchildren are 8 and 13, and the son's share passes to his children if he dies first.
    expect(notes(widowedGrandparent())).toEqual(['trustAge.forGrandchildren']);
    expect(youngBeneficiaryKinds(bareTrustForMinor(), CHILDREN_TODAY)).toEqual({ ownChildren: true, grandchildren: false, others: false });
    const niece: Will = {
      ...widowedGrandparent(),
      relations: { ...widowedGrandparent().relations, [KIN.sister]: { fullName: 'Ava Young', birthday: '2012-01-01', address: 'x' } },
      estate: [{ amount: 100, beneficiary: { type: 'person', uuid: KIN.sister }, substituteType: 'remaining_beneficiaries', substitutes: [] }],
    };
    expect(notes(niece)).toEqual(['trustAge.forOthers']);
  });
});
