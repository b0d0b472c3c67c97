import { answerOf, client, type AnswerOf } from './client';
import type { WillPeople } from '../../engine/will/will';

/** GET /api/will: the will's sections, its people apart, the account's state around them and the revision read. */
export type WillState = AnswerOf<typeof client.api.will.$get>;

/** The will's address, among a page's first answers too (../first-answers). */
export const WILL_PATH = '/api/will';

/** GET /api/will */
export const fetchWill = () => answerOf(client.api.will.$get());

/** POST /api/will with the whole SPEC 3.5 payload: the will's sections, its people, and the revision they were read at. */
export function saveWill(state: Pick<WillState, 'revision'>, will: WillState['will'], people: WillPeople) {
  return answerOf(client.api.will.$post({ json: { ...will, people, revision: state.revision } }));
}
