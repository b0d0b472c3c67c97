import { readConfig } from './config';
import { openDatabase } from './db/database';
import { systemClock } from './clock';
import { createMailer } from './services/mail/create-mailer';
import { runRetention } from './retention/run-retention';
import { pruneSentMail } from './retention/prune-sent-mail';
import { runKeepCurrent } from './keeping-current/run-keep-current';
import { createPaymentGateway } from './services/payments/create-payment-gateway';

/**
 * `npm run retention`: the retention job (server/retention/run-retention.ts), the pruning of sent mail
 * (server/retention/prune-sent-mail.ts), then the keeping-current reminders
 * (server/keeping-current/run-keep-current.ts), over the configured database and mailer, once. Schedule it daily (cron, a systemd timer); it exits non-zero if any account's action failed.
 */
const config = readConfig();
const db = openDatabase(config.database);
try {
  const mail = createMailer(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, clock: systemClock });
  const payments = createPaymentGateway(db, config, systemClock);
  const report = await runRetention({ db, mail, payments, clock: systemClock, baseUrl: config.baseUrl, dataDir: config.dataDir, unpaidDraftDays: config.retentionUnpaidDraftDays, secret: config.authSecret });
  console.log(`Retention: ${report.reminded} reminded, ${report.erased} erased, ${report.forgotten} reminders withdrawn`);
  const pruned = await pruneSentMail(db, systemClock, config.dataDir);
  console.log(`Sent mail past its keeping time: ${pruned.removed} messages removed, ${pruned.attachmentsDropped} attachments of delivery emails dropped`);
  const kept = await runKeepCurrent({ db, mail, clock: systemClock, baseUrl: config.baseUrl, secret: config.authSecret, hashidSalt: config.hashidSalt });
  console.log(`Keeping wills current: ${kept.sent} reminders sent${kept.failed > 0 ? `, ${kept.failed} to retry tomorrow` : ''}`);
  if (kept.failed > 0) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
