import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStoryForm } from './widget-story-form';

const meta = {
  title: 'Widgets/checkbox',
  component: WidgetStoryForm,
  args: {
    name: 'acceptTerms',
    schema: { type: 'boolean', const: true, title: 'I have read the trustee terms and I want to appoint a paid professional executor' },
    uiSchema: { 'ui:widget': 'checkbox', 'ui:help': 'Their fees, from £2,700 including VAT, are paid from your estate.' },
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: true } };

export const WithError: Story = {
  name: 'Error',
  args: { error: 'Tick the box to confirm you have read the terms and want to appoint a paid professional executor' },
};
