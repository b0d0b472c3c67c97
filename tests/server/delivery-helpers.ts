/**
 * What the tests of a delivered will share (tests/server/delivered-versions.test.ts, welsh-will-delivery.test.ts and
 * the content sheet's Welsh round trip, tests/content/welsh-round-trip/): a test app, a supervisor and a writer whose
 * will is paid for, a change saved to the stored will, a delivery at the version the console shows, and a PDF of the
 * API read as text.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { deliver, detailOf, paidWriter, pdfText, signedInReviewer } from './review-helpers';

/** The test file's app: made before its tests and closed after them, with the PDFs read as text. */
export function appForFile(): { readonly t: TestApp } {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get t() {
      if (!app) throw new Error('the test app is made before the first test');
      return app;
    },
  };
}

/** Runs `work` on an app of its own (outside a test file's hooks), closed afterwards with the PDFs read as text. */
export async function withTestApp<T>(work: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp();
  try {
    return await work(t);
  } finally {
    await t.close();
  }
}

/** A supervisor of the legal team, and a writer whose complete will is paid for and waits in the queue (NEW). */
export async function reviewerAndWriter(t: TestApp) {
  const reviewer = await signedInReviewer(t);
  const writer = await paidWriter(t);
  return { reviewer, writer };
}

type StoredWill = Record<string, unknown>;

/** Saves the writer's stored will (its answers and people) with `change` made to it, at its stored revision. */
export async function saveWill(t: TestApp, cookie: string, change: (will: StoredWill) => StoredWill): Promise<Response> {
  const state = await (await t.request('/api/will', { cookie })).json();
  return t.request('/api/will', { method: 'POST', cookie, json: { ...change({ ...state.will, people: state.people }), revision: state.revision } });
}

/** Delivers the submission at the version the console shows now. */
export async function deliverAtShownVersion(t: TestApp, reviewer: string, id: string): Promise<Response> {
  const { version } = await detailOf(t, reviewer, id);
  return deliver(t, reviewer, id, { version });
}

/** The PDF the API answers at `path`, read as text (empty when it answers anything but 200). */
export async function pdfAt(t: TestApp, path: string, cookie: string): Promise<{ status: number; text: string }> {
  const response = await t.request(path, { cookie });
  return { status: response.status, text: response.status === 200 ? pdfText(new Uint8Array(await response.arrayBuffer())) : '' };
}
