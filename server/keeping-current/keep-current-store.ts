/** The check-in preference and the record of reminders sent (migration 0045). */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Whether the user takes check-in emails: yes unless they turned them off. */
export async function checkInsOn(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('keep_current').select('check_ins').where('user_id', '=', userId).executeTakeFirst();
  return row ? row.check_ins === 1 : true;
}

export async function setCheckIns(db: Kysely<DB>, userId: string, on: boolean, at: string): Promise<void> {
  const values = { check_ins: on ? 1 : 0, updated_at: at };
  await db.insertInto('keep_current').values({ user_id: userId, ...values }).onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
}

export async function sentKeys(db: Kysely<DB>, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('keep_current_sent').select('reminder_key').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.reminder_key));
}

/** Claims a reminder before its email is written: true for the one caller that may send it, false if already claimed. */
export async function claimReminder(db: Kysely<DB>, userId: string, key: string, at: string): Promise<boolean> {
  const result = await db.insertInto('keep_current_sent').values({ user_id: userId, reminder_key: key, sent_at: at }).onConflict((oc) => oc.columns(['user_id', 'reminder_key']).doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Gives a claim back when its email could not be kept, so tomorrow's run tries again. */
export async function releaseReminder(db: Kysely<DB>, userId: string, key: string): Promise<void> {
  await db.deleteFrom('keep_current_sent').where('user_id', '=', userId).where('reminder_key', '=', key).execute();
}
