import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { parseCharities, type CharityRow } from './charity-csv';
import { engineOf } from '../../db/database';
import type { CharityTables } from './charity-tables';

/** One search answer (SPEC 7): the register number as id, the name, the number, and a logo when one is known. */
export type CharityHit = { id: string; name: string; regNumber: string; logo: string | null };

// From the working directory, as the address sample is: the bundled server runs from the project folder.
export const shippedCharitiesCsvPath = resolve('data-seed/charities/dual-registered-uk-charities.csv');

const RESULT_LIMIT = 10;
// SQLite allows 32766 bound parameters; five per row keeps each insert well inside that.
const INSERT_BATCH = 500;

/** The words of a query, lower case, letters and digits only ('Cancer-Res.' -> ['cancer', 'res']). */
export function queryWords(query: string): string[] {
  return query.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 8);
}

/**
 * The charity register index over the app's database: full-text search with prefix matching (FTS5 on SQLite,
 * tsvector on PostgreSQL), names matching from their start ranked first; and replacing the register from a file.
 */
export function createCharityIndex(database: Kysely<any>) {
  const db = database.withTables<CharityTables>() as unknown as Kysely<CharityTables>;
  const engine = engineOf(database);

  /** Up to 10 charities whose name, acronym or number has a word starting with each word of `query`, best first. */
  async function search(query: string): Promise<CharityHit[]> {
    const words = queryWords(query);
    if (words.length === 0) return [];
    const starts = `${words.join(' ')}%`;
    const rows =
      engine === 'postgres'
        ? await db
            .selectFrom('charity')
            .select(['id', 'name', 'reg_number', 'logo'])
            .where(sql<boolean>`search @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`)
            .orderBy(sql`lower(name) like ${starts}`, 'desc')
            .orderBy(sql`ts_rank(search, to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')}))`, 'desc')
            .orderBy('name')
            .limit(RESULT_LIMIT)
            .execute()
        : await db
            .selectFrom('charity_fts')
            .innerJoin('charity', (join) => join.on(sql<boolean>`charity.rowid = charity_fts.rowid`))
            .select(['charity.id', 'charity.name', 'charity.reg_number', 'charity.logo'])
            .where(sql<boolean>`charity_fts match ${words.map((w) => `"${w}"*`).join(' ')}`)
            .orderBy(sql`lower(charity.name) like ${starts}`, 'desc')
            .orderBy(sql`bm25(charity_fts, 10.0, 4.0, 1.0)`)
            .orderBy('charity.name')
            .limit(RESULT_LIMIT)
            .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, regNumber: r.reg_number, logo: r.logo }));
  }

  /** Replaces the whole index with `rows`, in one transaction; returns how many were loaded. */
  async function replaceAll(rows: readonly CharityRow[]): Promise<number> {
    await db.transaction().execute(async (trx) => {
      if (engine === 'sqlite') await trx.deleteFrom('charity_fts').execute();
      await trx.deleteFrom('charity').execute();
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await trx.insertInto('charity').values(rows.slice(start, start + INSERT_BATCH)).execute();
      }
      if (engine === 'sqlite') await sql`insert into charity_fts (rowid, name, acronym, reg_number) select rowid, name, acronym, reg_number from charity`.execute(trx);
    });
    return rows.length;
  }

  /** Loads a register file (see parseCharities) into the index, replacing what it held. */
  async function importFile(path: string): Promise<number> {
    return replaceAll(parseCharities(await readFile(path, 'utf8')));
  }

  /** Loads the shipped sample when the index is empty (a fresh install), so search works before any import. */
  async function seedIfEmpty(): Promise<void> {
    const any = await db.selectFrom('charity').select('id').limit(1).executeTakeFirst();
    if (!any) await importFile(shippedCharitiesCsvPath);
  }

  let seeded: Promise<void> | null = null;
  /** seedIfEmpty once for this index (again after a failure): what the app's readers wait for. */
  function ready(): Promise<void> {
    seeded ??= seedIfEmpty().catch((error: unknown) => {
      seeded = null;
      throw error;
    });
    return seeded;
  }

  /** The charity registered under `number`, or undefined when the index has none. */
  async function find(number: string): Promise<CharityHit | undefined> {
    const row = await db.selectFrom('charity').select(['id', 'name', 'reg_number', 'logo']).where('id', '=', number).executeTakeFirst();
    return row && { id: row.id, name: row.name, regNumber: row.reg_number, logo: row.logo };
  }

  return { search, find, replaceAll, importFile, ready };
}

export type CharityIndex = ReturnType<typeof createCharityIndex>;
