import { languageOfAccount } from '../i18n/account-language';
import { inLanguage } from '../i18n/request-language';
import { Hono, type Context } from 'hono';
import { queryShape } from '../middleware/typed-input';
import { jsonInput } from '../middleware/typed-input';
import type { AppDatabase } from '../db/database';
import { todayOf, type Clock } from '../clock';
import type { TrusteeService } from '../../engine/drafting/trustee-service';
import type { Mailer } from '../services/mail/mailer';
import type { UserEnv } from '../middleware/require-user';
import { createHashids } from '../auth/hashid';
import { loadQueue } from '../stores/review-queue';
import { loadSubmissionBasis, loadSubmissionDetail, type SubmissionBasis } from '../stores/review-submission';
import { applyDecision, recordEmailFailure, type Decision } from '../stores/review-decisions';
import { recordReviewView } from '../stores/review-audit';
import { renderDeliveredDocuments } from '../services/pdf/render-documents';
import { answersByStep } from '../../engine/review/answers-by-step';
import { reviewNeedsAttentionEmail, willDeliveredEmail } from '../services/mail/emails';
import type { MailMessage } from '../services/mail/mailer';
import { deliverInput, needsAttentionInput, queueQueryOf, type QueueParams } from './review-input';
import { draftWill } from '../../engine/drafting/draft-will';
import { blockingChecks } from '../../engine/drafting/draft-checks';
import { describePending } from '../../engine/drafting/welsh-approval';
import { interpolate } from '../../engine/steps/interpolate';
import { stepById } from '../../engine/steps/steps';
import dashboardCopy from '../../schemas/copy/dashboard.json';
import { latestMessage, mailStatusOf, withdrawMail } from '../services/mail/mail-queue';
import { deliveryEmailAgain } from '../services/mail/delivery-email-again';
import reviewCopy from '../../schemas/copy/review.json';
import { log } from '../logger';
import { isMirrorPair, mirrorLinksOf, mirrorNamesFor } from '../stores/review-mirror';
import { mirrorDifferences } from '../../engine/review/mirror-differences';
import teamCopy from '../../schemas/copy/review-team.json';
import { reviewerLevelOf } from '../stores/reviewer-role';
import { loadReviewEvents, recordReviewEvent } from '../stores/review-events';
import { signOffOf } from '../stores/review-sign-off';
import { holdReasons, loadTeamDetail } from '../stores/review-team-detail';
import { signOffInput } from './review-team-input';
import { reviewTeamRoutes } from './review-team';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** The outbox topic of the email that carries a user's delivered will. */
export const deliveryTopic = (userId: string) => `delivery:${userId}`;

/** The outbox topic of a decision's email: the delivery, or the request for changes. */
const decisionTopic = (kind: Decision['kind'], userId: string) => (kind === 'deliver' ? deliveryTopic(userId) : `changes:${userId}`);

export type ReviewDeps = { db: AppDatabase; clock: Clock; mail: Mailer; config: { baseUrl: string; hashidSalt: string; trustee?: TrusteeService; signOffSamplePercent?: number } };

/** What a decision writes beside itself in its transaction (the supervisor's sign-off). */
type Alongside = (trx: Kysely<DB>, basis: SubmissionBasis, at: string) => Promise<void>;

const stepRoute = (step: string) => (dashboardCopy.cards as Record<string, { route: string }>)[step]!.route;

/**
 * The legal team's API, mounted at /api/review behind the session and reviewer-role checks. A submission
 * is named by its owner's hashid (ADR 0004). GET /submissions: the queue. GET /submissions/:id: one submission in
 * full, each opening recorded in `review_view`. POST /submissions/:id/needs-attention `{step, message, version}` and POST /submissions/:id/deliver
 * `{version}`: decisions, refused with 409 when the submission moved on since `version` was loaded and 422 for bad
 * input; the user's email is written to the outbox with the decision and tried at once (a failed try is logged,
 * answered `emailed: false` and retried by the outbox). GET /submissions/:id carries `delivery_email`, where the
 * delivery email stands (null before delivery); POST /submissions/:id/delivery-email sends it again.
 * Delivery is refused with 409 `{type: 'conflict', message, state, version, checks}`, changing nothing, while any
 * check that blocks delivery fails (engine/drafting/draft-checks.ts): the reviewer sends the will back instead.
 *
 * Mirror wills: each queue item names, under `mirror_of`, the owners of the wills paired with it; GET /submissions/:id lists, under `mirrors`, the wills paired with this one by an accepted
 * mirror invitation (either side's), each with its owner's name and its submission's id, or null while that will is
 * not submitted. GET /submissions/:id/mirror/:otherId: the two drafted wills' clauses side by side
 * (engine/review/mirror-differences.ts); 404 unless both are submitted and are a pair. Only reviewers reach any of
 * this: the will writers' own API says nothing of the other will.
 *
 * Supervision (docs/review-console.md): a reviewer's POST .../deliver of a will with a risk marker, or in the sample
 * (`signOffSamplePercent`), is held: 202 `{held: true, reasons}`, nothing delivered, `sign_off_requested` logged; 409
 * while it waits. A supervisor's delivery goes out (signing off what waits). POST .../sign-off `{version}` (the
 * supervisor approves: delivered, `signed_off` logged with it) and POST .../sign-off/return `{version, note}` (back to
 * the reviewer): 403 for a reviewer, 409 when nothing waits on this revision. GET /submissions/:id also carries the
 * assignment, the log of assignment and sign-off, the risk markers, the flags, the file notes and the pair's joint
 * instructions (server/stores/review-team-detail.ts); assignment, notes and the team page are in review-team.ts.
 */
