import { log } from '../../server/logger';
import Database from 'better-sqlite3';
import { Hono } from 'hono';
import { Kysely, SqliteDialect } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressRoutes } from '../../server/routes/addresses';
import type { AddressLookup } from '../../server/services/addresses/address-lookup';
import { AddressLookupError } from '../../server/services/addresses/address-lookup-error';
import {
  createLocalAddressLookup,
  loadAddressesCsv,
  shippedAddressesCsvPath,
} from '../../server/services/addresses/local-address-lookup';

const invalid = {
  type: 'validation',
  message: 'Enter a valid postcode',
  fields: { postcode: ['Enter a valid postcode'] },
};
const unavailable = {
  type: 'unavailable',
  message: 'Address lookup is unavailable. Please enter your address manually.',
};

function mounted(addresses: AddressLookup) {
  return new Hono().route('/api/addresses', addressRoutes(addresses));
}

function failing(error: unknown): AddressLookup {
  return { find: () => Promise.reject(error) };
}

let dir: string;
let db: Kysely<any>;
let app: ReturnType<typeof mounted>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'addresses-route-'));
  db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(join(dir, 'test.sqlite')) }) });
  await loadAddressesCsv(db, shippedAddressesCsvPath);
  app = mounted(createLocalAddressLookup(db));
});

afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/addresses', () => {
  it('answers 200 with the normalised postcode and its addresses', async () => {
    const res = await app.request('/api/addresses?postcode=sw1a2aa');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      postcode: 'SW1A 2AA',
      items: [{ summaryline: '10 Downing Street, London, SW1A 2AA' }],
    });
  });

  it('answers every address at a shared postcode', async () => {
    const res = await app.request(`/api/addresses?postcode=${encodeURIComponent('sw1a 0aa')}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { postcode: string; items: unknown[] };
    expect(body.postcode).toBe('SW1A 0AA');
    expect(body.items).toHaveLength(3);
  });

  it('answers 200 with an empty list for an unknown postcode', async () => {
    const res = await app.request('/api/addresses?postcode=ZE1%200AA');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ postcode: 'ZE1 0AA', items: [] });
  });

  it.each([
    ['missing', '/api/addresses'],
    ['empty', '/api/addresses?postcode='],
    ['blank', '/api/addresses?postcode=%20%20'],
    ['not a postcode', '/api/addresses?postcode=hello'],
    ['impossible letters', '/api/addresses?postcode=SW1A%202CC'],
    ['far too long', `/api/addresses?postcode=${'A'.repeat(5000)}`],
  ])('answers 422 when the postcode is %s', async (_label, path) => {
    const res = await app.request(path);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual(invalid);
  });

  it('does not call the lookup for an invalid postcode', async () => {
    const find = vi.fn<AddressLookup['find']>();
    await mounted({ find }).request('/api/addresses?postcode=nope');
    expect(find).not.toHaveBeenCalled();
  });

  it('passes the normalised postcode to the lookup and returns only summarylines', async () => {
    const find = vi.fn<AddressLookup['find']>(async () => [
      { summaryline: '1 Example Road, Leeds, LS1 3AD', secret: 'x' } as { summaryline: string },
    ]);
    const res = await mounted({ find }).request('/api/addresses?postcode=%20ls13ad%20');
    expect(find).toHaveBeenCalledWith('LS1 3AD');
    expect(await res.json()).toEqual({ postcode: 'LS1 3AD', items: [{ summaryline: '1 Example Road, Leeds, LS1 3AD' }] });
  });

  it('answers 502 when the lookup throws AddressLookupError', async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const res = await mounted(failing(new AddressLookupError('timeout', 'too slow'))).request(
      '/api/addresses?postcode=SW1A2AA',
    );
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual(unavailable);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('answers 502, never 500, when the lookup fails unexpectedly', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const res = await mounted(failing(new TypeError('bug'))).request('/api/addresses?postcode=SW1A2AA');
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual(unavailable);
    expect(error).toHaveBeenCalledOnce();
  });
});
