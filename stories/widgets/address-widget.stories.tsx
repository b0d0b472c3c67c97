import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import copy from '../../schemas/copy/widgets.json';
import { STORY_POSTCODE } from '../story-context';
import { WidgetStoryForm } from './widget-story-form';

const meta = {
  title: 'Widgets/address',
  component: WidgetStoryForm,
  args: {
    name: 'address',
    schema: { type: 'string', title: 'Your address', minLength: 1, maxLength: 500 },
    uiSchema: { 'ui:widget': 'address', 'ui:options': { manualFlag: 'manualAddress' } },
    siblings: { manualAddress: { type: 'boolean' } },
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '10 Downing Street, London, SW1A 2AA, UK' } };

export const WithError: Story = { name: 'Error', args: { error: 'Enter your address' } };

/** Looks up the story postcode, the one the story context answers with addresses. */
export const ResultsShown: Story = {
  name: 'Results shown',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: copy.address.postcodeLabel }), STORY_POSTCODE);
    await userEvent.click(canvas.getByRole('button', { name: copy.address.findAddress }));
    await expect(await canvas.findByRole('group', { name: copy.address.resultsLegend })).toBeVisible();
  },
};

export const ManualEntry: Story = {
  name: 'Manual entry',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: copy.address.enterManually }));
    await expect(canvas.getByRole('textbox', { name: copy.address.town })).toBeVisible();
  },
};
