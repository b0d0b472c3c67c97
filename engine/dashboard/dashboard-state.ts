import { stepVisible, stillComplete } from './dashboard-cards';
import { STEPS, STEP_YOURSELF, isPassed, type Step } from '../steps/steps';
import type { Will } from '../will/will';

export type SubmissionState = 'NEW' | 'CANCELLED' | 'DELIVERED' | 'NEEDS_USER_ATTENTION';

/** The seven dashboard sidebar states of SPEC 4.1, in the order they are evaluated. */
export const SIDEBAR_STATES = [
  'delivered',
  'reviewed_needs_attention',
  'needs_attention',
  'in_review',
  'ready_to_submit',
  'in_progress',
  'started',
] as const;

export type SidebarState = (typeof SIDEBAR_STATES)[number];

export interface SubmissionStatus {
  submissionState?: SubmissionState | null;
  paid?: boolean;
}

/**
 * The passed steps no longer complete on `today`, in step order: by the catalogue's `complete` predicates
 * (schemas/catalogue/steps.json), which are guardians, estate and executors (SPEC 4.1, 4.2).
 */
export function stepsNeedingAttention(will: Will, today: string): Step[] {
  return STEPS.filter((step) => isPassed(will.passedSteps, step.number) && !stillComplete(will, step, today));
}

/** True when a passed step is no longer complete on `today` (see stepsNeedingAttention). */
export function needsAttention(will: Will, today: string): boolean {
  return stepsNeedingAttention(will, today).length > 0;
}

/** The required steps not passed yet, plus each conditional step that applies on `today` (guardians with a dependant), in step order. */
export function stepsToPass(will: Will, today: string): Step[] {
  return STEPS.filter((step) => step.type === 'required' || (step.type === 'conditional' && stepVisible(will, step, today))).filter(
    (step) => !isPassed(will.passedSteps, step.number),
  );
}

/** True when every required step is passed, plus each conditional step that applies on `today` (see stepsToPass). */
export function readyToSubmit(will: Will, today: string): boolean {
  return stepsToPass(will, today).length === 0;
}

/** True when the will was paid for or is with the legal team: every step it needs was passed when it was submitted. */
export function wasSubmitted(status: SubmissionStatus): boolean {
  return status.submissionState === 'NEW' || status.submissionState === 'CANCELLED' || status.paid === true;
}

/**
 * The dashboard sidebar state: the first of SPEC 4.1's seven that applies to the will and its submission. A will
 * paid for or submitted that no longer has every step it needs passed (a section lost its answers) needs attention,
 * whatever its payment state: it cannot be checked or delivered as it stands.
 */
export function sidebarState(will: Will, status: SubmissionStatus, today: string): SidebarState {
  const state = status.submissionState ?? null;
  if (state === 'DELIVERED') return 'delivered';
  if (state === 'NEEDS_USER_ATTENTION') return 'reviewed_needs_attention';
  if (needsAttention(will, today) || (wasSubmitted(status) && !readyToSubmit(will, today))) return 'needs_attention';
  if (state === 'NEW' || state === 'CANCELLED' || status.paid === true) return 'in_review';
  if (readyToSubmit(will, today)) return 'ready_to_submit';
  if (isPassed(will.passedSteps, STEP_YOURSELF)) return 'in_progress';
  return 'started';
}
