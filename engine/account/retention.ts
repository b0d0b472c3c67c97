import { parseIsoDate } from '../time/calendar-date';
import { civilDate, epochDay } from '../time/instant';

/**
 * What the retention job (npm run retention) does to each account, decided from dates alone: accounts
 * whose address is never confirmed are removed 30 days after sign-up, and unpaid drafts after a configured time
 * without use; either only after a reminder has given the owner `noticeDays` to act. Paid accounts are kept: what
 * they bought is still being delivered, or must be kept for the accounts. Dates are YYYY-MM-DD; today is a parameter.
 */
export type RetentionReason = 'unverified' | 'unpaidDraft';

export type RetentionPolicy = { unverifiedDays: number; unpaidDraftDays: number; noticeDays: number };

/** The defaults: the unpaid-draft period comes from configuration (RETENTION_UNPAID_DRAFT_DAYS). */
export const UNVERIFIED_DAYS = 30;
export const NOTICE_DAYS = 7;
/**
 * Sent mail is kept this long after it was sent, then goes with its attachments (the delivered documents stay on
 * My Will): long enough for a reviewer to see what went and send it again. A delivery email keeps its row, without
 * its files, as the tracker's record of when it went. Mail not yet sent, or failed, is never pruned.
 */
export const SENT_MAIL_DAYS = 90;

export type RetentionReminder = { reason: RetentionReason; sentOn: string; eraseOn: string };

export type RetentionAccount = {
  userId: string;
  createdOn: string;
  emailVerified: boolean;
  paid: boolean;
  /** The last day the user signed in or saved anything. */
  lastActiveOn: string;
  reminders: RetentionReminder[];
};

export type RetentionAction =
  | { userId: string; action: 'remind'; reason: RetentionReason; eraseOn: string }
  | { userId: string; action: 'erase'; reason: RetentionReason }
  /** The user acted after being reminded (confirmed, came back, paid): the reminder no longer stands. */
  | { userId: string; action: 'forget'; reason: RetentionReason };

/** `date` plus `days` calendar days, as YYYY-MM-DD; throws on a date that is not one. */
export function addDays(date: string, days: number): string {
  const parsed = parseIsoDate(date);
  if (!parsed) throw new Error(`Not a date: ${date}`);
  const { year, month, day } = civilDate(epochDay(parsed.year, parsed.month, parsed.day) + days);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const later = (a: string, b: string) => (a > b ? a : b);

/** What one reason asks of an account that is due on `dueOn` unless `cleared`. */
function decide(account: RetentionAccount, reason: RetentionReason, dueOn: string, cleared: boolean, today: string, noticeDays: number): RetentionAction[] {
  const { userId } = account;
  const reminder = account.reminders.find((r) => r.reason === reason);
  if (cleared) return reminder ? [{ userId, action: 'forget', reason }] : [];
  if (reminder) return today >= reminder.eraseOn ? [{ userId, action: 'erase', reason }] : [];
  if (today < addDays(dueOn, -noticeDays)) return [];
  return [{ userId, action: 'remind', reason, eraseOn: later(dueOn, addDays(today, noticeDays)) }];
}

/**
 * The actions due today for one account: at most one erase (then nothing else matters), otherwise reminders to
 * send and reminders to forget. A reminder stands until its eraseOn day; an unpaid draft's reminder is forgotten as
 * soon as the user is active after it was sent, and any reminder once the account is paid.
 */
export function retentionActions(account: RetentionAccount, today: string, policy: RetentionPolicy): RetentionAction[] {
  const unpaidSince = account.reminders.find((r) => r.reason === 'unpaidDraft')?.sentOn;
  const actions = [
    ...decide(account, 'unverified', addDays(account.createdOn, policy.unverifiedDays), account.paid || account.emailVerified, today, policy.noticeDays),
    ...decide(
      account,
      'unpaidDraft',
      addDays(account.lastActiveOn, policy.unpaidDraftDays),
      account.paid || !account.emailVerified || (unpaidSince !== undefined && account.lastActiveOn > unpaidSince),
      today,
      policy.noticeDays,
    ),
  ];
  const erase = actions.find((a) => a.action === 'erase');
  return erase ? [erase] : actions;
}
