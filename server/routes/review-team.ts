import { Hono, type Context } from 'hono';
import { jsonInput, jsonShape } from '../middleware/typed-input';
import type { UserEnv } from '../middleware/require-user';
import { readJson } from '../http-errors';
import { todayOf } from '../clock';
import { interpolate } from '../../engine/steps/interpolate';
import { loadSubmissionBasis } from '../stores/review-submission';
import { assignToMe, takeOver, type AssignResult } from '../stores/review-assignment';
import { addFileNote } from '../stores/review-file-notes';
import { flagsOf } from '../stores/review-team-detail';
import { loadTeamStats } from '../stores/review-team';
import { fileNoteInput, takeOverInput } from './review-team-input';
import teamCopy from '../../schemas/copy/review-team.json';
import type { ReviewDeps } from './review';

/**
 * The legal team's workload routes, under /api/review beside the decisions (server/routes/review.ts), reviewers only:
 * - POST /submissions/:id/assign: "Assign to me". 200 `{assignment}`, or 409 `{type: 'taken', assignment}` when
 *   another reviewer holds it (two at once: one wins).
 * - POST /submissions/:id/take-over `{from, reason}`: takes it from the reviewer `from` (their email as shown), the
 *   reason logged; 409 `taken` when someone else holds it by then, 409 when no one holds it.
 * - POST /submissions/:id/notes `{text, flag?}`: adds a private file note (201), `flag` naming a flag the submission
 *   shows when the note records the decision on it. Notes are never changed or removed: there is no route to.
 * - GET /team: the team page's figures (server/stores/review-team.ts).
 */
export function reviewTeamRoutes(deps: ReviewDeps, userIdOf: (id: string) => string | null, notFound: (c: Context) => Response) {
  const reviewerOf = (c: Context<UserEnv>) => ({ id: c.var.user.id, email: c.var.user.email });
  const answer = (c: Context, result: AssignResult) =>
    result.status === 'assigned'
      ? c.json({ assignment: result.assignment })
      : c.json({ type: 'taken', message: interpolate(teamCopy.errors.taken, { email: result.assignment.reviewer_email }), assignment: result.assignment }, 409);
  const basisOf = async (c: Context) => {
    const userId = userIdOf(c.req.param('id') ?? '');
    return userId === null ? null : loadSubmissionBasis(deps.db, userId);
  };

  return new Hono<UserEnv>()
    .post('/submissions/:id/assign', async (c) => {
      const basis = await basisOf(c);
      if (!basis) return notFound(c);
      return answer(c, await assignToMe(deps.db, basis.userId, reviewerOf(c), basis.revision, deps.clock.now().toISOString()));
    })
    .post('/submissions/:id/take-over', jsonInput(takeOverInput), async (c) => {
      const input = c.req.valid('json');
      const basis = await basisOf(c);
      if (!basis) return notFound(c);
      const result = await takeOver(deps.db, basis.userId, reviewerOf(c), input, basis.revision, deps.clock.now().toISOString());
      if (!result) return c.json({ type: 'conflict', message: teamCopy.errors.notAssigned }, 409);
      return answer(c, result);
    })
    .post('/submissions/:id/notes', jsonShape<{ text: string; flag?: string }>(), async (c) => {
      const body = await readJson(c);
      const basis = await basisOf(c);
      if (!basis) return notFound(c);
      const flags = (await flagsOf(deps.db, basis, todayOf(deps.clock))).map((flag) => flag.kind);
      const input = fileNoteInput(body, flags);
      const note = await addFileNote(deps.db, { userId: basis.userId, reviewer: reviewerOf(c), flag: input.flag, text: input.text, revision: basis.revision, at: deps.clock.now().toISOString() });
      return c.json({ note }, 201);
    })
    .get('/team', async (c) => c.json(await loadTeamStats(deps.db, todayOf(deps.clock))));
}
