import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../db/database';
import type { ReferPartnerLimits } from '../config';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which daily cap a send would break. */
export type ReferPartnerCap = 'user' | 'recipient' | 'service';

export type Reservation = { ok: true; id: string } | { ok: false; cap: ReferPartnerCap };

/**
 * Takes one of the day's refer-partner sends for `userId` to `recipient` (compared lower-cased) at `now`, or names
 * the cap it would break. The row is written first and the caps counted after, so two processes reserving at once
 * both see each other's row: at worst both are refused at the boundary, never both let past it. A send that then
 * fails must give its row back (releaseSend), so only accepted sends count.
 */
export async function reserveSend(db: AppDatabase, limits: ReferPartnerLimits, userId: string, recipient: string, now: Date): Promise<Reservation> {
  const id = randomUUID();
  const to = recipient.toLowerCase();
  await db.insertInto('refer_partner_send').values({ id, user_id: userId, recipient: to, sent_at: now.toISOString() }).execute();
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  const count = async (column?: 'user_id' | 'recipient', value?: string) => {
    let query = db.selectFrom('refer_partner_send').select((eb) => eb.fn.countAll<number | string>().as('n')).where('sent_at', '>', since);
    if (column && value !== undefined) query = query.where(column, '=', value);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const cap: ReferPartnerCap | null =
    (await count('user_id', userId)) > limits.perUser
      ? 'user'
      : (await count('recipient', to)) > limits.perRecipient
        ? 'recipient'
        : (await count()) > limits.perService
          ? 'service'
          : null;
  if (cap === null) return { ok: true, id };
  await releaseSend(db, id);
  return { ok: false, cap };
}

/** Gives back a reservation whose email was not sent. */
export async function releaseSend(db: AppDatabase, id: string): Promise<void> {
  await db.deleteFrom('refer_partner_send').where('id', '=', id).execute();
}
