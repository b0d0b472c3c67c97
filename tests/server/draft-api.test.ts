import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftDocument } from '../../engine/drafting/draft-document';
import { completePayload } from '../../engine/will/fixtures/will-fixtures';
import { createTestApp, type TestApp } from './test-app';

const NAMES = ['Jane Smith', 'John Smith', 'Sam Jones', 'Amy Smith', 'Ben Smith', 'Dogs Trust', 'Rex'];

let t: TestApp;
let owner: { cookie: string };
const dir = mkdtempSync(join(tmpdir(), 'will-draft-api-'));

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  const saved = await t.request('/api/will', { method: 'POST', cookie: owner.cookie, json: { ...completePayload(), revision: 0 } });
  expect(saved.status, await saved.clone().text()).toBe(200);
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function pdfText(response: Response): Promise<string> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, Buffer.from(await response.arrayBuffer()));
  return execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' });
}

describe('GET /api/will/draft and /api/will/draft.pdf', () => {
  it('need a session', async () => {
    expect((await t.request('/api/will/draft')).status).toBe(401);
    expect((await t.request('/api/will/draft.pdf')).status).toBe(401);
  });

  it("give the owner their will drafted as numbered clauses, with signing instructions and warnings", async () => {
    const response = await t.request('/api/will/draft', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const draft = (await response.json()) as DraftDocument;
    expect(draft.draft).toBe(true);
    expect(draft.preparedOn).toBe('2026-11-22');
    expect(draft.clauses[0]?.paragraphs[0]?.text).toBe('This is the last will of me, Jane Smith, of 1 High Street, Leeds, LS1 1AA.');
    expect(draft.clauses.map((c) => c.kind)).toEqual(['opening', 'revocation', 'definitions', 'executors', 'guardians', 'pets', 'gifts', 'residuary', 'minors', 'charities', 'powers', 'attestation']);
    expect(draft.signingInstructions.steps).toHaveLength(8); // the last says what the executors' powers are for
    expect(draft.warnings).toEqual([]);
  });

  it('give the owner the same draft as a PDF', async () => {
    const response = await t.request('/api/will/draft.pdf', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await pdfText(response);
    expect(text).toContain('Last Will of Jane Smith');
    for (const name of NAMES) expect(text).toContain(name);
    // The signing guide and the letter of wishes are separate documents.
    expect(text).not.toContain('How to sign your will');
    expect(text).not.toContain('For a holiday');
  });

  it('give the owner the draft signing guide and letter of wishes as PDFs of their own', async () => {
    const guide = await t.request('/api/will/draft-signing-guide.pdf', { cookie: owner.cookie });
    expect(guide.status).toBe(200);
    expect(guide.headers.get('content-type')).toBe('application/pdf');
    expect(guide.headers.get('cache-control')).toContain('no-store');
    const guideText = await pdfText(guide);
    expect(guideText).toContain('How to sign your will');
    expect(guideText).not.toContain('Last Will of');
    const letter = await t.request('/api/will/draft-letter-of-wishes.pdf', { cookie: owner.cookie });
    expect(letter.status).toBe(200);
    const letterText = await pdfText(letter);
    expect(letterText).toContain('Letter of wishes of Jane Smith');
    expect(letterText).toContain('For a holiday');
    expect((await t.request('/api/will/draft-signing-guide.pdf')).status).toBe(401);
    expect((await t.request('/api/will/draft-letter-of-wishes.pdf')).status).toBe(401);
  });

  it("give another user their own empty draft, never this user's names", async () => {
    const other = await t.signUp();
    const response = await t.request('/api/will/draft', { cookie: other.cookie });
    expect(response.status).toBe(200);
    const body = await response.text();
    for (const name of NAMES) expect(body).not.toContain(name);
    const draft = JSON.parse(body) as DraftDocument;
    expect(draft.clauses.map((c) => c.kind)).toEqual(['opening', 'revocation', 'attestation']);
    expect(draft.warnings.map((w) => w.code)).toEqual(['missingName', 'missingAddress', 'noExecutor', 'noResiduaryBeneficiary']);
    const pdf = await pdfText(await t.request('/api/will/draft.pdf', { cookie: other.cookie }));
    for (const name of NAMES) expect(pdf).not.toContain(name);
    expect(draft.letterOfWishes).toBeNull();
    expect((await t.request('/api/will/draft-letter-of-wishes.pdf', { cookie: other.cookie })).status).toBe(404);
  });
});
