import { hasDependants } from './people';
import { STEP_FUNERAL_WISHES, STEP_GIFTS, STEP_GUARDIANS, isPassed, stepsOfType } from './steps';
import type { Will } from './will';

/**
 * The steps counted on the dashboard (SPEC 4.1): the required steps, guardians when a dependant exists on `today`,
 * and funeral wishes and gifts once passed. Other wishes (9) is never counted, as SPEC 4.1 states.
 */
export function countedSteps(will: Will, today: string): number[] {
  const counted: number[] = stepsOfType('required');
  if (hasDependants(will, today)) counted.push(STEP_GUARDIANS);
  for (const optional of [STEP_FUNERAL_WISHES, STEP_GIFTS]) {
    if (isPassed(will.passedSteps, optional)) counted.push(optional);
  }
  return counted.sort((a, b) => a - b);
}

/** Y of the dashboard's 'X of Y Completed': required steps + 1 with dependants + 1 if step 7 passed + 1 if step 8 passed. */
export function availableStepCount(will: Will, today: string): number {
  return countedSteps(will, today).length;
}

/** X of 'X of Y Completed': how many counted steps are passed. */
export function completedStepCount(will: Will, today: string): number {
  return countedSteps(will, today).filter((step) => isPassed(will.passedSteps, step)).length;
}
