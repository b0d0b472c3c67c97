import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { installContentLanguage, languageOfTag } from '../engine/i18n/localised-content';
import { markText, TranslationMarks } from '../stories/translation-marks';
import '../web/styles/tokens.css';
import '../web/styles/base.css';
import '../web/styles/wizard.css';
import '../web/widgets/widgets.css';

// Content reads in the toolbar's language (set on <html lang> by the decorator below), marking for a translator
// each text with no Welsh yet or with Welsh made from older English.
installContentLanguage({ language: () => languageOfTag(document.documentElement.lang) ?? 'en', mark: markText });

/**
 * Every story inside a router, since screens and cards use <Link> and useNavigate; step stories bring their own
 * (the app's step routes, `parameters.ownRouter`), and a router may not sit inside another. The language toolbar
 * draws every story again, from the start, in English or Welsh.
 */
const preview: Preview = {
  globalTypes: {
    language: {
      description: 'The language stories are drawn in',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'cy', title: 'Cymraeg' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en' },
  decorators: [
    (Story, context) => {
      const language = languageOfTag(String(context.globals.language)) ?? 'en';
      document.documentElement.lang = language;
      const story = context.parameters.ownRouter ? (
        <Story />
      ) : (
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      );
      return language === 'en' ? <div key="en">{story}</div> : <TranslationMarks key={language}>{story}</TranslationMarks>;
    },
  ],
};

export default preview;
