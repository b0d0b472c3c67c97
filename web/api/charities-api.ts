import { api } from './client';

/** One register entry of GET /api/charities/search (SPEC 7). */
export type CharityResult = { id: string; name: string; regNumber: string | null; logo: string | null };

/** GET /api/charities/search?query= */
export const searchCharities = (query: string, signal?: AbortSignal) =>
  api<CharityResult[]>('GET', `/api/charities/search?query=${encodeURIComponent(query)}`, undefined, signal);
