import { api } from './client';
import type { PartnerCharity, Will, WillPeople } from '../../engine/will';

export type WillState = {
  will: Omit<Will, 'relations' | 'children'>;
  people: WillPeople;
  submission: unknown;
  subscription: unknown;
  paid: boolean;
  partner_charity: PartnerCharity;
  revision: number;
};

/** The will's address, among a page's first answers too (../first-answers). */
export const WILL_PATH = '/api/will';

/** GET /api/will */
export const fetchWill = () => api<WillState>('GET', WILL_PATH);

/** POST /api/will with the whole SPEC 3.5 payload: the will's sections, its people, and the revision they were read at. */
export function saveWill(state: Pick<WillState, 'revision'>, will: WillState['will'], people: WillPeople) {
  return api<{ status: 'UPDATED'; revision: number }>('POST', '/api/will', { ...will, people, revision: state.revision });
}
