import type { Sqlite } from '../db/database';
import { groupCommitOf } from '../db/group-commit';
import type { Clock } from '../clock';
import type { FieldErrors } from '../http-errors';
import { CURRENT_SCHEMA_VERSION, emptyWill, type Will } from '../../engine/will';
import { keepParsed, parsedWill } from './parsed-wills';

export type StoredWill = { will: Will; revision: number };

export type SaveResult = { status: 'saved'; revision: number } | { status: 'conflict'; current: StoredWill };

/** What a save check decides from the stored will: the will to store and the revision the client saw, or field errors. */
export type SaveCheck = { ok: true; will: Will; revision: number } | { ok: false; message: string; fields: FieldErrors };

export type CheckedSaveResult = SaveResult | { status: 'invalid'; message: string; fields: FieldErrors; current: StoredWill };

type WillRow = { document: string; revision: number };

/**
 * The will store runs prepared statements synchronously on better-sqlite3 rather than through Kysely, because a
 * save is the app's hottest write (bench/will-save). A synchronous compare-and-write cannot interleave with anything
 * else on its connection, needs no promise chain or transaction mutex, and shares a group commit with other saves.
 * The statements are prepared once per connection.
 */
function prepareStatements(sqlite: Sqlite) {
  return {
    select: sqlite.prepare<[string], WillRow>('select document, revision from will where user_id = ?'),
    selectRevision: sqlite.prepare<[string], { revision: number }>('select revision from will where user_id = ?'),
    upsert: sqlite.prepare<[string, string, number, number, string]>(
      `insert into will (user_id, document, revision, schema_version, updated_at) values (?, ?, ?, ?, ?)
       on conflict (user_id) do update set document = excluded.document, revision = excluded.revision,
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

function storedWill(userId: string, row: WillRow | undefined): StoredWill {
  return row ? { will: parsedWill(userId, row.document), revision: row.revision } : { will: emptyWill(), revision: 0 };
}

/** Reads a user's will, upgrading an older stored schema version; a user with no will gets an empty one. */
export function loadWill(sqlite: Sqlite, userId: string): StoredWill {
  return storedWill(userId, statementsOf(sqlite).select.get(userId));
}

/** A will document to store as the next revision, if the stored will is still at `expectedRevision`. */
export type WillWrite = { userId: string; expectedRevision: number; document: string };
export type WillWriteResult = { status: 'saved'; revision: number } | { status: 'conflict' };

/**
 * Stores will writes durably, answering once they are: localWillWriter in the app (each process of a cluster has
 * its own, on its own connection). A type of its own so that tests can make a save lose a race.
 */
export type WillWriter = (write: WillWrite) => Promise<WillWriteResult>;

/**
 * The compare-and-swap write, run synchronously inside a transaction: the document becomes the next revision (and
 * is appended to the revision history) only if the stored revision is still the one the writer saw.
 */
function compareAndWrite(sqlite: Sqlite, clock: Clock, { userId, expectedRevision, document }: WillWrite): WillWriteResult {
  const statements = statementsOf(sqlite);
  const stored = statements.selectRevision.get(userId)?.revision ?? 0;
  if (stored !== expectedRevision) return { status: 'conflict' };
  const revision = stored + 1;
  const now = clock.now().toISOString();
  statements.upsert.run(userId, document, revision, CURRENT_SCHEMA_VERSION, now);
  statements.appendRevision.run(userId, revision, CURRENT_SCHEMA_VERSION, document, now);
  return { status: 'saved', revision };
}

/** Writes through this connection's group commit (db/group-commit.ts): answered once the write is durable. */
export function localWillWriter(sqlite: Sqlite, clock: Clock): WillWriter {
  const commit = groupCommitOf(sqlite);
  return (write) => commit(() => compareAndWrite(sqlite, clock, write));
}

/**
 * One save: `check` gets the stored will (e.g. to validate the payload against the steps already passed) and either
 * refuses with field errors ('invalid', nothing written) or names the will to store and the revision the client
 * saw. A client's stale revision is a 'conflict' (nothing written); otherwise the will is written as the next
 * revision, provided no other save got in since it was read (else also a 'conflict', with the will as it now is).
 * The check runs outside the write, so a batch of writes holds SQLite's write lock only to write.
 */
export async function checkAndSaveWill(
  sqlite: Sqlite,
  writer: WillWriter,
  userId: string,
  check: (current: StoredWill) => SaveCheck,
): Promise<CheckedSaveResult> {
  const current = loadWill(sqlite, userId);
  const checked = check(current);
  if (!checked.ok) return { status: 'invalid', message: checked.message, fields: checked.fields, current };
  if (current.revision !== checked.revision) return { status: 'conflict', current };
  const document = JSON.stringify(checked.will);
  const result = await writer({ userId, expectedRevision: current.revision, document });
  if (result.status === 'conflict') return { status: 'conflict', current: loadWill(sqlite, userId) };
  keepParsed(userId, document, checked.will);
  return result;
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
