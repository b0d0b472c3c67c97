import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { todayOf, type Clock } from '../clock';
import { validationError } from '../http-errors';
import { loadWill } from '../stores/will-store';
import { interpolate } from '../../engine/steps/interpolate';
import { nextStepToSubmit, type NextStep } from '../../engine/will/submit-readiness';

/** The first thing to put right before the user's will may be submitted today (engine/will/submit-readiness.ts), or null. */
export async function nextStepFor(db: Kysely<DB>, clock: Clock, userId: string): Promise<NextStep | null> {
  const { will } = await loadWill(db, userId);
  return nextStepToSubmit(will, todayOf(clock));
}

/**
 * The answer to paying for, or resubmitting, a will that may not be submitted yet: DESIGN's 422 validation shape
 * `{type: 'validation', message, fields: {}, next_step}`, where `next_step` is `{id, title, route, reason, message}`
 * of the first step to finish and `message` is `template` with `{next}` filled by what that step needs.
 */
export function notReadyAnswer(template: string, next: NextStep) {
  return validationError(interpolate(template, { next: next.message }), {}, { next_step: next });
}
