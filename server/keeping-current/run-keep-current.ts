/**
 * The keeping-current job, run daily with the retention job (`npm run retention`): for every account with a
 * delivered will, the reminders engine/products/keeping-current/reminders.ts says are due today, each claimed in the database
 * before its email is written to the outbox (which sends and retries it), so no reminder goes twice even when two
 * jobs overlap. An email that could not be kept gives its claim back for the next run.
 */
import { inAccountLanguage } from '../i18n/account-language';
import type { AppDatabase } from '../db/database';
import { todayOf, ukDateOf, type Clock } from '../clock';
import type { Mailer } from '../services/mail/mailer';
import { createHashids } from '../auth/hashid';
import { untyped } from '../account/erasure-plan';
import { willAtRevision } from '../stores/will-document-store';
import { findSubscriptionRow } from '../stores/subscription-store';
import { dueReminders, type KeepCurrentFacts } from '../../engine/products/keeping-current/reminders';
import { checkInsOn, claimReminder, releaseReminder, sentKeys } from './keep-current-store';
import { reminderEmail } from './keep-current-emails';
import { unsubscribeToken } from './unsubscribe-token';
import { log } from '../logger';

export type KeepCurrentDeps = { db: AppDatabase; mail: Mailer; clock: Clock; baseUrl: string; secret: string; hashidSalt: string };
export type KeepCurrentReport = { sent: number; failed: number };

/** The facts of one account's latest delivery, or null when nothing was delivered (or its revision is gone). */
async function factsOf(deps: KeepCurrentDeps, userId: string): Promise<KeepCurrentFacts | null> {
  const deliveries = await deps.db.selectFrom('will_document').select(['revision', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
  const first = deliveries[0];
  const last = deliveries.at(-1);
  if (!first || !last) return null;
  const will = await willAtRevision(deps.db, userId, last.revision);
  if (!will) return null;
  const subscription = await findSubscriptionRow(deps.db, userId);
  const renewal = subscription ? { renewsOn: ukDateOf(new Date(subscription.current_period_end)), renews: subscription.is_active && !subscription.cancel_at_period_end } : null;
  return {
    firstDeliveredOn: ukDateOf(new Date(first.created_at)),
    lastDeliveredOn: ukDateOf(new Date(last.created_at)),
    checkInsOn: await checkInsOn(deps.db, userId),
    sent: await sentKeys(deps.db, userId),
    will,
    renewal,
  };
}

export async function runKeepCurrent(deps: KeepCurrentDeps): Promise<KeepCurrentReport> {
  const today = todayOf(deps.clock);
  const hashids = createHashids(deps.hashidSalt);
  const report: KeepCurrentReport = { sent: 0, failed: 0 };
  const owners = await deps.db.selectFrom('will_document').select('user_id').distinct().execute();
  for (const { user_id: userId } of owners) {
    const facts = await factsOf(deps, userId);
    if (!facts) continue;
    const user = await untyped(deps.db).selectFrom('user').select(['name', 'email']).where('id', '=', Number(userId)).executeTakeFirst();
    if (!user) continue;
    const links = {
      whatChangedUrl: `${deps.baseUrl}/will/what-has-changed`,
      billingUrl: `${deps.baseUrl}/will/billing-portal`,
      unsubscribeUrl: `${deps.baseUrl}/will/unsubscribe?u=${hashids.encode(userId)}&token=${unsubscribeToken(deps.secret, userId)}`,
    };
    for (const reminder of dueReminders(facts, today)) {
      if (!(await claimReminder(deps.db, userId, reminder.key, deps.clock.now().toISOString()))) continue;
      try {
        await deps.mail.send(await inAccountLanguage(deps.db, userId, () => reminderEmail(String(user.email), String(user.name), reminder, links)));
        report.sent++;
      } catch (error) {
        await releaseReminder(deps.db, userId, reminder.key);
        report.failed++;
        log.error({ err: error, userId, reminder: reminder.kind }, 'keep-current reminder not kept, will retry tomorrow');
      }
    }
  }
  return report;
}
