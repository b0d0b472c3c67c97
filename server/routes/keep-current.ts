import { Hono } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import type { UserEnv } from '../middleware/require-user';
import { readJson, validationError } from '../http-errors';
import { createHashids } from '../auth/hashid';
import { checkInsOn, setCheckIns } from '../keeping-current/keep-current-store';
import { validUnsubscribeToken } from '../keeping-current/unsubscribe-token';
import copy from '../../schemas/copy/keeping-current.json';

export type KeepCurrentRouteDeps = { db: AppDatabase; clock: Clock; config: { authSecret: string; hashidSalt: string } };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The account page's check-in choice, behind the session (mounted at /api/account/keep-current):
 * `GET` answers `{checkIns}`, `PUT {checkIns: boolean}` sets it.
 */
export function keepCurrentRoutes(deps: KeepCurrentRouteDeps) {
  return new Hono<UserEnv>()
    .get('/', async (c) => c.json({ checkIns: await checkInsOn(deps.db, c.var.user.id) }))
    .put('/', jsonShape<{ checkIns: boolean }>(), async (c) => {
      const body = await readJson(c);
      if (!isObject(body) || typeof body.checkIns !== 'boolean') throw validationError(copy.account.badChoice, { checkIns: [copy.account.badChoice] });
      await setCheckIns(deps.db, c.var.user.id, body.checkIns, deps.clock.now().toISOString());
      return c.json({ checkIns: body.checkIns });
    });
}

/**
 * The check-in email's unsubscribe link, with no session (mounted at /api/keep-current): `POST /unsubscribe
 * {u, token}`, `u` the account's hashid and `token` the link's HMAC of it, turns check-ins off. A wrong pair is 422
 * with the page's own words and changes nothing.
 */
export function unsubscribeRoutes(deps: KeepCurrentRouteDeps) {
  const hashids = createHashids(deps.config.hashidSalt);
  return new Hono().post('/unsubscribe', jsonShape<{ u: string; token: string }>(), async (c) => {
    const body = await readJson(c);
    const userId = isObject(body) && typeof body.u === 'string' && body.u.length <= 40 ? hashids.decode(body.u) : null;
    const token = isObject(body) && typeof body.token === 'string' ? body.token : '';
    if (userId === null || !validUnsubscribeToken(deps.config.authSecret, String(userId), token)) {
      throw validationError(copy.unsubscribe.invalid, { token: [copy.unsubscribe.invalid] });
    }
    await setCheckIns(deps.db, String(userId), false, deps.clock.now().toISOString());
    return c.json({ checkIns: false });
  });
}
