import type { Kysely } from 'kysely';
import { engineOf } from '../database';

/**
 * The documents delivered beside the will: the signing guide and the letter of wishes, as PDF bytes in
 * `will_document` next to the will. Null for a will delivered before this migration, and the letter null when the
 * will had nothing to put in one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = engineOf(db) === 'postgres' ? 'bytea' : 'blob';
  await db.schema.alterTable('will_document').addColumn('guide_pdf', bytes).execute();
  await db.schema.alterTable('will_document').addColumn('letter_pdf', bytes).execute();
}
