import { useMemo } from 'react';
import type { StepFile } from '../../engine/steps/step-file';
import type { StepDocument } from '../../engine/steps/binding/step-document';
import { writeSlice } from '../../engine/steps/binding/step-slice';
import { runOperation } from '../../engine/steps/step-operations';
import type { Will } from '../../engine/will/will';
import { useSession } from '../session/session-context';
import { loadMarkers } from '../onboarding/onboarding-storage';
import { pageConfig } from '../will/page-config';
import { flowMoves } from './flows';
import { heldChoice, type HeldChoice } from './held-choice';
import { useStepFile } from './step-file-loader';
import { useHydrated } from '../ui/use-hydrated';

type Moves = NonNullable<ReturnType<typeof flowMoves.loaded>>;

const storedWills = new WeakMap<StepDocument, Will>();

/** The stored will under a document that shows a held choice, or the document's own will: what a save compares with. */
export const storedWillOf = (document: StepDocument): Will => storedWills.get(document) ?? document.will;

/**
 * The will as the held choice makes it (./held-choice): on the choice's own screen, its answer written back; on the
 * flow's later screens, that and everything moving on from it does (its commit and its flow actions, such as SPEC
 * 4.3's executor reset), the same pipeline a save runs (./use-step-run), applied here in memory only.
 */
export function heldWill(choiceStep: StepFile, stepId: string, document: StepDocument, held: HeldChoice, today: string, moves: Moves): Will {
  let will = writeSlice(choiceStep, document, held.params, held.data).will;
  if (stepId === held.stepId) return will;
  if (choiceStep.commit) {
    const result = runOperation(choiceStep.commit, will, { params: held.params, today, data: held.data });
    if (result.ok) will = result.will;
  }
  const context = { will, today, answers: {}, markers: loadMarkers(), config: pageConfig() };
  return moves.nextDestination(held.stepId, { type: 'step.next', data: held.data, params: held.params }, context, held.params).will;
}

/**
 * The document a step of a flow shows while a choice of that flow is held: the stored will as the choice makes it.
 * A modal (an add screen) edits the stored will itself, so what it saves carries no held choice. Null while the
 * choice's step file loads.
 */
export function useHeldDocument(step: StepFile, document: StepDocument | null, today: string): StepDocument | null {
  const owner = useSession().user?.hashid;
  const moves = flowMoves.loaded();
  // Read again whenever the stored will changes (a save by a screen of the flow drops the choice). It is this tab's:
  // read once a page drawn on the server has hydrated (../ui/use-hydrated).
  const hydrated = useHydrated();
  const held = useMemo(() => (document && hydrated ? heldChoice(owner) : null), [owner, document, hydrated]);
  const applies = Boolean(held && moves && step.presentation !== 'modal' && moves.inFlow.has(step.id) && moves.flowOf(step.id) === held.flow);
  const { step: choiceStep, pending } = useStepFile(applies ? held!.stepId : undefined);
  return useMemo(() => {
    if (!applies || !document) return document;
    if (pending || !choiceStep) return pending ? null : document;
    const shown = { ...document, will: heldWill(choiceStep, step.id, document, held!, today, moves!) };
    storedWills.set(shown, document.will);
    return shown;
  }, [applies, document, pending, choiceStep, step.id, held, today, moves]);
}
