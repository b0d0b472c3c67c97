import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase, type AppDatabase } from './database';

describe('SQLite shared with another process', () => {
  let db: AppDatabase | undefined;
  let other: Database.Database | undefined;

  afterEach(async () => {
    other?.close();
    await db?.destroy();
  });

  function open() {
    const path = join(mkdtempSync(join(tmpdir(), 'database-')), 'will-writer.sqlite');
    db = openDatabase(path);
    // Another process's connection to the same file (an operator's command, a second server), which waits for no one.
    other = new Database(path, { timeout: 0 });
    return { db, other };
  }

  it('takes the write lock when a transaction begins, so a write after its reads cannot be refused', async () => {
    const { db, other } = open();
    await sql`create table counter (n integer not null)`.execute(db);
    await sql`insert into counter (n) values (0)`.execute(db);

    const refused: string[] = [];
    await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(trx);
      // The other process tries to write while the transaction is open: it has to wait (here, with no wait, it is turned away).
      try {
        other.prepare('update counter set n = 100').run();
      } catch (error) {
        refused.push((error as { code?: string }).code ?? String(error));
      }
      // Begun DEFERRED, this write would fail with SQLITE_BUSY: the other process wrote after the read above.
      await sql`update counter set n = ${rows[0]!.n + 1}`.execute(trx);
    });

    expect(refused).toEqual(['SQLITE_BUSY']);
    expect(other.prepare('select n from counter').get()).toEqual({ n: 1 });
  });
});
