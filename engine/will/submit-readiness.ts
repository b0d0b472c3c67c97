import dashboardCopy from '../../schemas/copy/dashboard.json';
import { stepRoute } from '../dashboard/dashboard-cards';
import { stepsNeedingAttention, stepsToPass } from '../dashboard/dashboard-state';
import type { DraftWarning } from '../drafting/draft-document';
import { blockingChecks } from '../drafting/draft-checks';
import { interpolate } from '../steps/interpolate';
import { stepById, type Step, type StepId } from '../steps/steps';
import type { Will } from './will';

/** Why a will may not be submitted yet, tied to the step that puts it right. */
export type SubmitBlocker =
  | { reason: 'not_passed'; step: Step }
  | { reason: 'needs_attention'; step: Step }
  | { reason: 'check'; step: Step; check: DraftWarning };

/** The first thing to put right, as the API answers it and the screens show it. */
export interface NextStep {
  id: StepId;
  title: string;
  route: string;
  reason: SubmitBlocker['reason'];
  /** 'Finish About You first.', or 'Fix Estate first.' with what is wrong. */
  message: string;
}

const REASON_ORDER: readonly SubmitBlocker['reason'][] = ['not_passed', 'needs_attention', 'check'];

/**
 * Everything that stops the will being submitted on `today`, in step order (and within a step: not passed, then
 * needing attention, then failed checks): every required step, and guardians when there is a dependant, must be
 * passed (engine/dashboard/dashboard-state.ts); no passed step may need attention; and no check that the draft reports as
 * blocking may fail (engine/drafting/draft-checks.ts). Empty means the will may be paid for and submitted.
 */
export function submitBlockers(will: Will, today: string): SubmitBlocker[] {
  const blockers: SubmitBlocker[] = [
    ...stepsToPass(will, today).map((step) => ({ reason: 'not_passed' as const, step })),
    ...stepsNeedingAttention(will, today).map((step) => ({ reason: 'needs_attention' as const, step })),
    ...blockingChecks(will, today).map((check) => ({ reason: 'check' as const, step: stepById(check.step), check })),
  ];
  const rank = (b: SubmitBlocker) => b.step.number * REASON_ORDER.length + REASON_ORDER.indexOf(b.reason);
  return blockers.map((b, index) => ({ b, index })).sort((x, y) => rank(x.b) - rank(y.b) || x.index - y.index).map(({ b }) => b);
}

/** True when the will may be paid for, submitted or resubmitted on `today` (no submitBlockers). */
export function maySubmit(will: Will, today: string): boolean {
  return submitBlockers(will, today).length === 0;
}

const fixDetail = (blocker: SubmitBlocker): string | undefined => {
  if (blocker.reason === 'check') return blocker.check.message;
  if (blocker.reason === 'needs_attention') return (dashboardCopy.warnings as Record<string, string | undefined>)[blocker.step.id];
  return undefined;
};

/** What a blocker asks of the user, in the words of the dashboard's prerequisite hints. */
function blockerMessage(blocker: SubmitBlocker): string {
  if (blocker.reason === 'not_passed') return interpolate(dashboardCopy.waitingFor, { steps: blocker.step.title });
  const fix = interpolate(dashboardCopy.fixFirst, { step: blocker.step.title });
  const detail = fixDetail(blocker);
  return detail ? `${fix} ${detail}` : fix;
}

/** The first thing to put right before the will may be submitted on `today`, or null when it may be. */
export function nextStepToSubmit(will: Will, today: string): NextStep | null {
  const first = submitBlockers(will, today)[0];
  if (!first) return null;
  return { id: first.step.id, title: first.step.title, route: stepRoute(first.step.id), reason: first.reason, message: blockerMessage(first) };
}
