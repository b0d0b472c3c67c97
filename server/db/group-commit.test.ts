import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type AppDatabase, type Sqlite } from './database';
import { createGroupCommit, type GroupCommit } from './group-commit';

let dir: string;
let sqlite: Sqlite;
let db: AppDatabase;
let commit: GroupCommit;

const insert = (value: string) => () => sqlite.prepare('insert into note (value) values (?)').run(value).lastInsertRowid;
const stored = () => (sqlite.prepare('select value from note order by id').all() as { value: string }[]).map((r) => r.value);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  ({ sqlite, db } = openDatabase(join(dir, 'test.sqlite')));
  sqlite.exec('create table note (id integer primary key, value text not null unique)');
  commit = createGroupCommit(sqlite);
});

afterEach(() => {
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('group commit', () => {
  it('runs the writes of one turn in one transaction, answering each with its own result after the commit', async () => {
    const observer = new Database(join(dir, 'test.sqlite'), { readonly: true });
    const seenByOthers = () => (observer.prepare('select value from note order by id').all() as { value: string }[]).map((r) => r.value);
    let during: { mine: string[]; others: string[] } | undefined;
    const results = Promise.all([
      commit(insert('a')),
      commit(insert('b')),
      commit(() => {
        during = { mine: stored(), others: seenByOthers() };
        return 'third';
      }),
    ]);
    expect(stored()).toEqual([]);
    expect(await results).toEqual([1, 2, 'third']);
    // The third write saw the first two on its own connection, while no other connection could: one transaction.
    expect(during).toEqual({ mine: ['a', 'b'], others: [] });
    expect(seenByOthers()).toEqual(['a', 'b']);
    observer.close();
  });

  it("rolls back only the write that failed; the others of its batch are stored", async () => {
    const outcomes = await Promise.allSettled([commit(insert('a')), commit(insert('a')), commit(insert('c'))]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((outcomes[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(stored()).toEqual(['a', 'c']);
  });

  it('rolls back a failed write whole, even the statements it ran before failing', async () => {
    const partly = commit(() => {
      insert('kept only if the write succeeds')();
      throw new Error('a bug halfway through');
    });
    await expect(partly).rejects.toThrow('a bug halfway through');
    expect(stored()).toEqual([]);
  });

  it('rejects every write of the batch, storing none, when the commit itself fails', async () => {
    // A deferred foreign key is checked only at COMMIT, so the commit fails after every write has run.
    sqlite.exec('create table parent (id integer primary key); create table child (parent_id integer references parent(id) deferrable initially deferred)');
    const outcomes = await Promise.allSettled([commit(insert('a')), commit(() => sqlite.prepare('insert into child values (42)').run())]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(stored()).toEqual([]);
    expect(sqlite.inTransaction).toBe(false);
    // The connection is usable afterwards.
    await commit(insert('b'));
    expect(stored()).toEqual(['b']);
  });

  it("waits for another transaction open on the connection, never joining it (Kysely's span awaits)", async () => {
    let queued: Promise<unknown> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.schema.createTable('other').addColumn('id', 'integer').execute();
        queued = commit(insert('mine'));
        // Several turns of the event loop pass with the transaction open.
        for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
        expect(stored()).toEqual([]);
        throw new Error('the other transaction rolls back');
      }),
    ).rejects.toThrow('rolls back');
    await queued;
    // The write was not lost with the other transaction's rollback.
    expect(stored()).toEqual(['mine']);
  });

  it('settles a lone write on the next turn, and a write queued during a batch in a later batch', async () => {
    let inner: Promise<unknown> | undefined;
    await commit(() => {
      inner = commit(insert('later'));
      return insert('now')();
    });
    expect(stored()).toEqual(['now']);
    await inner;
    expect(stored()).toEqual(['now', 'later']);
  });

  it("waits for another connection's write lock without blocking this process, then commits", async () => {
    // A busy handler that slept would hold this process for a minute: far past the test's timeout.
    sqlite.pragma('busy_timeout = 60000');
    commit = createGroupCommit(sqlite);
    const other = new Database(join(dir, 'test.sqlite'));
    other.exec('begin immediate');
    const write = commit(insert('after the other'));
    let settled = false;
    void write.then(() => (settled = true));
    // The event loop keeps turning (timers fire) while the write waits for the lock.
    let ticks = 0;
    while (ticks < 20) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      ticks++;
    }
    expect(settled).toBe(false);
    expect(sqlite.inTransaction).toBe(false);
    // Kysely's statements on the connection still wait for the lock as configured.
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBe(60000);
    other.exec('commit');
    await write;
    expect(stored()).toEqual(['after the other']);
    other.close();
  });

  it('fails the queued writes, storing nothing, when the transaction cannot start for another reason', async () => {
    sqlite.close();
    await expect(commit(insert('a'))).rejects.toThrow(/not open/);
    ({ sqlite, db } = openDatabase(join(dir, 'test.sqlite')));
    expect(stored()).toEqual([]);
  });
});
