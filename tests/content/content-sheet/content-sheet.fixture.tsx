/**
 * Run by tests/content/content-sheet.test.ts inside a copy of the repo whose texts were changed by
 * `npm run content:import` alone. Not part of the normal test run (it would fail on the unchanged content).
 * Each text must show where a person meets it: the drawn step, the email and the draft PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinEnvironments } from 'vitest/runtime';
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { createElement } from 'react';
import { readStepFiles } from '../../../server/content/read-step-files';
import { referPartnerEmail } from '../../../server/services/mail/emails';
import { createTestApp, type TestApp } from '../../server/test-app';
import { validPayload } from '../../server/will-test-data';

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

describe('texts changed through the content sheet', () => {
  it('show in the drafted will and its signing instructions', async () => {
    const { cookie } = await t.signUp();
    const saved = await t.request('/api/will', { method: 'POST', cookie, json: validPayload(0) });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const pdf = Buffer.from(await (await t.request('/api/will/draft.pdf', { cookie })).arrayBuffer());
    const text = execFileSync('/usr/bin/pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Final Testament of');
    // The signing guide goes with the draft (its own document or pages): the preview's structured text holds it.
    expect(JSON.stringify(await (await t.request('/api/will/draft', { cookie })).json())).toContain('Never staple your will.');
  });

  it('show in the email', () => {
    const mail = referPartnerEmail('partner@example.com', { partnerName: 'Sam', startUrl: 'http://localhost/will/start', discountPercentage: 25 });
    expect(mail.subject).toBe('Your partner asks you to write your will too');
    expect(mail.text).toContain('Hello Sam,');
  });

  it('show in the drawn steps', async () => {
    const dom = await builtinEnvironments.jsdom.setup(globalThis, {});
    try {
      const { act, render, screen, cleanup, fireEvent } = await import('@testing-library/react');
      const { StepRenderer } = await import('../../../web/wizard/step-renderer');
      const { loadFormKinds } = await import('../../../web/wizard/kinds/lazy-form-kinds');
      await loadFormKinds();
      const steps = readStepFiles(resolve('schemas/steps'));
      const step = (id: string) => steps.find((entry) => entry.step.id === id)!.step;
      await act(async () => {
        render(createElement(StepRenderer, { step: step('about-you'), initialData: {}, onSubmit: () => {}, context }));
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'About you and your home' })).toBeTruthy();
      expect(screen.getByLabelText('Your name in full')).toBeTruthy();
      expect(screen.getByText('Exactly as on your passport.')).toBeTruthy();
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      });
      expect((await screen.findAllByText('Tell us your full name')).length).toBeGreaterThan(0);
      cleanup();
      await act(async () => {
        render(createElement(StepRenderer, { step: step('onboarding-relationship'), initialData: {}, onSubmit: () => {}, context }));
      });
      expect(await screen.findByLabelText('Yes, I do')).toBeTruthy();
      cleanup();
    } finally {
      await dom.teardown(globalThis);
    }
  });
});