export function reviewRoutes(deps: ReviewDeps) {
  const hashids = createHashids(deps.config.hashidSalt);
  const notFound = (c: Context) => c.json({ type: 'not_found', message: reviewCopy.errors.notFound }, 404);
  const userIdOf = (id: string) => {
    // hashids throws on characters outside its alphabet: such an id names no one.
    const decoded = /^[A-Za-z0-9]{1,32}$/.test(id) ? hashids.decode(id) : null;
    return decoded === null ? null : String(decoded);
  };

  // A refund cancels the submission (server/routes/refund.ts): the reviewer is told that, not that it changed.
  const conflict = (c: Context, basis: Pick<SubmissionBasis, 'state' | 'version'>) =>
    c.json({ type: 'conflict', message: basis.state === 'CANCELLED' ? reviewCopy.errors.refunded : reviewCopy.errors.moved, state: basis.state, version: basis.version }, 409);

  // The email is written with the decision and tried at once after it; `emailed` says whether that first try went
  // through. When it did not, the outbox retries it and the reviewer log records the failed try.
  const decide = async (c: Context<UserEnv>, userId: string, decision: Decision, message: (basis: SubmissionBasis) => MailMessage, alongside?: Alongside) => {
    const reviewer = c.var.user;
    const topic = decisionTopic(decision.kind, userId);
    const notice = { mail: deps.mail, message: (basis: SubmissionBasis) => ({ ...message(basis), topic }) };
    const result = await applyDecision(deps.db, deps.clock, userId, { id: reviewer.id, email: reviewer.email }, decision, notice, alongside);
    if (result.status === 'not_found') return notFound(c);
    if (result.status === 'conflict') return conflict(c, result);
    const emailed = (await mailStatusOf(deps.db, topic))?.status === 'sent';
    if (!emailed) await recordEmailFailure(deps.db, deps.clock, result.basis, { id: reviewer.id, email: reviewer.email });
    const after = emailed ? result.basis : await loadSubmissionBasis(deps.db, userId);
    return c.json({ state: after!.state, version: after!.version, print_url: after!.print_url, emailed });
  };

  const samplePercent = () => deps.config.signOffSamplePercent ?? 0;

  // Delivery is refused while a check that blocks it fails (the reviewer sends the will back instead), and while a
  // Welsh or bilingual will uses Welsh wording the legal team has not approved (named by clause heading and key).
  const blockedByChecks = (c: Context, loaded: SubmissionBasis) => {
    const today = todayOf(deps.clock);
    const checks = blockingChecks(loaded.will, today, deps.config.trustee);
    if (checks.length > 0) return c.json({ type: 'conflict', message: reviewCopy.errors.notDeliverable, state: loaded.state, version: loaded.version, checks }, 409);
    const pending = draftWill(loaded.will, today, { trustee: deps.config.trustee }).pendingWelsh;
    if (pending.length === 0) return null;
    const message = interpolate(reviewCopy.errors.welshNotApproved, { clauses: describePending(pending) });
    return c.json({ type: 'conflict', message, state: loaded.state, version: loaded.version, pending_welsh: pending }, 409);
  };

  /** Delivers the revision `loaded` names, with the signed-in supervisor's sign-off logged alongside when `signingOff`. */
  const deliverNow = async (c: Context<UserEnv>, loaded: SubmissionBasis, signingOff: boolean) => {
    const blocked = blockedByChecks(c, loaded);
    if (blocked) return blocked;
    // Drawn outside the transaction (tens of milliseconds), from the revision the version names; the decision
    // checks again, inside, that the will is still at that revision.
    const today = todayOf(deps.clock);
    const draft = draftWill(loaded.will, today, { draft: false, trustee: deps.config.trustee });
    // The record of instructions and the email in the will writer's language, not the reviewer's.
    const language = await languageOfAccount(deps.db, loaded.userId);
    const documents = await renderDeliveredDocuments(draft, answersByStep(loaded.will, language), { revision: loaded.revision, date: today, language });
    const dashboardUrl = `${deps.config.baseUrl}/will/dashboard`;
    const reviewer = { id: c.var.user.id, email: c.var.user.email };
    const alongside: Alongside | undefined = signingOff ? (trx, basis, at) => recordReviewEvent(trx, { userId: basis.userId, reviewer, action: 'signed_off', revision: basis.revision, at }) : undefined;
    const email = (basis: { email: string; name: string }) => inLanguage(language, () => willDeliveredEmail(basis.email, { name: basis.name, dashboardUrl, documents }));
    return decide(c, loaded.userId, { kind: 'deliver', version: loaded.version, revision: loaded.revision, documents }, email, alongside);
  };

  /** The submission whose delivery waits for this supervisor's sign-off at `version`, or the refusal to answer. */
  const pendingSignOff = async (c: Context<UserEnv>, version: string): Promise<SubmissionBasis | Response> => {
    const userId = userIdOf(c.req.param('id') ?? '');
    const loaded = userId === null ? null : await loadSubmissionBasis(deps.db, userId);
    if (!loaded) return notFound(c);
    if ((await reviewerLevelOf(deps.db, c.var.user.id)) !== 'supervisor') return c.json({ type: 'forbidden', message: teamCopy.errors.supervisorOnly }, 403);
    if (loaded.version !== version) return conflict(c, loaded);
    const signOff = signOffOf(await loadReviewEvents(deps.db, loaded.userId), loaded.state, loaded.revision);
    if (signOff?.status !== 'pending') return c.json({ type: 'conflict', message: teamCopy.errors.noSignOff, state: loaded.state, version: loaded.version }, 409);
    return loaded;
  };

  return new Hono<UserEnv>()
    .route('/', reviewTeamRoutes(deps, userIdOf, notFound))
    .get('/submissions', queryShape<QueueParams>(), async (c) => {
      const query = queueQueryOf(c.req.query());
      const page = await loadQueue(deps.db, { ...query, reviewerId: c.var.user.id }, todayOf(deps.clock));
      const mirrors = await mirrorNamesFor(deps.db, page.items.map((item) => item.userId));
      const items = page.items.map(({ userId, ...item }) => ({ id: hashids.encode(userId), ...item, mirror_of: mirrors.get(userId) ?? [] }));
      return c.json({ items, total: page.total, counts: page.counts, page: query.page, per_page: query.perPage });
    })
    .get('/submissions/:id', async (c) => {
      const userId = userIdOf(c.req.param('id'));
      const detail = userId === null ? null : await loadSubmissionDetail(deps.db, userId, todayOf(deps.clock), deps.config.trustee);
      if (!detail) return notFound(c);
      const reviewer = c.var.user;
      await recordReviewView(deps.db, { userId: userId!, reviewer: { id: reviewer.id, email: reviewer.email }, revision: detail.revision, at: deps.clock.now().toISOString() });
      const mirrors = (await mirrorLinksOf(deps.db, userId!)).map((link) => ({ name: link.name, id: link.submitted ? hashids.encode(link.userId) : null }));
      const basis = (await loadSubmissionBasis(deps.db, userId!))!;
      const team = await loadTeamDetail(deps.db, basis, todayOf(deps.clock), reviewer, samplePercent());
      return c.json({ id: c.req.param('id'), ...detail, ...team, mirrors, delivery_email: await mailStatusOf(deps.db, deliveryTopic(userId!)) });
    })
    .get('/submissions/:id/mirror/:otherId', async (c) => {
      const [id, otherId] = [c.req.param('id'), c.req.param('otherId')];
      const [userId, otherUserId] = [userIdOf(id), userIdOf(otherId)];
      if (userId === null || otherUserId === null || !(await isMirrorPair(deps.db, userId, otherUserId))) return notFound(c);
      const [left, right] = await Promise.all([loadSubmissionBasis(deps.db, userId), loadSubmissionBasis(deps.db, otherUserId)]);
      if (!left || !right) return notFound(c);
      const differences = mirrorDifferences(left.will, right.will, todayOf(deps.clock), { trustee: deps.config.trustee });
      return c.json({ left: { id, name: left.name }, right: { id: otherId, name: right.name }, ...differences });
    })
    .post('/submissions/:id/needs-attention', jsonInput<ReturnType<typeof needsAttentionInput>, { step: string; message: string; version: string }>(needsAttentionInput), async (c) => {
      const input = c.req.valid('json');
      const userId = userIdOf(c.req.param('id'));
      if (userId === null) return notFound(c);
      const stepUrl = `${deps.config.baseUrl}${stepRoute(input.step)}`;
      const language = await languageOfAccount(deps.db, userId);
      return decide(c, userId, { kind: 'needs_attention', ...input }, (basis) =>
        inLanguage(language, () => reviewNeedsAttentionEmail(basis.email, { name: basis.name, step: stepById(input.step).title, message: input.message, stepUrl })),
      );
    })
    .post('/submissions/:id/deliver', jsonInput(deliverInput), async (c) => {
      const { version } = c.req.valid('json');
      const userId = userIdOf(c.req.param('id'));
      const loaded = userId === null ? null : await loadSubmissionBasis(deps.db, userId);
      if (!loaded) return notFound(c);
      if (loaded.version !== version) return conflict(c, loaded);
      const reviewer = c.var.user;
      const signOff = signOffOf(await loadReviewEvents(deps.db, loaded.userId), loaded.state, loaded.revision);
      if ((await reviewerLevelOf(deps.db, reviewer.id)) === 'supervisor') return deliverNow(c, loaded, signOff?.status === 'pending');
      // A reviewer's delivery of a will with a risk marker, or in the sample, waits for a supervisor's sign-off.
      const { reasons } = await holdReasons(deps.db, loaded, todayOf(deps.clock), samplePercent());
      if (reasons.length === 0) return deliverNow(c, loaded, false);
      if (signOff?.status === 'pending') return c.json({ type: 'conflict', message: teamCopy.errors.awaitingSignOff, state: loaded.state, version: loaded.version }, 409);
      const blocked = blockedByChecks(c, loaded);
      if (blocked) return blocked;
      const at = deps.clock.now().toISOString();
      await recordReviewEvent(deps.db, { userId: loaded.userId, reviewer: { id: reviewer.id, email: reviewer.email }, action: 'sign_off_requested', message: reasons.join(','), revision: loaded.revision, at });
      log.info({ userId: loaded.userId, reviewerId: reviewer.id, reasons }, 'delivery held for sign-off');
      return c.json({ state: loaded.state, version: loaded.version, print_url: loaded.print_url, held: true, reasons }, 202);
    })
    .post('/submissions/:id/sign-off', jsonInput((body): { version: string } => signOffInput(body, false)), async (c) => {
      const { version } = c.req.valid('json');
      const found = await pendingSignOff(c, version);
      return found instanceof Response ? found : deliverNow(c, found, true);
    })
    .post('/submissions/:id/sign-off/return', jsonInput((body) => signOffInput(body, true)), async (c) => {
      const { version, note } = c.req.valid('json');
      const found = await pendingSignOff(c, version);
      if (found instanceof Response) return found;
      const reviewer = c.var.user;
      const at = deps.clock.now().toISOString();
      await recordReviewEvent(deps.db, { userId: found.userId, reviewer: { id: reviewer.id, email: reviewer.email }, action: 'sign_off_returned', message: note, revision: found.revision, at });
      return c.json({ state: found.state, version: found.version, returned: true });
    })
    .post('/submissions/:id/delivery-email', async (c) => {
      // "Send again": the delivery email is written again (same text and PDFs) and tried at once; a copy
      // still waiting for its retry is withdrawn first, so the user gets one. 409 unless the will is delivered, or
      // while a worker is sending the waiting copy.
      const userId = userIdOf(c.req.param('id'));
      const basis = userId === null ? null : await loadSubmissionBasis(deps.db, userId);
      if (!basis) return notFound(c);
      const topic = deliveryTopic(basis.userId);
      const latest = basis.state === 'DELIVERED' ? await latestMessage(deps.db, topic) : null;
      if (!latest) return c.json({ type: 'conflict', message: reviewCopy.errors.notDelivered, state: basis.state, version: basis.version }, 409);
      const again = await deliveryEmailAgain(deps.db, basis.userId, latest.message, { name: basis.name, dashboardUrl: `${deps.config.baseUrl}/will/dashboard` });
      const written = await deps.db.transaction().execute(async (trx) => {
        if (latest.status === 'pending' && !(await withdrawMail(trx, latest.id, deps.clock.now()))) return false;
        await deps.mail.enqueue(trx, again);
        return true;
      });
      if (!written) return c.json({ type: 'conflict', message: reviewCopy.errors.deliveryEmailPending, state: basis.state, version: basis.version }, 409);
      await deps.mail.flush();
      log.info({ userId: basis.userId, reviewerId: c.var.user.id }, 'delivery email sent again');
      return c.json({ delivery_email: await mailStatusOf(deps.db, topic) });
    });
}
