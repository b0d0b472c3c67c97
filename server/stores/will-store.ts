import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import { CURRENT_SCHEMA_VERSION, emptyWill, type Will } from '../../engine/will';
import { migrateWill } from '../../engine/migrations/migrate-will';

export type StoredWill = { will: Will; revision: number };

export type SaveResult = { status: 'saved'; revision: number } | { status: 'conflict'; current: StoredWill };

/** Reads a user's will, upgrading an older stored schema version; a user with no will gets an empty one. */
export async function loadWill(db: AppDatabase, userId: string): Promise<StoredWill> {
  const row = await db.selectFrom('will').select(['document', 'revision']).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return { will: emptyWill(), revision: 0 };
  return { will: migrateWill(JSON.parse(row.document)), revision: row.revision };
}

/**
 * Stores a validated will in one transaction if the caller saw the latest revision, and appends it to the
 * revision history; otherwise answers with the current state.
 */
export async function saveWill(db: AppDatabase, clock: Clock, userId: string, will: Will, seenRevision: number): Promise<SaveResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('will').select(['document', 'revision']).where('user_id', '=', userId).executeTakeFirst();
    const current = row?.revision ?? 0;
    if (current !== seenRevision) {
      return { status: 'conflict', current: row ? { will: migrateWill(JSON.parse(row.document)), revision: current } : { will: emptyWill(), revision: 0 } };
    }
    const revision = current + 1;
    const document = JSON.stringify(will);
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
