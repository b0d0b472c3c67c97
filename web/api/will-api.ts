import { api } from './client';
import type { Will, WillPeople } from '../../engine/will';

export type WillState = {
  will: Omit<Will, 'relations' | 'children'>;
  people: WillPeople;
  submission: unknown;
  subscription: unknown;
  paid: boolean;
  partner_charity: unknown;
  revision: number;
};

/** GET /api/will */
export const fetchWill = () => api<WillState>('GET', '/api/will');

/** POST /api/will with the whole SPEC 3.5 payload, built from a state and a change to its will. */
export function saveWill(state: WillState, will: WillState['will']) {
  return api<{ status: 'UPDATED'; revision: number }>('POST', '/api/will', { ...will, people: state.people, revision: state.revision });
}
