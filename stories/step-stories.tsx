import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import type { StepFile } from '../engine/steps/step-file';
import { stepFile } from '../web/wizard/step-files';
import { sampleValue } from './step-story-data';
import { STEP_STATES, type StepState } from './step-states';
import { StepStoryHarness, type StepStoryProps } from './step-story-harness';

export type StepStoryObj = StoryObj<typeof StepStoryHarness>;

/** The key of a step's story in what `stepStories` returns. */
export function stepStoryKey(stepId: string, state: StepState): string {
  return `${stepId}/${state}`;
}

/**
 * The CSF meta of one step's stories: the sidebar groups them under Steps/<step id>. They bring their own router
 * (the app's step routes), so preview.tsx adds none (`ownRouter`).
 */
export function stepStoryMeta(step: Pick<StepFile, 'id'>): Meta<typeof StepStoryHarness> {
  return { title: `Steps/${step.id}`, component: StepStoryHarness, parameters: { layout: 'fullscreen', ownRouter: true } };
}

/** Text fields a step always asks with plain inputs (no widget of ours), with their labels. */
function textFields(step: StepFile): { name: string; label: string; schema: Record<string, unknown> }[] {
  return Object.entries(step.schema?.properties ?? {}).flatMap(([name, schema]) => {
    const ui = (step.uiSchema?.[name] ?? {}) as Record<string, unknown>;
    const widget = ui['ui:widget'];
    const label = (ui['ui:title'] ?? schema.title) as string | undefined;
    const plain = widget === undefined || widget === 'password' || widget === 'email' || widget === 'textarea';
    // A field with a visibleIf shows only for some answers (a property has no provider), so it may not be there.
    const conditional = Boolean((ui['ui:options'] as { visibleIf?: string } | undefined)?.visibleIf);
    return schema.type === 'string' && plain && label && !conditional ? [{ name, label, schema: schema as Record<string, unknown> }] : [];
  });
}

/** Select fields a step always asks (`ui:widget: select`), with their labels. */
function selectFields(step: StepFile): { name: string; label: string }[] {
  return Object.entries(step.schema?.properties ?? {}).flatMap(([name, schema]) => {
    const ui = (step.uiSchema?.[name] ?? {}) as Record<string, unknown>;
    const label = (ui['ui:title'] ?? schema.title) as string | undefined;
    const conditional = Boolean((ui['ui:options'] as { visibleIf?: string } | undefined)?.visibleIf);
    return ui['ui:widget'] === 'select' && label && !conditional ? [{ name, label }] : [];
  });
}

/** Fields drawn as one question per item (`ui:field` yesNoEach), whose answers the will holds only once saved. */
const eachItemFields = (step: StepFile) => Object.values(step.uiSchema ?? {}).filter((ui) => (ui as Record<string, unknown> | undefined)?.['ui:field'] === 'yesNoEach').length;

/**
 * Filled, for screens whose document cannot hold answers before they open (the account forms, add screens under a
 * new uuid, a question per item whose answers end the question once saved): picks the first option of each empty
 * select, types sample answers into the plain text fields still empty and answers each item's question with its first
 * option, as a user would.
 */
async function fillEmptyTextFields(canvasElement: HTMLElement, step: StepFile) {
  const canvas = within(canvasElement);
  for (const field of selectFields(step)) {
    const select = (await canvas.findByLabelText(new RegExp(`^${field.label}`), {}, { timeout: 3000 })) as HTMLSelectElement;
    const first = [...select.options].find((option) => option.value !== '');
    if (select.value === '' && first) await userEvent.selectOptions(select, first);
  }
  for (const field of textFields(step)) {
    const input = (await canvas.findByLabelText(new RegExp(`^${field.label}`), {}, { timeout: 3000 })) as HTMLInputElement;
    if (input.value === '') await userEvent.type(input, String(sampleValue(field.name, field.schema)));
  }
  if (eachItemFields(step) === 0) return;
  const radios = (await canvas.findAllByRole('radio', {}, { timeout: 3000 })) as HTMLInputElement[];
  const groups = [...new Set(radios.map((radio) => radio.name))];
  for (const name of groups) {
    const group = radios.filter((radio) => radio.name === name);
    if (!group.some((radio) => radio.checked)) await userEvent.click(group[0]!);
  }
}

function storyOf(step: StepFile, source: unknown, state: StepState): StepStoryObj {
  const args: StepStoryProps = { stepId: step.id, state, onSave: fn(), stepFile: source };
  return {
    name: state,
    args,
    // Editing args in Storybook redraws the story from scratch (router, store and all).
    render: (props) => <StepStoryHarness key={JSON.stringify([props.stepId, props.state, props.stepFile])} {...props} />,
    play: state === 'Filled' ? ({ canvasElement }) => fillEmptyTextFields(canvasElement, step) : undefined,
  };
}

/**
 * Empty, Filled and Error stories for each step file, keyed `<step id>/<state>`, each drawn by the app's own step
 * routes (StepStoryHarness). The step is looked up by id among the app's resolved step files; the file as written
 * (each of `steps`) is the story's `stepFile` control.
 */
export function stepStories(steps: Pick<StepFile, 'id'>[]): Record<string, StepStoryObj> {
  const stories: Record<string, StepStoryObj> = {};
  for (const source of steps) {
    const step = stepFile(source.id);
    for (const state of STEP_STATES) stories[stepStoryKey(source.id, state)] = storyOf(step, source, state);
  }
  return stories;
}
