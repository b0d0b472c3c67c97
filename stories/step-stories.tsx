import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { fn } from 'storybook/test';
import type { StepFile } from '../engine/step-file';
import { StepRenderer } from '../web/wizard/step-renderer';
import { OnboardingCard } from '../web/ui/onboarding-card';
import copy from '../schemas/copy/wizard.json';
import { errorsFor, sampleData } from './step-story-data';
import { STEP_STATES, type StepState } from './step-states';
import { storyContext, storyTextValues } from './story-context';

export type StepStoryProps = {
  step: StepFile;
  initialData: Record<string, unknown>;
  serverErrors?: Record<string, string[]>;
  onSubmit: (data: Record<string, unknown>) => void;
};

/** One step as its screen draws it: inside the onboarding card or on a page, per the step file's `layout`. */
export function StepStory({ step, initialData, serverErrors, onSubmit }: StepStoryProps) {
  const back = step.actions?.back;
  const renderer = (
    <StepRenderer
      // Editing args in Storybook remounts the form, since it keeps its answers in state.
      key={JSON.stringify([step, initialData, serverErrors])}
      step={step}
      initialData={initialData}
      onSubmit={onSubmit}
      serverErrors={serverErrors}
      context={storyContext}
      textValues={storyTextValues}
      secondaryAction={
        back && (
          <Link className="button button--secondary" to={back}>
            {step.actions?.backLabel ?? copy.back}
          </Link>
        )
      }
    />
  );
  if (step.layout === 'onboarding-card') return <OnboardingCard showBack={!back}>{renderer}</OnboardingCard>;
  return <div className="page">{renderer}</div>;
}

export type StepStoryObj = StoryObj<typeof StepStory>;

/** The key of a step's story in what `stepStories` returns. */
export function stepStoryKey(stepId: string, state: StepState): string {
  return `${stepId}/${state}`;
}

/** The CSF meta of one step's stories: the sidebar groups them under Steps/<step id>. */
export function stepStoryMeta(step: StepFile): Meta<typeof StepStory> {
  return { title: `Steps/${step.id}`, component: StepStory, parameters: { layout: 'fullscreen' } };
}

function argsFor(step: StepFile, state: StepState): StepStoryProps {
  const onSubmit = fn();
  if (state === 'Filled') return { step, initialData: sampleData(step), onSubmit };
  if (state === 'Error') return { step, initialData: {}, serverErrors: errorsFor(step), onSubmit };
  return { step, initialData: {}, onSubmit };
}

/**
 * Empty, Filled and Error stories for each step file, keyed `<step id>/<state>`: Filled holds sample answers derived
 * from the step's schema, Error reports every required field with the step file's own message.
 */
export function stepStories(steps: StepFile[]): Record<string, StepStoryObj> {
  const stories: Record<string, StepStoryObj> = {};
  for (const step of steps) {
    for (const state of STEP_STATES) {
      stories[stepStoryKey(step.id, state)] = {
        name: state,
        args: argsFor(step, state),
        render: (args) => <StepStory {...args} />,
      };
    }
  }
  return stories;
}
