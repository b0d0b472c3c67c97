import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { AddressLookup } from './address-lookup';
import { createLocalAddressLookup, loadAddressesCsv, shippedAddressesCsvPath } from './local-address-lookup';
import { createPostcoderAddressLookup } from './postcoder-address-lookup';

/**
 * Picks the address source: Postcoder when configured, otherwise the embedded table, loaded from the CSV on first
 * start. Throws when the CSV is needed but unreadable or invalid.
 */
export async function createAddressLookup(
  db: Kysely<any>,
  config: Pick<ServerConfig, 'postcoder'>,
  csvPath: string = shippedAddressesCsvPath,
): Promise<AddressLookup> {
  if (config.postcoder) return createPostcoderAddressLookup(config.postcoder);
  await loadAddressesCsv(db, csvPath);
  return createLocalAddressLookup(db);
}
