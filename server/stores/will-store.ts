import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import type { FieldErrors } from '../http-errors';
import { CURRENT_SCHEMA_VERSION, emptyWill, type Will } from '../../engine/will';
import { migrateWill } from '../../engine/migrations/migrate-will';

export type StoredWill = { will: Will; revision: number };

export type SaveResult = { status: 'saved'; revision: number } | { status: 'conflict'; current: StoredWill };

/** What a save check decides from the stored will: the will to store and the revision the client saw, or field errors. */
export type SaveCheck = { ok: true; will: Will; revision: number } | { ok: false; message: string; fields: FieldErrors };

export type CheckedSaveResult = SaveResult | { status: 'invalid'; message: string; fields: FieldErrors; current: StoredWill };

type WillRow = { document: string; revision: number };

function storedWill(row: WillRow | undefined): StoredWill {
  return row ? { will: migrateWill(JSON.parse(row.document)), revision: row.revision } : { will: emptyWill(), revision: 0 };
}

/** Reads a user's will, upgrading an older stored schema version; a user with no will gets an empty one. */
export async function loadWill(db: AppDatabase, userId: string): Promise<StoredWill> {
  const row = await db.selectFrom('will').select(['document', 'revision']).where('user_id', '=', userId).executeTakeFirst();
  return storedWill(row);
}

/**
 * One save in one transaction, reading the stored will once: `check` gets the current will (e.g. to validate the
 * payload against the steps already passed) and either refuses with field errors ('invalid', nothing written) or
 * names the will to store and the revision the client saw. A stale revision is a 'conflict' (nothing written);
 * otherwise the will is stored at the next revision and appended to the revision history.
 */
export async function checkAndSaveWill(
  db: AppDatabase,
  clock: Clock,
  userId: string,
  check: (current: StoredWill) => SaveCheck,
): Promise<CheckedSaveResult> {
  return db.transaction().execute(async (trx): Promise<CheckedSaveResult> => {
    const row = await trx.selectFrom('will').select(['document', 'revision']).where('user_id', '=', userId).executeTakeFirst();
    const current = storedWill(row);
    const checked = check(current);
    if (!checked.ok) return { status: 'invalid', message: checked.message, fields: checked.fields, current };
    if (current.revision !== checked.revision) return { status: 'conflict', current };
    const revision = current.revision + 1;
    const document = JSON.stringify(checked.will);
    const now = clock.now().toISOString();
    const version = CURRENT_SCHEMA_VERSION;
    if (row) {
      await trx.updateTable('will').set({ document, revision, schema_version: version, updated_at: now }).where('user_id', '=', userId).execute();
    } else {
      await trx.insertInto('will').values({ user_id: userId, document, revision, schema_version: version, updated_at: now }).execute();
    }
    await trx.insertInto('will_revision').values({ user_id: userId, revision, schema_version: version, document, created_at: now }).execute();
    return { status: 'saved', revision };
  });
}

/**
 * Stores a validated will in one transaction if the caller saw the latest revision, and appends it to the
 * revision history; otherwise answers with the current state.
 */
export async function saveWill(db: AppDatabase, clock: Clock, userId: string, will: Will, seenRevision: number): Promise<SaveResult> {
  const result = await checkAndSaveWill(db, clock, userId, () => ({ ok: true, will, revision: seenRevision }));
  if (result.status === 'invalid') throw new Error('saveWill: an unconditional save cannot be invalid');
  return result;
}
