/**
 * The data folder holds the secrets and (on SQLite) every will: only the server's own user may read it. The folder
 * is 0700, the database file and its write-ahead log 0600, also when a folder from before is started again.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';

const parent = mkdtempSync(join(tmpdir(), 'will-writer-modes-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

const modeOf = (path: string) => statSync(path).mode & 0o777;

async function writeSomething(file: string) {
  const db = openDatabase(file);
  try {
    await sql`create table if not exists probe (id integer)`.execute(db);
    await sql`insert into probe values (1)`.execute(db);
    expect(existsSync(`${file}-wal`)).toBe(true);
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(path), path).toBe(0o600);
  } finally {
    await db.destroy();
  }
}

describe('the data folder', () => {
  it('is created 0700, with its secrets 0600', () => {
    const dir = join(parent, 'new');
    readConfig({ DATA_DIR: dir });
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, 'auth_secret.secret'))).toBe(0o600);
  });

  it('is made 0700 again when a folder from before was 0755', () => {
    const dir = join(parent, 'old');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    readConfig({ DATA_DIR: dir });
    expect(modeOf(dir)).toBe(0o700);
  });

  it('keeps the SQLite file and its write-ahead log 0600, a new file as one created 0644 before', async () => {
    await writeSomething(join(parent, 'new.sqlite'));
    const old = join(parent, 'old.sqlite');
    writeFileSync(old, '', { mode: 0o644 });
    chmodSync(old, 0o644);
    await writeSomething(old);
  });
});
