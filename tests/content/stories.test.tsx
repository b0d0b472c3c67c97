// @vitest-environment jsdom
// Every story renders: the generated step stories for every file in schemas/steps (drawn by the app's own step
// routes), and every widget story.
import '@testing-library/jest-dom/vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { composeStories, composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import { stepStoriesIndexer, stepStoriesPlugin } from '../../.storybook/step-stories-indexer';
import type { StepFile } from '../../engine/steps/step-file';
import { stepStories, stepStoryKey, stepStoryMeta } from '../../stories/step-stories';
import { STEP_STATES, type StepState } from '../../stories/step-states';
import { errorsFor } from '../../stories/step-story-data';
import type { WidgetStoryProps } from '../../stories/widgets/widget-story-form';
import { widgets } from '../../web/widgets/registry';
import { stepFile } from '../../web/wizard/step-files';

setProjectAnnotations([preview]);

const stepsDir = join(import.meta.dirname, '../../schemas/steps');
const jsonFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
const readSteps = (dir: string): StepFile[] => jsonFiles(dir).map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
const steps = readSteps(stepsDir);

async function renderStepStory(step: StepFile, state: StepState) {
  const story = stepStories([step])[stepStoryKey(step.id, state)];
  if (!story) throw new Error(`No ${state} story for ${step.id}`);
  const Story = composeStory(story, stepStoryMeta(step));
  const view = render(<Story />);
  await Story.play?.({ canvasElement: view.container });
  return view;
}

/** A step title as a pattern: its {placeholders} stand for any text. */
const titlePattern = (title: string) => new RegExp(`^${title.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '.+')}$`);

/** The step's own heading, once the lazily loaded screen has drawn it: in its dialog for a modal. */
async function stepHeading(step: StepFile) {
  const heading = await screen.findByRole('heading', { level: 1, name: titlePattern(step.title) });
  if (step.presentation === 'modal') expect(heading.closest('dialog'), `${step.id} is drawn in a <dialog>`).not.toBeNull();
  return heading;
}

/** A control or group (fieldset) whose accessible name holds the label, as the field template or widget draws it. */
function expectLabelled(label: string) {
  const controls = [...screen.queryAllByLabelText(label, { exact: false }), ...screen.queryAllByRole('group', { name: label })];
  expect(controls.length, `a control labelled "${label}"`).toBeGreaterThan(0);
}

const errorSummary = () => screen.queryByRole('alert', { name: 'There is a problem' });
/** The error summary of the step itself: a modal's own, not the one of the page beneath it (Error shows both). */
const stepErrorSummary = (step: StepFile) =>
  step.presentation === 'modal' ? within(screen.getByRole('dialog')).queryByRole('alert', { name: 'There is a problem' }) : errorSummary();

/**
 * Fields some answers require: a `filled:` rule, an `answeredEach:` rule (a question per item the will has), or
 * required with a `visibleIf` (shown only for some wills).
 */
const conditionallyRequired = (step: StepFile) => [
  ...(step.rules ?? []).filter((rule) => rule.startsWith('filled:') || rule.startsWith('answeredEach:')),
  ...(step.schema?.required ?? []).filter((field) => (step.uiSchema?.[field]?.['ui:options'] as { visibleIf?: string } | undefined)?.visibleIf),
];

/** Required fields shown whatever the answers: those with a `visibleIf` depend on the will and are left out. */
const alwaysRequired = (step: StepFile) => (step.schema?.required ?? []).filter((field) => !(step.uiSchema?.[field]?.['ui:options'] as { visibleIf?: string } | undefined)?.visibleIf);

/**
 * Whether any visible control holds an answer: a checked radio or checkbox, or a non-empty value. A control that only
 * narrows what is offered (`data-narrows`: the slot picker's day) holds none.
 */
