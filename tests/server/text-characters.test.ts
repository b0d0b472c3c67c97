import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { storedRows, userIdOf } from './will-test-data';

/** Control and text-direction characters are refused in every text field a user saves (issue 12). */
let t: TestApp;
let cookie: string;
let userId: string;
const MESSAGE = 'This answer contains hidden control or text-direction characters. Please type it again without them.';
const RELATION = '22222222-2222-4222-8222-222222222222';

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signUp());
  userId = await userIdOf(t, cookie);
});
afterAll(() => t.close());

// A NUL never reaches these rules: the app's body guard refuses it first with 400 (tests/server/bad-input.test.ts).
it('refuses a will save with a bidi override, C0 or C1 control in any text field with 422, storing nothing', async () => {
  const payload = {
    revision: 0,
    userInfo: { fullName: 'Jane \u202eSmith' },
    people: { relations: { [RELATION]: { fullName: 'Sam\u0007Jones', birthday: '1970-07-07', address: '2 Low Road\u0085York' } }, children: {} },
    gifts: [{ type: 'oneoff', itemDesc: 'My watch\u2067', beneficiaries: [RELATION] }],
  };
  const res = await t.request('/api/will', { method: 'POST', cookie, json: payload });
  expect(res.status).toBe(422);
  const body = (await res.json()) as { type: string; message: string; fields: Record<string, string[]> };
  expect(body.type).toBe('validation');
  expect(body.message).toBe('Please check your answers');
  expect(body.fields).toEqual({
    'will.userInfo.fullName': [MESSAGE],
    [`people.relations.${RELATION}.fullName`]: [MESSAGE],
    [`people.relations.${RELATION}.address`]: [MESSAGE],
    'will.gifts.0.itemDesc': [MESSAGE],
  });
  const rows = await storedRows(t, userId);
  expect(rows.will).toBeNull();
  expect(rows.history).toEqual([]);
});

it('refuses onboarding answers holding a control character with 422, storing nothing', async () => {
  const res = await t.request('/api/onboarding-answer', { method: 'POST', cookie, json: { estimateAssets: '£100k\u202e', willPartner: 'ok\u0007' } });
  expect(res.status).toBe(422);
  expect(((await res.json()) as { fields: unknown }).fields).toEqual({
    'onboarding_answer.estimateAssets': [MESSAGE],
    'onboarding_answer.willPartner': [MESSAGE],
  });
  expect(await t.db.selectFrom('onboarding_answer').selectAll().execute()).toEqual([]);
});
