import { Hono } from 'hono';
import type { AppDatabase } from '../db/database';
import { todayOf, type Clock } from '../clock';
import { readJson, validationError } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import { checkAndSaveWill, loadWill, type StoredWill } from '../stores/will-store';
import { loadAccountState, type AccountState } from '../stores/account-state-store';
import { validateSave } from '../../engine/validation/validate-save';
import apiErrors from '../../schemas/copy/api-errors.json';

/** The GET /api/will answer: the will sections, the people apart, and the account's state around them. */
export function willState({ will, revision }: StoredWill, account: AccountState) {
  const { relations = {}, children = {}, ...sections } = will;
  return {
    will: sections,
    people: { relations, children },
    submission: account.submission,
    subscription: account.subscription,
    paid: account.paid,
    partner_charity: null,
    revision,
  };
}

/** GET and POST /api/will for the signed-in user's own will only. */
export function willRoutes(deps: { db: AppDatabase; clock: Clock }) {
  const stateOf = async (userId: string, stored: StoredWill) => willState(stored, await loadAccountState(deps.db, userId));
  return new Hono<UserEnv>()
    .get('/', async (c) => c.json(await stateOf(c.var.user.id, await loadWill(deps.db, c.var.user.id))))
    .post('/', async (c) => {
      const userId = c.var.user.id;
      const payload = await readJson(c);
      const today = todayOf(deps.clock);
      const result = await checkAndSaveWill(deps.db, deps.clock, userId, (basis) => validateSave(payload, today, basis));
      if (result.status === 'invalid') throw validationError(result.message, result.fields, { state: await stateOf(userId, result.current) });
      if (result.status === 'conflict') {
        return c.json({ type: 'conflict', message: apiErrors.willConflict, state: await stateOf(userId, result.current) }, 409);
      }
      return c.json({ status: 'UPDATED', revision: result.revision });
    });
}
