import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetStoryForm } from './widget-story-form';

const meta = {
  title: 'Widgets/radio',
  component: WidgetStoryForm,
  args: {
    name: 'hasChildren',
    schema: {
      type: 'boolean',
      title: 'Do you have any children?',
      oneOf: [
        { const: true, title: 'Yes' },
        { const: false, title: 'No' },
      ],
    },
    uiSchema: { 'ui:widget': 'radio', 'ui:help': 'Include children from earlier relationships and adopted children.' },
  },
} satisfies Meta<typeof WidgetStoryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: true } };

export const WithError: Story = { name: 'Error', args: { error: 'Please choose an answer' } };

/** A string question with a hint under each option (`ui:options.hints`). */
export const OptionHints: Story = {
  name: 'Option hints',
  args: {
    name: 'type',
    schema: {
      type: 'string',
      title: 'Which will is right for you?',
      oneOf: [
        { const: 'willBasic', title: 'A simple will' },
        { const: 'willBespoke', title: 'A will with extra help' },
      ],
    },
    uiSchema: {
      'ui:widget': 'radio',
      'ui:options': {
        hints: {
          willBasic: 'You write your will online in nine steps and our legal team checks it.',
          willBespoke: "For more complex wishes, such as a business, trusts or property abroad. We'll call you to help.",
        },
      },
    },
  },
};
