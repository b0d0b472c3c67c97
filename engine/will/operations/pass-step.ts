import toasts from '../../../schemas/copy/toasts.json';
import { canPass, passStep, stepById } from '../../steps/steps';
import { unpassUnfinished } from '../validation/section-rules';
import { markStepSaved } from '../../products/mirror/mirror-marker';
import type { StepOperation } from './operation-types';

/**
 * `steps.pass:<step id>` (ids of schemas/catalogue/steps.json): adds the step to passedSteps; refused with a toast
 * when a SPEC 4.1 prerequisite is not passed. Throws for a missing or unknown step id (a content error). The user
 * saving the step's last screen is their own save of it: a mirror will's prefilled notice for it goes.
 */
export const passStepOperation: StepOperation = (will, { arg }) => {
  if (!arg) throw new Error('steps.pass needs a step id, as steps.pass:<id>');
  const step = stepById(arg);
  if (!canPass(will.passedSteps, step.number)) return { ok: false, toast: toasts.stepNotAvailable };
  const saved = markStepSaved(will, step.number);
  return { ok: true, will: { ...saved, passedSteps: passStep(will.passedSteps, step.number) } };
};

/**
 * `steps.unpassUnfinished:<step id>`: a flow action on the screens that edit a passed step's section one part at a
 * time (a new beneficiary at 0%, executors cleared before the trustee terms). While the section fails the step's
 * rule the step is not passed, so every save is judged as the server judges it (engine/will/validation/section-rules.ts);
 * the step's last screen passes it again. A section that is complete keeps its step passed.
 */
export const unpassUnfinishedOperation: StepOperation = (will, { arg, today }) => {
  if (!arg) throw new Error('steps.unpassUnfinished needs a step id, as steps.unpassUnfinished:<id>');
  return { ok: true, will: unpassUnfinished(will, stepById(arg).number, today) };
};
