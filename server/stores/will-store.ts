import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Clock } from '../clock';
import type { FieldErrors } from '../http-errors';
import { CURRENT_SCHEMA_VERSION, emptyWill, type Will } from '../../engine/will/will';
import { migrateWill } from '../../engine/will/migrations/migrate-will';
import { pruneRevisions } from './will-revision-pruning';

/** The app's database or a transaction of it: the store reads inside a caller's transaction too. */
type Db = Kysely<DB>;

export type StoredWill = { will: Will; revision: number };

/** What a save is checked against: the stored revision, its passed steps and the stored will itself. */
export type SaveBasis = { revision: number; passedSteps: number[]; will: Will };

export type SaveResult = { status: 'saved'; revision: number } | { status: 'conflict'; current: StoredWill };

/** What a save check decides: the will to store and the revision the client saw, or field errors. */
export type SaveCheck = { ok: true; will: Will; revision: number } | { ok: false; message: string; fields: FieldErrors };

export type CheckedSaveResult = SaveResult | { status: 'invalid'; message: string; fields: FieldErrors; current: StoredWill };

/** Reads a user's will, upgrading an older stored schema version; a user with no will gets an empty one. */
export async function loadWill(db: Db, userId: string): Promise<StoredWill> {
  // The current document is the history's row at the will's revision (migration 0006: each document stored once).
  const row = await db
    .selectFrom('will')
    .innerJoin('will_revision', (join) => join.onRef('will_revision.user_id', '=', 'will.user_id').onRef('will_revision.revision', '=', 'will.revision'))
    .select(['will_revision.document', 'will.revision'])
    .where('will.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { will: migrateWill(JSON.parse(row.document)), revision: row.revision } : { will: emptyWill(), revision: 0 };
}

/**
 * What a save of a user's will is checked against: the stored will (migrated), its revision and passed steps. The
 * document is read, not only the will row's columns, because an edit of a passed section is judged against the
 * section it had (engine/will/validation/section-rules.ts).
 */
export async function loadSaveBasis(db: Db, userId: string): Promise<SaveBasis> {
  const { will, revision } = await loadWill(db, userId);
  return { revision, passedSteps: will.passedSteps ?? [], will };
}

/** A will to store as the next revision, if the stored will is still at `expectedRevision`. */
export type WillWrite = { userId: string; expectedRevision: number; will: Will };
export type WillWriteResult = { status: 'saved'; revision: number } | { status: 'conflict' };

/**
 * The compare-revision-and-write, in one transaction: the will row moves to the next revision only if it is still
 * at `expectedRevision` (a first save inserts it only if there is none), and the document is appended to the
 * revision history at that revision. The row is written first, so on PostgreSQL a concurrent save of the same will,
 * in this process or another, waits for this one's row lock and then finds the revision moved on: exactly one of
 * them is saved, the other is a conflict. The history is then bounded (./will-revision-pruning.ts).
 */
export async function writeWill(db: Db, clock: Clock, { userId, expectedRevision, will }: WillWrite): Promise<WillWriteResult> {
  const revision = expectedRevision + 1;
  const now = clock.now().toISOString();
  const row = { revision, schema_version: CURRENT_SCHEMA_VERSION, passed_steps: JSON.stringify(will.passedSteps ?? []), updated_at: now };
  return db.transaction().execute(async (trx) => {
    const moved =
      expectedRevision === 0
        ? await trx.insertInto('will').values({ user_id: userId, ...row }).onConflict((oc) => oc.column('user_id').doNothing()).executeTakeFirst()
        : await trx.updateTable('will').set(row).where('user_id', '=', userId).where('revision', '=', expectedRevision).executeTakeFirst();
    const changed = 'numInsertedOrUpdatedRows' in moved ? moved.numInsertedOrUpdatedRows : moved.numUpdatedRows;
    if (changed !== 1n) return { status: 'conflict' } as const;
    await trx
      .insertInto('will_revision')
      .values({ user_id: userId, revision, schema_version: CURRENT_SCHEMA_VERSION, document: JSON.stringify(will), created_at: now })
      .execute();
    await pruneRevisions(trx, userId, revision);
    return { status: 'saved', revision } as const;
  });
}

/**
 * One save: `check` gets what the stored will is checked against (its revision and passed steps, e.g. to validate
 * the payload against the steps already passed) and either refuses with field errors ('invalid', nothing written)
 * or names the will to store and the revision the client saw. A client's stale revision is a 'conflict' (nothing
 * written); otherwise the will is written as the next revision, provided no other save got in since the basis was
 * read (else also a 'conflict'). Refusals carry the will as it now is.
 */
export async function checkAndSaveWill(db: Db, clock: Clock, userId: string, check: (basis: SaveBasis) => SaveCheck): Promise<CheckedSaveResult> {
  const basis = await loadSaveBasis(db, userId);
  const checked = check(basis);
  if (!checked.ok) return { status: 'invalid', message: checked.message, fields: checked.fields, current: await loadWill(db, userId) };
  if (basis.revision !== checked.revision) return { status: 'conflict', current: await loadWill(db, userId) };
  const result = await writeWill(db, clock, { userId, expectedRevision: basis.revision, will: checked.will });
  return result.status === 'saved' ? result : { status: 'conflict', current: await loadWill(db, userId) };
}

/**
 * Stores a will if the caller saw the latest revision, appending it to the revision history; otherwise answers
 * with the current state.
 */
export async function saveWill(db: Db, clock: Clock, userId: string, will: Will, seenRevision: number): Promise<SaveResult> {
  const result = await checkAndSaveWill(db, clock, userId, () => ({ ok: true, will, revision: seenRevision }));
  if (result.status === 'invalid') throw new Error('saveWill: an unconditional save cannot be invalid');
  return result;
}
