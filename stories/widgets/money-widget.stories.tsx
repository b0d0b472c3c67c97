import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStoryForm } from './widget-story-form';

const meta = {
  title: 'Widgets/money',
  component: WidgetStoryForm,
  args: {
    name: 'itemDesc',
    schema: { type: 'string', title: 'Amount in pounds', pattern: '^[0-9]{1,9}$' },
    uiSchema: { 'ui:widget': 'money', 'ui:help': 'In whole pounds, for example 500' },
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '500' } };

export const WithError: Story = {
  name: 'Error',
  args: { value: '£5.50', error: 'Enter an amount in whole pounds, using numbers only' },
};
