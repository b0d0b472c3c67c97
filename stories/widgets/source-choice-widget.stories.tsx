import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SAMPLE_PARTNER } from '../../web/wizard/test-harness';
import { WidgetStoryForm } from './widget-story-form';

/** People from the engine's `people.eligibleAdults` source over the sample will (story-context.ts). */
const meta = {
  title: 'Widgets/choice',
  component: WidgetStoryForm,
  args: {
    name: 'executor',
    schema: { type: 'string', title: 'Who should be your executor?' },
    uiSchema: { 'ui:widget': 'choice', 'ui:options': { source: 'people.eligibleAdults', addStep: 'people-add-person' } },
    onOpenStep: fn(),
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: SAMPLE_PARTNER } };

export const WithError: Story = { name: 'Error', args: { error: 'Choose someone' } };

/** `multiple`: checkboxes, the value a list of uuids. */
export const Multiple: Story = {
  args: {
    name: 'guardians',
    schema: { type: 'array', title: 'Who should look after Amy?', items: { type: 'string' } },
    uiSchema: { 'ui:widget': 'choice', 'ui:options': { source: 'people.eligibleAdults', multiple: true, addStep: 'people-add-person' } },
    value: [SAMPLE_PARTNER],
  },
};

/** A source with no one in it: the empty text, and the way to add someone. */
export const NoOneYet: Story = {
  name: 'No one yet',
  args: { uiSchema: { 'ui:widget': 'choice', 'ui:options': { source: 'no.such.source', addStep: 'people-add-person' } } },
};

/** '+ Add someone' opens the add step over the form. */
export const AddSomeone: Story = {
  name: 'Add someone',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '+ Add someone' }));
    await expect(args.onOpenStep).toHaveBeenCalledWith('people-add-person');
  },
};
