import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const userInfo = {
  title: 'Ms.',
  fullName: 'Jane Mary Smith',
  birthday: '1985-03-27',
  address: '10 Downing Street, London, SW1A 2AA, UK',
  manualAddress: false,
  phoneNumber: '07700 900982',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getWill(cookie: string) {
  const response = await t.request('/api/will', { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/will', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/will')).status).toBe(401);
  });

  it('gives a new user an empty will at revision 0 with the contract fields', async () => {
    const { cookie } = await t.signUp();
    const state = await getWill(cookie);
    expect(state).toMatchObject({ people: { relations: {}, children: {} }, submission: null, subscription: null, paid: false, partner_charity: null, revision: 0 });
    expect(state.will.passedSteps ?? []).toEqual([]);
  });
});

describe('POST /api/will', () => {
  it('saves About You, passes step 1 and bumps the revision', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/will', { method: 'POST', cookie, json: { userInfo, passedSteps: [1], people: { relations: {}, children: {} }, revision: 0 } });
    expect(await response.json()).toEqual({ status: 'UPDATED', revision: 1 });
    const state = await getWill(cookie);
    expect(state.will.userInfo).toEqual(userInfo);
    expect(state.will.passedSteps).toEqual([1]);
    expect(state.revision).toBe(1);
  });

  it('refuses a stale revision with 409 and the current state (two tabs)', async () => {
    const { cookie } = await t.signUp();
    const payload = { userInfo, passedSteps: [1], people: { relations: {}, children: {} }, revision: 0 };
    expect((await t.request('/api/will', { method: 'POST', cookie, json: payload })).status).toBe(200);
    const second = await t.request('/api/will', { method: 'POST', cookie, json: { ...payload, userInfo: { ...userInfo, fullName: 'Other Tab' } } });
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.type).toBe('conflict');
    expect(body.state.will.userInfo.fullName).toBe('Jane Mary Smith');
    expect(body.state.revision).toBe(1);
  });

  it('keeps every save in the revision history', async () => {
    const { cookie } = await t.signUp();
    for (const [revision, fullName] of ['First Name', 'Second Name'].entries()) {
      await t.request('/api/will', { method: 'POST', cookie, json: { userInfo: { ...userInfo, fullName }, people: { relations: {}, children: {} }, revision } });
    }
    const rows = await t.db.selectFrom('will_revision').select(['revision', 'document']).orderBy('id').execute();
    const mine = rows.filter((r) => r.document.includes('First Name') || r.document.includes('Second Name'));
    expect(mine.map((r) => JSON.parse(r.document).userInfo.fullName)).toEqual(['First Name', 'Second Name']);
  });

  it('answers 422 keyed will.userInfo.* and leaves the will unchanged', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/will', {
      method: 'POST',
      cookie,
      json: { userInfo: { ...userInfo, birthday: '1985-02-30' }, passedSteps: [1], people: { relations: {}, children: {} }, revision: 0 },
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.type).toBe('validation');
    expect(body.fields['will.userInfo.birthday']).toContain('Date not valid');
    expect(body.state.revision).toBe(0);
    const badTitle = await t.request('/api/will', { method: 'POST', cookie, json: { userInfo: { ...userInfo, title: 'King' }, people: { relations: {}, children: {} }, revision: 0 } });
    expect(badTitle.status).toBe(422);
    expect((await badTitle.json()).fields['will.userInfo.title']).toBeDefined();
    expect((await getWill(cookie)).will.userInfo).toBeUndefined();
  });

  it('refuses to pass a step whose prerequisite is not passed', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/will', { method: 'POST', cookie, json: { userInfo, passedSteps: [2], people: { relations: {}, children: {} }, revision: 0 } });
    expect(response.status).toBe(422);
  });

  it('answers 400 to malformed JSON and never a 5xx', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/will', { method: 'POST', cookie, body: '{"userInfo":', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
  });

  it('never lets one user see or change another user\'s will', async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    await t.request('/api/will', { method: 'POST', cookie: alice.cookie, json: { userInfo, passedSteps: [1], people: { relations: {}, children: {} }, revision: 0 } });
    const bobState = await getWill(bob.cookie);
    expect(bobState.will.userInfo).toBeUndefined();
    await t.request('/api/will', { method: 'POST', cookie: bob.cookie, json: { userInfo: { ...userInfo, fullName: 'Bob' }, people: { relations: {}, children: {} }, revision: 0 } });
    expect((await getWill(alice.cookie)).will.userInfo.fullName).toBe('Jane Mary Smith');
  });

  it('refuses a cross-site write with 403', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/will', { method: 'POST', cookie, headers: { origin: 'https://evil.example' }, json: { userInfo, people: { relations: {}, children: {} }, revision: 0 } });
    expect(response.status).toBe(403);
  });

  it('refuses a body over the limit with 413', async () => {
    const { cookie } = await t.signUp();
    const response = await t.request('/api/will', { method: 'POST', cookie, json: { userInfo: { ...userInfo, fullName: 'x'.repeat(600_000) }, revision: 0 } });
    expect(response.status).toBe(413);
  });
});
