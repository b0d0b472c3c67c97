// @vitest-environment jsdom
// Every story renders: the generated step stories for every file in schemas/steps, and every widget story.
import '@testing-library/jest-dom/vitest';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { stepStoriesIndexer, stepStoriesPlugin } from '../../.storybook/step-stories-indexer';
import type { StepFile } from '../../engine/step-file';
import { interpolate } from '../../engine/interpolate';
import { stepStories, stepStoryKey, stepStoryMeta } from '../../stories/step-stories';
import { STEP_STATES, type StepState } from '../../stories/step-states';
import { errorsFor } from '../../stories/step-story-data';
import { storyTextValues } from '../../stories/story-context';
import type { WidgetStoryProps } from '../../stories/widgets/widget-story-form';
import { widgets } from '../../web/widgets/registry';

setProjectAnnotations([preview]);

const stepsDir = join(import.meta.dirname, '../../schemas/steps');
const jsonFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
const readSteps = (dir: string): StepFile[] => jsonFiles(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
const steps = readSteps(stepsDir);

function renderStepStory(step: StepFile, state: StepState, from: StepFile[] = [step]) {
  const story = stepStories(from)[stepStoryKey(step.id, state)];
  if (!story) throw new Error(`No ${state} story for ${step.id}`);
  const Story = composeStory(story, stepStoryMeta(step));
  return render(<Story />);
}

/** A control or group (fieldset) whose accessible name holds the label, as the field template or widget draws it. */
function expectLabelled(label: string) {
  const controls = [...screen.queryAllByLabelText(label, { exact: false }), ...screen.queryAllByRole('group', { name: label })];
  expect(controls.length, `a control labelled "${label}"`).toBeGreaterThan(0);
}

const visibleTitles = (step: StepFile) =>
  Object.entries(step.schema.properties)
    .filter(([name, field]) => typeof field.title === 'string' && step.uiSchema[name]?.['ui:widget'] !== 'hidden')
    .map(([, field]) => field.title as string);

const submitButton = (step: StepFile) => screen.getByRole('button', { name: step.actions?.submit ?? 'Continue' });

describe('step stories', () => {
  it('index Empty, Filled and Error for every file in schemas/steps, served from its virtual module', async () => {
    expect(jsonFiles(stepsDir).length).toBeGreaterThan(0);
    for (const name of jsonFiles(stepsDir)) {
      const entries = await stepStoriesIndexer.createIndex(join(stepsDir, name), { makeTitle: (title) => title ?? name });
      expect(entries.map((entry) => entry.exportName)).toEqual([...STEP_STATES]);
      expect(new Set(entries.map((entry) => entry.importPath))).toEqual(new Set([`virtual:step-stories/${basename(name, '.json')}`]));
    }
    const load = stepStoriesPlugin('/repo').load as (id: string) => string | null;
    const module = load('\0virtual:step-stories/about-you');
    expect(module).toContain('"/repo/schemas/steps/about-you.json"');
    expect(module).toContain('export { EmptyStory as Empty, FilledStory as Filled, ErrorStory as Error }');
    expect(load('/repo/schemas/steps/about-you.json')).toBeNull();
  });

  it('exist for every step file', () => {
    const keys = steps.flatMap((step) => STEP_STATES.map((state) => stepStoryKey(step.id, state)));
    expect(Object.keys(stepStories(steps)).sort()).toEqual(keys.sort());
  });

  describe.each(steps.map((step) => [step.id, step] as const))('%s', (_id, step) => {
    const required = step.schema.required ?? [];

    it.each(STEP_STATES)('%s draws the title, intro and every field label', (state) => {
      renderStepStory(step, state);
      expect(screen.getByRole('heading', { level: 1, name: interpolate(step.title, storyTextValues) })).toBeInTheDocument();
      for (const text of [step.intro ?? []].flat()) expect(screen.getByText(interpolate(text, storyTextValues))).toBeInTheDocument();
      for (const title of visibleTitles(step)) expectLabelled(title);
      expect(document.body.textContent, 'every {placeholder} has a story value').not.toMatch(/\{\w+\}/);
    });

    it('Empty shows no errors, and Continue waits for the required answers', () => {
      renderStepStory(step, 'Empty');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      if (required.length) expect(submitButton(step)).toBeDisabled();
      else expect(submitButton(step)).toBeEnabled();
    });

    it('Filled holds valid answers: no errors and Continue enabled', () => {
      renderStepStory(step, 'Filled');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(submitButton(step)).toBeEnabled();
    });

    it("Error reports every required field with the step file's message, in the summary and at the field", () => {
      renderStepStory(step, 'Error');
      const errors = Object.entries(errorsFor(step));
      expect(errors.map(([field]) => field)).toEqual(required);
      if (!errors.length) return expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      const links = screen.getByRole('alert').querySelectorAll('a');
      expect(links).toHaveLength(required.length);
      for (const [field, [message]] of errors) {
        expect([...links].find((link) => link.getAttribute('href') === `#root_${field}`)).toHaveTextContent(message!);
        expect(document.getElementById(`root_${field}-error`)).toHaveTextContent(message!);
      }
    });
  });

  it('draw an edited copy of the step files with no code change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'step-stories-'));
    for (const name of jsonFiles(stepsDir)) copyFileSync(join(stepsDir, name), join(dir, name));
    const edit = (name: string, change: (step: StepFile) => void) => {
      const step = JSON.parse(readFileSync(join(dir, name), 'utf8')) as StepFile;
      change(step);
      writeFileSync(join(dir, name), JSON.stringify(step, null, 2));
    };
    edit('about-you.json', (step) => {
      step.schema.properties.fullName!.title = 'Your name, in full';
      step.uiSchema.fullName['ui:help'] = 'Exactly as your bank knows it.';
    });
    edit('onboarding-type.json', (step) => {
      (step.schema.properties.type!.oneOf as { title: string }[])[0]!.title = 'A straightforward will';
    });
    const edited = readSteps(dir);
    const byId = (id: string) => edited.find((step) => step.id === id)!;
    expect((await stepStoriesIndexer.createIndex(join(dir, 'about-you.json'), { makeTitle: (t) => t ?? '' })).length).toBe(STEP_STATES.length);

    renderStepStory(byId('about-you'), 'Empty', edited);
    expect(screen.getByLabelText('Your name, in full')).toHaveAccessibleDescription('Exactly as your bank knows it.');
    expect(screen.queryByText('Full legal name')).not.toBeInTheDocument();
    cleanup();

    renderStepStory(byId('onboarding-type'), 'Filled', edited);
    expect(screen.getByRole('radio', { name: 'A straightforward will' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'A simple will' })).not.toBeInTheDocument();
  });
});

