import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepFileIndex } from './step-file-index';

/** Every step file with its route, flow, the fields it writes, the clauses they feed and its stories. */
const meta = {
  title: 'Questionnaire/Step files',
  component: StepFileIndex,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StepFileIndex>;

export default meta;

export const AllStepFiles: StoryObj<typeof meta> = { name: 'All step files' };
