import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStoryForm } from './widget-story-form';

const meta = {
  title: 'Widgets/textarea',
  component: WidgetStoryForm,
  args: {
    name: 'wish',
    schema: { type: 'string', title: 'Do you have any other wishes?', maxLength: 20 },
    uiSchema: {
      'ui:widget': 'textarea',
      'ui:placeholder': 'I have no other wishes',
      'ui:help': 'For example, how you would like a family heirloom to be kept.',
      'ui:options': { rows: 4 },
    },
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'Please look after my garden' } };

export const WithError: Story = {
  name: 'Error',
  args: { value: 'Please look after my garden and the roses', error: 'Keep this to 20 characters or fewer' },
};
