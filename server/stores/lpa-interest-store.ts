import type { AppDatabase } from '../db/database';
import type { LpaInterest } from '../../engine/products/lpa/lpa-interest';

/** The user's LPA register-interest answers, or null when they have not registered any. */
export async function loadLpaInterest(db: AppDatabase, userId: string): Promise<LpaInterest | null> {
  const row = await db.selectFrom('lpa_interest').select(['kinds', 'phone', 'best_time']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { kinds: row.kinds, phone: row.phone, bestTime: row.best_time } : null;
}

/** Records the user's answers at `now`, replacing any earlier ones (one row per user). */
export async function saveLpaInterest(db: AppDatabase, userId: string, interest: LpaInterest, now: Date): Promise<void> {
  const at = now.toISOString();
  const values = { kinds: interest.kinds, phone: interest.phone, best_time: interest.bestTime, updated_at: at };
  await db
    .insertInto('lpa_interest')
    .values({ user_id: userId, ...values, created_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}
