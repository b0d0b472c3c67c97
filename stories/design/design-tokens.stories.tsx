import type { Meta, StoryObj } from '@storybook/react-vite';
import { DesignTokensPage } from './design-tokens-page';

/** The one set of design tokens every widget and screen draws from (web/styles/tokens.css). */
const meta = {
  title: 'Design/Tokens',
  component: DesignTokensPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DesignTokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTokens: Story = { name: 'All tokens' };
