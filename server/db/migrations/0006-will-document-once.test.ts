import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { migrateToLatest, migrations } from '../migrate';
import { loadWill } from '../../stores/will-store';

const dir = mkdtempSync(join(tmpdir(), 'migration-0006-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('keeps every current document in the history before dropping it from the will row', async () => {
  const db = openDatabase(join(dir, 'test.sqlite'));
  const upTo0005 = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  expect((await upTo0005.migrateTo('0005-will-passed-steps')).error).toBeUndefined();
  const doc = (name: string) => JSON.stringify({ schemaVersion: 2, userInfo: { fullName: name } });
  const will = (userId: string, revision: number, document: string) =>
    sql`insert into will (user_id, schema_version, revision, document, passed_steps, updated_at) values (${userId}, 2, ${revision}, ${document}, '[]', 'now')`.execute(db);
  const revision = (userId: string, revision: number, document: string) =>
    sql`insert into will_revision (user_id, revision, schema_version, document, created_at) values (${userId}, ${revision}, 2, ${document}, 'then')`.execute(db);
  // As saves left it: the current document is also the history's last row.
  await will('saved', 2, doc('Ada'));
  await revision('saved', 1, doc('Ad'));
  await revision('saved', 2, doc('Ada'));
  // The history lacks the current revision (a row written by hand, say).
  await will('missing', 1, doc('Grace'));
  // The history's row at the current revision differs from the will row, which is what users saw.
  await will('edited', 1, doc('Edited'));
  await revision('edited', 1, doc('Original'));

  await migrateToLatest(db);
  expect(await db.selectFrom('will').selectAll().where('user_id', '=', 'saved').executeTakeFirst()).not.toHaveProperty('document');
  expect(await loadWill(db, 'saved')).toEqual({ will: JSON.parse(doc('Ada')), revision: 2 });
  expect(await loadWill(db, 'missing')).toEqual({ will: JSON.parse(doc('Grace')), revision: 1 });
  expect(await loadWill(db, 'edited')).toEqual({ will: JSON.parse(doc('Edited')), revision: 1 });
  expect(await db.selectFrom('will_revision').select(['user_id', 'revision']).orderBy('user_id').orderBy('revision').execute()).toEqual([
    { user_id: 'edited', revision: 1 },
    { user_id: 'missing', revision: 1 },
    { user_id: 'saved', revision: 1 },
    { user_id: 'saved', revision: 2 },
  ]);
  await db.destroy();
});
