import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { erasurePlan, unplannedTables } from '../../server/account/erasure-plan';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The tables of the fully migrated database (the app's migrations and better-auth's), with their columns. */
const tablesOf = async () => (await t.db.introspection.getTables()).map((table) => ({ name: table.name, columns: table.columns.map((c) => c.name) }));

it('says what erasing an account does to every table the migrations create', async () => {
  expect(unplannedTables((await tablesOf()).map((table) => table.name))).toEqual([]);
});

it('names only tables and columns that exist', async () => {
  const tables = new Map((await tablesOf()).map((table) => [table.name, table.columns]));
  for (const [table, erasure] of Object.entries(erasurePlan)) {
    expect(tables.has(table), `${table} exists`).toBe(true);
    if (erasure.kind === 'delete') expect(tables.get(table), `${table}.${erasure.column}`).toContain(erasure.column);
  }
});

it('fails as soon as a migration adds a table the plan does not account for', async () => {
  await sql`create table gift_voucher (code text primary key, user_id text not null, recipient_email text)`.execute(t.db);
  expect(unplannedTables((await tablesOf()).map((table) => table.name))).toEqual(['gift_voucher']);
});
