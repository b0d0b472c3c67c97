import { Hono } from 'hono';
import { queryShape } from '../middleware/typed-input';
import { normalisePostcode } from '../../engine/will/about-you/postcode';
import type { AddressLookup, AddressResult } from '../services/addresses/address-lookup';
import { AddressLookupError } from '../services/addresses/address-lookup-error';
import apiErrors from '../../schemas/copy/api-errors.json';
import { log } from '../logger';

// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const INVALID_POSTCODE = () => apiErrors.invalidPostcode;
// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const UNAVAILABLE = () => apiErrors.addressLookupUnavailable;

/**
 * `GET /?postcode=` (mounted at /api/addresses): 200 {postcode, items: [{summaryline}]} with the postcode normalised;
 * 422 validation error for a missing or implausible postcode; 502 {type: 'unavailable'} when the lookup fails.
 */
export function addressRoutes(addresses: AddressLookup) {
  return new Hono().get('/', queryShape<{ postcode: string }>(), async (c) => {
    const postcode = normalisePostcode(c.req.query('postcode'));
    if (!postcode) {
      return c.json(
        { type: 'validation', message: INVALID_POSTCODE(), fields: { postcode: [INVALID_POSTCODE()] } },
        422,
      );
    }
    let found: AddressResult[];
    try {
      found = await addresses.find(postcode);
    } catch (error) {
      // Any failure sends the user to manual entry, but is logged so a bad key or outage is noticed.
      if (error instanceof AddressLookupError) log.warn({ reason: error.reason, err: error }, 'address lookup unavailable');
      else log.error({ err: error }, 'address lookup failed unexpectedly');
      return c.json({ type: 'unavailable', message: UNAVAILABLE() }, 502);
    }
    const items = found.map(({ summaryline }) => ({ summaryline }));
    return c.json({ postcode, items }, 200);
  });
}
