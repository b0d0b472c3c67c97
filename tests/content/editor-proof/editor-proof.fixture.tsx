/**
 * Run by tests/content/editor-proof.test.ts inside a copy of the repo whose JSON alone was edited: the pet definition
 * gained an optional `microchipNumber` (titled 'Microchip number') and pet-types.json a 'hamster' type. Not part of
 * the normal test run (it would fail on the unedited content). It runs in Node, since the server's modules need
 * Node's URL; the form test installs a DOM of its own once the API test is done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { resolve } from 'node:path';
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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('an optional pet field and a pet type added in JSON only', () => {
  it('are accepted by the API and printed in the drafted will', async () => {
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
  });

  it('appear in the pet step', async () => {
    const dom = await builtinEnvironments.jsdom.setup(globalThis, {});
    try {
      const { act, render, screen, cleanup } = await import('@testing-library/react');
      const { StepRenderer } = await import('../../../web/wizard/step-renderer');
      // The app loads the form kinds as a chunk of their own; load them before drawing, as the test harness does.
      const { loadFormKinds } = await import('../../../web/wizard/kinds/lazy-form-kinds');
      await loadFormKinds();
      const entry = readStepFiles(resolve('schemas/steps')).find((e) => e.step.id === 'family-add-pet');
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
  });
});
