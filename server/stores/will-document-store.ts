import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { migrateWill } from '../../engine/will/migrations/migrate-will';
import type { Will } from '../../engine/will/will';

/**
 * One delivered version of a will: `number` counts the user's deliveries from 1, in the order they were made;
 * `guide`, `letter` and `instructions` say whether a signing guide, a letter of wishes and a record of instructions
 * were delivered with it (issues 25, 38).
 */
export type Delivery = { number: number; revision: number; delivered_at: string; guide: boolean; letter: boolean; instructions: boolean };

/** Where the owner downloads delivered version `number` (GET /api/will/documents/:number). */
export const deliveryPath = (number: number) => `/api/will/documents/${number}.pdf`;

/** Every delivered version of the user's will, newest first. */
export async function listDeliveries(db: Kysely<DB>, userId: string): Promise<Delivery[]> {
  const rows = await db
    .selectFrom('will_document')
    .select(['revision', 'created_at', sql<boolean>`guide_pdf is not null`.as('guide'), sql<boolean>`letter_pdf is not null`.as('letter'), sql<boolean>`instructions_pdf is not null`.as('instructions')])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows
    .map((row, i) => ({ number: i + 1, revision: row.revision, delivered_at: row.created_at, guide: Boolean(row.guide), letter: Boolean(row.letter), instructions: Boolean(row.instructions) }))
    .reverse();
}

/** The documents delivered together: the will, its signing guide, the letter of wishes, the record of instructions. */
export type DeliveredKind = 'will' | 'guide' | 'letter' | 'instructions';

const COLUMN = { will: 'pdf', guide: 'guide_pdf', letter: 'letter_pdf', instructions: 'instructions_pdf' } as const;

/**
 * One of the user's own delivered documents as PDF bytes, of version `number` (counted from 1), or of the latest when
 * it is omitted; null when there is no such delivery (before the legal team delivered, or a number past the last) or
 * that delivery has no such document (a will delivered before the guide was separate, a will with no letter).
 */
export async function loadWillDocument(db: Kysely<DB>, userId: string, kind: DeliveredKind = 'will', number?: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const query = db.selectFrom('will_document').select(COLUMN[kind]).where('user_id', '=', userId);
  const row = number === undefined ? await query.orderBy('id', 'desc').limit(1).executeTakeFirst() : await query.orderBy('id').offset(number - 1).limit(1).executeTakeFirst();
  const bytes = row?.[COLUMN[kind] as keyof typeof row] as Uint8Array | null | undefined;
  return bytes ? new Uint8Array(bytes) : null;
}

/** The user's will as it was at `revision` (kept in will_revision), or null when that revision is not kept. */
export async function willAtRevision(db: Kysely<DB>, userId: string, revision: number): Promise<Will | null> {
  const row = await db.selectFrom('will_revision').select('document').where('user_id', '=', userId).where('revision', '=', revision).executeTakeFirst();
  return row ? migrateWill(JSON.parse(row.document)) : null;
}
