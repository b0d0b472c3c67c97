/**
 * Imported by tests/content/editor-proof.test.ts from a copy of the repo whose JSON alone was edited: the pet
 * definition gained an optional `microchipNumber` (titled 'Microchip number') and pet-types.json a 'hamster' type, so
 * every module here, and every module they import, is the copy's. Not a test file of its own (it would fail on the
 * unedited content). The form check installs a DOM of its own, since the server's modules need Node's URL.
 */
import { expect } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { readStepFiles } from '../../../server/content/read-step-files';
import { createTestApp, type TestApp } from '../../server/test-app';
import { validPayload } from '../../server/will-test-data';

const PET = '0b0e5a2c-1d3f-4c5b-9a6e-7f8d9c0b1a2e';
const CHIP = '985112006789012';

const context = {
  today: '2026-11-22',
  lookupAddresses: async (postcode: string) => ({ postcode, items: [] }),
  sourceItems: () => [],
  openStep: () => {},
};

/** The API accepts the new field and type, and the drafted will prints them. */
export async function checkApiAndDraft(): Promise<void> {
  const t: TestApp = await createTestApp();
  try {
    const { cookie } = await t.signUp();
    const base = validPayload(0);
    const payload = { ...base, pets: { ...base.pets, [PET]: { name: 'Pip', type: 'hamster', microchipNumber: CHIP, hasPetCarePlan: true } } };
    const saved = await t.request('/api/will', { method: 'POST', cookie, json: payload });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const stored = await (await t.request('/api/will', { cookie })).json();
    expect(stored.will.pets[PET]).toMatchObject({ type: 'hamster', microchipNumber: CHIP });
    const draft = await t.request('/api/will/draft', { cookie });
    expect(draft.status).toBe(200);
    const text = JSON.stringify(await draft.json());
    expect(text).toMatch(/hamster Pip/i);
    expect(text).toContain(`microchip number ${CHIP}`);
  } finally {
    await t.close();
  }
}

/** The pet step draws the new field and the new type. */
export async function checkPetStep(): Promise<void> {
  const dom = await builtinEnvironments.jsdom.setup(globalThis, {});
  try {
    const { act, render, screen, cleanup } = await import('@testing-library/react');
    const { StepRenderer } = await import('../../../web/wizard/step-renderer');
    // The app loads the form kinds as a chunk of their own; load them before drawing, as the test harness does.
    const { loadFormKinds } = await import('../../../web/wizard/kinds/lazy-form-kinds');
    await loadFormKinds();
    const entry = readStepFiles(fileURLToPath(new URL('../../../schemas/steps', import.meta.url))).find((e) => e.step.id === 'family-add-pet');
    expect(entry?.schemaError).toBeUndefined();
    // The step's precompiled validator is a chunk of its own: the first render suspends until it has loaded.
    await act(async () => {
      render(createElement(StepRenderer, { step: entry!.step, initialData: {}, onSubmit: () => {}, context }));
    });
    expect(await screen.findByLabelText(/^Microchip number/)).toBeTruthy();
    expect(screen.getByLabelText('Hamster')).toBeTruthy();
    cleanup();
  } finally {
    await dom.teardown(globalThis);
  }
}
