import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { installContentLanguage, languageOfTag } from '../engine/i18n/localised-content';
import { markText, TranslationMarks } from '../stories/translation-marks';
import '../web/styles/tokens.css';
import '../web/styles/base.css';
import '../web/styles/wizard.css';
import '../web/widgets/widgets.css';

// Content reads in the toolbar's language (set on <html lang> by the decorator below) and, with the toolbar's marks
// on, marks for a translator each text with no Welsh yet or with Welsh made from older English.
let marksShown = true;
installContentLanguage({
  language: () => languageOfTag(document.documentElement.lang) ?? 'en',
  get mark() {
    return marksShown ? markText : undefined;
  },
});

/**
 * Every story inside a router, since screens and cards use <Link> and useNavigate; step stories bring their own
 * (the app's step routes, `parameters.ownRouter`), and a router may not sit inside another. The language toolbar
 * draws every story again, from the start, in English or Welsh; the marks toolbar, in Welsh with or without the
 * translator's marks (off: as a Welsh reader sees it).
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
    marks: {
      description: 'In Welsh, whether texts with no Welsh yet or with out-of-date Welsh are marked',
      toolbar: {
        title: 'Translation marks',
        icon: 'eye',
        items: [
          { value: 'on', title: 'Marks on' },
          { value: 'off', title: 'Marks off' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en', marks: 'on' },
  decorators: [
    (Story, context) => {
      const language = languageOfTag(String(context.globals.language)) ?? 'en';
      document.documentElement.lang = language;
      marksShown = context.globals.marks !== 'off';
      const story = context.parameters.ownRouter ? (
        <Story />
      ) : (
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      );
      if (language === 'en' || !marksShown) return <div key={language}>{story}</div>;
      return <TranslationMarks key={`${language}-marked`}>{story}</TranslationMarks>;
    },
  ],
};

export default preview;
