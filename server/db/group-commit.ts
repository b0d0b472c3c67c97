import type { Sqlite } from './database';

/** Runs `work` (synchronous SQLite writes) durably; the promise settles once its transaction is committed. */
export type GroupCommit = <T>(work: () => T) => Promise<T>;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
type Job = { work: () => unknown; settle: (outcome: Outcome) => void };

/**
 * Group commit, as databases do for their logs: the writes queued during one turn of the event loop run in one
 * SQLite transaction, each in a savepoint of its own, so one fsync of the WAL (synchronous=FULL) makes them all
 * durable. Under load each commit costs one fsync per batch rather than one per request; alone, a write waits only
 * for the end of the current turn.
 *
 * A write's promise settles only after the commit: with its result; with its own error (its savepoint rolled back,
 * the other writes of the batch unaffected); or, if the commit itself fails, with that error (nothing stored).
 * A batch starts only when no other transaction is open on the connection (Kysely's transactions span awaits), so
 * a write never joins, or is lost with, someone else's transaction.
 */
export function createGroupCommit(sqlite: Sqlite): GroupCommit {
  let queue: Job[] = [];
  let scheduled = false;

  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };

  function flush() {
    scheduled = false;
    if (sqlite.inTransaction) return schedule();
    const jobs = queue;
    queue = [];
    const outcomes: Outcome[] = [];
    try {
      // IMMEDIATE: the write lock is taken before the first read, so another connection's commit between this
      // batch's reads and writes cannot make it fail with SQLITE_BUSY.
      sqlite.transaction(() => {
        for (const job of jobs) {
          try {
            outcomes.push({ ok: true, value: sqlite.transaction(job.work)() });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      }).immediate();
    } catch (error) {
      jobs.forEach((job) => job.settle({ ok: false, error }));
      return;
    }
    jobs.forEach((job, i) => job.settle(outcomes[i]!));
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
