import { stepVisible, stillComplete } from './dashboard-cards';
import { STEPS, STEP_YOURSELF, isPassed } from './steps';
import type { Will } from './will';

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
 * True when a passed step is no longer complete on `today`: by the catalogue's `complete` predicates
 * (schemas/catalogue/steps.json), which are guardians, estate and executors (SPEC 4.1, 4.2).
 */
export function needsAttention(will: Will, today: string): boolean {
  return STEPS.some((step) => isPassed(will.passedSteps, step.number) && !stillComplete(will, step, today));
}

/** True when every required step is passed, plus each conditional step that applies on `today` (guardians with a dependant). */
export function readyToSubmit(will: Will, today: string): boolean {
  return STEPS.filter((step) => step.type === 'required' || (step.type === 'conditional' && stepVisible(will, step, today))).every((step) =>
    isPassed(will.passedSteps, step.number),
  );
}

/** The dashboard sidebar state: the first of SPEC 4.1's seven that applies to the will and its submission. */
export function sidebarState(will: Will, status: SubmissionStatus, today: string): SidebarState {
  const state = status.submissionState ?? null;
  if (state === 'DELIVERED') return 'delivered';
  if (state === 'NEEDS_USER_ATTENTION') return 'reviewed_needs_attention';
  if (needsAttention(will, today)) return 'needs_attention';
  if (state === 'NEW' || state === 'CANCELLED' || status.paid === true) return 'in_review';
  if (readyToSubmit(will, today)) return 'ready_to_submit';
  if (isPassed(will.passedSteps, STEP_YOURSELF)) return 'in_progress';
  return 'started';
}
