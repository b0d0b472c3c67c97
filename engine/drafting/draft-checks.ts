import { isAdult } from '../age';
import { estateAllocated, isEqualSplit } from '../completeness';
import { TRUSTEE_TYPE } from '../executors';
import { kindOf } from '../people';
import type { StepId } from '../steps';
import type { Executor, Will } from '../will';
import type { DraftWarning, WarningCode } from './draft-document';
import { DRAFTING_COPY, fill, joinList } from './drafting-copy';
import { executorAppointments } from './executor-appointments';
import { giftChoices } from './gift-choices';
import { minorChildrenWithGuardians } from './guardian-choices';
import { needsSubstituteChoice, residuaryShares } from './residuary-shares';

const W = DRAFTING_COPY.warnings;

/**
 * Each check's step (where the user puts it right) and whether it blocks submitting and delivering the will: a check
 * blocks when the will would not say what the user asked for, or would leave out who is appointed or who inherits.
 * More than four executors (the will names who acts), guardians for an adult child (simply left out) and a charity
 * without a number (the legal team confirms it) are for information.
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
  invalidMoneyGift: { step: 'gifts', blocking: true },
  giftWithoutBeneficiary: { step: 'gifts', blocking: true },
  charityWithoutNumber: { step: 'estate', blocking: false },
};

function warning(code: WarningCode, values: Record<string, string | number> = {}): DraftWarning {
  return { code, message: fill(W[code], values), ...CHECK_RULES[code] };
}

function executorName(will: Will, executor: Executor): string {
  if (executor.type === TRUSTEE_TYPE) return DRAFTING_COPY.clauses.executors.trusteeName;
  return (will.relations?.[executor.uuid!] ?? will.children?.[executor.uuid!])!.fullName.trim();
}

function aboutYouWarnings(will: Will): DraftWarning[] {
  const warnings: DraftWarning[] = [];
  if (!will.userInfo?.fullName?.trim()) warnings.push(warning('missingName'));
  if (!will.userInfo?.address?.trim()) warnings.push(warning('missingAddress'));
  return warnings;
}

function executorWarnings(will: Will): DraftWarning[] {
  const { acting, substitutes } = executorAppointments(will);
  if (acting.length === 0) return [warning('noExecutor')];
  if (substitutes.length === 0) return [];
  const names = (list: Executor[]) => joinList(list.map((e) => executorName(will, e)));
  return [warning('tooManyExecutors', { count: acting.length + substitutes.length, acting: names(acting), substitutes: names(substitutes) })];
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
  return warnings;
}

function guardianWarnings(will: Will, today: string): DraftWarning[] {
  const adults = Object.entries(will.children ?? {})
    .filter(([uuid, child]) => isAdult(child.birthday, today) && (will.guardians?.[uuid] ?? []).length > 0)
    .map(([, child]) => warning('adultChildGuardian', { name: child.fullName.trim() }));
  const unguarded = minorChildrenWithGuardians(will, today)
    .filter((c) => c.guardians.length === 0)
    .map((c) => warning('childWithoutGuardian', { name: will.children![c.uuid]!.fullName.trim() }));
  return [...adults, ...unguarded];
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
  ]);
  return Object.entries(will.charity ?? {})
    .filter(([uuid, charity]) => benefiting.has(uuid) && !charity.regNumber?.trim())
    .map(([, charity]) => warning('charityWithoutNumber', { name: charity.name.trim() }));
}

/**
 * The checks made before drafting (issue 4 part 3), each a warning rather than a refusal: missing name or address;
 * no executor, or more than four (only four act); a residuary estate not allocated to exactly 100%, or with a person
 * who has no substitute choice; guardians for a child now 18 or over, or none for a child under 18; gifts left out;
 * charities without a registered number. `today` is the ISO drafting date.
 */
export function draftWarnings(will: Will, today: string): DraftWarning[] {
  return [
    ...aboutYouWarnings(will),
    ...executorWarnings(will),
    ...residuaryWarnings(will),
    ...guardianWarnings(will, today),
    ...giftWarnings(will),
    ...charityWarnings(will),
  ];
}

/** The checks of draftWarnings that fail and block submitting and delivering the will (see CHECK_RULES). */
export function blockingChecks(will: Will, today: string): DraftWarning[] {
  return draftWarnings(will, today).filter((check) => check.blocking);
}
