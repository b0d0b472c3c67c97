import { describe, expect, it } from 'vitest';
import { failingRules, stepRules } from './step-file-rules';

const today = '2026-11-22';

describe('step rules', () => {
  it('validDate refuses impossible and future dates', () => {
    expect(stepRules.validDate!.test('1985-03-27', { today })).toBe(true);
    expect(stepRules.validDate!.test('1985-02-30', { today })).toBe(false);
    expect(stepRules.validDate!.test('2027-01-01', { today })).toBe(false);
  });
  it('adult needs 18 full years on today', () => {
    expect(stepRules.adult!.test('2008-11-22', { today })).toBe(true);
    expect(stepRules.adult!.test('2008-11-23', { today })).toBe(false);
  });
  it('reports failing rules by field, ignoring empty values', () => {
    expect(failingRules(['validDate:birthday'], { birthday: '1985-13-01' }, { today })).toEqual({ birthday: ['validDate:birthday'] });
    expect(failingRules(['validDate:birthday'], { birthday: '' }, { today })).toEqual({});
  });
  it('filled judges empty values, so a shown question can be required', () => {
    expect(failingRules(['filled:typeOther'], { typeOther: ' ' }, { today })).toEqual({ typeOther: ['filled:typeOther'] });
    expect(failingRules(['filled:typeOther'], {}, { today })).toEqual({ typeOther: ['filled:typeOther'] });
    expect(failingRules(['filled:typeOther'], { typeOther: 'Tortoise' }, { today })).toEqual({});
  });
  it('reads nested fields by dotted path', () => {
    expect(failingRules(['adult:partner.birthday'], { partner: { birthday: '2015-01-01' } }, { today })).toEqual({ 'partner.birthday': ['adult:partner.birthday'] });
  });
  it('reports an item rule on each failing item: a split share under 1% on its own path', () => {
    const split = { equal: false, amounts: { a: 100, b: 0, c: 0 } };
    expect(failingRules(['splitShares:split'], { split }, { today })).toEqual({ 'split.amounts.b': ['splitShares:split'], 'split.amounts.c': ['splitShares:split'] });
    expect(failingRules(['splitShares:split'], { split: { equal: true, amounts: { a: 0 } } }, { today })).toEqual({});
  });
  it('reports each split share typed with a decimal on its own path (whole percentages, SPEC 5)', () => {
    const split = { equal: false, amounts: { a: 33.5, b: 66, c: 0.5 } };
    expect(failingRules(['splitWhole:split'], { split }, { today })).toEqual({ 'split.amounts.a': ['splitWhole:split'], 'split.amounts.c': ['splitWhole:split'] });
    expect(failingRules(['splitWhole:split'], { split: { equal: true, amounts: { a: 0.5 } } }, { today })).toEqual({});
  });

  it('throws for a rule it does not know', () => {
    expect(() => failingRules(['psychic:birthday'], { birthday: '1985-01-01' }, { today })).toThrow(/psychic/);
  });
});
