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

/** A box confirming what is set out around it (`ui:options.legend`, `text`, `points`): the mirror invitation's joint instructions. */
export const Confirming: Story = {
  args: {
    name: 'jointInstructions',
    schema: { type: 'boolean', const: true, title: 'I confirm all three' },
    uiSchema: {
      'ui:widget': 'checkbox',
      'ui:options': {
        legend: 'Mirror wills are joint instructions',
        text: 'You and your partner each have your own will, but you instruct our legal team together. So:',
        points: ['we are instructing the legal team jointly, about both of our wills;', 'anything either of us tells the legal team may be shared with the other;'],
      },
    },
  },
};
