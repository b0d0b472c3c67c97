import type { EstateShare, Will } from '../will';

/** A share's manual percentage keyed by beneficiary uuid, kept while the split is equal so it can be restored. */
export type ManualAmounts = Record<string, number>;

/** Whole-number percentage for one share: rounded and clamped to 0..100; anything not a number gives 0. */
export function clampPercent(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.round(n)));
}

/** The will split equally (SPEC 4.3): estate_split_type 'equally' and every amount 1 over the share count. */
export function splitEqually(will: Will): Will {
  const estate = will.estate ?? [];
  return { ...will, estate_split_type: 'equally', estate: estate.map((s) => ({ ...s, amount: 1 / estate.length })) };
}

/**
 * The will split manually: each share gets its remembered percentage (clamped), or 1 when none
 * was remembered (SPEC 4.3). `splitType` is 'manually', or 'other' as the estate flow names it.
 */
export function splitManually(will: Will, remembered: ManualAmounts = {}, splitType: 'manually' | 'other' = 'manually'): Will {
  const estate = (will.estate ?? []).map((s): EstateShare => {
    const kept = remembered[s.beneficiary.uuid];
    return { ...s, amount: kept === undefined ? 1 : clampPercent(kept) };
  });
  return { ...will, estate_split_type: splitType, estate };
}
