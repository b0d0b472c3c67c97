/**
 * Run by tests/content/welsh-round-trip.test.ts inside a copy of the repo whose Welsh was changed through the content
 * sheet alone, by the copy's own Vite (tests/content/repo-copy.ts: copyModules), so every module here and every module
 * it imports is the copy's, its content read in Welsh from the copy's layers. Not a test file of its own (it would
 * fail on the unchanged content): each check answers what a person meets, and the test says what it must be.
 */
import { builtinEnvironments } from 'vitest/runtime';
import { createElement } from 'react';
import { installContentLanguage } from '../../../engine/i18n/localised-content';
import { deliverAtShownVersion, pdfAt, reviewerAndWriter, saveWill, withTestApp } from '../../server/delivery-helpers';

const context = {
  today: '2026-11-22',
  lookupAddresses: async (postcode: string) => ({ postcode, items: [] }),
  sourceItems: () => [],
  openStep: () => {},
};

/**
 * A will writer who reads the service in Welsh and asked for a Welsh will, delivered by the legal team: the delivery
 * email as the outbox holds it, and the delivered will's PDF as pdftotext reads it.
 */
export function deliveredWelshWill() {
  return withTestApp(async (t) => {
    const { reviewer, writer } = await reviewerAndWriter(t);
    const language = await t.request('/api/language', { method: 'PUT', cookie: writer.cookie, json: { language: 'cy' } });
    const saved = await saveWill(t, writer.cookie, (will) => ({ ...will, willLanguage: 'cy' }));
    const delivered = await deliverAtShownVersion(t, reviewer.cookie, writer.id);
    const outbox = await t.db.selectFrom('mail_outbox').select(['subject', 'body_text', 'body_html', 'topic']).where('to_address', '=', writer.email).orderBy('id').execute();
    const will = await pdfAt(t, '/api/will/document.pdf', writer.cookie);
    const { will: stored } = await (await t.request('/api/will', { cookie: writer.cookie })).json();
    return {
      statuses: { language: language.status, saved: saved.status, delivered: delivered.status, will: will.status },
      deliveryEmail: outbox.find((mail) => mail.topic?.startsWith('delivery:')),
      willText: will.text.replace(/\s+/g, ' '),
      fullName: stored.userInfo.fullName as string,
    };
  });
}

/** The step as the web app loads it in Welsh (its generated chunk), drawn: its main heading and its fields' labels. */
export async function drawnWelshStep(id: string): Promise<{ heading: string | null; labels: string[] }> {
  const dom = await builtinEnvironments.jsdom.setup(globalThis, {});
  const uninstall = installContentLanguage({ language: () => 'cy' });
  try {
    const { act, render, screen, cleanup } = await import('@testing-library/react');
    const { loadStepFile } = await import('../../../web/wizard/step-file-loader');
    const { StepRenderer } = await import('../../../web/wizard/step-renderer');
    // The app loads the form kinds as a chunk of their own; load them before drawing, as the test harness does.
    const { loadFormKinds } = await import('../../../web/wizard/kinds/lazy-form-kinds');
    await loadFormKinds();
    const step = await loadStepFile(id);
    if (!step) throw new Error(`no step ${id}`);
    // The step's precompiled validator is a chunk of its own: the first render suspends until it has loaded.
    await act(async () => {
      render(createElement(StepRenderer, { step, initialData: {}, onSubmit: () => {}, context }));
    });
    const heading = (await screen.findByRole('heading', { level: 1 })).textContent;
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent ?? '');
    cleanup();
    return { heading, labels };
  } finally {
    uninstall();
    await dom.teardown(globalThis);
  }
}
