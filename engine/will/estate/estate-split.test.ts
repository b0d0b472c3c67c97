import { describe, it, expect } from 'vitest';
import { completeWill } from '../fixtures/will-fixtures';
import { clampPercent, splitEqually, splitManually } from './estate-split';

describe('estate split', () => {
  it('equal split stores 1 over the share count', () => {
    const will = splitEqually(completeWill());
    expect(will.estate_split_type).toBe('equally');
    expect(will.estate?.map((s) => s.amount)).toEqual([1 / 3, 1 / 3, 1 / 3]);
  });

  it('switching back restores remembered manual values, or 1 each', () => {
    const before = completeWill();
    const remembered = Object.fromEntries(before.estate!.map((s) => [s.beneficiary.uuid, s.amount]));
    const equal = splitEqually(before);
    expect(splitManually(equal, remembered).estate?.map((s) => s.amount)).toEqual([50, 40, 10]);
    expect(splitManually(equal).estate?.map((s) => s.amount)).toEqual([1, 1, 1]);
    expect(splitManually(equal, {}, 'other').estate_split_type).toBe('other');
  });

  it('percentages are integers clamped to 0..100', () => {
    expect([-5, 0, 33.4, 33.5, 100, 250, '42', 'x', '', NaN, null].map(clampPercent)).toEqual([0, 0, 33, 34, 100, 100, 42, 0, 0, 0, 0]);
    const uuid = completeWill().estate![2]!.beneficiary.uuid;
    expect(splitManually(splitEqually(completeWill()), { [uuid]: 120 }).estate?.[2]?.amount).toBe(100);
  });
});
