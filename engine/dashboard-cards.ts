import { estateComplete, executorsComplete, guardiansComplete } from './completeness';
import { hasDependants } from './people';
import { STEPS, STEP_ESTATE, STEP_EXECUTORS, STEP_GUARDIANS, canPass, isPassed, type Step } from './steps';
import type { Will } from './will';

export type CardMark = 'tick' | 'half' | 'none';
export type CardAction = 'get_started' | 'edit' | 'fix';

export interface DashboardCard {
  step: Step;
  /** Guardians shows only when a dependant exists. */
  visible: boolean;
  mark: CardMark;
  action: CardAction;
  /** Get Started stays disabled until the step's prerequisites are passed. */
  disabled: boolean;
}

/** True when a passed step with a completeness rule (guardians, estate, executors) is still complete. */
function stillComplete(will: Will, step: number, today: string): boolean {
  if (step === STEP_GUARDIANS) return guardiansComplete(will, today);
  if (step === STEP_ESTATE) return estateComplete(will);
  if (step === STEP_EXECUTORS) return executorsComplete(will);
  return true;
}

/**
 * SPEC 2.5 card for one step: not passed gives Get Started (disabled until prerequisites pass); passed and complete
 * a tick and Edit; passed but incomplete gives Fix, with a half-complete mark for estate and executors.
 */
export function dashboardCard(will: Will, step: Step, today: string): DashboardCard {
  const visible = step.number !== STEP_GUARDIANS || hasDependants(will, today);
  if (!isPassed(will.passedSteps, step.number)) {
    return { step, visible, mark: 'none', action: 'get_started', disabled: !canPass(will.passedSteps, step.number) };
  }
  if (stillComplete(will, step.number, today)) return { step, visible, mark: 'tick', action: 'edit', disabled: false };
  const half = step.number === STEP_ESTATE || step.number === STEP_EXECUTORS;
  return { step, visible, mark: half ? 'half' : 'none', action: 'fix', disabled: false };
}

/** The nine dashboard cards in step order (hidden ones included, with visible false). */
export function dashboardCards(will: Will, today: string): DashboardCard[] {
  return STEPS.map((step) => dashboardCard(will, step, today));
}
