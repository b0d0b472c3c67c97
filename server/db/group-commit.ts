import type { Sqlite } from './database';

/** Runs `work` (synchronous SQLite writes) durably; the promise settles once its transaction is committed. */
export type GroupCommit = <T>(work: () => T) => Promise<T>;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
type Job = { work: () => unknown; settle: (outcome: Outcome) => void };

/** How long a batch waits before trying again for the write lock another process holds. */
const LOCK_RETRY_MS = 1;

/**
 * Group commit, as databases do for their logs: the writes queued during one turn of the event loop run in one
 * SQLite transaction, each in a savepoint of its own, so one fsync of the WAL (synchronous=FULL) makes them all
 * durable. Under load each commit costs one fsync per batch rather than one per request; alone, a write waits only
 * for the end of the current turn.
 *
 * A write's promise settles only after the commit: with its result; with its own error (its savepoint rolled back,
 * the other writes of the batch unaffected); or, if the commit itself fails, with that error (nothing stored).
 * A batch starts only when no other transaction is open on the connection (Kysely's transactions span awaits), so
 * a write never joins, or is lost with, someone else's transaction. When another process holds SQLite's write lock
 * (the workers of a cluster each write), the batch does not sleep in SQLite's busy handler, which would stop this
 * process serving anything: it tries again a millisecond later, gathering the writes that arrive meanwhile.
 */
export function createGroupCommit(sqlite: Sqlite): GroupCommit {
  const busyTimeout = Number(sqlite.pragma('busy_timeout', { simple: true }));
  const begin = sqlite.prepare('begin immediate');
  const commit = sqlite.prepare('commit');
  const rollback = sqlite.prepare('rollback');
  // Each write's savepoint, prepared once: better-sqlite3's db.transaction() builds four wrapper functions per call.
  const savepoint = sqlite.prepare('savepoint group_commit_write');
  const release = sqlite.prepare('release group_commit_write');
  const rollbackTo = sqlite.prepare('rollback to group_commit_write');
  let queue: Job[] = [];
  let scheduled = false;

  const schedule = (delayMs = 0) => {
    if (scheduled) return;
    scheduled = true;
    if (delayMs === 0) setImmediate(flush);
    else setTimeout(flush, delayMs);
  };

  /**
   * Takes the write lock if it is free now; false if another connection holds it. (PRAGMA busy_timeout acts when
   * it is prepared, not when run, so it is not kept as a prepared statement.)
   */
  const tryBegin = (): boolean => {
    sqlite.pragma('busy_timeout = 0');
    try {
      begin.run();
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
      throw error;
    } finally {
      sqlite.pragma(`busy_timeout = ${busyTimeout}`);
    }
  };

  function flush() {
    scheduled = false;
    if (queue.length === 0) return;
    if (sqlite.inTransaction) return schedule();
    let locked: boolean;
    try {
      locked = tryBegin();
    } catch (error) {
      return settleAll(error);
    }
    if (!locked) return schedule(LOCK_RETRY_MS);
    const jobs = queue;
    queue = [];
    const outcomes = jobs.map((job) => inSavepoint(job.work));
    try {
      commit.run();
    } catch (error) {
      if (sqlite.inTransaction) rollback.run();
      jobs.forEach((job) => job.settle({ ok: false, error }));
      return;
    }
    jobs.forEach((job, i) => job.settle(outcomes[i]!));
  }

  /** Runs one write in a savepoint of the batch's transaction: on error only its own changes are undone. */
  function inSavepoint(work: () => unknown): Outcome {
    savepoint.run();
    try {
      const value = work();
      release.run();
      return { ok: true, value };
    } catch (error) {
      if (sqlite.inTransaction) {
        rollbackTo.run();
        release.run();
      }
      return { ok: false, error };
    }
  }

  /** Fails every queued write (the transaction could not even start). */
  function settleAll(error: unknown) {
    const jobs = queue;
    queue = [];
    jobs.forEach((job) => job.settle({ ok: false, error }));
  }

  return <T>(work: () => T) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, settle: (outcome) => (outcome.ok ? resolve(outcome.value as T) : reject(outcome.error)) });
      schedule();
    });
}

const committers = new WeakMap<Sqlite, GroupCommit>();

/** The one group commit of a connection: every durable write that should share its fsyncs goes through it. */
export function groupCommitOf(sqlite: Sqlite): GroupCommit {
  let commit = committers.get(sqlite);
  if (!commit) committers.set(sqlite, (commit = createGroupCommit(sqlite)));
  return commit;
}
