import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { migrateToLatest, migrations } from '../migrate';

const dir = mkdtempSync(join(tmpdir(), 'migration-0005-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('fills passed_steps for wills stored before it, from version-2 documents only', async () => {
  const db = openDatabase(join(dir, 'test.sqlite'));
  const upTo0004 = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await upTo0004.migrateTo('0004-submission')).error).toBeUndefined();
  const insert = (userId: string, version: number, document: object) =>
    sql`insert into will (user_id, schema_version, revision, document, updated_at) values (${userId}, ${version}, 1, ${JSON.stringify(document)}, 'then')`.execute(db);
  await insert('v2', 2, { schemaVersion: 2, passedSteps: [1, 2, 5] });
  await insert('v2-none', 2, { schemaVersion: 2 });
  await insert('v1', 1, { passedSteps: ['1', '2'] });

  await migrateToLatest(db);
  const rows = await db.selectFrom('will').select(['user_id', 'passed_steps']).orderBy('user_id').execute();
  expect(rows).toEqual([
    { user_id: 'v1', passed_steps: null },
    { user_id: 'v2', passed_steps: '[1,2,5]' },
    { user_id: 'v2-none', passed_steps: '[]' },
  ]);
  await db.destroy();
});
