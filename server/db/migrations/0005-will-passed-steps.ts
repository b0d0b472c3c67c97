import { sql, type Kysely } from 'kysely';

/**
 * The steps a stored will has passed, beside its document, so a save can check which steps it newly passes
 * without reading and parsing the 10 KB document (server/stores/will-store.ts). Filled in for documents already at
 * schema version 2; for older ones it stays null and the document is read and migrated as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('will').addColumn('passed_steps', 'text').execute();
  await sql`update will set passed_steps = coalesce(json_extract(document, '$.passedSteps'), '[]') where schema_version = 2`.execute(db);
}
