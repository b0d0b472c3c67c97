import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The user's own delivered will as PDF bytes, or null before the legal team has delivered it. */
export async function loadWillDocument(db: Kysely<DB>, userId: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const row = await db.selectFrom('will_document').select('pdf').where('user_id', '=', userId).executeTakeFirst();
  return row ? new Uint8Array(row.pdf) : null;
}
