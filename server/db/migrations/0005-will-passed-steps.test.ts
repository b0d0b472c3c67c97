import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { migrateToLatest, migrations } from '../migrate';

const dir = mkdtempSync(join(tmpdir(), 'migration-0005-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('fills passed_steps for wills stored before it, from version-2 documents only', async () => {
  const { db, sqlite } = openDatabase(join(dir, 'test.sqlite'));
  const upTo0004 = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await upTo0004.migrateTo('0004-submission')).error).toBeUndefined();
  const insert = sqlite.prepare('insert into will (user_id, schema_version, revision, document, updated_at) values (?, ?, 1, ?, ?)');
  insert.run('v2', 2, JSON.stringify({ schemaVersion: 2, passedSteps: [1, 2, 5] }), 'then');
  insert.run('v2-none', 2, JSON.stringify({ schemaVersion: 2 }), 'then');
  insert.run('v1', 1, JSON.stringify({ passedSteps: ['1', '2'] }), 'then');

  await migrateToLatest(db);
  const rows = sqlite.prepare('select user_id, passed_steps from will order by user_id').all();
  expect(rows).toEqual([
    { user_id: 'v1', passed_steps: null },
    { user_id: 'v2', passed_steps: '[1,2,5]' },
    { user_id: 'v2-none', passed_steps: '[]' },
  ]);
  sqlite.close();
});
