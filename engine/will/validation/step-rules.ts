import { ENGAGED, needsPartner } from '../family/marital-status';
import { childrenToConfirm } from '../../products/mirror/mirror-children';
import { stepsBlockedByMirror } from '../../products/mirror/mirror-marker';
import { STEP_FAMILY, STEP_YOURSELF, canPass } from '../../steps/steps';
import type { Will } from '../will';
import { VALIDATION_MESSAGES as M, mergeFieldErrors, withFieldError, type FieldErrors } from './field-errors';
import { passedSectionErrors } from './section-rules';

const ABOUT_YOU_FIELDS = ['title', 'fullName', 'birthday', 'address', 'phoneNumber'] as const;

/**
 * Rules for passedSteps. Always: every passed step has its prerequisites, and a passed step 1 has a complete
 * About You. A will prefilled from a partner's (engine/products/mirror) passes no step still showing its notice, nor Family
 * while a copied child waits for its answer. Family (step 2) has a partner when the status needs one (and comc when Engaged) when this save passes
 * it (it is not in `previous.passedSteps`). Guardians, estate and executors are judged by their step's rule on
 * every save that passes them or changes a passed section (passedSectionErrors); a section left incomplete only by
 * removing a person, child or charity stays allowed (SPEC 4.1 needs_attention).
 */
export function stepErrors(will: Will, today: string, previous: Partial<Will>): FieldErrors {
  const passed = will.passedSteps ?? [];
  let errors: FieldErrors = {};
  if (passed.some((step) => !canPass(passed, step))) errors = withFieldError(errors, 'will.passedSteps', M.stepPrerequisite);
  const blocked = stepsBlockedByMirror(will);
  if (blocked.length > 0) {
    const waitingChild = blocked.includes(STEP_FAMILY) && childrenToConfirm(will).length > 0;
    errors = withFieldError(errors, 'will.passedSteps', waitingChild ? M.mirrorChildren : M.mirrorPrefilled);
  }

  if (passed.includes(STEP_YOURSELF)) {
    for (const field of ABOUT_YOU_FIELDS) {
      if (!will.userInfo?.[field]?.trim()) errors = withFieldError(errors, `will.userInfo.${field}`, M.required);
    }
  }
  if (passed.includes(STEP_FAMILY) && !(previous.passedSteps ?? []).includes(STEP_FAMILY)) errors = mergeFieldErrors(errors, familyErrors(will));
  return mergeFieldErrors(errors, passedSectionErrors(will, today, previous));
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
