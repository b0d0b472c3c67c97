import toasts from '../../schemas/copy/toasts.json';
import { stepPredicates } from '../step-predicates';
import type { StepOperation } from './operation-types';
import { passStepOperation } from './pass-step';

/** SPEC 4.3 family save: refused with 'You need to add partner' when the status needs a partner and none exists; otherwise passes step 2. */
export const familySave: StepOperation = (will, input) => {
  if (stepPredicates['family.needsPartner']!({ will, today: input.today })) return { ok: false, toast: toasts.noPartner };
  return passStepOperation(will, { ...input, arg: 'family' });
};
