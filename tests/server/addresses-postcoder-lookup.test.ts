import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddressLookupError } from '../../server/services/addresses/address-lookup-error';
import { createPostcoderAddressLookup } from '../../server/services/addresses/postcoder-address-lookup';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const API_KEY = 'PCW45-12345/12345 1234X';
let server: Server;
let baseUrl: string;
let handler: Handler;
let requests: string[];

function json(body: string, status = 200): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body);
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  handler = json('[]');
});

async function failure(promise: Promise<unknown>): Promise<AddressLookupError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AddressLookupError);
  return error as AddressLookupError;
}

describe('Postcoder address lookup', () => {
  it('calls /pcw/{key}/address/uk/{postcode} with both URL-encoded and maps items to summaryline only', async () => {
    handler = json(
      JSON.stringify([
        { summaryline: '10 Downing Street, London, SW1A 2AA', addressline1: '10 Downing Street', posttown: 'London' },
        { summaryline: '11 Downing Street, London, SW1A 2AA', uprn: '1' },
      ]),
    );
    const lookup = createPostcoderAddressLookup({ baseUrl: `${baseUrl}/`, apiKey: API_KEY });
    expect(await lookup.find('SW1A 2AA')).toEqual([
      { summaryline: '10 Downing Street, London, SW1A 2AA' },
      { summaryline: '11 Downing Street, London, SW1A 2AA' },
    ]);
    expect(requests).toHaveLength(1);
    const url = new URL(requests[0]!, baseUrl);
    expect(url.pathname).toBe('/pcw/PCW45-12345%2F12345%201234X/address/uk/SW1A%202AA');
    expect(url.searchParams.get('format')).toBe('json');
    expect(url.searchParams.get('lines')).toBe('2');
    expect(url.searchParams.get('postcodeonly')).toBe('true');
  });

  it('returns an empty list when Postcoder finds nothing', async () => {
    const lookup = createPostcoderAddressLookup({ baseUrl, apiKey: API_KEY });
    expect(await lookup.find('ZE1 0AA')).toEqual([]);
  });

  it('throws a status error on a 500, without the key in the message', async () => {
    handler = json('{"error":"boom"}', 500);
    const error = await failure(createPostcoderAddressLookup({ baseUrl, apiKey: API_KEY }).find('SW1A 2AA'));
    expect(error.reason).toBe('status');
    expect(error.status).toBe(500);
    expect(error.message).not.toContain('PCW45');
  });

  it('throws a status error on a 403 (bad key)', async () => {
    handler = json('"Invalid key"', 403);
    const error = await failure(createPostcoderAddressLookup({ baseUrl, apiKey: API_KEY }).find('SW1A 2AA'));
    expect(error).toMatchObject({ reason: 'status', status: 403 });
  });

  it.each([
    ['invalid JSON', '[{"summaryline": '],
    ['HTML', '<html>Service unavailable</html>'],
    ['an object instead of a list', '{"summaryline":"10 Downing Street, London, SW1A 2AA"}'],
    ['an item without summaryline', '[{"addressline1":"10 Downing Street"}]'],
    ['a non-string summaryline', '[{"summaryline":42}]'],
    ['a null item', '[null]'],
  ])('throws a malformed error on %s', async (_label, body) => {
    handler = json(body);
    const error = await failure(createPostcoderAddressLookup({ baseUrl, apiKey: API_KEY }).find('SW1A 2AA'));
    expect(error.reason).toBe('malformed');
  });

  it('times out when Postcoder does not answer', async () => {
    handler = () => {
      // never answers
    };
    const lookup = createPostcoderAddressLookup({ baseUrl, apiKey: API_KEY, timeoutMs: 100 });
    const started = Date.now();
    const error = await failure(lookup.find('SW1A 2AA'));
    expect(error.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('times out when the body stalls after the headers', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
    };
    const lookup = createPostcoderAddressLookup({ baseUrl, apiKey: API_KEY, timeoutMs: 100 });
    expect((await failure(lookup.find('SW1A 2AA'))).reason).toBe('timeout');
  });

  it('throws a network error when Postcoder cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const lookup = createPostcoderAddressLookup({ baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY });
    expect((await failure(lookup.find('SW1A 2AA'))).reason).toBe('network');
  });

  it('uses an injected fetch and the public base URL by default', async () => {
    const seen: string[] = [];
    const fetch = async (input: string | URL | Request) => {
      seen.push(String(input));
      return new Response('[]', { status: 200 });
    };
    await createPostcoderAddressLookup({ apiKey: 'KEY', fetch }).find('M1 1AE');
    expect(seen[0]).toMatch(/^https:\/\/ws\.postcoder\.com\/pcw\/KEY\/address\/uk\/M1%201AE\?/);
  });

  it('refuses to start without a key', () => {
    expect(() => createPostcoderAddressLookup({ apiKey: '' })).toThrow(/API key/);
  });
});
