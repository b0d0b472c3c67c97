/**
 * Person names may be written in the Latin, Greek or Cyrillic alphabet (engine/will/validation/person-name.ts): a will
 * drafted with a name in each is saved, and every name survives into the draft PDF, read back with pdftotext.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRIEND, PARTNER } from '../../engine/will/fixtures/will-fixtures';
import { createTestApp, type TestApp } from './test-app';
import { validPayload } from './will-test-data';

let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'name-alphabets-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

function pdfText(pdf: Buffer): string {
  const file = join(dir, 'draft.pdf');
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' }).normalize('NFC');
}

describe('names in each alphabet the will prints', () => {
  it('a will-writer in Latin with accents, a partner in Greek and a friend in Cyrillic: each name is in the draft PDF', async () => {
    const names = { writer: 'Zoë Ní Bhriain-Łukasiewicz', partner: 'Γιώργος Παπαδόπουλος', friend: 'Наталья Иванова' };
    const { cookie } = await t.signUp();
    const payload = validPayload(0);
    payload.userInfo = { ...payload.userInfo!, fullName: names.writer };
    payload.people.relations[PARTNER] = { ...payload.people.relations[PARTNER]!, fullName: names.partner };
    payload.people.relations[FRIEND] = { ...payload.people.relations[FRIEND]!, fullName: names.friend };
    const saved = await t.request('/api/will', { method: 'POST', cookie, json: payload });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const response = await t.request('/api/will/draft.pdf', { cookie });
    expect(response.status).toBe(200);
    const text = pdfText(Buffer.from(await response.arrayBuffer())).replace(/\s+/g, ' ');
    for (const name of Object.values(names)) expect(text, name).toContain(name);
  });

  it('a name in another alphabet, or one that reads as a link, is refused with 422 at its field', async () => {
    const { cookie } = await t.signUp();
    for (const fullName of ['山田太郎', 'Jane www.example.com']) {
      const payload = validPayload(0);
      payload.people.relations[FRIEND] = { ...payload.people.relations[FRIEND]!, fullName };
      const refused = await t.request('/api/will', { method: 'POST', cookie, json: payload });
      expect(refused.status, fullName).toBe(422);
      expect(Object.keys((await refused.json()).fields).filter((field) => field.endsWith(`${FRIEND}.fullName`)), fullName).toHaveLength(1);
    }
  });
});
