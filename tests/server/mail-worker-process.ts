/**
 * One app process's mail worker, alone, for tests/server/mail-two-processes.test.ts (run with tsx, not by vitest):
 * `tsx mail-worker-process.ts <database> <smtp url> <start at, ms since epoch>`. Opens the database, waits for the
 * start time (so two processes begin together), then runs worker rounds until no message is left pending, and
 * prints how many this process sent as `{"sent": n}`.
 */
import { systemClock } from '../../server/clock';
import { openDatabase } from '../../server/db/database';
import { deliverDueMail } from '../../server/services/mail/mail-queue';
import { createSmtpMailer } from '../../server/services/mail/smtp-mailer';

const [location, smtpUrl, startAt] = process.argv.slice(2);
if (!location || !smtpUrl || !startAt) throw new Error('usage: mail-worker-process.ts <database> <smtp url> <start at>');
const db = openDatabase(location);
const deps = { db, clock: systemClock, transport: createSmtpMailer({ url: smtpUrl, from: 'Will Writer <no-reply@willwriter.example>' }) };
await db.selectFrom('mail_outbox').select('id').limit(1).execute(); // connected before the start
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
let sent = 0;
for (;;) {
  sent += await deliverDueMail(deps, { limit: 10 });
  const left = await db.selectFrom('mail_outbox').select('id').where('status', '=', 'pending').limit(1).execute();
  if (left.length === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 20)); // the other process holds the rest: look again shortly
}
await db.destroy();
console.log(JSON.stringify({ sent }));
