import type { Meta, StoryObj } from '@storybook/react-vite';
import { flowMachines } from '../../flows/flow-runner';
import { FlowMapPage } from './flow-map-page';

/** The questionnaire at a glance: one page per flow machine, drawn from the machine and the step files. */
const meta = {
  title: 'Questionnaire/Flow maps',
  component: FlowMapPage,
  parameters: { layout: 'fullscreen' },
  argTypes: { flow: { control: 'select', options: flowMachines.map((m) => m.id) } },
} satisfies Meta<typeof FlowMapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Onboarding: Story = { args: { flow: 'onboarding' } };
export const AboutYou: Story = { name: 'About You', args: { flow: 'yourself' } };
export const Family: Story = { args: { flow: 'family' } };
export const Guardians: Story = { args: { flow: 'guardians' } };
export const Financial: Story = { args: { flow: 'financial' } };
export const Estate: Story = { args: { flow: 'estate' } };
export const Executors: Story = { args: { flow: 'executors' } };
export const Gifts: Story = { args: { flow: 'gifts' } };
export const Wishes: Story = { args: { flow: 'wishes' } };
export const Mirror: Story = { name: 'Mirror invitation', args: { flow: 'mirror' } };
export const Calls: Story = { name: 'Booking a call', args: { flow: 'calls' } };
