import type { AppDatabase } from '../db/database';
import type { CallBooking } from '../../engine/products/calls/call-booking';

/** The slots of `slots` that someone has booked. */
export async function bookedSlots(db: AppDatabase, slots: readonly string[]): Promise<Set<string>> {
  if (slots.length === 0) return new Set();
  const rows = await db.selectFrom('call_booking').select('slot_start').where('slot_start', 'in', [...slots]).execute();
  return new Set(rows.map((row) => row.slot_start));
}

/** The user's booked call if it has not started by `now`, else null. */
export async function upcomingCall(db: AppDatabase, userId: string, now: Date): Promise<CallBooking | null> {
  const row = await db
    .selectFrom('call_booking')
    .select(['slot_start', 'phone', 'topic'])
    .where('user_id', '=', userId)
    .where('slot_start', '>', now.toISOString())
    .executeTakeFirst();
  return row ? { slot: row.slot_start, phone: row.phone, topic: row.topic } : null;
}

/**
 * Books `booking` for the user at `now`, moving their earlier booking if they had one (one row per user), unless
 * someone else holds the slot: then nothing changes and the answer is 'taken'. One transaction, and the slot is
 * unique in the database, so of two users racing for one slot exactly one gets it, on SQLite and PostgreSQL alike.
 */
export async function bookCall(db: AppDatabase, userId: string, booking: CallBooking, now: Date): Promise<'booked' | 'taken'> {
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('call_booking').where('user_id', '=', userId).execute();
      const inserted = await trx
        .insertInto('call_booking')
        .values({ user_id: userId, slot_start: booking.slot, phone: booking.phone, topic: booking.topic, created_at: at, updated_at: at })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw SLOT_TAKEN;
      return 'booked' as const;
    });
  } catch (error) {
    if (error === SLOT_TAKEN) return 'taken';
    throw error;
  }
}

/** Thrown inside the transaction to roll back the move when the slot is someone else's. */
const SLOT_TAKEN = new Error('slot taken');
