import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { validPayload } from './will-test-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function save(cookie: string, maritalStatus: unknown, revision = 0) {
  return t.request('/api/will', { method: 'POST', cookie, json: { ...validPayload(revision), maritalStatus } });
}

describe('POST /api/will with the SPEC 3.3 marital status shape', () => {
  it('stores {id, description, needPartner, comc} when it agrees with the catalogue', async () => {
    const { cookie } = await t.signUp();
    const status = { id: 5, description: 'Engaged', needPartner: true, comc: true };
    const response = await save(cookie, status);
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = await (await t.request('/api/will', { cookie })).json();
    expect(stored.will.maritalStatus).toEqual(status);
  });

  it('still accepts an older {id, comc}', async () => {
    const { cookie } = await t.signUp();
    expect((await save(cookie, { id: 3, comc: null })).status).toBe(200);
  });

  it('answers 422 on the field whose value contradicts the catalogue, and stores nothing', async () => {
    const { cookie } = await t.signUp();
    const wrongDescription = await save(cookie, { id: 3, description: 'Divorced', needPartner: true, comc: null });
    expect(wrongDescription.status).toBe(422);
    expect(await wrongDescription.json()).toMatchObject({
      type: 'validation',
      message: 'Please check your answers',
      fields: { 'will.maritalStatus.description': ['This description does not match the marital status chosen'] },
    });
    const wrongNeed = await save(cookie, { id: 1, description: 'Single', needPartner: true, comc: null });
    expect(wrongNeed.status).toBe(422);
    expect((await wrongNeed.json()).fields).toEqual({
      'will.maritalStatus.needPartner': ['Whether a partner is needed does not match the marital status chosen'],
    });
    expect((await (await t.request('/api/will', { cookie })).json()).revision).toBe(0);
  });
});
