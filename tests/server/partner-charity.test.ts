import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answers = { hasPartner: false, hasChildren: false, hasProperty: true, livesInEnglandOrWales: true, assetsAreInEnglandOrWales: true, type: 'willBasic' };

/** A new user whose onboarding answers (as the browser saves them) carry `extra`. */
async function userWithAnswers(extra: Record<string, unknown>) {
  const { cookie } = await t.signUp();
  const saved = await t.request('/api/onboarding-answer', { method: 'POST', cookie, json: { ...answers, ...extra, onboarding_status: 'completed' } });
  return { cookie, saved };
}

async function partnerCharityOf(cookie: string) {
  const response = await t.request('/api/will', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()).partner_charity;
}

describe('partner_charity of GET /api/will', () => {
  it('is the charity of the link the user came through, from the charity index, giftable', async () => {
    const { cookie, saved } = await userWithAnswers({ willSource: 'charity', partnerCharityNumber: '209603' });
    expect(saved.status).toBe(201);
    expect(await partnerCharityOf(cookie)).toEqual({
      id: '209603',
      name: 'The Royal National Lifeboat Institution',
      registered_number: '209603',
      logo_url: null,
      is_giftable: true,
    });
  });

  it('is null for a user who came through no charity link, or without onboarding answers', async () => {
    expect(await partnerCharityOf((await userWithAnswers({ willSource: 'direct' })).cookie)).toBeNull();
    expect(await partnerCharityOf((await t.signUp()).cookie)).toBeNull();
  });

  it('is null when the charity index has no charity under the number', async () => {
    const { cookie, saved } = await userWithAnswers({ willSource: 'charity', partnerCharityNumber: '999999' });
    expect(saved.status).toBe(201);
    expect(await partnerCharityOf(cookie)).toBeNull();
  });

  it("is only ever the user's own charity", async () => {
    await userWithAnswers({ willSource: 'charity', partnerCharityNumber: '1089464' });
    const other = await userWithAnswers({ willSource: 'charity', partnerCharityNumber: '209603' });
    expect((await partnerCharityOf(other.cookie)).name).toBe('The Royal National Lifeboat Institution');
  });

  it('comes with the state of a refused save too', async () => {
    const { cookie } = await userWithAnswers({ willSource: 'charity', partnerCharityNumber: '1089464' });
    const stale = await t.request('/api/will', { method: 'POST', cookie, json: { people: { relations: {}, children: {} }, revision: 7 } });
    expect(stale.status).toBe(409);
    expect((await stale.json()).state.partner_charity).toMatchObject({ name: 'Cancer Research UK', registered_number: '1089464' });
  });
});

describe('partnerCharityNumber of POST /api/onboarding-answer', () => {
  it.each([['20960'], ['209603x'], ['SC037736'], ['012345'], ['123456789'], [209603], ['']])('refuses %j with 422, storing nothing', async (number) => {
    const { cookie, saved } = await userWithAnswers({ willSource: 'charity', partnerCharityNumber: number });
    expect(saved.status).toBe(422);
    expect((await saved.json()).fields).toEqual({ 'onboarding_answer.partnerCharityNumber': ['Answer not valid'] });
    expect(await (await t.request('/api/onboarding-answer', { cookie })).json()).toEqual({ onboarding_answer: null });
  });
});
