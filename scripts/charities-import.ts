/**
 * `npm run charities:import -- <file>`: replaces the charity index in the app's database with a register file, the
 * Charity Commission's extract (`publicextract.charity.txt`, tab-separated) or a file shaped like the shipped sample.
 * The database is the one the server uses (DATABASE_URL, else the SQLite file in DATA_DIR); migrations run first.
 */
import { resolve } from 'node:path';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { createCharityIndex } from '../server/services/charities/charity-index';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run charities:import -- <register file>');
  process.exit(2);
}
const config = readConfig(process.env);
const db = openDatabase(config.database);
await migrateToLatest(db);
const count = await createCharityIndex(db).importFile(resolve(file));
console.log(`Imported ${count} charities from ${file}.`);
await db.destroy();
