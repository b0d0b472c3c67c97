import { stepVisible } from '../dashboard/dashboard-cards';
import { STEPS, STEP_FUNERAL_WISHES, STEP_GIFTS, isPassed } from './steps';
import type { Will } from '../will/will';

/** Optional steps SPEC 4.1 counts once passed; other wishes (9) is never counted. */
const COUNTED_WHEN_PASSED: readonly number[] = [STEP_FUNERAL_WISHES, STEP_GIFTS];

/**
 * The steps counted on the dashboard (SPEC 4.1): the required steps, each conditional step whose catalogue
 * `visibleIf` holds on `today` (guardians: a dependant exists), and funeral wishes and gifts once passed.
 */
export function countedSteps(will: Will, today: string): number[] {
  return STEPS.filter((step) => {
    if (step.type === 'required') return true;
    if (step.type === 'conditional') return stepVisible(will, step, today);
    return COUNTED_WHEN_PASSED.includes(step.number) && isPassed(will.passedSteps, step.number);
  }).map((step) => step.number);
}

/** Y of the dashboard's 'X of Y Completed': required steps + 1 with dependants + 1 if step 7 passed + 1 if step 8 passed. */
export function availableStepCount(will: Will, today: string): number {
  return countedSteps(will, today).length;
}

/** X of 'X of Y Completed': how many counted steps are passed. */
export function completedStepCount(will: Will, today: string): number {
  return countedSteps(will, today).filter((step) => isPassed(will.passedSteps, step)).length;
}

/**
 * The steps ticked on the dashboard that 'X of Y Completed' leaves out (other wishes, which is never counted; a
 * conditional step passed while it applied that no longer does), in step order, so the header can say so.
 */
export function passedStepsNotCounted(will: Will, today: string): number[] {
  const counted = countedSteps(will, today);
  return STEPS.map((step) => step.number).filter((step) => isPassed(will.passedSteps, step) && !counted.includes(step));
}
