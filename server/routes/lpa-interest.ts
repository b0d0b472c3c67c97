import { Hono } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import { readJson, validationError } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import type { Mailer } from '../services/mail/mailer';
import { lpaInterestEmail } from '../services/mail/emails';
import { loadLpaInterest, saveLpaInterest } from '../stores/lpa-interest-store';
import { checkLpaInterest, lpaBestTimeLabel, lpaKindsLabel } from '../../engine/products/lpa/lpa-interest';
import { VALIDATION_MESSAGES } from '../../engine/will/validation/field-errors';
import apiErrors from '../../schemas/copy/api-errors.json';
import { log } from '../logger';

export type LpaInterestDeps = { db: AppDatabase; clock: Clock; mail: Mailer; config: { page: { lpa_register_interest_enabled: boolean } } };

/**
 * The LPA register-interest page's API (SPEC 1, 2.3), mounted at /api/lpa-interest behind the session check. Every
 * request answers 404 while the page configuration's `lpa_register_interest_enabled` is off.
 *
 * - `GET /` → `{lpa_interest: {kinds, phone, bestTime} | null}`: the user's answers.
 * - `POST /` `{kinds, phone?, bestTime?}` → 200 `{lpa_interest}`: records them (replacing earlier answers) and
 *   emails the user a confirmation; 422 with field errors keyed kinds, phone, bestTime, storing nothing. The
 *   answers are kept even if the confirmation cannot be sent (that is logged): they are what the team acts on.
 */
export function lpaInterestRoutes(deps: LpaInterestDeps) {
  return new Hono<UserEnv>()
    .use('*', async (c, next) => {
      if (!deps.config.page.lpa_register_interest_enabled) return c.json({ type: 'not_found', message: apiErrors.notFound }, 404);
      await next();
    })
    .get('/', async (c) => c.json({ lpa_interest: await loadLpaInterest(deps.db, c.var.user.id) }))
    .post('/', jsonShape<{ kinds: unknown; phone?: unknown; bestTime?: unknown }>(), async (c) => {
      const checked = checkLpaInterest(await readJson(c));
      if (!checked.ok) throw validationError(VALIDATION_MESSAGES.summary, checked.fields);
      const user = c.var.user;
      const interest = checked.value;
      await saveLpaInterest(deps.db, user.id, interest, deps.clock.now());
      const message = lpaInterestEmail(user.email, {
        name: user.name,
        kinds: lpaKindsLabel(interest.kinds),
        phone: interest.phone,
        bestTime: interest.bestTime ? lpaBestTimeLabel(interest.bestTime) : null,
      });
      await deps.mail.send(message).catch((error: unknown) => log.warn({ err: error, userId: user.id }, 'LPA interest email not sent'));
      return c.json({ lpa_interest: interest });
    });
}
