import { Hono } from 'hono';
import { jsonShape } from '../middleware/typed-input';
import type { OnboardingAnswers } from '../../engine/onboarding/onboarding-rules';
import Ajv from 'ajv';
import type { AppDatabase } from '../db/database';
import type { Clock } from '../clock';
import { readJson, validationError, type FieldErrors } from '../http-errors';
import type { UserEnv } from '../middleware/require-user';
import onboardingSchema from '../../schemas/onboarding.schema.json';
import apiErrors from '../../schemas/copy/api-errors.json';
import { textCharacterErrors } from '../../engine/will/validation/text-characters';

/** The onboarding answers as the visitor's browser sends them, with the status of their onboarding. */
export type OnboardingBody = OnboardingAnswers & { onboarding_status: string };

const STATUSES = ['started', 'completed'];
/** Compiled on the first answer, not while the server starts. */
let compiled: ReturnType<Ajv['compile']> | undefined;
const answersValidator = () => (compiled ??= new Ajv({ allErrors: true }).compile(onboardingSchema));

type Body = { answers: Record<string, unknown>; onboarding_status: string };

/** Splits `{...answers, onboarding_status}` and checks both; a 422 names each bad field. `status` fills a missing one. */
function parseBody(body: unknown, defaultStatus: string | null): Body {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationError(apiErrors.checkAnswers, { onboarding_answer: [apiErrors.answersNotObject] });
  }
  const { onboarding_status: status = defaultStatus, ...answers } = body as Record<string, unknown>;
  const fields: FieldErrors = {};
  if (typeof status !== 'string' || !STATUSES.includes(status)) {
    fields['onboarding_answer.onboarding_status'] = [`Must be one of ${STATUSES.join(', ')}`];
  }
  const validateAnswers = answersValidator();
  if (!validateAnswers(answers)) {
    for (const error of validateAnswers.errors ?? []) {
      const name = error.instancePath.slice(1) || String(error.params.additionalProperty ?? '');
      (fields[`onboarding_answer.${name}`] ??= []).push(error.keyword === 'additionalProperties' ? 'Unknown answer' : 'Answer not valid');
    }
  } else {
    Object.assign(fields, textCharacterErrors(answers, (segments) => ['onboarding_answer', ...segments].join('.')));
  }
  if (Object.keys(fields).length) throw validationError(apiErrors.checkAnswers, fields);
  return { answers, onboarding_status: status as string };
}

function present(row: { answers: string; onboarding_status: string } | undefined) {
  return { onboarding_answer: row ? { ...JSON.parse(row.answers), onboarding_status: row.onboarding_status } : null };
}

/** POST (create), GET (show) and PATCH (update) of the signed-in user's onboarding answers. */
export function onboardingAnswerRoutes(deps: { db: AppDatabase; clock: Clock }) {
  const find = (userId: string) =>
    deps.db.selectFrom('onboarding_answer').select(['answers', 'onboarding_status']).where('user_id', '=', userId).executeTakeFirst();

  const write = async (userId: string, body: Body, merge: boolean) => {
    const now = deps.clock.now().toISOString();
    return deps.db.transaction().execute(async (trx) => {
      const existing = await trx.selectFrom('onboarding_answer').select('answers').where('user_id', '=', userId).executeTakeFirst();
      const answers = JSON.stringify(merge && existing ? { ...JSON.parse(existing.answers), ...body.answers } : body.answers);
      await trx
        .insertInto('onboarding_answer')
        .values({ user_id: userId, answers, onboarding_status: body.onboarding_status, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ answers, onboarding_status: body.onboarding_status, updated_at: now }))
        .execute();
    });
  };

  return new Hono<UserEnv>()
    .get('/', async (c) => c.json(present(await find(c.var.user.id))))
    .post('/', jsonShape<OnboardingBody>(), async (c) => {
      await write(c.var.user.id, parseBody(await readJson(c), 'started'), false);
      return c.json(present(await find(c.var.user.id)), 201);
    })
    .patch('/', jsonShape<Partial<OnboardingBody>>(), async (c) => {
      const existing = await find(c.var.user.id);
      if (!existing) return c.json({ type: 'not_found', message: apiErrors.noOnboardingAnswers }, 404);
      await write(c.var.user.id, parseBody(await readJson(c), existing.onboarding_status), true);
      return c.json(present(await find(c.var.user.id)));
    });
}
