import { afterAll, beforeAll, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestApp } from './test-app';
import { storedRows, userIdOf } from './will-test-data';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('upgrades a stored version-1 will on read and saves it forward as the current version', async () => {
  const { cookie } = await t.signUp();
  const userId = await userIdOf(t, cookie);
  const v1 = readFileSync('engine/will/migrations/fixtures/will-v1.json', 'utf8');
  const stored = { user_id: userId, schema_version: 1, revision: 3 };
  await t.db.insertInto('will_revision').values({ ...stored, document: v1, created_at: '2020-01-01T00:00:00.000Z' }).execute();
  await t.db.insertInto('will').values({ ...stored, passed_steps: null, updated_at: '2020-01-01T00:00:00.000Z' }).execute();

  const state = await (await t.request('/api/will', { cookie })).json();
  expect(state.revision).toBe(3);
  expect(state.will.schemaVersion).toBe(2);
  expect(state.will.passedSteps).toEqual([1, 2, 4, 5]);
  expect(state.will.estate_split_type).toBe('equally');
  expect(state.will.estate.map((s: { amount: number }) => s.amount)).toEqual([0.5, 0.5]);
  expect(state.people.relations['aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'].fullName).toBe('Ford Prefect');

  const saved = await t.request('/api/will', { method: 'POST', cookie, json: { ...state.will, people: state.people, revision: 3 } });
  expect(saved.status).toBe(200);
  const row = await storedRows(t, userId);
  expect(row.will?.schema_version).toBe(2);
  expect(JSON.parse(row.will!.document).schemaVersion).toBe(2);
  expect(row.history.map((r) => [r.revision, r.schema_version])).toEqual([[3, 1], [4, 2]]);
});
