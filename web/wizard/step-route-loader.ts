import { loadStepFile } from './step-file-loader';
import { preloadStep } from './kinds/lazy-form-kinds';
import { flowMoves, isPublic } from './flows';
import { loadPanels } from './step-panels';
import { loadApiSource } from './api-source';

/**
 * The loader of a step's route (web/routes.tsx; it comes with the step screen's code, so the app's entry does not
 * carry it): the router keeps the page the user is on until everything drawing the step needs is in (the step's
 * file, and for a form its kinds, its validator and the estate fields it names; the flows, but for a public question,
 * which needs them only to move on; the API sources when it names one and the panels its `instead` names; for a modal opened from its address, the page drawn under it), so the step's heading and fields appear together, with no spinner in between. Every
 * promise is cached: a step whose code is in costs nothing.
 */
export async function loadStepRoute(stepId: string): Promise<null> {
  const needs = async (id: string) => {
    const step = await loadStepFile(id);
    if (!step) return;
    await Promise.all([
      preloadStep(step),
      loadPanels(step),
      loadApiSource(step),
      isPublic(step) ? null : flowMoves.load(),
      step.presentation === 'modal' && step.parent ? needs(step.parent) : null,
    ]);
  };
  await needs(stepId);
  return null;
}
