import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStoryForm } from './widget-story-form';

const meta = {
  title: 'Widgets/titleSelect',
  component: WidgetStoryForm,
  args: {
    name: 'title',
    schema: { type: 'string', title: 'Title', enum: ['Mr.', 'Mrs.', 'Miss.', 'Ms.', 'Mx.', 'Dr.'] },
    uiSchema: { 'ui:widget': 'titleSelect', 'ui:placeholder': 'Select a title' },
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 'Dr.' } };

export const WithError: Story = { name: 'Error', args: { error: 'Select a title' } };
