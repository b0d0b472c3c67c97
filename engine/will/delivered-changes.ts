import { answersByStep } from '../review/answers-by-step';
import { diffAnswers } from '../review/answers-diff';
import type { StepId } from '../steps/steps';
import type { Will } from './will';

/** A section (one of the nine steps) whose answers differ from the delivered will's. */
export type ChangedSection = { step: StepId; title: string };

/**
 * The sections in which the will as it stands differs from the delivered one (SPEC 1: the user may
 * resubmit after changes), in step order; empty when the delivered will still matches every answer. The rule is the
 * legal team's "what changed" view (engine/review/answers-diff.ts), so the user and the reviewer name the same
 * sections. Pure.
 */
export function deliveredChanges(delivered: Will, current: Will): ChangedSection[] {
  return diffAnswers(answersByStep(delivered), answersByStep(current)).map(({ step, title }) => ({ step, title }));
}
