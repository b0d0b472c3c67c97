import type { Kysely } from 'kysely';
import { engineOf } from '../database';

/**
 * The record of the customer's instructions (STEP Code for Will Preparation): every answer the will was
 * drafted from, as a PDF in `will_document` beside the will, its signing guide and letter of wishes (0023). Null for
 * a will delivered before this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('will_document').addColumn('instructions_pdf', engineOf(db) === 'postgres' ? 'bytea' : 'blob').execute();
}
