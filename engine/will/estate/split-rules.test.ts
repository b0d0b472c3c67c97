import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { completeWill } from '../fixtures/will-fixtures';
import { estateAllocated } from '../completeness';
import { estateSplitErrors } from '../validation/estate-rules';
import { failingRules } from '../../steps/step-file-rules';
import type { EstateShare, Will } from '../will';
import { splitProblems, splitTally } from './split-rules';

const SPLIT_RULES = ['splitTotal:split', 'splitShares:split', 'splitWhole:split'];

describe('the estate split rules (SPEC 5), written once', () => {
  it('passes an equal split, and a percentage split of whole shares of at least 1 totalling 100', () => {
    expect(splitProblems({ equal: true, amounts: { a: 0, b: 0.5 } })).toEqual({ total: null, shares: {} });
    expect(splitProblems({ equal: false, amounts: { a: 60, b: 40 } })).toEqual({ total: null, shares: {} });
    expect(splitProblems({ equal: false, amounts: { a: 0, b: 33.5, c: 66 } })).toEqual({ total: 'estateTotal', shares: { a: 'estateShareZero', b: 'invalid' } });
  });

  it('the split screen, the stored-will check and completeness judge every split alike', () => {
    const base = completeWill().estate![0]!;
    const amounts = fc.array(fc.oneof(fc.integer({ min: -10, max: 110 }), fc.double({ min: 0, max: 100, noNaN: true })), { minLength: 1, maxLength: 6 });
    fc.assert(fc.property(amounts, (values) => {
      const estate: EstateShare[] = values.map((amount, i) => ({ ...base, beneficiary: { type: 'person', uuid: `p${i}` }, amount }));
      const will: Will = { schemaVersion: 2, estate_split_type: 'manually', estate };
      const form = { split: { equal: false, amounts: Object.fromEntries(estate.map((s) => [s.beneficiary.uuid, s.amount])) } };
      const storedPasses = Object.keys(estateSplitErrors(will)).length === 0;
      const formPasses = Object.keys(failingRules(SPLIT_RULES, form, { today: '2026-12-02' })).length === 0;
      expect(formPasses).toBe(storedPasses);
      expect(estateAllocated(will)).toBe(storedPasses);
      if (storedPasses) expect(values.reduce((a, b) => a + b, 0)).toBe(100);
    }));
  });

  it('tallies the total, the unallocated part and the part over 100 to the hundredth', () => {
    expect(splitTally({ equal: false, percents: [33.3, 66.7] })).toEqual({ total: 100, unallocated: 0, over: 0 });
    expect(splitTally({ equal: false, percents: [50, 25] })).toEqual({ total: 75, unallocated: 25, over: 0 });
    expect(splitTally({ equal: false, percents: [80, 70] })).toEqual({ total: 150, unallocated: 0, over: 50 });
    expect(splitTally({ equal: true, percents: [100 / 3, 100 / 3, 100 / 3] })).toEqual({ total: 100, unallocated: 0, over: 0 });
  });
});
