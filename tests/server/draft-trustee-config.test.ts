import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftDocument } from '../../engine/drafting/draft-document';
import { completePayload } from '../../engine/will/fixtures/will-fixtures';
import { readConfig } from '../../server/config';
import { createTestApp, ORIGIN, type TestApp } from './test-app';

const dirs: string[] = [];

/** The trustee service's company comes from configuration, through the draft context, into the draft. */
async function draftWith(env: Record<string, string>): Promise<{ t: TestApp; draft: DraftDocument }> {
  // The test app's own configuration (the same origin), with the trustee read from these variables.
  const dir = mkdtempSync(join(tmpdir(), 'will-trustee-config-'));
  const config = readConfig({ DATA_DIR: dir, BASE_URL: ORIGIN, ...env });
  const t = await createTestApp({ config });
  dirs.push(dir);
  const { cookie } = await t.signUp();
  const payload = { ...completePayload(), executors: [{ type: 'person' as const, uuid: completePayload().executors![0]!.uuid }, { type: 'guardian-angel' as const, uuid: null }], executorCategory: 3 as const, revision: 0 };
  const saved = await t.request('/api/will', { method: 'POST', cookie, json: payload });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const response = await t.request('/api/will/draft', { cookie });
  expect(response.status).toBe(200);
  return { t, draft: (await response.json()) as DraftDocument };
}

const executorsText = (draft: DraftDocument) =>
  draft.clauses.find((c) => c.kind === 'executors')!.paragraphs.flatMap((p) => [p.text, ...(p.items ?? []).map((i) => i.text)]).join('\n');

describe('the trustee service company in the draft (TRUSTEE_COMPANY_NAME, TRUSTEE_TRUST_CORPORATION)', () => {
  const apps: TestApp[] = [];
  let configured: DraftDocument;
  let byDefault: DraftDocument;
  beforeAll(async () => {
    const a = await draftWith({ TRUSTEE_COMPANY_NAME: 'Acme Trust Corporation Limited', TRUSTEE_COMPANY_NUMBER: '01234567', TRUSTEE_TRUST_CORPORATION: 'true' });
    const b = await draftWith({});
    apps.push(a.t, b.t);
    configured = a.draft;
    byDefault = b.draft;
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('names the configured company and calls it a trust corporation when configuration says it is one', () => {
    expect(executorsText(configured)).toContain('Acme Trust Corporation Limited (company number 01234567, a trust corporation)');
    expect(JSON.stringify(configured)).not.toContain('Will Writer Trustees');
    expect(configured.warnings.map((w) => w.code)).not.toContain('trusteeNotTrustCorporation');
  });

  it('by default names the embedded company, appoints it jointly and says so in the notes', () => {
    expect(executorsText(byDefault)).toContain('Will Writer Trustees Limited is not a trust corporation. It may act only together with at least one of my other Executors who is an individual, and never alone.');
    expect(executorsText(byDefault)).not.toContain('(a trust corporation)');
    expect(byDefault.warnings.map((w) => w.code)).toContain('trusteeNotTrustCorporation');
  });
});
