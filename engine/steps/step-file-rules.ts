import { isValidIsoDate } from '../will/about-you/date-validity';
import { isAdult } from '../will/about-you/age';
import { substituteComplete } from '../will/estate/substitutes';
import { isCharityNumber } from '../will/estate/charity-number';
import { describesGift } from '../will/gifts/gift-description';
import { normalisePostcode } from '../will/about-you/postcode';
import type { SplitValue, SubstituteValue } from './step-views';
import { splitProblems, type PercentSplit, type SplitProblems } from '../will/estate/split-rules';

export type StepRuleContext = { today: string };
export type StepRule = {
  /** Whether the value passes. */
  test: (value: unknown, context: StepRuleContext) => boolean;
  /** True for rules about presence, judged on empty values too; other rules leave an empty value to `required`. */
  judgesEmpty?: boolean;
  /**
   * For a rule about the items of a value: the paths inside it (`amounts.<uuid>`) of the items that fail, so each
   * error sits on its own item. A failing value with none listed is reported on the field itself.
   */
  failingItems?: (value: unknown) => string[];
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
  /** A list question answered with at least one item; like `filled`, judged only while the question is shown. */
  chosen: { test: (value) => Array.isArray(value) && value.length > 0, judgesEmpty: true },
  /** SPEC 5 (engine/will/estate/split-rules.ts): a percentage split totals exactly 100 (an equal split always does). */
  splitTotal: { test: (value) => splitProblems(asSplit(value)).total === null },
  /** SPEC 5: every share of a percentage split is at least 1%; each share under 1% is reported on its own. */
  splitShares: splitShareRule('estateShareZero'),
  /** SPEC 5: every share of a percentage split is a whole number; each share typed with a decimal is reported on its own. */
  splitWhole: splitShareRule('invalid'),
  /**
   * Every item of a map of answers (`{uuid: answer}`) is answered: each one still empty is reported on its own item
   * (a mirror will's copied children, each asked whether they are also the user's child).
   */
  answeredEach: {
    test: (value) => unansweredItems(value).length === 0,
    judgesEmpty: true,
    failingItems: (value) => unansweredItems(value),
  },
  /** A gift's description says more than its starter text in any language ('My ', 'All of my ', 'Fy ', 'Fy holl '). */
  describesGift: { test: (value) => typeof value === 'string' && describesGift(value) },
  /** A part of a group kept apart (an address's manual parts): filled in once the group is kept; absent is not asked. */
  partFilled: { test: (value) => value === undefined || !isEmpty(value), judgesEmpty: true },
  /** A UK postcode typed by hand, checked as the address lookup checks it (engine/will/about-you/postcode.ts). */
  postcode: { test: (value) => typeof value === 'string' && normalisePostcode(value) !== null },
  /** A registered charity number in a form the UK registers issue (blank allowed: it is optional). */
  charityNumber: { test: (value) => typeof value === 'string' && isCharityNumber(value) },
  /** SPEC 5: every person's substitute choice is complete. */
  substitutesChosen: {
    test: (value) => {
      const { shareCount, choices } = value as SubstituteValue;
      return choices.every((c) => substituteComplete({ amount: 0, beneficiary: { type: 'person', uuid: c.uuid }, substituteType: c.substituteType, substitutes: c.substitutes }, shareCount));
    },
  },
};

function unansweredItems(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).filter(([, answer]) => isEmpty(answer)).map(([key]) => key);
}

/** The split screen's answer as the split rules read it. */
function asSplit(value: unknown): PercentSplit {
  const split = value as SplitValue;
  return { equal: split.equal === true, amounts: Object.fromEntries(Object.entries(split.amounts ?? {}).map(([uuid, n]) => [uuid, Number(n)])) };
}

/** A rule over the split's shares that fails, item by item, where splitProblems gives a share `problem`. */
function splitShareRule(problem: SplitProblems['shares'][string]): StepRule {
  const failing = (value: unknown) => Object.entries(splitProblems(asSplit(value)).shares).filter(([, p]) => p === problem).map(([uuid]) => `amounts.${uuid}`);
  return { test: (value) => failing(value).length === 0, failingItems: failing };
}

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
 * The failing rules of a step for its form data, as field path to the rule keys (`rule:field`) that failed (an
 * item rule's failures at each failing item's path, `split.amounts.<uuid>`).
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
    if (rule.test(value, context)) continue;
    const items = rule.failingItems?.(value) ?? [];
    for (const path of items.length ? items.map((item) => `${field}.${item}`) : [field]) (failed[path] ??= []).push(key);
  }
  return failed;
}
