import { Hono } from 'hono';
import type { AppDatabase } from '../db/database';
import { todayOf, type Clock } from '../clock';
import { readJson, validationError } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import { loadWill, saveWill, type StoredWill } from '../stores/will-store';
import { validateSave } from '../../engine/validation/validate-save';

/** The GET /api/will answer: the will sections, the people apart, and the account's state around them. */
export function willState({ will, revision }: StoredWill) {
  const { relations = {}, children = {}, ...sections } = will;
  return {
    will: sections,
    people: { relations, children },
    submission: null,
    subscription: null,
    paid: false,
    partner_charity: null,
    revision,
  };
}

/** GET and POST /api/will for the signed-in user's own will only. */
export function willRoutes(deps: { db: AppDatabase; clock: Clock }) {
  return new Hono<UserEnv>()
    .get('/', async (c) => c.json(willState(await loadWill(deps.db, c.var.user.id))))
    .post('/', async (c) => {
      const userId = c.var.user.id;
      const payload = await readJson(c);
      const stored = await loadWill(deps.db, userId);
      const checked = validateSave(payload, todayOf(deps.clock), stored.will);
      if (!checked.ok) throw validationError(checked.message, checked.fields, { state: willState(stored) });
      const result = await saveWill(deps.db, deps.clock, userId, checked.will, checked.revision);
      if (result.status === 'conflict') {
        return c.json({ type: 'conflict', message: 'Your will was changed in another window.', state: willState(result.current) }, 409);
      }
      return c.json({ status: 'UPDATED', revision: result.revision });
    });
}
