import { transition } from 'xstate';
import { onboardingExits, onboardingMachine, type OnboardingContext } from './onboarding.machine';
import type { OnboardingAnswers } from '../engine/onboarding-rules';

export type OnboardingStepId = keyof typeof onboardingMachine.states;

/** The step ids of the flow in the order a visitor can meet them. */
export const onboardingStepIds = Object.keys(onboardingMachine.states).filter(
  (id) => !(id in onboardingExits),
) as OnboardingStepId[];

/**
 * Where the visitor goes after answering `stepId`: the next step id, or an exit when onboarding is finished.
 * The URL is where the user is, so the snapshot is rebuilt from the step and the answers kept so far.
 */
export function nextOnboardingStep(
  stepId: string,
  context: OnboardingContext,
  answers: OnboardingAnswers,
): { stepId: string } | { exit: keyof typeof onboardingExits; answers: OnboardingAnswers } {
  const snapshot = onboardingMachine.resolveState({ value: stepId, context });
  const [after] = transition(onboardingMachine, snapshot, { type: 'step.next', answers });
  const value = String(after.value);
  if (after.status === 'done') return { exit: value as keyof typeof onboardingExits, answers: after.context.answers };
  return { stepId: value };
}
