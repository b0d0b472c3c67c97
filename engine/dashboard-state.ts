import { estateComplete, executorsComplete, guardiansComplete } from './completeness';
import { hasDependants } from './people';
import { STEP_ESTATE, STEP_EXECUTORS, STEP_GUARDIANS, STEP_YOURSELF, isPassed, stepsOfType } from './steps';
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

/** True when guardians, estate or executors was passed but is no longer complete on `today`. */
export function needsAttention(will: Will, today: string): boolean {
  const passed = will.passedSteps;
  return (
    (isPassed(passed, STEP_GUARDIANS) && !guardiansComplete(will, today)) ||
    (isPassed(passed, STEP_ESTATE) && !estateComplete(will)) ||
    (isPassed(passed, STEP_EXECUTORS) && !executorsComplete(will))
  );
}

/** True when every required step is passed, plus guardians when a dependant exists on `today`. */
export function readyToSubmit(will: Will, today: string): boolean {
  const needed = [...stepsOfType('required'), ...(hasDependants(will, today) ? [STEP_GUARDIANS] : [])];
  return needed.every((step) => isPassed(will.passedSteps, step));
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
