import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStoryForm } from './widget-story-form';

const meta = {
  title: 'Widgets/dateOfBirth',
  component: WidgetStoryForm,
  args: {
    name: 'birthday',
    schema: { type: 'string', title: 'Date of birth', minLength: 10, maxLength: 10 },
    uiSchema: { 'ui:widget': 'dateOfBirth', 'ui:help': 'For example, 27 3 1985' },
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '1985-03-27' } };

export const WithError: Story = { name: 'Error', args: { value: '1985-02-30', error: 'Date not valid' } };
