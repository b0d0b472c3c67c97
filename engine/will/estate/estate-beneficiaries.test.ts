import { describe, it, expect } from 'vitest';
import { CHARITY, FRIEND, completeWill } from '../fixtures/will-fixtures';
import { needsSubstitutesScreen, setShareMessage, toggleBeneficiary } from './estate-beneficiaries';
import { splitEqually } from './estate-split';

describe('estate beneficiaries', () => {
  it('ticking adds a 0% share in a manual split; unticking removes it', () => {
    const added = toggleBeneficiary(completeWill(), { beneficiary: { type: 'person', uuid: FRIEND } });
    expect(added.estate?.[3]).toEqual({ amount: 0, message: null, beneficiary: { type: 'person', uuid: FRIEND }, entryType: 'manual', substituteType: null, substitutes: [] });
    expect(toggleBeneficiary(added, { beneficiary: { type: 'person', uuid: FRIEND } }).estate).toEqual(completeWill().estate);
  });

  it('an equal split is re-divided', () => {
    const added = toggleBeneficiary(splitEqually(completeWill()), { beneficiary: { type: 'person', uuid: FRIEND } });
    expect(added.estate?.map((s) => s.amount)).toEqual([0.25, 0.25, 0.25, 0.25]);
  });

  it('refuses a uuid that is not of the beneficiary type', () => {
    expect(() => toggleBeneficiary(completeWill(), { beneficiary: { type: 'person', uuid: CHARITY } })).toThrow();
  });

  it('messages: blank saves as null', () => {
    expect(setShareMessage(completeWill(), { index: 0, message: '  ' }).estate?.[0]?.message).toBeNull();
    expect(setShareMessage(completeWill(), { index: 0, message: 'With love' }).estate?.[0]?.message).toBe('With love');
  });

  it('substitutes are skipped when only charities benefit', () => {
    expect(needsSubstitutesScreen(completeWill())).toBe(true);
    expect(needsSubstitutesScreen({ ...completeWill(), estate: completeWill().estate!.slice(2) })).toBe(false);
  });
});