type WidgetStoryModule = { default: { args: WidgetStoryProps } } & Record<string, unknown>;
const widgetModules = import.meta.glob<WidgetStoryModule>('../../stories/widgets/*.stories.tsx', { eager: true });

/** Whether any visible control holds an answer: a checked radio or checkbox, or a non-empty value. */
const answered = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>('input:not([type=hidden]), select, textarea')].some((control) =>
    control.type === 'radio' || control.type === 'checkbox' ? control.checked : control.value !== '',
  );

describe('widget stories', () => {
  it('exist for every widget in the registry', () => {
    const named = Object.values(widgetModules).map((module) => module.default.args.uiSchema['ui:widget']);
    expect(named.sort()).toEqual(Object.keys(widgets).sort());
  });

  describe.each(Object.entries(widgetModules).map(([path, module]) => [basename(path), module] as const))('%s', (_file, module) => {
    const composed = composeStories(module as never) as Record<string, ReturnType<typeof composeStory>>;
    // The name the sidebar shows: the story's `name`, else its export name (composeStories reports the export name).
    const stories = Object.entries(composed).map(([key, Story]) => [(module[key] as { name?: string }).name ?? key, Story] as const);

    it('has Empty, Filled and Error', () => {
      expect(stories.map(([name]) => name)).toEqual(expect.arrayContaining(['Empty', 'Filled', 'Error']));
    });

    it.each(stories)('%s renders its label (and its error)', async (name, Story) => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container });
      const args = Story.args as unknown as WidgetStoryProps;
      expectLabelled(String(args.schema.title));
      if (name === 'Empty') expect(answered(container)).toBe(false);
      if (name === 'Filled') expect(answered(container)).toBe(true);
      if (name === 'Error') {
        expect(document.getElementById(`root_${args.name}-error`)).toHaveTextContent(args.error!);
        expect(document.getElementById(`root_${args.name}`)).toHaveAttribute('aria-invalid', 'true');
      } else {
        expect(document.querySelector('[aria-invalid="true"]')).not.toBeInTheDocument();
      }
    });
  });
});
