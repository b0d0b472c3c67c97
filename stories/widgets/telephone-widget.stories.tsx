import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStoryForm } from './widget-story-form';

const meta = {
  title: 'Widgets/telephone',
  component: WidgetStoryForm,
  args: {
    name: 'phoneNumber',
    schema: { type: 'string', title: 'Phone number', minLength: 1, maxLength: 30 },
    uiSchema: { 'ui:widget': 'telephone', 'ui:help': "We'll only contact you to help you with your will." },
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '01632 960 001' } };

export const WithError: Story = {
  name: 'Error',
  args: { value: '0163', error: 'Enter a phone number, like 01632 960 001 or 07700 900 982' },
};
