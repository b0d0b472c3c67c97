import type { Kysely } from 'kysely';

/**
 * The steps a stored will has passed, beside its document, so a save can check which steps it newly passes
 * without reading and parsing the 10 KB document (server/stores/will-store.ts). Filled in for documents already at
 * schema version 2; for older ones it stays null and the document is read and migrated as before. Filled in here
 * rather than in SQL because SQLite and PostgreSQL read JSON with different functions.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('will').addColumn('passed_steps', 'text').execute();
  const wills = await db.selectFrom('will').select(['user_id', 'document']).where('schema_version', '=', 2).execute();
  for (const { user_id, document } of wills) {
    const passedSteps = (JSON.parse(document) as { passedSteps?: unknown }).passedSteps ?? [];
    await db.updateTable('will').set({ passed_steps: JSON.stringify(passedSteps) }).where('user_id', '=', user_id).execute();
  }
}
