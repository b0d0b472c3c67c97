import { api } from './client';
import type { AddressLookupResult } from '../widgets/wizard-context';

/** GET /api/addresses?postcode= */
export const lookupAddresses = (postcode: string) =>
  api<AddressLookupResult>('GET', `/api/addresses?postcode=${encodeURIComponent(postcode)}`);
