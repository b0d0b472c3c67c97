import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { WidgetStoryForm } from './widget-story-form';
import { STORY_SLOTS } from '../story-api-sources';

const meta = {
  title: 'Widgets/slotPicker',
  component: WidgetStoryForm,
  args: {
    name: 'slot',
    schema: { type: 'string', title: 'Choose a time (UK time)' },
    uiSchema: {
      'ui:widget': 'slotPicker',
      'ui:options': { source: 'calls.freeSlots', legend: 'Choose a day', empty: 'There are no free times on this day. Please choose another day.' },
    },
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** A time of the second day chosen: its day is shown chosen too. */
export const Filled: Story = { args: { value: STORY_SLOTS[20] } };

export const WithError: Story = { name: 'Error', args: { error: 'Choose a time for your call' } };

/** Choosing another day shows its times, none chosen. */
export const AnotherDay: Story = {
  name: 'Another day',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Wednesday 9 December'));
    await expect(canvas.getByRole('group', { name: 'Choose a time (UK time)' })).toBeVisible();
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
  },
};
