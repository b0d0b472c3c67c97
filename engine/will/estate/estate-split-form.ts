import { clampPercent, type ManualAmounts } from './estate-split';
import type { SplitValue } from '../../steps/step-views';

/** The split screen's answer and the manual percentages it remembers while the split is equal. */
export type SplitForm = { value: SplitValue; remembered: ManualAmounts };

/**
 * SPEC 4.3 equal-split toggle on the split screen's answer: switching to equal remembers the manual percentages;
 * switching back restores them, or 1 for a share with none remembered. Switching to the state it is in changes nothing.
 */
export function toggleEqual(form: SplitForm, equal: boolean): SplitForm {
  const { value, remembered } = form;
  if (value.equal === equal) return form;
  if (equal) return { value: { equal: true, amounts: value.amounts }, remembered: { ...value.amounts } };
  const amounts = Object.fromEntries(Object.keys(value.amounts).map((uuid) => [uuid, remembered[uuid] === undefined ? 1 : clampPercent(remembered[uuid])]));
  return { value: { equal: false, amounts }, remembered };
}

/**
 * The answer with one beneficiary's typed percentage, clamped to 0..100 (SPEC 5): whole digits as their number; a
 * decimal ('33.5' or '33,5') as that decimal, so the total and the chart show what the box shows and the split's
 * whole-number rule refuses it; anything else (empty) as 0.
 */
export function setPercent(value: SplitValue, uuid: string, typed: unknown): SplitValue {
  const decimal = typeof typed === 'string' && /^[0-9]*[.,][0-9]*$/.test(typed) && /[0-9]/.test(typed) ? Number(typed.replace(',', '.')) : null;
  const percent = decimal === null ? clampPercent(typed) : Math.min(100, Math.max(0, decimal));
  return { ...value, amounts: { ...value.amounts, [uuid]: percent } };
}

/** Each share's percentage as drawn: equal, 100 over the count; otherwise its own (0 when it has none). */
export function splitShares(value: SplitValue, order: readonly string[]): { uuid: string; percent: number }[] {
  return order.map((uuid) => ({ uuid, percent: value.equal ? 100 / order.length : (value.amounts[uuid] ?? 0) }));
}
