import type { Sqlite } from '../db/database';
import { groupCommitOf } from '../db/group-commit';
import type { Clock } from '../clock';
import type { FieldErrors } from '../http-errors';
import { CURRENT_SCHEMA_VERSION, emptyWill, type Will } from '../../engine/will';
import { migrateWill } from '../../engine/migrations/migrate-will';

export type StoredWill = { will: Will; revision: number };

/** What a save is checked against: the stored revision and the steps the stored will has passed. */
export type SaveBasis = { revision: number; passedSteps: number[] };

export type SaveResult = { status: 'saved'; revision: number } | { status: 'conflict'; current: StoredWill };

/** What a save check decides: the will to store and the revision the client saw, or field errors. */
export type SaveCheck = { ok: true; will: Will; revision: number } | { ok: false; message: string; fields: FieldErrors };

export type CheckedSaveResult = SaveResult | { status: 'invalid'; message: string; fields: FieldErrors; current: StoredWill };

type BasisRow = { revision: number; passed_steps: string | null; schema_version: number };

/**
 * The will store runs prepared statements synchronously on better-sqlite3 rather than through Kysely, because a
 * save is the app's hottest write (bench/will-save). A synchronous compare-and-write cannot interleave with anything
 * else on its connection, needs no promise chain or transaction mutex, and shares a group commit with other saves.
 * The statements are prepared once per connection.
 */
function prepareStatements(sqlite: Sqlite) {
  return {
    // The current document is the history's row at the will's revision (migration 0006: each document stored once).
    select: sqlite.prepare<[string], { document: string; revision: number }>(
      `select r.document, w.revision from will w join will_revision r on r.user_id = w.user_id and r.revision = w.revision
       where w.user_id = ?`,
    ),
    selectBasis: sqlite.prepare<[string], BasisRow>('select revision, passed_steps, schema_version from will where user_id = ?'),
    selectRevision: sqlite.prepare<[string], { revision: number }>('select revision from will where user_id = ?'),
    upsert: sqlite.prepare<[string, string, number, number, string]>(
      `insert into will (user_id, passed_steps, revision, schema_version, updated_at) values (?, ?, ?, ?, ?)
       on conflict (user_id) do update set passed_steps = excluded.passed_steps, revision = excluded.revision,
         schema_version = excluded.schema_version, updated_at = excluded.updated_at`,
    ),
    appendRevision: sqlite.prepare<[string, number, number, string, string]>(
      'insert into will_revision (user_id, revision, schema_version, document, created_at) values (?, ?, ?, ?, ?)',
    ),
  };
}

const prepared = new WeakMap<Sqlite, ReturnType<typeof prepareStatements>>();

function statementsOf(sqlite: Sqlite) {
  let statements = prepared.get(sqlite);
  if (!statements) prepared.set(sqlite, (statements = prepareStatements(sqlite)));
  return statements;
}

/** Reads a user's will, upgrading an older stored schema version; a user with no will gets an empty one. */
export function loadWill(sqlite: Sqlite, userId: string): StoredWill {
  const row = statementsOf(sqlite).select.get(userId);
  return row ? { will: migrateWill(JSON.parse(row.document)), revision: row.revision } : { will: emptyWill(), revision: 0 };
}

/**
 * The revision and passed steps of a user's will, from their own column: a save needs no more, and reading and
 * parsing the 10 KB document was a tenth of a save's cost. A document of an older schema version (no column
 * value) is read and migrated instead.
 */
export function loadSaveBasis(sqlite: Sqlite, userId: string): SaveBasis {
  const row = statementsOf(sqlite).selectBasis.get(userId);
  if (!row) return { revision: 0, passedSteps: [] };
  if (row.schema_version === CURRENT_SCHEMA_VERSION && row.passed_steps !== null) {
    return { revision: row.revision, passedSteps: JSON.parse(row.passed_steps) as number[] };
  }
  const { will, revision } = loadWill(sqlite, userId);
  return { revision, passedSteps: will.passedSteps ?? [] };
}

/** A will to store as the next revision, if the stored will is still at `expectedRevision`. */
export type WillWrite = { userId: string; expectedRevision: number; document: string; passedSteps: number[] };
export type WillWriteResult = { status: 'saved'; revision: number } | { status: 'conflict' };

/**
 * Stores will writes durably, answering once they are: localWillWriter in the app (each process of a cluster has
 * its own, on its own connection). A type of its own so that tests can make a save lose a race.
 */
export type WillWriter = (write: WillWrite) => Promise<WillWriteResult>;

/**
 * The compare-and-swap write, run synchronously inside a transaction: the document is appended to the revision
 * history as the next revision, and the will row moved to it, only if the stored revision is still the one the
 * writer saw.
 */
function compareAndWrite(sqlite: Sqlite, clock: Clock, { userId, expectedRevision, document, passedSteps }: WillWrite): WillWriteResult {
  const statements = statementsOf(sqlite);
  const stored = statements.selectRevision.get(userId)?.revision ?? 0;
  if (stored !== expectedRevision) return { status: 'conflict' };
  const revision = stored + 1;
  const now = clock.now().toISOString();
  statements.appendRevision.run(userId, revision, CURRENT_SCHEMA_VERSION, document, now);
  statements.upsert.run(userId, JSON.stringify(passedSteps), revision, CURRENT_SCHEMA_VERSION, now);
  return { status: 'saved', revision };
}

/** Writes through this connection's group commit (db/group-commit.ts): answered once the write is durable. */
export function localWillWriter(sqlite: Sqlite, clock: Clock): WillWriter {
  const commit = groupCommitOf(sqlite);
  return (write) => commit(() => compareAndWrite(sqlite, clock, write));
}

/**
 * One save: `check` gets what the stored will is checked against (its revision and passed steps, e.g. to validate
 * the payload against the steps already passed) and either refuses with field errors ('invalid', nothing written)
 * or names the will to store and the revision the client saw. A client's stale revision is a 'conflict' (nothing
 * written); otherwise the will is written as the next revision, provided no other save got in since the basis was
 * read (else also a 'conflict'). Refusals carry the will as it now is. The check runs outside the write, so a
 * batch of writes holds SQLite's write lock only to write.
 */
export async function checkAndSaveWill(
  sqlite: Sqlite,
  writer: WillWriter,
  userId: string,
  check: (basis: SaveBasis) => SaveCheck,
): Promise<CheckedSaveResult> {
  const basis = loadSaveBasis(sqlite, userId);
  const checked = check(basis);
  if (!checked.ok) return { status: 'invalid', message: checked.message, fields: checked.fields, current: loadWill(sqlite, userId) };
  if (basis.revision !== checked.revision) return { status: 'conflict', current: loadWill(sqlite, userId) };
  const write = { userId, expectedRevision: basis.revision, document: JSON.stringify(checked.will), passedSteps: checked.will.passedSteps ?? [] };
  const result = await writer(write);
  return result.status === 'saved' ? result : { status: 'conflict', current: loadWill(sqlite, userId) };
}

/**
 * Stores a will if the caller saw the latest revision, appending it to the revision history; otherwise answers
 * with the current state.
 */
export async function saveWill(sqlite: Sqlite, writer: WillWriter, userId: string, will: Will, seenRevision: number): Promise<SaveResult> {
  const result = await checkAndSaveWill(sqlite, writer, userId, () => ({ ok: true, will, revision: seenRevision }));
  if (result.status === 'invalid') throw new Error('saveWill: an unconditional save cannot be invalid');
  return result;
}
