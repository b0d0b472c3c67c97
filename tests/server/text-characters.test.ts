import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { storedRows, userIdOf } from './will-test-data';

/** Control and text-direction characters are refused in every text field a user saves. */
let t: TestApp;
let cookie: string;
let userId: string;
const MESSAGE = 'This answer contains hidden control or text-direction characters. Please type it again without them.';
const RELATION = '22222222-2222-4222-8222-222222222222';
const ONE_LINE = 'Type this on one line, without tabs, line breaks or hidden characters (zero-width, byte-order or text-direction marks).';

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
    'will.userInfo.fullName': [ONE_LINE],
    [`people.relations.${RELATION}.fullName`]: [ONE_LINE],
    [`people.relations.${RELATION}.address`]: [ONE_LINE],
    'will.gifts.0.itemDesc': [ONE_LINE],
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

it('refuses RLM, ZWSP, BOM, line and paragraph separators, tabs and newlines in one-line fields, and stores names NFC', async () => {
  const { cookie: other } = await t.signUp();
  const save = (json: unknown) => t.request('/api/will', { method: 'POST', cookie: other, json });
  const person = (fullName: string, address = '2 Low Road, York') => ({ [RELATION]: { fullName, birthday: '1970-07-07', address } });
  for (const [fullName, address] of [['Sam\u200fJones'], ['Sam\u200bJones'], ['Sam\ufeffJones'], ['Sam\u2028Jones'], ['Sam\u2029Jones'], ['Sam\tJones'], ['Sam', '2 Low Road\nYork']]) {
    const res = await save({ revision: 0, people: { relations: person(fullName!, address), children: {} } });
    expect(res.status).toBe(422);
    const fields = ((await res.json()) as { fields: Record<string, string[]> }).fields;
    expect(Object.values(fields)).toEqual([[ONE_LINE]]);
  }
  expect((await save({ revision: 0, people: { relations: person('王小明'), children: {} } })).status).toBe(422);
  expect((await save({ revision: 0, people: { relations: person('Imogen see https://evil.example/prize'), children: {} } })).status).toBe(422);
  expect((await save({ revision: 0, people: { relations: person('Rene\u0301e Dubois'), children: {} } })).status).toBe(200);
  const stored = (await (await t.request('/api/will', { cookie: other })).json()) as { people: { relations: Record<string, { fullName: string }> } };
  expect(stored.people.relations[RELATION]!.fullName).toBe('Ren\u00e9e Dubois');
});
