import { answerMirrorChild, childrenToConfirm } from './mirror-children';
import type { SourceItem } from '../../steps/step-sources';
import type { StepView } from '../../steps/views/step-view';
import type { Will } from '../../will/will';

/** The copied children waiting for "is this also your child?", each named, in the order they were copied. */
export function childrenToConfirmItems(will: Will): SourceItem[] {
  return childrenToConfirm(will).map((uuid) => ({ uuid, kind: 'child', label: will.children?.[uuid]?.fullName ?? '' }));
}

/**
 * The children question as a form answers it: each waiting child's uuid to true (also the user's child), false (a
 * relation) or null (not answered yet). Writing applies each answer given; a child left unanswered keeps waiting.
 */
export const mirrorChildAnswers: StepView = {
  read: (will) => Object.fromEntries(childrenToConfirm(will).map((uuid) => [uuid, null])),
  write: (will, value) => {
    const answers = value && typeof value === 'object' ? Object.entries(value as Record<string, unknown>) : [];
    return answers.reduce((next, [uuid, alsoMine]) => (typeof alsoMine === 'boolean' ? answerMirrorChild(next, uuid, alsoMine) : next), will);
  },
  empty: {},
};
