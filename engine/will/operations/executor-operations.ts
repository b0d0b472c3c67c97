import { chooseExecutorCategory, resetExecutorStep } from '../executors/executors';
import type { StepOperation } from './operation-types';

/**
 * `executors.choose` (SPEC 4.3): applies the category the choose step wrote into the will (friends and family
 * drops the trustee, trustees alone clears every executor, hybrid keeps the people). A will with no category
 * chosen is left as it is: the step's schema requires one.
 */
export const chooseCategory: StepOperation = (will) => {
  const category = will.executorCategory;
  return { ok: true, will: category ? chooseExecutorCategory(will, category) : will };
};

/** `executors.resetStep` (SPEC 2.2): the executor sub-step back to 0 as the executor screens open. */
export const resetStep: StepOperation = (will) => ({ ok: true, will: resetExecutorStep(will) });
