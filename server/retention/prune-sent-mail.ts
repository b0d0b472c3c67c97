import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import { outboxFileName } from '../services/mail/outbox-mailer';
import { SENT_MAIL_DAYS } from '../../engine/account/retention';

const DAY_MS = 86_400_000;
/** The topic of a delivered will's email (server/routes/review.ts deliveryTopic): its row is the tracker's record. */
const DELIVERY_TOPIC = 'delivery:%';
const BATCH = 500;

export type MailPruneReport = { removed: number; attachmentsDropped: number };

/**
 * The retention job's mail part: every message sent more than SENT_MAIL_DAYS ago goes with its attachments and the
 * embedded mailer's .eml copy, except a delivery email, which keeps its row (when it was sent, which the tracker
 * shows, and its text) and loses its attachments (the delivered documents stay in will_document). Pending mail
 * (waiting, or retrying) and failed mail are never touched. In batches, each in a transaction.
 */
export async function pruneSentMail(db: AppDatabase, clock: Clock, dataDir: string): Promise<MailPruneReport> {
  const before = new Date(clock.now().getTime() - SENT_MAIL_DAYS * DAY_MS).toISOString();
  const report: MailPruneReport = { removed: 0, attachmentsDropped: 0 };
  const sentBefore = () => db.selectFrom('mail_outbox').where('status', '=', 'sent').where('sent_at', '<', before);
  for (;;) {
    const rows = await sentBefore()
      .select(['id', 'created_at'])
      .where((eb) => eb.or([eb('topic', 'is', null), eb('topic', 'not like', DELIVERY_TOPIC)]))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const ids = rows.map((row) => row.id);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('mail_attachment').where('outbox_id', 'in', ids).execute();
      await trx.deleteFrom('mail_outbox').where('id', 'in', ids).execute();
    });
    await Promise.all(rows.map((row) => rm(join(dataDir, 'outbox', outboxFileName(row.created_at, row.id)), { force: true })));
    report.removed += rows.length;
  }
  const deliveries = sentBefore().select('id').where('topic', 'like', DELIVERY_TOPIC);
  const dropped = await db.deleteFrom('mail_attachment').where('outbox_id', 'in', deliveries).executeTakeFirst();
  report.attachmentsDropped = Number(dropped.numDeletedRows);
  return report;
}
