import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseAddressesCsv } from '../../server/services/addresses/address-csv';
import { AddressLookupError } from '../../server/services/addresses/address-lookup-error';
import { createAddressLookup } from '../../server/services/addresses/create-address-lookup';
import {
  createLocalAddressLookup,
  loadAddressesCsv,
  shippedAddressesCsvPath,
} from '../../server/services/addresses/local-address-lookup';

let dir: string;
let db: Kysely<any>;

function openDb(): Kysely<any> {
  return new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(join(dir, 'test.sqlite')) }) });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'addresses-'));
  db = openDb();
});

afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

describe('shipped addresses CSV', () => {
  const rows = parseAddressesCsv(readFileSync(shippedAddressesCsvPath, 'utf8'));

  it('has at least 60 valid rows, 5 shared postcodes, and 10 Downing Street', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.postcode, (counts.get(row.postcode) ?? 0) + 1);
    expect([...counts.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(5);
    expect(rows).toContainEqual({ postcode: 'SW1A 2AA', summaryline: '10 Downing Street, London, SW1A 2AA' });
  });

  it('has no duplicate addresses', () => {
    const lines = rows.map((row) => row.summaryline);
    expect(new Set(lines).size).toBe(lines.length);
  });
});

describe('parseAddressesCsv', () => {
  it('refuses a wrong header', () => {
    expect(() => parseAddressesCsv('postcode,street,town\nSW1A 2AA,Downing Street,London\n')).toThrow(/header/);
  });

  it('names the line of an invalid postcode', () => {
    const csv = 'postcode,line1,line2,town,county\nSW1A 2AA,10 Downing Street,,London,\nNOPE,1 High Street,,Town,\n';
    expect(() => parseAddressesCsv(csv)).toThrow(/line 3: invalid postcode "NOPE"/);
  });

  it('refuses a row without line1 or town', () => {
    expect(() => parseAddressesCsv('postcode,line1,line2,town,county\nSW1A 2AA,,,London,\n')).toThrow(/line 2/);
  });

  it('normalises the postcode and leaves blank parts out of the summary line', () => {
    const csv = 'postcode,line1,line2,town,county\nkt89au , Hampton Court Palace ,, East Molesey ,Surrey\n';
    expect(parseAddressesCsv(csv)).toEqual([
      { postcode: 'KT8 9AU', summaryline: 'Hampton Court Palace, East Molesey, Surrey, KT8 9AU' },
    ]);
  });
});

describe('local address lookup', () => {
  it('loads the shipped CSV once, then skips', async () => {
    const inserted = await loadAddressesCsv(db, shippedAddressesCsvPath);
    expect(inserted).toBeGreaterThanOrEqual(60);
    expect(await loadAddressesCsv(db, shippedAddressesCsvPath)).toBe(0);
    const { count } = await db
      .selectFrom('address')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(inserted);
  });

  it('keeps the rows after the database is reopened', async () => {
    const inserted = await loadAddressesCsv(db, shippedAddressesCsvPath);
    await db.destroy();
    db = openDb();
    expect(await loadAddressesCsv(db, shippedAddressesCsvPath)).toBe(0);
    expect(await createLocalAddressLookup(db).find('SW1A 2AA')).toHaveLength(1);
    expect(inserted).toBeGreaterThan(0);
  });

  it('finds by postcode in any case or spacing', async () => {
    await loadAddressesCsv(db, shippedAddressesCsvPath);
    const lookup = createLocalAddressLookup(db);
    const expected = [{ summaryline: '10 Downing Street, London, SW1A 2AA' }];
    expect(await lookup.find('SW1A 2AA')).toEqual(expected);
    expect(await lookup.find(' sw1a2aa ')).toEqual(expected);
  });

  it('returns every address at a shared postcode in file order', async () => {
    await loadAddressesCsv(db, shippedAddressesCsvPath);
    const lookup = createLocalAddressLookup(db);
    expect(await lookup.find('SE1 7PB')).toEqual([
      { summaryline: 'The London Eye, Riverside Building County Hall, London, SE1 7PB' },
      { summaryline: 'SEA LIFE London Aquarium, Riverside Building County Hall, London, SE1 7PB' },
      { summaryline: 'The London Dungeon, Riverside Building County Hall, London, SE1 7PB' },
    ]);
    expect(await lookup.find('SE1 7PB')).toEqual(await lookup.find('se17pb'));
  });

  it('returns an empty list for an unknown or invalid postcode', async () => {
    await loadAddressesCsv(db, shippedAddressesCsvPath);
    const lookup = createLocalAddressLookup(db);
    expect(await lookup.find('ZE1 0AA')).toEqual([]);
    expect(await lookup.find('not a postcode')).toEqual([]);
  });

  it('loads nothing when a row is invalid', async () => {
    const csv = join(dir, 'bad.csv');
    writeFileSync(csv, 'postcode,line1,line2,town,county\nSW1A 2AA,10 Downing Street,,London,\nBAD,x,,y,\n');
    await expect(loadAddressesCsv(db, csv)).rejects.toThrow(/line 3/);
    expect(await createLocalAddressLookup(db).find('SW1A 2AA')).toEqual([]);
  });

  it('throws AddressLookupError when the table cannot be read', async () => {
    const lookup = createLocalAddressLookup(db);
    await expect(lookup.find('SW1A 2AA')).rejects.toBeInstanceOf(AddressLookupError);
  });
});

describe('createAddressLookup', () => {
  it('uses the embedded table, loaded from the CSV, when Postcoder is not configured', async () => {
    const lookup = await createAddressLookup(db, { postcoder: null });
    expect(await lookup.find('SW1A 1AA')).toHaveLength(2);
  });
});
