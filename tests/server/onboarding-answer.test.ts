import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers = { hasPartner: true, partnerNeedsWill: true, hasChildren: false, hasProperty: true, livesInEnglandOrWales: true, assetsAreInEnglandOrWales: true, type: 'willBasic' };

describe('/api/onboarding-answer', () => {
  it('needs a session', async () => {
    expect((await t.request('/api/onboarding-answer')).status).toBe(401);
    expect((await t.request('/api/onboarding-answer', { method: 'POST', json: answers })).status).toBe(401);
  });

  it('creates, shows and updates the answers with their onboarding_status', async () => {
    const { cookie } = await t.signUp();
    expect(await (await t.request('/api/onboarding-answer', { cookie })).json()).toEqual({ onboarding_answer: null });
    const created = await t.request('/api/onboarding-answer', { method: 'POST', cookie, json: { ...answers, onboarding_status: 'started' } });
    expect(created.status).toBe(201);
    expect((await created.json()).onboarding_answer).toEqual({ ...answers, onboarding_status: 'started' });
    const updated = await t.request('/api/onboarding-answer', { method: 'PATCH', cookie, json: { wantsLPA: true, onboarding_status: 'completed' } });
    expect((await updated.json()).onboarding_answer).toEqual({ ...answers, wantsLPA: true, onboarding_status: 'completed' });
    expect((await (await t.request('/api/onboarding-answer', { cookie })).json()).onboarding_answer.onboarding_status).toBe('completed');
  });

  it('refuses unknown answers and bad values with 422, storing nothing', async () => {
    const { cookie } = await t.signUp();
    const bad = await t.request('/api/onboarding-answer', { method: 'POST', cookie, json: { hasPartner: 'maybe', shoeSize: 9, onboarding_status: 'nope' } });
    expect(bad.status).toBe(422);
    const body = await bad.json();
    expect(Object.keys(body.fields).sort()).toEqual(['onboarding_answer.hasPartner', 'onboarding_answer.onboarding_status', 'onboarding_answer.shoeSize']);
    expect(await (await t.request('/api/onboarding-answer', { cookie })).json()).toEqual({ onboarding_answer: null });
    for (const json of [null, [], 'text', 42]) {
      expect((await t.request('/api/onboarding-answer', { method: 'POST', cookie, json })).status).toBe(422);
    }
  });

  it('keeps the status when an update does not name one', async () => {
    const { cookie } = await t.signUp();
    await t.request('/api/onboarding-answer', { method: 'POST', cookie, json: { ...answers, onboarding_status: 'completed' } });
    const updated = await t.request('/api/onboarding-answer', { method: 'PATCH', cookie, json: { wantsLPA: false } });
    expect((await updated.json()).onboarding_answer.onboarding_status).toBe('completed');
  });

  it('answers 404 to an update before any answers exist', async () => {
    const { cookie } = await t.signUp();
    expect((await t.request('/api/onboarding-answer', { method: 'PATCH', cookie, json: { wantsLPA: true } })).status).toBe(404);
  });
});
