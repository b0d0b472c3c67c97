import { api } from './client';

/**
 * One delivered version of the will, newest first; `url` downloads its PDF (the owner's only); `guide`, `letter`
 * and `instructions` say whether a signing guide, a letter of wishes and a record of instructions were delivered with it.
 */
export type Delivery = { number: number; revision: number; delivered_at: string; url: string; guide: boolean; letter: boolean; instructions: boolean };

/** A section whose answers differ from the latest delivered will, with the route of its step. */
export type ChangedSection = { step: string; title: string; route: string };

/** Every delivered version, and how the will now differs from the latest (null before the first delivery). */
export type Deliveries = { deliveries: Delivery[]; changes: ChangedSection[] | null };

/** GET /api/will/deliveries. */
export const fetchDeliveries = () => api<Deliveries>('GET', '/api/will/deliveries');
