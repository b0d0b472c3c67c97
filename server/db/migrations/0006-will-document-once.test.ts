import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { migrateToLatest, migrations } from '../migrate';
import { loadWill } from '../../stores/will-store';

const dir = mkdtempSync(join(tmpdir(), 'migration-0006-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('keeps every current document in the history before dropping it from the will row', async () => {
  const { db, sqlite } = openDatabase(join(dir, 'test.sqlite'));
  const upTo0005 = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await upTo0005.migrateTo('0005-will-passed-steps')).error).toBeUndefined();
  const doc = (name: string) => JSON.stringify({ schemaVersion: 2, userInfo: { fullName: name } });
  const will = sqlite.prepare("insert into will (user_id, schema_version, revision, document, passed_steps, updated_at) values (?, 2, ?, ?, '[]', 'now')");
  const revision = sqlite.prepare("insert into will_revision (user_id, revision, schema_version, document, created_at) values (?, ?, 2, ?, 'then')");
  // As saves left it: the current document is also the history's last row.
  will.run('saved', 2, doc('Ada'));
  revision.run('saved', 1, doc('Ad'));
  revision.run('saved', 2, doc('Ada'));
  // The history lacks the current revision (a row written by hand, say).
  will.run('missing', 1, doc('Grace'));
  // The history's row at the current revision differs from the will row, which is what users saw.
  will.run('edited', 1, doc('Edited'));
  revision.run('edited', 1, doc('Original'));

  await migrateToLatest(db);
  expect(sqlite.prepare('select * from will where user_id = ?').get('saved')).not.toHaveProperty('document');
  expect(loadWill(sqlite, 'saved')).toEqual({ will: JSON.parse(doc('Ada')), revision: 2 });
  expect(loadWill(sqlite, 'missing')).toEqual({ will: JSON.parse(doc('Grace')), revision: 1 });
  expect(loadWill(sqlite, 'edited')).toEqual({ will: JSON.parse(doc('Edited')), revision: 1 });
  expect(sqlite.prepare('select user_id, revision from will_revision order by user_id, revision').all()).toEqual([
    { user_id: 'edited', revision: 1 },
    { user_id: 'missing', revision: 1 },
    { user_id: 'saved', revision: 1 },
    { user_id: 'saved', revision: 2 },
  ]);
  sqlite.close();
});
