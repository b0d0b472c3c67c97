import toasts from '../../../schemas/copy/toasts.json';
import { stepPredicates } from '../../steps/step-predicates';
import { childrenToConfirm } from '../../products/mirror/mirror-children';
import type { StepOperation } from './operation-types';
import { passStepOperation } from './pass-step';

/**
 * SPEC 4.3 family save: refused with 'You need to add partner' when the status needs a partner and none exists;
 * otherwise passes step 2. A mirror will whose copied children wait for "is this also your child?" is
 * not passed yet: the flow asks that next, and that screen passes the step.
 */
export const familySave: StepOperation = (will, input) => {
  if (stepPredicates['family.needsPartner']!({ will, today: input.today })) return { ok: false, toast: toasts.noPartner };
  if (childrenToConfirm(will).length > 0) return { ok: true, will };
  return passStepOperation(will, { ...input, arg: 'family' });
};
