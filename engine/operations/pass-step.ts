import toasts from '../../schemas/copy/toasts.json';
import { canPass, passStep, stepById } from '../steps';
import type { StepOperation } from './operation-types';

/**
 * `steps.pass:<step id>` (ids of schemas/catalogue/steps.json): adds the step to passedSteps; refused with a toast
 * when a SPEC 4.1 prerequisite is not passed. Throws for a missing or unknown step id (a content error).
 */
export const passStepOperation: StepOperation = (will, { arg }) => {
  if (!arg) throw new Error('steps.pass needs a step id, as steps.pass:<id>');
  const step = stepById(arg);
  if (!canPass(will.passedSteps, step.number)) return { ok: false, toast: toasts.stepNotAvailable };
  return { ok: true, will: { ...will, passedSteps: passStep(will.passedSteps, step.number) } };
};
