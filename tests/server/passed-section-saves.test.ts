import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHARITY, DOG, FRIEND, PARTNER } from '../../engine/will/fixtures/will-fixtures';
import type { SavePayload } from '../../engine/will/will';
import { createTestApp, type TestApp } from './test-app';
import { storedRows, userWithWill, validPayload } from './will-test-data';

/** Every save is judged by the rules of the step that wrote the section, whichever client sends it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOTAL = 'Total must equal 100%. Please update percentages';

async function save(cookie: string, change: (p: SavePayload) => void, revision = 1) {
  const payload = validPayload(revision);
  change(payload);
  const res = await t.request('/api/will', { method: 'POST', cookie, json: payload });
  return { status: res.status, body: (await res.json()) as { type?: string; fields?: Record<string, string[]>; revision?: number } };
}

it('refuses doubled estate amounts on a will whose estate is passed, as it refuses them on a first save, storing nothing', async () => {
  const doubled = (p: SavePayload) => p.estate!.forEach((share) => { share.amount *= 2; });
  const { cookie: first } = await t.signUp();
  const firstSave = await save(first, doubled, 0);
  expect(firstSave.status).toBe(422);

  const { cookie, userId } = await userWithWill(t);
  const before = await storedRows(t, userId);
  const again = await save(cookie, doubled);
  expect(again.status).toBe(422);
  expect(again.body.type).toBe('validation');
  expect(again.body.fields).toEqual(firstSave.body.fields);
  expect(again.body.fields).toEqual({ 'will.estate': [TOTAL] });
  expect(await storedRows(t, userId)).toEqual(before);
});

it('refuses a passed split that totals under 100, guardians emptied and executors removed, with their field errors', async () => {
  const { cookie } = await userWithWill(t);
  expect((await save(cookie, (p) => { p.estate![0]!.amount = 30; })).body.fields).toEqual({ 'will.estate': [TOTAL] });
  expect((await save(cookie, (p) => { p.guardians = { [DOG]: [FRIEND] }; })).body.fields).toEqual({ 'will.guardians': ['This field is required'] });
  expect((await save(cookie, (p) => { p.executors = []; })).body.fields).toEqual({ 'will.executors': ['You must allocate one or more executors.'] });
  expect((await save(cookie, (p) => { p.gifts![0]!.beneficiaries = [FRIEND, PARTNER]; })).status).toBe(422);
  expect((await save(cookie, (p) => { p.people.relations[FRIEND]!.birthday = '2015-01-01'; })).status).toBe(422);
});

it('still allows what SPEC 4.1 allows: a charity deleted after the estate was passed leaves it needs attention', async () => {
  const { cookie } = await userWithWill(t);
  const removed = await save(cookie, (p) => {
    delete p.charity![CHARITY];
    p.gifts = p.gifts!.slice(0, 1);
  });
  expect(removed.status).toBe(200);
  const res = await t.request('/api/will', { cookie });
  const state = (await res.json()) as { will: SavePayload };
  expect(state.will.passedSteps).toContain(5);
  expect(state.will.estate!.reduce((sum, s) => sum + s.amount, 0)).toBe(90);
  // Saving another section keeps it so; changing the split to anything but 100 is refused.
  expect((await save(cookie, (p) => { delete p.charity![CHARITY]; p.gifts = p.gifts!.slice(0, 1); p.userInfo!.phoneNumber = '07700 900001'; }, 2)).status).toBe(200);
  expect((await save(cookie, (p) => { delete p.charity![CHARITY]; p.gifts = p.gifts!.slice(0, 1); p.estate = p.estate!.slice(0, 2); p.estate[0]!.amount = 55; }, 3)).body.fields).toEqual({ 'will.estate': [TOTAL] });
  // The estate step unpassed, an unfinished edit is a draft again.
  const draft = await save(cookie, (p) => { delete p.charity![CHARITY]; p.gifts = p.gifts!.slice(0, 1); p.estate = p.estate!.slice(0, 2); p.estate[0]!.amount = 55; p.passedSteps = [1, 2, 3, 4, 6]; }, 3);
  expect(draft.status).toBe(200);
});
