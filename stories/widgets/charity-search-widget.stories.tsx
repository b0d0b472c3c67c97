import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { WidgetStoryForm } from './widget-story-form';

const meta = {
  title: 'Widgets/charitySearch',
  component: WidgetStoryForm,
  args: {
    name: 'found',
    schema: { type: 'array', title: 'Search for a charity', items: { type: 'object' } },
    uiSchema: {
      'ui:widget': 'charitySearch',
      'ui:help': "Type at least 3 letters of the charity's name or its registered number.",
      'ui:options': { addStep: 'estate-add-charity' },
    },
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

// A charity picked shows in the step's one list of charities (the choice widget beside it), not here: the
// search box holds the next query.
export const Filled: Story = {
  args: { value: [{ uuid: '0a0a0a0a-0000-4000-8000-000000000005', id: '1089464', name: 'Cancer Research UK', regNumber: '1089464', logo: null }] },
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox', { name: 'Search for a charity' }), 'Macmillan');
  },
};

export const WithError: Story = { name: 'Error', args: { error: 'Choose a charity' } };
