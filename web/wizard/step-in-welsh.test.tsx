// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

// The step file as written, in English: an import of it would already read in Welsh from the real layers.
const aboutYou = JSON.parse(readFileSync('schemas/steps/about-you.json', 'utf8')) as unknown;
import { fingerprint, type TranslationLayer } from '../../engine/i18n/translation-layer';
import { installContentLanguage, localisedContent } from '../../engine/i18n/localised-content';
import { resolveStep } from '../../engine/steps/content/content-sources';
import type { StepFile } from '../../engine/steps/step-file';
import { createStepRouter, StepHarness, startedWill } from './test-harness';
import { loadStepFile, provideStepFile } from './step-file-loader';
import { StepRenderer } from './step-renderer';
import { stepFile } from './step-files';

const HELP = 'Your name as it appears on your passport or driving licence.';
/** A fixture layer: the title and a hint in Welsh; the date hint left untranslated. */
const layer: TranslationLayer = {
  '/title': { text: 'Amdanoch Chi', source: fingerprint('About You') },
  '/uiSchema/fullName/ui:help': { text: 'Eich enw fel y mae ar eich pasbort neu eich trwydded yrru.', source: fingerprint(HELP) },
};

let uninstall = () => {};
beforeAll(() => {
  uninstall = installContentLanguage({ language: () => 'cy' });
  provideStepFile('about-you', resolveStep(localisedContent(aboutYou as unknown as StepFile, { cy: layer })));
});
afterAll(() => uninstall());

describe('a step in Welsh', () => {
  it("draws the layer's Welsh, and English where the layer has no text yet", async () => {
    expect((await loadStepFile('about-you'))?.title).toBe('Amdanoch Chi');
    render(<StepHarness router={createStepRouter('/will/yourself')} will={startedWill()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Amdanoch Chi' })).toBeInTheDocument();
    expect(screen.getByText('Eich enw fel y mae ar eich pasbort neu eich trwydded yrru.')).toBeInTheDocument();
    expect(screen.queryByText(HELP)).not.toBeInTheDocument();
    expect(screen.getByText('For example, 27 3 1985')).toBeInTheDocument();
  });

  it('marks an optional field "(dewisol)", from the wizard copy, not "(optional)"', () => {
    const context = { today: '2026-11-22', lookupAddresses: async (postcode: string) => ({ postcode, items: [] }), sourceItems: () => [], openStep: () => {} };
    const { container } = render(<StepRenderer step={stepFile('estate-add-charity')} initialData={{ name: 'Dogs Trust' }} onSubmit={() => {}} context={context} />);
    const marks = [...container.querySelectorAll('.field__optional')].map((mark) => mark.textContent);
    expect(marks).toEqual([' (dewisol)']);
  });
});
