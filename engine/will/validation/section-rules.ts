import { deepEqual } from 'fast-equals';
import { estateComplete, executorsComplete, guardiansComplete } from '../completeness';
import { normaliseSave } from '../normalise-save';
import { STEP_ESTATE, STEP_EXECUTORS, STEP_GUARDIANS, isPassed } from '../../steps/steps';
import type { Will } from '../will';
import { estateSplitErrors, substituteErrors } from './estate-rules';
import { VALIDATION_MESSAGES as M, mergeFieldErrors, type FieldErrors } from './field-errors';

/** A step that vouches for a section of the will once passed (SPEC 4.1 needs_attention), and the step's own rule. */
export interface SectionRule {
  step: number;
  /** The will's fields the step writes. */
  fields: readonly (keyof Will)[];
  /** The step's rule on them: field errors, none when the section is complete (SPEC 4.2). */
  errors: (will: Will, today: string) => FieldErrors;
}

function unless(complete: boolean, field: string, message: string): FieldErrors {
  return complete ? {} : { [field]: [message] };
}

function estateErrors(will: Will): FieldErrors {
  if (estateComplete(will)) return {};
  const detail = mergeFieldErrors(estateSplitErrors(will), substituteErrors(will));
  return Object.keys(detail).length > 0 ? detail : { 'will.estate': [M.estateSubstitutes] };
}

/** Guardians (step 3), estate (step 5) and executors (step 6): the steps whose sections SPEC 4.2 calls complete or not. */
const SECTION_RULES: readonly SectionRule[] = [
  { step: STEP_GUARDIANS, fields: ['guardians'], errors: (will, today) => unless(guardiansComplete(will, today), 'will.guardians', M.required) },
  { step: STEP_ESTATE, fields: ['estate', 'estate_split_type'], errors: estateErrors },
  { step: STEP_EXECUTORS, fields: ['executors'], errors: (will) => unless(executorsComplete(will), 'will.executors', M.executorsRequired) },
];

/** The rule of step `step`, or undefined for a step that vouches for no section. */
function sectionRuleOf(step: number): SectionRule | undefined {
  return SECTION_RULES.find((rule) => rule.step === step);
}

function sectionOf(will: Partial<Will>, fields: readonly (keyof Will)[]): unknown[] {
  return fields.map((field) => will[field]);
}

/**
 * True when `will` (normalised) holds the section of `rule` exactly as `previous` held it once this save's records
 * are applied: what deleting a person, child or charity does to it (normaliseSave drops what names the missing
 * record, as cascade-removal does). Such a section may be incomplete (needs_attention); any other change may not.
 */
function sectionCarriedOver(rule: SectionRule, will: Will, previous: Partial<Will>): boolean {
  const carried = { ...will, ...Object.fromEntries(rule.fields.map((field) => [field, previous[field]])) } as Will;
  return deepEqual(sectionOf(normaliseSave(carried), rule.fields), sectionOf(will, rule.fields));
}

/**
 * SPEC 4.1 and 4.2: every step of SECTION_RULES passed in `will` (normalised) is judged by its rule, whichever client
 * saves, unless the step was passed in `previous` (the stored will) and its section is carried over unchanged but for
 * removed records, which leaves it needs_attention. So a first pass, an edit of a passed section and a doubled
 * split are refused alike; deleting a beneficiary after passing the estate is not.
 */
export function passedSectionErrors(will: Will, today: string, previous: Partial<Will>): FieldErrors {
  let errors: FieldErrors = {};
  for (const rule of SECTION_RULES) {
    if (!isPassed(will.passedSteps, rule.step)) continue;
    if (isPassed(previous.passedSteps, rule.step) && sectionCarriedOver(rule, will, previous)) continue;
    errors = mergeFieldErrors(errors, rule.errors(will, today));
  }
  return errors;
}

/** `will` with step `step` unpassed while its section fails the step's rule: an edit in progress, finished by passing it again. */
export function unpassUnfinished(will: Will, step: number, today: string): Will {
  const rule = sectionRuleOf(step);
  if (!rule || !isPassed(will.passedSteps, step) || Object.keys(rule.errors(will, today)).length === 0) return will;
  return { ...will, passedSteps: (will.passedSteps ?? []).filter((passed) => passed !== step) };
}
