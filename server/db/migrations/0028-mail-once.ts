import type { Kysely } from 'kysely';

/**
 * Mail never sent twice in effect, and interactive mail soon after SMTP returns: each outbox row gets the token of
 * its stable Message-ID (`message_token`; rows from before use one made from their id and time), `send_started_at`
 * marks that a worker began the SMTP conversation (committed before it, so a send interrupted by a crash is known
 * when the row is tried again), and `interactive` marks mail a person is waiting for (a reset link, an invitation),
 * which is retried every 30 seconds at first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('message_token', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('send_started_at', 'text').execute();
  await db.schema.alterTable('mail_outbox').addColumn('interactive', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}
