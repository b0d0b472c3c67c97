import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import '../web/styles/tokens.css';
import '../web/styles/base.css';
import '../web/styles/wizard.css';
import '../web/widgets/widgets.css';

/**
 * Every story inside a router, since screens and cards use <Link> and useNavigate; step stories bring their own
 * (the app's step routes, `parameters.ownRouter`), and a router may not sit inside another.
 */
const preview: Preview = {
  decorators: [
    (Story, context) =>
      context.parameters.ownRouter ? (
        <Story />
      ) : (
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      ),
  ],
};

export default preview;
