import { describe, it, expect } from 'vitest';
import { FRIEND, completeWill } from '../fixtures/will-fixtures';
import { availableSubstituteTypes, setSubstitute, substituteComplete } from './substitutes';
import type { EstateShare } from '../will';

const person = (s: Partial<EstateShare>): EstateShare => ({ amount: 100, beneficiary: { type: 'person', uuid: FRIEND }, ...s });

describe('substitutes', () => {
  it('remaining_beneficiaries is unavailable with fewer than 2 shares', () => {
    expect(availableSubstituteTypes(1).map((t) => t.id)).toEqual(['their_children', 'specific_people', 'specific_charities']);
    expect(availableSubstituteTypes(2).map((t) => t.id)).toContain('remaining_beneficiaries');
  });

  it('a choice is complete when typed, with substitutes for specific types', () => {
    expect(substituteComplete(person({ substituteType: 'their_children' }), 1)).toBe(true);
    expect(substituteComplete(person({ substituteType: 'remaining_beneficiaries' }), 1)).toBe(false);
    expect(substituteComplete(person({ substituteType: 'remaining_beneficiaries' }), 2)).toBe(true);
    expect(substituteComplete(person({ substituteType: 'specific_people', substitutes: [] }), 1)).toBe(false);
    expect(substituteComplete(person({ substituteType: 'specific_charities', substitutes: [FRIEND] }), 1)).toBe(true);
    expect(substituteComplete(person({ substituteType: null }), 1)).toBe(false);
    expect(substituteComplete({ amount: 1, beneficiary: { type: 'charity', uuid: FRIEND } }, 1)).toBe(true);
  });

  it('setSubstitute keeps substitutes only for specific types and refuses unavailable types', () => {
    const will = setSubstitute(completeWill(), { index: 1, substituteType: 'their_children', substitutes: [FRIEND] });
    expect(will.estate?.[1]).toMatchObject({ substituteType: 'their_children', substitutes: [] });
    const one = { ...completeWill(), estate: completeWill().estate!.slice(0, 1) };
    expect(() => setSubstitute(one, { index: 0, substituteType: 'remaining_beneficiaries' })).toThrow();
    expect(() => setSubstitute(one, { index: 5, substituteType: null })).toThrow();
  });
});

describe('substitute types for the partner', () => {
  it('offers our or my children for the partner, their children for anyone else', () => {
    expect(availableSubstituteTypes(1, true).map((t) => t.id)).toEqual(['our_children', 'my_children', 'specific_people', 'specific_charities']);
    expect(availableSubstituteTypes(2, false).map((t) => t.id)).toEqual(['their_children', 'remaining_beneficiaries', 'specific_people', 'specific_charities']);
  });
});
