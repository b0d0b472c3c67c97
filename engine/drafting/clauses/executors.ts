import { TRUSTEE_TYPE } from '../../will/executors/executors';
import type { Executor } from '../../will/will';
import type { ClauseBuilder, ClauseDraft, DraftContext } from '../draft-context';
import { DRAFTING_COPY, fill, letteredItems } from '../drafting-copy';
import { executorAppointments, individualsNamed, type ExecutorAppointments } from '../executor-appointments';

const C = DRAFTING_COPY.clauses.executors;
type Paragraphs = ClauseDraft['paragraphs'];

/** The trustee service's company as first appointed: its registered name, its company number when configured, and "a trust corporation" only when it is one. */
function companyDescription(ctx: DraftContext): string {
  const { name: trusteeName, trustCorporation, companyNumber } = ctx.trustee;
  if (companyNumber) return fill(trustCorporation ? C.trusteeTrustCorporationWithNumber : C.trusteeWithNumber, { trusteeName, companyNumber });
  return trustCorporation ? fill(C.trusteeTrustCorporation, { trusteeName }) : trusteeName;
}

function describe(ctx: DraftContext, executor: Executor): string {
  return executor.type === TRUSTEE_TYPE ? companyDescription(ctx) : ctx.namer.describe(executor.uuid!, 'executor')!;
}

function shortName(ctx: DraftContext, executor: Executor): string {
  return executor.type === TRUSTEE_TYPE ? ctx.trustee.name : ctx.namer.party(executor.uuid!)!.name;
}

/** One replacement inline, or several as a lettered list, under the template pair `one` / `many`. */
function replacementParagraph(ctx: DraftContext, templates: { one: string; many: string }, values: Record<string, string>, replacements: Executor[]): Paragraphs[number] {
  const descriptions = replacements.map((e) => describe(ctx, e));
  if (descriptions.length === 1) return { text: fill(templates.one, { ...values, replacement: descriptions[0]! }) };
  return { text: fill(templates.many, values), items: letteredItems(descriptions) };
}

/**
 * The replacement executors' appointment ("If … dies before me or cannot or will not act, I appoint …"): in place of
 * the one person named, of any of the people named, or of a trust corporation named alone; beside a company that is
 * not a trust corporation and has no individual with it, so that it never acts alone.
 */
function replacementParagraphs(ctx: DraftContext, appointments: ExecutorAppointments): Paragraphs {
  const { replacements } = appointments;
  if (replacements.length === 0) return [];
  const named = [...appointments.acting, ...appointments.substitutes];
  const people = named.filter((e) => e.type !== TRUSTEE_TYPE);
  const trusteeName = ctx.trustee.name;
  if (people.length === 0) {
    const templates = ctx.trustee.trustCorporation
      ? { get one() { return C.replacementCompanyOne; }, get many() { return C.replacementCompanyMany; } }
      : { get one() { return C.replacementBesideCompanyOne; }, get many() { return C.replacementBesideCompanyMany; } };
    return [replacementParagraph(ctx, templates, { trusteeName }, replacements)];
  }
  const executor = people.length === 1 ? shortName(ctx, people[0]!) : C.replacementAnyone;
  return [replacementParagraph(ctx, { get one() { return C.replacementOne; }, get many() { return C.replacementMany; } }, { executor }, replacements)];
}

/** How the trustee service's company acts: alone as a trust corporation; otherwise only beside an individual, or through a nominee when none can be. */
function companyParagraphs(ctx: DraftContext, appointments: ExecutorAppointments): Paragraphs {
  const trusteeName = ctx.trustee.name;
  const paragraphs: Paragraphs = [];
  if (ctx.trustee.trustCorporation) paragraphs.push({ text: fill(C.trusteeMayActAlone, { trusteeName }) });
  else if (individualsNamed(appointments) > 0) paragraphs.push({ text: fill(C.trusteeJointly, { trusteeName }) });
  // With no individual named, the replacements are appointed beside it (replacementParagraphs), or it acts through a nominee.
  else if (appointments.replacements.length === 0) paragraphs.push({ text: fill(C.trusteeNominee, { trusteeName }) });
  paragraphs.push({ text: fill(C.trusteeCharging, { trusteeName }) }, { text: fill(C.trusteeSuccessor, { trusteeName }) });
  return paragraphs;
}

/**
 * Appointment of executors and trustees: friends and family, the professional trustee service, or both. The first
 * four act; any more are substitutes in order; replacements step in for one who dies first or cannot or will not act;
 * the others act when one cannot. "my Executors" is defined before it is first used. The trustee service's company
 * is named from configuration, with its company number, and is a trust corporation that may act alone only when
 * configuration says so; otherwise it acts only beside an individual executor (or, with none, through a nominee), and
 * it may charge. Absent when no executor is appointed.
 */
export const executorsClause: ClauseBuilder = (ctx) => {
  const appointments = executorAppointments(ctx.will);
  const { acting, substitutes, replacements } = appointments;
  if (acting.length === 0) return null;
  const paragraphs: Paragraphs = [];
  if (acting.length === 1 && substitutes.length === 0) {
    paragraphs.push({ text: fill(C.appointOne, { executor: describe(ctx, acting[0]!) }) });
  } else {
    paragraphs.push({ text: C.appointMany, items: letteredItems(acting.map((e) => describe(ctx, e))) });
  }
  if (substitutes.length > 0) paragraphs.push({ text: C.substitutes, items: letteredItems(substitutes.map((e) => describe(ctx, e))) });
  paragraphs.push(...replacementParagraphs(ctx, appointments));
  paragraphs.push({ text: C.definition });
  if (acting.length > 1) paragraphs.push({ text: C.othersAct });
  const all = [...acting, ...substitutes];
  if (all.some((e) => e.type === TRUSTEE_TYPE)) paragraphs.push(...companyParagraphs(ctx, appointments));
  ctx.facts.executorNames = [...all, ...replacements].map((e) => shortName(ctx, e));
  return { heading: C.heading, paragraphs };
};
