import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { engineOf, type AppDatabase } from '../db/database';
import { outboxFileName } from '../services/mail/outbox-mailer';
import type { PaymentGateway } from '../services/payments/payment-gateway';
import { erasurePlan, outboxRowsOf, untyped, type ErasedAccount } from './erasure-plan';
import { closePaymentCustomer } from './close-payment-customer';

/** `secret`: the server secret (AUTH_SECRET) keying the rate-limit counts, among which the account's are found. */
export type EraseDeps = { db: AppDatabase; payments: PaymentGateway; dataDir: string; secret: string };

/**
 * Erases an account: first the payment gateway's customer and subscription (closePaymentCustomer; a
 * gateway failure throws its PaymentError before anything local changed), then every table as erasurePlan says, in
 * one transaction, so a failure leaves the account whole; then the embedded mailer's .eml copies of the messages it
 * removed, from `<dataDir>/outbox`. On PostgreSQL the deleted rows' space is reclaimed by its autovacuum. The caller
 * decides whether the account may be erased (engine/account/account-deletion.ts) and who asked.
 */
export async function eraseAccount({ db, payments, dataDir, secret }: EraseDeps, who: ErasedAccount): Promise<void> {
  await closePaymentCustomer(db, payments, who.userId);
  const files = (await outboxRowsOf(db, who)).map((row) => join(dataDir, 'outbox', outboxFileName(row.created_at, row.id)));
  await db.transaction().execute(async (trx) => {
    for (const [table, erasure] of Object.entries(erasurePlan)) {
      if (erasure.kind === 'delete') await untyped(trx).deleteFrom(table).where(erasure.column, '=', who.userId).execute();
      else if (erasure.kind === 'custom') await erasure.erase(trx, who, { secret });
    }
  });
  // SQLite overwrites deleted rows (secure_delete, server/db/database.ts), but the write-ahead log still holds the
  // pages as they were: copying it into the database and emptying it leaves the erased rows nowhere on disk.
  if (engineOf(db) === 'sqlite') await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  for (const file of files) rmSync(file, { force: true });
}