const answered = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLInputElement>('input:not([type=hidden]):not([data-narrows]), select, textarea')].some((control) =>
    control.type === 'radio' || control.type === 'checkbox' ? control.checked : control.value !== '',
  );

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

  describe.each(steps.map((step) => [step.id, stepFile(step.id)] as const))('%s', (_id, step) => {
    it.each(STEP_STATES)('%s opens the step itself (no redirect) with every {placeholder} filled', async (state) => {
      await renderStepStory(step, state);
      await stepHeading(step);
      expect(document.body.textContent, 'every {placeholder} has a value').not.toMatch(/\{\w+\}/);
    });

    it('Empty shows no errors', async () => {
      await renderStepStory(step, 'Empty');
      await stepHeading(step);
      expect(errorSummary()).not.toBeInTheDocument();
    });

    it('Filled shows answers and no errors', async () => {
      const { container } = await renderStepStory(step, 'Filled');
      await stepHeading(step);
      expect(errorSummary()).not.toBeInTheDocument();
      const fields = Object.keys(step.schema?.properties ?? {}).length;
      if (step.kind === 'collection') expect(within(container).getAllByRole('listitem').length).toBeGreaterThan(0);
      else if (fields > 0) expect(answered(container)).toBe(true);
    });

    it("Error reports every required field with the step file's message, in the summary and at the field", async () => {
      await renderStepStory(step, 'Error');
      await stepHeading(step);
      const required = alwaysRequired(step);
      if (!required.length) {
        if (conditionallyRequired(step).length === 0) expect(stepErrorSummary(step)).not.toBeInTheDocument();
        return;
      }
      const links = [...stepErrorSummary(step)!.querySelectorAll('a')];
      const messages = errorsFor(step);
      for (const field of required) {
        const message = messages[field]![0]!;
        expect(links.find((link) => link.getAttribute('href') === `#root_${field}`), `${field} in the summary`).toHaveTextContent(message);
        expect(document.getElementById(`root_${field}-error`)).toHaveTextContent(message);
      }
    });
  });

  const modals = steps.map((step) => stepFile(step.id)).filter((step) => step.presentation === 'modal');

  it('include modal steps', () => expect(modals.length).toBeGreaterThan(0));

  it.each(modals.map((step) => [step.id, step] as const))('%s is drawn open on a <dialog> over its parent page', async (_id, step) => {
    await renderStepStory(step, 'Filled');
    const dialog = await screen.findByRole('dialog', { name: titlePattern(step.title) });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    const parent = stepFile(step.parent!);
    const parentHeading = screen.getByRole('heading', { level: 1, name: titlePattern(parent.title) });
    expect(dialog.contains(parentHeading)).toBe(false);
  });

  it('Filled draws the sample will: the family list holds its partner, child and pet', async () => {
    await renderStepStory(stepFile('family-members'), 'Filled');
    const list = await screen.findByRole('list', { name: 'Your family' });
    expect(within(list).getAllByRole('listitem').map((row) => row.querySelector('.collection__tag')?.textContent)).toEqual(['Partner', 'Child', 'Pet']);
  });

  it('Empty draws an empty will: the family list says no one is added yet', async () => {
    await renderStepStory(stepFile('family-members'), 'Empty');
    expect(await screen.findByText('You have not added anyone yet.')).toBeInTheDocument();
  });

  it('Filled types sample answers into a form whose document starts empty (register)', async () => {
    await renderStepStory(stepFile('register'), 'Filled');
    await waitFor(() => expect(screen.getByLabelText(/^Email address/)).toHaveValue('alex.morgan@example.com'));
  });
});

type WidgetStoryModule = { default: { args: WidgetStoryProps } } & Record<string, unknown>;
const widgetModules = import.meta.glob<WidgetStoryModule>('../../stories/widgets/*.stories.tsx', { eager: true });

describe('widget stories', () => {
  it('exist for every widget a step file names', () => {
    const named = new Set<string>();
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'ui:widget' || key === 'ui:field') && typeof value === 'string') named.add(value);
        else visit(value);
      }
    };
    for (const step of steps) visit(step.uiSchema);
    const ours = [...named].filter((name) => name in widgets);
    expect(ours.length).toBeGreaterThan(0);
    const storied = new Set(Object.values(widgetModules).map((module) => module.default.args.uiSchema['ui:widget']));
    for (const name of ours) expect(storied.has(name), `a story for the ${name} widget`).toBe(true);
  });

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
