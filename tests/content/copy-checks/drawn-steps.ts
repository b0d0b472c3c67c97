/**
 * Steps drawn as the web app draws them, for the checks a test runs inside a copy of the repo by the copy's own Vite
 * (tests/content/repo-copy.ts: copyModules): tests/content/content-sheet/ and welsh-round-trip/. Every module here
 * and every module it imports is the copy's, so a step reads the copy's content. A DOM of its own for the drawing
 * (the server's modules need Node's globals), torn down after the last step.
 */
import { builtinEnvironments } from 'vitest/runtime';
import { createElement } from 'react';
import { installContentLanguage } from '../../../engine/i18n/localised-content';
import type { Language } from '../../../engine/i18n/language';

const context = {
  today: '2026-11-22',
  lookupAddresses: async (postcode: string) => ({ postcode, items: [] }),
  sourceItems: () => [],
  openStep: () => {},
};

/** A drawn step: its main heading, its fields' labels, its text, and its text once its main button was pressed empty. */
export type DrawnStep = { heading: string | null; labels: string[]; text: string; afterPress: string };

/** A step still loading a chunk after this long is hung (a loaded machine takes seconds, not this). */
const HANG = 30_000;

/**
 * The steps as the web app loads them in `language` (their generated chunks), each drawn with no answers, read, its
 * main button pressed and read again.
 */
export async function drawnSteps(ids: string[], language: Language = 'en'): Promise<Record<string, DrawnStep>> {
  const dom = await builtinEnvironments.jsdom.setup(globalThis, {});
  const uninstall = installContentLanguage({ language: () => language });
  try {
    const { act, render, fireEvent, cleanup } = await import('@testing-library/react');
    const { loadStepFile } = await import('../../../web/wizard/step-file-loader');
    const { loadValidatorFunctions } = await import('../../../web/wizard/step-validator-chunks');
    const { StepRenderer } = await import('../../../web/wizard/step-renderer');
    // The app loads the form kinds as a chunk of their own; load them before drawing, as the test harness does.
    const { loadFormKinds } = await import('../../../web/wizard/kinds/lazy-form-kinds');
    await loadFormKinds();
    const drawn: Record<string, DrawnStep> = {};
    for (const id of ids) {
      const step = await loadStepFile(id);
      if (!step) throw new Error(`no step ${id}`);
      // The step's precompiled validator is a chunk of its own, loaded here so that the first render, which suspends
      // until the validator is built from it, waits for nothing but that.
      await loadValidatorFunctions(id);
      // Queries of this render's document (Testing Library's `screen` keeps the first DOM it was imported under).
      const view = await act(async () => render(createElement(StepRenderer, { step, initialData: {}, onSubmit: () => {}, context })));
      const heading = (await view.findByRole('heading', { level: 1 }, { timeout: HANG })).textContent;
      const labels = [...document.querySelectorAll<HTMLInputElement>('input, select, textarea')].flatMap((control) => [...(control.labels ?? [])].map((label) => label.textContent ?? ''));
      const text = document.body.textContent ?? '';
      // The errors are drawn in the same update as the press (the validator has loaded).
      const button = view.container.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (!button) throw new Error(`step ${id} drew no main button`);
      await act(async () => {
        fireEvent.click(button);
      });
      drawn[id] = { heading, labels, text, afterPress: document.body.textContent ?? '' };
      cleanup();
    }
    return drawn;
  } finally {
    uninstall();
    await dom.teardown(globalThis);
  }
}
