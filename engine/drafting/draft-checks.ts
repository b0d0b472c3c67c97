import { isAdult } from '../will/about-you/age';
import { estateAllocated, isEqualSplit } from '../will/completeness';
import { TRUSTEE_TYPE } from '../will/executors/executors';
import { kindOf } from '../will/family/people';
import type { StepId } from '../steps/steps';
import type { Executor, Will } from '../will/will';
import type { DraftWarning, WarningCode } from './draft-document';
import { DRAFTING_COPY, fill, joinList } from './drafting-copy';
import { executorAppointments, needsReplacementExecutor, type ExecutorAppointments } from './executor-appointments';
import { giftChoices } from './gift-choices';
import { childrenWithoutResponsibility, minorChildrenWithGuardians } from './guardian-choices';
import { needsSubstituteChoice, residuaryShares } from './residuary-shares';
import { fallbackLostItsBeneficiaries, residueFallbackChoice } from './residue-fallback';
import { DEFAULT_TRUSTEE_SERVICE, type TrusteeService } from './trustee-service';

const W = DRAFTING_COPY.warnings;

/**
 * Each check's step (where the user puts it right) and whether it blocks submitting and delivering the will: a check
 * blocks when the will would not say what the user asked for, or would leave out who is appointed or who inherits.
 * More than four executors (the will names who acts), guardians for an adult child (simply left out), a trustee
 * service that is not a trust corporation beside other executors (the will appoints it as it may act) and a fallback
 * whose people are gone (the intestacy rules then apply, as the will says) are for information. An appointment that
 * could leave no one able to act (one executor and no replacement, or that company with no individual beside it)
 * blocks, and so does a charity added by hand without a number, until it is identified.
 */
export const CHECK_RULES: Readonly<Record<WarningCode, { step: StepId; blocking: boolean }>> = {
  missingName: { step: 'yourself', blocking: true },
  missingAddress: { step: 'yourself', blocking: true },
  noExecutor: { step: 'executors', blocking: true },
  tooManyExecutors: { step: 'executors', blocking: false },
  noResiduaryBeneficiary: { step: 'estate', blocking: true },
  residuaryNotAllocated: { step: 'estate', blocking: true },
  missingSubstitute: { step: 'estate', blocking: true },
  unknownBeneficiary: { step: 'estate', blocking: true },
  adultChildGuardian: { step: 'guardians', blocking: false },
  childWithoutGuardian: { step: 'guardians', blocking: true },
  noParentalResponsibility: { step: 'guardians', blocking: false },
  invalidMoneyGift: { step: 'gifts', blocking: true },
  giftWithoutBeneficiary: { step: 'gifts', blocking: true },
  // A charity added by hand may not be a charity at all: the reviewer must identify it before the will is delivered.
  charityWithoutNumber: { step: 'estate', blocking: true },
  trusteeNotTrustCorporation: { step: 'executors', blocking: false },
  trusteeAlone: { step: 'executors', blocking: true },
  fallbackWithoutBeneficiary: { step: 'estate', blocking: false },
  noReplacementExecutor: { step: 'executors', blocking: true },
};

function warning(code: WarningCode, values: Record<string, string | number> = {}): DraftWarning {
  return { code, message: fill(W[code], values), ...CHECK_RULES[code] };
}

function executorName(will: Will, executor: Executor, trustee: TrusteeService): string {
  if (executor.type === TRUSTEE_TYPE) return trustee.name;
  return (will.relations?.[executor.uuid!] ?? will.children?.[executor.uuid!])!.fullName.trim();
}

function aboutYouWarnings(will: Will): DraftWarning[] {
  const warnings: DraftWarning[] = [];
  if (!will.userInfo?.fullName?.trim()) warnings.push(warning('missingName'));
  if (!will.userInfo?.address?.trim()) warnings.push(warning('missingAddress'));
  return warnings;
}

/**
 * The trustee service's company when it is not a trust corporation: beside other executors (for information), or
 * with no individual at all and no replacement to act with it (blocking: it cannot act alone).
 */
function trusteeWarnings(appointments: ExecutorAppointments, trustee: TrusteeService): DraftWarning[] {
  const all = [...appointments.acting, ...appointments.substitutes];
  if (trustee.trustCorporation || !all.some((e) => e.type === TRUSTEE_TYPE)) return [];
  if (all.length > 1) return [warning('trusteeNotTrustCorporation', { trusteeName: trustee.name })];
  return appointments.replacements.length === 0 ? [warning('trusteeAlone', { trusteeName: trustee.name })] : [];
}

/**
 * One executor and no replacement (Senior Courts Act 1981 s.114(2): a minor's inheritance needs two administrators
 * or a trust corporation), also after a deletion leaves one; or the company that is not a trust corporation with one
 * individual beside it and no replacement. Named by the individual who could die first.
 */
function replacementWarnings(will: Will, appointments: ExecutorAppointments, trustee: TrusteeService): DraftWarning[] {
  if (!needsReplacementExecutor(appointments, trustee)) return [];
  const people = [...appointments.acting, ...appointments.substitutes].filter((e) => e.type !== TRUSTEE_TYPE);
  // The company alone is trusteeAlone's case.
  if (people.length === 0) return [];
  return [warning('noReplacementExecutor', { name: executorName(will, people[0]!, trustee) })];
}

