import type { AddressLookup, AddressResult } from './address-lookup';
import { AddressLookupError } from './address-lookup-error';

/** Settings for the Postcoder (Allies Computing) address service. */
export type PostcoderOptions = {
  apiKey: string;
  /** Defaults to https://ws.postcoder.com */
  baseUrl?: string;
  /** Defaults to the global fetch; tests pass their own. */
  fetch?: typeof globalThis.fetch;
  /** Whole-request limit including the body, default 5000 ms. */
  timeoutMs?: number;
};

const DEFAULT_BASE_URL = 'https://ws.postcoder.com';
const DEFAULT_TIMEOUT_MS = 5000;

/**
 * The real AddressLookup: GET {baseUrl}/pcw/{apiKey}/address/uk/{postcode}?format=json&lines=2&postcodeonly=true.
 * Throws AddressLookupError on timeout, network failure, a non-2xx status or a body that is not a list of items
 * with a string summaryline. The key only ever appears in the request URL, never in errors.
 */
export function createPostcoderAddressLookup(options: PostcoderOptions): AddressLookup {
  if (!options.apiKey) throw new Error('Postcoder needs an API key');
  const baseUrl = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  return {
    async find(postcode: string): Promise<AddressResult[]> {
      const url =
        `${baseUrl}/pcw/${encodeURIComponent(options.apiKey)}/address/uk/${encodeURIComponent(postcode)}` +
        '?format=json&lines=2&postcodeonly=true';
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const response = await fetchImpl(url, { signal: controller.signal, headers: { accept: 'application/json' } });
        if (!response.ok) {
          await response.body?.cancel();
          throw new AddressLookupError('status', `Postcoder answered HTTP ${response.status}`, {
            status: response.status,
          });
        }
        return toResults(await response.text());
      } catch (error) {
        if (error instanceof AddressLookupError) throw error;
        if (controller.signal.aborted) {
          throw new AddressLookupError('timeout', `Postcoder did not answer within ${timeoutMs} ms`, { cause: error });
        }
        throw new AddressLookupError('network', 'Postcoder could not be reached', { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function toResults(body: string): AddressResult[] {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    throw new AddressLookupError('malformed', 'Postcoder answered with invalid JSON', { cause: error });
  }
  if (!Array.isArray(data)) throw new AddressLookupError('malformed', 'Postcoder answer is not a list');
  return data.map((item: unknown): AddressResult => {
    const summaryline = (item as { summaryline?: unknown } | null)?.summaryline;
    if (typeof summaryline !== 'string' || summaryline.trim() === '') {
      throw new AddressLookupError('malformed', 'Postcoder item has no summaryline');
    }
    return { summaryline };
  });
}
