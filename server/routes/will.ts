import { Hono } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import type { AppDatabase } from '../db/database';
import { todayOf, type Clock } from '../clock';
import { readJson, validationError } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import { checkAndSaveWill, loadWill, type StoredWill } from '../stores/will-store';
import { loadAccountState, type AccountState } from '../stores/account-state-store';
import { loadPartnerCharity } from '../stores/partner-charity-store';
import type { CharityIndex } from '../services/charities/charity-index';
import type { PartnerCharity, Will, WillPeople } from '../../engine/will/will';

/** POST /api/will's body (SPEC 3.5): the will's sections, its people, and the revision they were read at. */
export type WillSave = Omit<Will, 'relations' | 'children'> & { people: WillPeople; revision: number };
import { validateSave } from '../../engine/will/validation/validate-save';
import apiErrors from '../../schemas/copy/api-errors.json';

/**
 * The GET /api/will answer: the will sections, the people apart, the account's state around them, and the charity
 * the user came through (SPEC 3.2 partnerCharity, which the browser's will document carries as `partnerCharity`).
 */
export function willState({ will, revision }: StoredWill, account: AccountState, partnerCharity: PartnerCharity) {
  const { relations = {}, children = {}, ...sections } = will;
  return {
    will: sections,
    people: { relations, children },
    submission: account.submission,
    subscription: account.subscription,
    paid: account.paid,
    partner_charity: partnerCharity,
    revision,
  };
}

/** GET and POST /api/will for the signed-in user's own will only. */
export function willRoutes(deps: { db: AppDatabase; clock: Clock; charities: CharityIndex }) {
  const stateOf = async (userId: string, stored: StoredWill) => {
    const [account, partnerCharity] = await Promise.all([loadAccountState(deps.db, userId), loadPartnerCharity(deps.db, deps.charities, userId)]);
    return willState(stored, account, partnerCharity);
  };
  return new Hono<UserEnv>()
    .get('/', async (c) => c.json(await stateOf(c.var.user.id, await loadWill(deps.db, c.var.user.id))))
    .post('/', jsonShape<WillSave>(), async (c) => {
      const userId = c.var.user.id;
      const payload = await readJson(c);
      const today = todayOf(deps.clock);
      const result = await checkAndSaveWill(deps.db, deps.clock, userId, (basis) => validateSave(payload, today, basis.will));
      if (result.status === 'invalid') throw validationError(result.message, result.fields, { state: await stateOf(userId, result.current) });
      if (result.status === 'conflict') {
        return c.json({ type: 'conflict', message: apiErrors.willConflict, state: await stateOf(userId, result.current) }, 409);
      }
      return c.json({ status: 'UPDATED', revision: result.revision });
    });
}
