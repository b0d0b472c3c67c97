import { useState } from 'react';
import type { Will } from '../engine/will';
import { storeAnswers, clearAnswers } from '../web/onboarding/onboarding-storage';
import { stepFile } from '../web/wizard/step-files';
import { createStepRouter, StepHarness } from '../web/wizard/test-harness';
import type { StepState } from './step-states';
import { storySetup } from './step-story-setup';

export type StepStoryProps = {
  /** The step file drawn, by id. */
  stepId: string;
  state: StepState;
  /** Called with every will the screen saves (the in-memory store keeps it). */
  onSave?: (will: Will) => void;
};

/**
 * One step as the app draws it: the real step routes (a modal over its parent page) in a memory router at the
 * step's URL, over a fake session and an in-memory will (see storySetup). Error shows every error at once.
 */
export function StepStoryHarness({ stepId, state, onSave }: StepStoryProps) {
  const [setup] = useState(() => {
    const found = storySetup(stepFile(stepId), state);
    // The onboarding document is the visitor's stored answers, so a story sets them before its first render.
    if (found.answers) storeAnswers(found.answers);
    else clearAnswers();
    return found;
  });
  const [router] = useState(() => createStepRouter(setup.url, [], setup.state));
  return <StepHarness router={router} will={setup.will} user={setup.user} showErrors={state === 'Error'} onSave={onSave} />;
}
