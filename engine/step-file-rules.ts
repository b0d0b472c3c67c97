import { isValidIsoDate } from './date-validity';
import { isAdult } from './age';

export type StepRuleContext = { today: string };
export type StepRule = {
  /** Whether the value passes. */
  test: (value: unknown, context: StepRuleContext) => boolean;
  /** True for rules about presence, judged on empty values too; other rules leave an empty value to `required`. */
  judgesEmpty?: boolean;
};

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The named rules a step file can ask for (`"rules": ["validDate:birthday"]`) where JSON Schema cannot say it.
 * `filled` makes a field required only while it is shown (a question hidden by `visibleIf` is never judged).
 */
export const stepRules: Record<string, StepRule> = {
  validDate: { test: (value, { today }) => typeof value === 'string' && isValidIsoDate(value, today) },
  adult: { test: (value, { today }) => typeof value === 'string' && isValidIsoDate(value, today) && isAdult(value, today) },
  filled: { test: (value) => !isEmpty(value), judgesEmpty: true },
};

/** The value at a dotted path (`value.address`) of form data. */
function valueAt(data: Record<string, unknown>, path: string): unknown {
  let value: unknown = data;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * The failing rules of a step for its form data, as field path to the rule keys (`rule:field`) that failed.
 * Throws for a rule name the engine does not have (the content check rules that out for shipped step files).
 */
export function failingRules(rules: readonly string[], data: Record<string, unknown>, context: StepRuleContext): Record<string, string[]> {
  const failed: Record<string, string[]> = {};
  for (const key of rules) {
    const [name = '', field = ''] = key.split(':');
    const rule = stepRules[name];
    if (!rule) throw new Error(`Unknown step rule "${name}"`);
    const value = valueAt(data, field);
    if (!rule.judgesEmpty && isEmpty(value)) continue;
    if (!rule.test(value, context)) (failed[field] ??= []).push(key);
  }
  return failed;
}
