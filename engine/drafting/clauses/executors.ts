import { TRUSTEE_TYPE } from '../../executors';
import type { Executor } from '../../will';
import type { ClauseBuilder, ClauseDraft, DraftContext } from '../draft-context';
import { DRAFTING_COPY, fill, letteredItems } from '../drafting-copy';
import { executorAppointments } from '../executor-appointments';

const C = DRAFTING_COPY.clauses.executors;

function describe(ctx: DraftContext, executor: Executor): string {
  if (executor.type !== TRUSTEE_TYPE) return ctx.namer.describe(executor.uuid!, 'executor')!;
  const trusteeName = ctx.trustee.name;
  return ctx.trustee.trustCorporation ? fill(C.trusteeTrustCorporation, { trusteeName }) : trusteeName;
}

function shortName(ctx: DraftContext, executor: Executor): string {
  return executor.type === TRUSTEE_TYPE ? ctx.trustee.name : ctx.namer.party(executor.uuid!)!.name;
}

/**
 * Appointment of executors and trustees: friends and family, the professional trustee service, or both. The first
 * four act; any more are substitutes in order; the others act when one cannot. The trustee service's company is named
 * from configuration and described as a trust corporation only when it is one; otherwise it is appointed jointly
 * (or, alone, acts through a nominee). Absent when no executor is appointed.
 */
export const executorsClause: ClauseBuilder = (ctx) => {
  const { acting, substitutes } = executorAppointments(ctx.will);
  if (acting.length === 0) return null;
  const paragraphs: ClauseDraft['paragraphs'] = [];
  if (acting.length === 1 && substitutes.length === 0) {
    paragraphs.push({ text: fill(C.appointOne, { executor: describe(ctx, acting[0]!) }) });
  } else {
    paragraphs.push({ text: C.appointMany, items: letteredItems(acting.map((e) => describe(ctx, e))) });
  }
  if (substitutes.length > 0) paragraphs.push({ text: C.substitutes, items: letteredItems(substitutes.map((e) => describe(ctx, e))) });
  if (acting.length > 1) paragraphs.push({ text: C.othersAct });
  paragraphs.push({ text: C.definition });
  const all = [...acting, ...substitutes];
  if (all.some((e) => e.type === TRUSTEE_TYPE)) {
    const trusteeName = ctx.trustee.name;
    if (!ctx.trustee.trustCorporation) paragraphs.push({ text: fill(all.length > 1 ? C.trusteeJointly : C.trusteeNominee, { trusteeName }) });
    paragraphs.push({ text: fill(C.trusteeCharging, { trusteeName }) });
    paragraphs.push({ text: fill(C.trusteeSuccessor, { trusteeName }) });
  }
  ctx.facts.executorNames = all.map((e) => shortName(ctx, e));
  return { heading: C.heading, paragraphs };
};
