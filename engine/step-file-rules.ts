import { isValidIsoDate } from './date-validity';
import { isAdult } from './age';

export type StepRuleContext = { today: string };
export type StepRule = (value: unknown, context: StepRuleContext) => boolean;

/**
 * The named rules a step file can ask for (`"rules": ["validDate:birthday"]`) where JSON Schema cannot say it.
 * Each answers whether a filled-in value passes; an empty value is the `required` keyword's business.
 */
export const stepRules: Record<string, StepRule> = {
  validDate: (value, { today }) => typeof value === 'string' && isValidIsoDate(value, today),
  adult: (value, { today }) => typeof value === 'string' && isValidIsoDate(value, today) && isAdult(value, today),
};

/** The failing rules of a step for its form data, as field name to the rule keys (`rule:field`) that failed. */
export function failingRules(rules: readonly string[], data: Record<string, unknown>, context: StepRuleContext): Record<string, string[]> {
  const failed: Record<string, string[]> = {};
  for (const key of rules) {
    const [name = '', field = ''] = key.split(':');
    const value = data[field];
    if (value === undefined || value === null || value === '') continue;
    const rule = stepRules[name];
    if (rule && !rule(value, context)) (failed[field] ??= []).push(key);
  }
  return failed;
}