function executorWarnings(will: Will, trustee: TrusteeService): DraftWarning[] {
  const appointments = executorAppointments(will);
  const { acting, substitutes } = appointments;
  if (acting.length === 0) return [warning('noExecutor')];
  const notes = [...replacementWarnings(will, appointments, trustee), ...trusteeWarnings(appointments, trustee)];
  if (substitutes.length === 0) return notes;
  const names = (list: Executor[]) => joinList(list.map((e) => executorName(will, e, trustee)));
  return [warning('tooManyExecutors', { count: acting.length + substitutes.length, acting: names(acting), substitutes: names(substitutes) }), ...notes];
}

function residuaryWarnings(will: Will): DraftWarning[] {
  const shares = residuaryShares(will);
  const dropped = (will.estate ?? []).filter((s) => {
    const kind = kindOf(will, s.beneficiary.uuid);
    return kind !== 'relation' && kind !== 'child' && kind !== 'charity';
  });
  const warnings = dropped.map(() => warning('unknownBeneficiary'));
  if (shares.length === 0) return [...warnings, warning('noResiduaryBeneficiary')];
  const drafted = { ...will, estate: shares.map((s) => s.share) };
  if (!isEqualSplit(will) && !estateAllocated(drafted)) {
    warnings.push(warning('residuaryNotAllocated', { total: shares.reduce((sum, s) => sum + s.share.amount, 0) }));
  }
  for (const share of shares) {
    if (share.substitute === null && needsSubstituteChoice(will, share)) {
      const name = (will.relations?.[share.uuid] ?? will.children?.[share.uuid])!.fullName.trim();
      warnings.push(warning('missingSubstitute', { name }));
    }
  }
  if (fallbackLostItsBeneficiaries(will)) warnings.push(warning('fallbackWithoutBeneficiary'));
  return warnings;
}

function guardianWarnings(will: Will, today: string): DraftWarning[] {
  const adults = Object.entries(will.children ?? {})
    .filter(([uuid, child]) => isAdult(child.birthday, today) && (will.guardians?.[uuid] ?? []).length > 0)
    .map(([, child]) => warning('adultChildGuardian', { name: child.fullName.trim() }));
  const unguarded = minorChildrenWithGuardians(will, today)
    .filter((c) => c.guardians.length === 0)
    .map((c) => warning('childWithoutGuardian', { name: will.children![c.uuid]!.fullName.trim() }));
  // Children Act 1989 s.5(3): without parental responsibility the will-writer cannot appoint a guardian (no clause).
  const noResponsibility = childrenWithoutResponsibility(will, today).map((uuid) =>
    warning('noParentalResponsibility', { name: will.children![uuid]!.fullName.trim() }),
  );
  return [...adults, ...unguarded, ...noResponsibility];
}

function giftWarnings(will: Will): DraftWarning[] {
  return giftChoices(will).flatMap(({ gift, beneficiaries, pounds }) => {
    if (beneficiaries.length === 0) return [warning('giftWithoutBeneficiary', { item: gift.itemDesc.trim() })];
    if (gift.type === 'money' && pounds === null) return [warning('invalidMoneyGift', { amount: gift.itemDesc.trim() })];
    return [];
  });
}

/** Charities that benefit (a gift, a share or a substitute) but have no registered number to identify them. */
function charityWarnings(will: Will): DraftWarning[] {
  const benefiting = new Set([
    ...giftChoices(will).filter((g) => g.draftable).flatMap((g) => g.beneficiaries),
    ...residuaryShares(will).flatMap((s) => [s.uuid, ...(s.substitute?.substitutes ?? [])]),
    ...(residuaryShares(will).length > 0 ? residueFallbackChoice(will).beneficiaries : []),
  ]);
  return Object.entries(will.charity ?? {})
    .filter(([uuid, charity]) => benefiting.has(uuid) && !charity.regNumber?.trim())
    .map(([, charity]) => warning('charityWithoutNumber', { name: charity.name.trim() }));
}

/**
 * The checks made before drafting, each a warning rather than a refusal: missing name or address;
 * no executor, or more than four (only four act); one executor and no replacement; the trustee service when its
 * company is not a trust corporation (beside others, or with no individual to act with it); a residuary estate not
 * allocated to exactly 100%, or with a person who has no substitute choice; guardians for a child now 18 or over, or
 * none for a child under 18, or none because the will-writer has no parental responsibility for the child (for
 * information); gifts left out;
 * charities without a registered number; a residuary fallback whose chosen people or charities have all gone.
 * `today` is the ISO drafting date; `trustee` the trustee service's company (default: the copy's, not a trust
 * corporation).
 */
export function draftWarnings(will: Will, today: string, trustee: TrusteeService = DEFAULT_TRUSTEE_SERVICE): DraftWarning[] {
  return [
    ...aboutYouWarnings(will),
    ...executorWarnings(will, trustee),
    ...residuaryWarnings(will),
    ...guardianWarnings(will, today),
    ...giftWarnings(will),
    ...charityWarnings(will),
  ];
}

/** The checks of draftWarnings that fail and block submitting and delivering the will (see CHECK_RULES); `trustee` as for draftWarnings. */
export function blockingChecks(will: Will, today: string, trustee: TrusteeService = DEFAULT_TRUSTEE_SERVICE): DraftWarning[] {
  return draftWarnings(will, today, trustee).filter((check) => check.blocking);
}
