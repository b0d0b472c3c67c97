import { useEffect, useState } from 'react';
import type { StepFileProblem } from '../engine/steps/content/step-file-problems';
import type { StepFile } from '../engine/steps/step-file';
import type { Will } from '../engine/will/will';
import { storeAnswers, clearAnswers } from '../web/onboarding/onboarding-storage';
import { stepFile } from '../web/wizard/step-files';
import { provideStepFile } from '../web/wizard/step-file-loader';
import { createStepRouter, StepHarness } from '../web/wizard/test-harness';
import { checkEditedStep } from './step-file-control';
import './story-problems.css';
import type { StepState } from './step-states';
import { storySetup } from './step-story-setup';
import { storyApiSources } from './story-api-sources';

export type StepStoryProps = {
  /** The step file drawn, by id. */
  stepId: string;
  state: StepState;
  /** Called with every will the screen saves (the in-memory store keeps it). */
  onSave?: (will: Will) => void;
  /**
   * The step file as written, editable in Storybook's Controls: a change redraws the step from it, and a problem the
   * content check would report is listed above the story (which keeps drawing the file as shipped).
   */
  stepFile?: unknown;
  /** A step file (resolved) drawn instead of the shipped one: a story's own (stories/translation-marks.stories.tsx). */
  drawnStep?: StepFile;
};

/** The problems of an edited step file, above its story, each with its JSON pointer. */
function StepFileProblems({ stepId, problems }: { stepId: string; problems: StepFileProblem[] }) {
  return (
    <div role="alert" className="story-problems" aria-labelledby="story-problems-heading">
      <h2 id="story-problems-heading">{`schemas/steps/${stepId}.json has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}; the story shows the file as shipped`}</h2>
      <ul>
        {problems.map((problem, i) => (
          <li key={i}>
            <code>{`#${problem.pointer}`}</code> {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One step as the app draws it: the real step routes (a modal over its parent page) in a memory router at the
 * step's URL, over a fake session, an in-memory will (see storySetup) and the API's sources answered with samples
 * (./story-api-sources.ts). Error shows every error at once.
 */
export function StepStoryHarness({ stepId, state, onSave, stepFile: edited, drawnStep }: StepStoryProps) {
  const [checked] = useState(() => (edited === undefined ? undefined : checkEditedStep(stepId, edited)));
  const [step] = useState<StepFile>(() => {
    const shipped = drawnStep ?? stepFile(stepId);
    const drawn: StepFile = checked && 'step' in checked ? (checked.step as StepFile) : shipped;
    // The app's routes read the step file from the loader: the edited file, or the shipped one back again.
    provideStepFile(stepId, drawn);
    return drawn;
  });
  // A story's own step file gives the app's routes the shipped one back when it goes.
  const own = drawnStep !== undefined;
  useEffect(() => (own ? () => provideStepFile(stepId, stepFile(stepId)) : undefined), [own, stepId]);
  const [setup] = useState(() => {
    const found = storySetup(step, state);
    // The onboarding document is the visitor's stored answers, so a story sets them before its first render.
    if (found.answers) storeAnswers(found.answers);
    else clearAnswers();
    return found;
  });
  const [router] = useState(() => createStepRouter(setup.url, [], setup.state));
  // What the step reads from the API (its `source`), answered with the stories' sample answers.
  const [sources] = useState(() => storyApiSources(stepId, state));
  const harness = <StepHarness router={router} will={setup.will} user={setup.user} showErrors={state === 'Error'} onSave={onSave} apiSources={sources} />;
  if (!checked?.problems.length) return harness;
  return (
    <>
      <StepFileProblems stepId={stepId} problems={checked.problems} />
      {harness}
    </>
  );
}
