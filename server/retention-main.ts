import { readConfig } from './config';
import { openDatabase } from './db/database';
import { systemClock } from './clock';
import { createMailer } from './services/mail/create-mailer';
import { runRetention } from './retention/run-retention';
import { createPaymentGateway } from './services/payments/create-payment-gateway';

/**
 * `npm run retention`: the retention job (server/retention/run-retention.ts) over the configured database and
 * mailer, once. Schedule it daily (cron, a systemd timer); it exits non-zero if any account's action failed.
 */
const config = readConfig();
const db = openDatabase(config.database);
try {
  const mail = createMailer(db, { smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir, clock: systemClock });
  const payments = createPaymentGateway(db, config, systemClock);
  const report = await runRetention({ db, mail, payments, clock: systemClock, baseUrl: config.baseUrl, dataDir: config.dataDir, unpaidDraftDays: config.retentionUnpaidDraftDays, secret: config.authSecret });
  console.log(`Retention: ${report.reminded} reminded, ${report.erased} erased, ${report.forgotten} reminders withdrawn`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
