import type { AppDatabase } from '../db/database';
import { todayOf, ukDateOf, type Clock } from '../clock';
import type { Mailer } from '../services/mail/mailer';
import type { PaymentGateway } from '../services/payments/payment-gateway';
import { retentionReminderEmail } from '../services/mail/account-emails';
import { eraseAccount } from '../account/erase-account';
import { untyped } from '../account/erasure-plan';
import { formatLongDate } from '../../engine/i18n/format';
import { languageOfAccount } from '../i18n/account-language';
import { inLanguage } from '../i18n/request-language';
import { NOTICE_DAYS, retentionActions, UNVERIFIED_DAYS, type RetentionAccount, type RetentionAction } from '../../engine/account/retention';

export type RetentionDeps = { db: AppDatabase; mail: Mailer; payments: PaymentGateway; clock: Clock; baseUrl: string; dataDir: string; unpaidDraftDays: number; secret: string };

export type RetentionReport = { reminded: number; erased: number; forgotten: number };

type Person = { userId: string; name: string; email: string };

// UK dates, as todayOf gives today: in summer time a UTC date would be a day behind from 23:00 to midnight.
const dayOf = (value: unknown) => ukDateOf(new Date(value as string | number | Date));
const latest = (days: string[]) => days.reduce((a, b) => (a > b ? a : b));

/** Every account with what the retention rule needs: sign-up, confirmation, payment, last activity, reminders. */
async function accounts(db: AppDatabase): Promise<(RetentionAccount & Person)[]> {
  const any = untyped(db);
  const [users, paid, wills, sessions, answers, reminders] = await Promise.all([
    any.selectFrom('user').select(['id', 'name', 'email', 'emailVerified', 'createdAt']).execute(),
    db.selectFrom('will_payment').select('user_id').execute(),
    db.selectFrom('will').select(['user_id', 'updated_at']).execute(),
    any.selectFrom('session').select(['userId', 'updatedAt']).execute(),
    db.selectFrom('onboarding_answer').select(['user_id', 'updated_at']).execute(),
    db.selectFrom('retention_reminder').selectAll().execute(),
  ]);
  const paidIds = new Set(paid.map((p) => p.user_id));
  const activity = new Map<string, string[]>();
  const active = (userId: unknown, at: unknown) => activity.set(String(userId), [...(activity.get(String(userId)) ?? []), dayOf(at)]);
  for (const row of wills) active(row.user_id, row.updated_at);
  for (const row of answers) active(row.user_id, row.updated_at);
  for (const row of sessions) active(row.userId, row.updatedAt);
  return users.map((user) => {
    const userId = String(user.id);
    const createdOn = dayOf(user.createdAt);
    return {
      userId,
      name: String(user.name),
      email: String(user.email),
      createdOn,
      emailVerified: Boolean(user.emailVerified),
      paid: paidIds.has(userId),
      lastActiveOn: latest([createdOn, ...(activity.get(userId) ?? [])]),
      reminders: reminders.filter((r) => r.user_id === userId).map((r) => ({ reason: r.reason, sentOn: dayOf(r.sent_at), eraseOn: r.erase_on })),
    };
  });
}

/** Carries out one action. A reminder is recorded only once its email is accepted, so no erase goes unannounced. */
async function carryOut(deps: RetentionDeps, person: Person, action: RetentionAction): Promise<void> {
  const { db } = deps;
  if (action.action === 'erase') return eraseAccount(deps, person);
  if (action.action === 'forget') {
    await db.deleteFrom('retention_reminder').where('user_id', '=', action.userId).where('reason', '=', action.reason).execute();
    return;
  }
  // In the account's language, its date too ("5 March 2026", "5 Mawrth 2026").
  const language = await languageOfAccount(db, person.userId);
  const eraseOn = formatLongDate(action.eraseOn, language);
  const message = inLanguage(language, () => retentionReminderEmail(person.email, action.reason, { name: person.name, eraseOn, signInUrl: `${deps.baseUrl}/will/sign-in` }));
  await deps.mail.send({ ...message, onlyNow: true });
  await db.insertInto('retention_reminder').values({ user_id: action.userId, reason: action.reason, sent_at: deps.clock.now().toISOString(), erase_on: action.eraseOn }).execute();
}

/**
 * The retention job (`npm run retention`, daily): for each account, what engine/account/retention.ts says
 * is due today. One account's failure (its mail refused) is reported and the others go on; throws at the end if
 * any failed, so a scheduler sees it.
 */
export async function runRetention(deps: RetentionDeps): Promise<RetentionReport> {
  const today = todayOf(deps.clock);
  const policy = { unverifiedDays: UNVERIFIED_DAYS, unpaidDraftDays: deps.unpaidDraftDays, noticeDays: NOTICE_DAYS };
  const report: RetentionReport = { reminded: 0, erased: 0, forgotten: 0 };
  const failures: string[] = [];
  for (const account of await accounts(deps.db)) {
    for (const action of retentionActions(account, today, policy)) {
      try {
        await carryOut(deps, account, action);
        if (action.action === 'remind') report.reminded++;
        else if (action.action === 'erase') report.erased++;
        else report.forgotten++;
      } catch (error) {
        failures.push(`account ${account.userId}: ${action.action} (${action.reason}) failed: ${String(error)}`);
      }
    }
  }
  if (failures.length) throw new Error(`Retention finished with failures (${JSON.stringify(report)}):\n${failures.join('\n')}`);
  return report;
}
