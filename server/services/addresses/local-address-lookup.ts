import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { normalisePostcode } from '../../../engine/will/about-you/postcode';
import { serialId } from '../../db/serial-id';
import { parseAddressesCsv } from './address-csv';
import type { AddressLookup, AddressResult } from './address-lookup';
import { AddressLookupError } from './address-lookup-error';

/**
 * The address CSV shipped with the project, from the project folder the server runs in (like dist/web and
 * schemas/steps), so the bundled server (dist/server/main.js) finds it too.
 */
export const shippedAddressesCsvPath = resolve('data-seed/addresses.csv');

// SQLite allows 32766 bound parameters; two per row keeps each insert well inside that.
const INSERT_BATCH = 500;

/** Creates the `address` table and its postcode index when missing; safe to call on every start. */
export async function ensureAddressTable(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('address')
    .ifNotExists()
    .addColumn('id', 'integer', serialId(db))
    .addColumn('postcode', 'text', (col) => col.notNull())
    .addColumn('summaryline', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('address_postcode_idx').ifNotExists().on('address').column('postcode').execute();
}

/**
 * Ensures the `address` table, then loads the CSV into it unless it already holds rows.
 * Returns the number of rows inserted (0 when skipped). Throws when the file is unreadable or a row is invalid,
 * in which case nothing is inserted.
 */
export async function loadAddressesCsv(db: Kysely<any>, csvPath: string): Promise<number> {
  await ensureAddressTable(db);
  if (await hasAddresses(db)) return 0;
  const rows = parseAddressesCsv(await readFile(csvPath, 'utf8'));
  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction so two processes starting together load the file once.
    if (await hasAddresses(trx)) return 0;
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await trx.insertInto('address').values(rows.slice(start, start + INSERT_BATCH)).execute();
    }
    return rows.length;
  });
}

async function hasAddresses(db: Kysely<any>): Promise<boolean> {
  const row = await db.selectFrom('address').select(sql<number>`1`.as('found')).limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * The embedded AddressLookup over the `address` table: results in load order; [] for an unknown or invalid postcode.
 * Throws AddressLookupError ('storage') when the database cannot be read.
 */
export function createLocalAddressLookup(db: Kysely<any>): AddressLookup {
  return {
    async find(postcode: string): Promise<AddressResult[]> {
      const normalised = normalisePostcode(postcode);
      if (!normalised) return [];
      try {
        const rows = await db
          .selectFrom('address')
          .select('summaryline')
          .where('postcode', '=', normalised)
          .orderBy('id')
          .execute();
        return rows.map((row): AddressResult => ({ summaryline: String(row.summaryline) }));
      } catch (error) {
        throw new AddressLookupError('storage', 'The local address table could not be read', { cause: error });
      }
    },
  };
}
