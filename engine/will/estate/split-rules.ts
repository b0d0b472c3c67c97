import type { ValidationMessageKey } from '../validation/field-errors';

/**
 * An estate split as its rules judge it: equal, or each share's percentage keyed by where the share sits (a
 * beneficiary's uuid on the split screen, the share's index in the stored will).
 */
export type PercentSplit = { equal: boolean; amounts: Readonly<Record<string, number>> };

/** What is wrong with a split (SPEC 5), as the catalogue's message keys. */
export type SplitProblems = {
  /** 'estateTotal' when a percentage split does not total exactly 100. */
  total: Extract<ValidationMessageKey, 'estateTotal'> | null;
  /** Per failing share: 'invalid' for a percentage that is not a whole number, 'estateShareZero' for one under 1%. */
  shares: Record<string, Extract<ValidationMessageKey, 'invalid' | 'estateShareZero'>>;
};

/**
 * SPEC 5, the split rules, written once: an equal split always passes; a percentage split gives every share a whole
 * number of at least 1 and totals exactly 100. The split screen's rules, the stored-will rules and completeness all
 * read this.
 */
export function splitProblems(split: PercentSplit): SplitProblems {
  if (split.equal) return { total: null, shares: {} };
  const shares: SplitProblems['shares'] = {};
  for (const [key, amount] of Object.entries(split.amounts)) {
    if (!Number.isInteger(amount)) shares[key] = 'invalid';
    else if (amount < 1) shares[key] = 'estateShareZero';
  }
  const total = Object.values(split.amounts).reduce((sum, amount) => sum + amount, 0) === 100 ? null : 'estateTotal';
  return { total, shares };
}

/** Whether a split passes every rule of splitProblems. */
export function splitPasses(split: PercentSplit): boolean {
  const problems = splitProblems(split);
  return problems.total === null && Object.keys(problems.shares).length === 0;
}

/**
 * The split's total, the part left unallocated and the part over 100, to the hundredth so typed decimals add up as
 * they read (33.3 + 66.7 is 100, not 100.00000000000001). An equal split allocates exactly 100.
 */
export function splitTally(split: { equal: boolean; percents: readonly number[] }): { total: number; unallocated: number; over: number } {
  if (split.equal) return { total: 100, unallocated: 0, over: 0 };
  const hundredths = (n: number) => Math.round(n * 100) / 100;
  const total = hundredths(split.percents.reduce((sum, percent) => sum + percent, 0));
  return { total, unallocated: Math.max(0, hundredths(100 - total)), over: Math.max(0, hundredths(total - 100)) };
}
