import type { Meta, StoryObj } from '@storybook/react-vite';
import { localisedContent } from '../engine/i18n/localised-content';
import type { TranslationLayer } from '../engine/i18n/translation-layer';
import { resolveStep } from '../engine/steps/content/content-sources';
import type { StepFile } from '../engine/steps/step-file';
import aboutYou from '../schemas/steps/about-you.json?raw';
import aboutYouWelsh from '../schemas/cy/steps/about-you.json';
import { StepStoryHarness } from './step-story-harness';

/**
 * What a translator is shown: a step whose Welsh layer has texts made from older English (their fingerprints no
 * longer match) and texts with no Welsh, in its schema (a field's title), its uiSchema (hints) and its messages (the
 * errors shown). Drawn in Welsh, with the toolbar's marks on or off; tests/visual/welsh-stories.test.ts checks it.
 * A schema text is only ever out of date here, never missing: the step's Welsh validator was compiled from the
 * shipped layer, and a schema with other texts than that is refused (stories/marked-step-validator.ts).
 */
const OUTDATED = ['/schema/properties/fullName/title', '/uiSchema/fullName/ui:help', '/messages/required:fullName'];
const MISSING = ['/intro', '/uiSchema/phoneNumber/ui:help', '/messages/required:phoneNumber'];

/** The shipped layer with the OUTDATED texts made from other English and the MISSING ones taken out. */
function markedLayer(layer: TranslationLayer): TranslationLayer {
  const kept = Object.entries(layer).filter(([pointer]) => !MISSING.includes(pointer));
  return Object.fromEntries(kept.map(([pointer, entry]) => [pointer, OUTDATED.includes(pointer) && typeof entry === 'object' ? { ...entry, source: 'older English' } : entry])) as TranslationLayer;
}

/** About you read in the language of the moment over the marked layer, resolved as the app's step files are. */
const markedAboutYou = (): StepFile => resolveStep(localisedContent(JSON.parse(aboutYou) as StepFile, { cy: markedLayer(aboutYouWelsh as TranslationLayer) }, MISSING));

const meta = {
  title: 'Translation/Marks',
  component: StepStoryHarness,
  parameters: { layout: 'fullscreen', ownRouter: true },
  globals: { language: 'cy' },
} satisfies Meta<typeof StepStoryHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every required field's error shown, so the marked messages are too. */
export const MarkedStep: Story = {
  name: 'A step with marks',
  args: { stepId: 'about-you', state: 'Error' },
  render: (args) => <StepStoryHarness {...args} drawnStep={markedAboutYou()} />,
};
