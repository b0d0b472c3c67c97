import { estateComplete, executorsComplete, guardiansComplete } from '../completeness';
import { ENGAGED, needsPartner } from '../marital-status';
import { STEP_ESTATE, STEP_EXECUTORS, STEP_FAMILY, STEP_GUARDIANS, STEP_YOURSELF, canPass } from '../steps';
import type { Will } from '../will';
import { estateSplitErrors, substituteErrors } from './estate-rules';
import { VALIDATION_MESSAGES as M, mergeFieldErrors, withFieldError, type FieldErrors } from './field-errors';

const ABOUT_YOU_FIELDS = ['title', 'fullName', 'birthday', 'address', 'phoneNumber'] as const;

/**
 * Rules for passedSteps. Always: every passed step has its prerequisites, and a passed step 1 has a complete
 * About You. Only for steps passed by this save (not in `previouslyPassed`): family has a partner when the status
 * needs one (and comc when Engaged), and guardians, estate and executors are complete. Completeness is not
 * re-checked for steps already passed, because removing a person may leave them incomplete (SPEC 4.1 needs_attention).
 */
export function stepErrors(will: Will, today: string, previouslyPassed: readonly number[]): FieldErrors {
  const passed = will.passedSteps ?? [];
  let errors: FieldErrors = {};
  if (passed.some((step) => !canPass(passed, step))) errors = withFieldError(errors, 'will.passedSteps', M.stepPrerequisite);

  if (passed.includes(STEP_YOURSELF)) {
    for (const field of ABOUT_YOU_FIELDS) {
      if (!will.userInfo?.[field]?.trim()) errors = withFieldError(errors, `will.userInfo.${field}`, M.required);
    }
  }
  const newly = new Set(passed.filter((step) => !previouslyPassed.includes(step)));
  if (newly.has(STEP_FAMILY)) errors = mergeFieldErrors(errors, familyErrors(will));
  if (newly.has(STEP_GUARDIANS) && !guardiansComplete(will, today)) errors = withFieldError(errors, 'will.guardians', M.required);
  if (newly.has(STEP_ESTATE) && !estateComplete(will)) {
    const detail = mergeFieldErrors(estateSplitErrors(will), substituteErrors(will));
    errors = mergeFieldErrors(errors, Object.keys(detail).length > 0 ? detail : { 'will.estate': [M.estateSubstitutes] });
  }
  if (newly.has(STEP_EXECUTORS) && !executorsComplete(will)) errors = withFieldError(errors, 'will.executors', M.executorsRequired);
  return errors;
}

function familyErrors(will: Will): FieldErrors {
  const status = will.maritalStatus;
  let errors: FieldErrors = {};
  if (!status) return withFieldError(errors, 'will.maritalStatus.id', M.required);
  if (needsPartner(status.id) && !(will.partner && will.relations?.[will.partner])) {
    errors = withFieldError(errors, 'will.partner', M.noPartner);
  }
  if (status.id === ENGAGED && typeof status.comc !== 'boolean') errors = withFieldError(errors, 'will.maritalStatus.comc', M.comcRequired);
  return errors;
}
