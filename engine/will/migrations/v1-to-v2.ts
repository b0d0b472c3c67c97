/**
 * Version 1 wills (stored before schemaVersion existed, so they carry no schemaVersion or `schemaVersion: 1`) differ
 * from version 2 in three ways:
 * - passedSteps held strings ('1', '2'), in the order passed; v2 holds sorted unique integers.
 * - estate_split_type used 'equal' and 'manual'; v2 uses 'equally' and 'manually' (SPEC 3.1).
 * - an equal split stored each amount as the text '1/n'; v2 stores the number 1/n.
 * Everything else is unchanged. The input is untrusted JSON, so unknown shapes are passed through for the
 * schema check after migration to refuse.
 */

const SPLIT_TYPES: Record<string, string> = { equal: 'equally', manual: 'manually' };

function upgradeAmount(amount: unknown): unknown {
  if (typeof amount !== 'string') return amount;
  const fraction = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(amount);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return amount.trim() === '' ? amount : Number(amount);
}

/** A version 2 will document from a version 1 one; returns a new object and never mutates the input. */
export function v1ToV2(v1: Record<string, unknown>): Record<string, unknown> {
  const v2: Record<string, unknown> = { ...v1, schemaVersion: 2 };
  if (Array.isArray(v1.passedSteps)) {
    const steps = v1.passedSteps.map((s) => (typeof s === 'string' && /^\d+$/.test(s.trim()) ? Number(s) : s));
    v2.passedSteps = [...new Set(steps)].sort((a, b) => Number(a) - Number(b));
  }
  if (typeof v1.estate_split_type === 'string') {
    v2.estate_split_type = SPLIT_TYPES[v1.estate_split_type] ?? v1.estate_split_type;
  }
  if (Array.isArray(v1.estate)) {
    v2.estate = v1.estate.map((share: unknown) =>
      share && typeof share === 'object' && !Array.isArray(share)
        ? { ...share, amount: upgradeAmount((share as { amount?: unknown }).amount) }
        : share,
    );
  }
  return v2;
}
