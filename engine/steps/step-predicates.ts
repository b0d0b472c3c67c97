import { estateComplete, executorsComplete, guardiansComplete } from '../will/completeness';
import { asksReplacementExecutors, CATEGORY_TRUSTEES, hasTrustee, MAX_ACTING_EXECUTORS, needsTrusteeTerms, personExecutorIds, showTooManyExecutorsNotice } from '../will/executors/executors';
import { CIVIL_PARTNERSHIP, ENGAGED, MARRIED, WIDOWED, needsPartner } from '../will/family/marital-status';
import { hasDependants, kindOf } from '../will/family/people';
import { needsSubstitutesScreen } from '../will/estate/estate-beneficiaries';
import { offersPartnerCharity } from '../will/operations/estate-operations';
import { STEPS, canPass, isPassed } from './steps';
import { assetPredicates } from '../will/assets/asset-predicates';
import { charityRateApplies, homeNotCloselyInherited, inheritanceTaxWithoutTransfer, mortgagesDeducted, mortgagesUnknown } from '../products/tax/inheritance-tax-input';
import { guardianPredicates } from '../will/guardians/guardian-predicates';
import { trustAgePredicates } from '../will/estate/trust-age';
import { classPredicates } from '../will/family/class-predicates';
import { childrenToConfirm } from '../products/mirror/mirror-children';
import { openInvitations, sentInvitations } from '../products/mirror/sent-invitations';
import { callPage } from '../products/calls/call-page';
import type { Will } from '../will/will';
import type { StepLoaded } from './binding/step-document';

/**
 * What a predicate sees: the will on `today`, for form-level predicates the form's data and route params, and what
 * the step's `source` loaded from the API (`loaded`).
 */
export interface PredicateContext {
  will: Will;
  today: string;
  data?: Record<string, unknown>;
  params?: Record<string, string>;
  loaded?: StepLoaded;
}

export type StepPredicate = (ctx: PredicateContext) => boolean;

/** True when `will.partner` names a relation that exists. */
function partnerExists(will: Will): boolean {
  return typeof will.partner === 'string' && kindOf(will, will.partner) === 'relation';
}

/** The marital status id the form is choosing (`data.id`), else the stored one. */
function chosenStatus({ will, data }: PredicateContext): number | undefined {
  return typeof data?.id === 'number' ? data.id : will.maritalStatus?.id;
}

/** `params.uuid` names a record of this kind (or of any kind when `kind` is undefined). */
function exists(kind?: ReturnType<typeof kindOf>): StepPredicate {
  return ({ will, params }) => {
    const found = params?.uuid ? kindOf(will, params.uuid) : null;
    return found !== null && (kind === undefined || found === kind);
  };
}

/** `yourself` -> `yourself`, `funeral_wishes` -> `funeralWishes`: the step part of the generated names. */
function camel(id: string): string {
  return id.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
}

/** `steps.<id>Passed` (the step is in passedSteps) and `steps.<id>Startable` (its SPEC 4.1 prerequisites are passed). */
const stepStatePredicates: Record<string, StepPredicate> = Object.fromEntries(
  STEPS.flatMap((step) => [
    [`steps.${camel(step.id)}Passed`, ({ will }: PredicateContext) => isPassed(will.passedSteps, step.number)],
    [`steps.${camel(step.id)}Startable`, ({ will }: PredicateContext) => canPass(will.passedSteps, step.number)],
  ]),
);

/** The named predicates step files, flows and the dashboard use (`visibleIf`, `complete`, guards, `enterIf`). */
export const stepPredicates: Record<string, StepPredicate> = {
  'family.needsPartner': ({ will }) => needsPartner(will.maritalStatus?.id) && !partnerExists(will),
  // The mirror-will invitation is offered once Family names a partner.
  'family.partnerNamed': ({ will }) => partnerExists(will),
  'maritalStatus.needsPartner': (ctx) => needsPartner(chosenStatus(ctx)),
  'maritalStatus.isEngaged': ({ will }) => will.maritalStatus?.id === ENGAGED,
  'maritalStatus.widowed': (ctx) => chosenStatus(ctx) === WIDOWED,
  // A status chosen that needs no partner while the will names one: the partner role goes (SPEC 4.2), the person stays.
  'maritalStatus.widowedWithPartner': (ctx) => chosenStatus(ctx) === WIDOWED && partnerExists(ctx.will),
  'maritalStatus.dropsPartner': (ctx) => chosenStatus(ctx) !== WIDOWED && !needsPartner(chosenStatus(ctx)) && partnerExists(ctx.will),
  // A manual address with something typed in its parts: each required part is then asked for on its own.
  'address.manualStarted': ({ data }) =>
    data?.manualAddress === true && Object.values((data.addressParts ?? {}) as Record<string, unknown>).some((part) => typeof part === 'string' && part.trim() !== ''),
  'lateSpouse.nilRateBandPart': ({ data }) => data?.nilRateBandUse === 'part',
  'lateSpouse.residenceNilRateBandPart': ({ data }) => data?.residenceNilRateBandUse === 'part',
  'pet.isOtherType': ({ data }) => data?.type === 'other',
  'funeral.isOtherType': ({ data }) => data?.funeralType === 'other',
  'dependants.any': ({ will, today }) => hasDependants(will, today),
  // A mirror will's copied children still waiting for "is this also your child?".
  'mirror.childrenToConfirm': ({ will }) => childrenToConfirm(will).length > 0,
  // A mirror invitation sent is pending or accepted (what the invitation page loaded): it is not sent again.
  'mirror.invitationOpen': ({ loaded }) => openInvitations(sentInvitations(loaded)).length > 0,
  // The invitation form agrees to share the answers (`data.consent`): a mirror invitation, joint instructions.
  'mirror.sharing': ({ data }) => data?.consent === true,
  // The user has a call to come (what the book-a-call page loaded): booking again moves it.
  'calls.booked': ({ loaded }) => callPage(loaded).booking !== null,
  // No slot is free in the weeks offered.
  'calls.noSlots': ({ loaded }) => callPage(loaded).slots.length === 0,
  'guardians.complete': ({ will, today }) => guardiansComplete(will, today),
  'estate.complete': ({ will }) => estateComplete(will),
  'executors.complete': ({ will }) => executorsComplete(will),
  // The category the choose form is picking (`data.executorCategory`), else the stored one.
  'executors.trusteesOnly': ({ will, data }) => (data?.executorCategory ?? will.executorCategory) === CATEGORY_TRUSTEES,
  'executors.needsTrusteeTerms': ({ will }) => needsTrusteeTerms(will),
  'executors.asksReplacements': ({ will }) => asksReplacementExecutors(will),
  'executors.trusteeChosen': ({ will }) => hasTrustee(will),
  // A gift form's route index names a gift, or the end of the list (a new gift).
  'gifts.indexInRange': ({ will, params }) => /^\d+$/.test(params?.index ?? '') && Number(params!.index) <= (will.gifts ?? []).length,
  'executors.manyEligible': ({ will, today }) => showTooManyExecutorsNotice(will, today),
  // The people ticked on the choose form (`data.executors`, uuids), else the stored person executors.
  'executors.moreThanCanAct': ({ will, data }) =>
    (Array.isArray(data?.executors) ? data.executors : personExecutorIds(will)).length > MAX_ACTING_EXECUTORS,
  'person.exists': exists(),
  'relation.exists': exists('relation'),
  'child.exists': exists('child'),
  'pet.exists': exists('pet'),
  'charity.exists': exists('charity'),
  'maritalStatus.marriedOrCivil': ({ will }) => will.maritalStatus?.id === MARRIED || will.maritalStatus?.id === CIVIL_PARTNERSHIP,
  'estate.nobodyChosen': ({ data }) => !Array.isArray(data?.people) || data.people.length === 0,
  'estate.leavesToCharity': ({ data }) => data?.leaveToCharity === true,
  'estate.any': ({ will }) => (will.estate ?? []).length > 0,
  'estate.onlyCharities': ({ will }) => (will.estate ?? []).length > 0 && !needsSubstitutesScreen(will),
  'estate.needsSubstitutes': ({ will }) => needsSubstitutesScreen(will),
  'estate.offerPartnerCharity': ({ will }) => offersPartnerCharity(will),
  'estate.charityInterestUnanswered': ({ will }) => will.charityInterestAnswered !== true,
  // The residuary fallback the form is choosing (`data.type`).
  'estate.fallbackToPeople': ({ data }) => data?.type === 'people',
  'estate.fallbackToCharities': ({ data }) => data?.type === 'charities',
  'inheritanceTax.charityRate': ({ will, today }) => charityRateApplies(will, today),
  'inheritanceTax.lateSpouseUnknown': ({ will, today }) => inheritanceTaxWithoutTransfer(will, today) !== null,
  'inheritanceTax.homeInTrust': ({ will, today }) => homeNotCloselyInherited(will, today) > 0,
  'inheritanceTax.mortgagesDeducted': ({ will, today }) => mortgagesDeducted(will, today) > 0,
  'inheritanceTax.mortgageUnknown': ({ will, today }) => mortgagesUnknown(will, today).length > 0,
  ...guardianPredicates,
  ...trustAgePredicates,
  ...classPredicates,
  ...assetPredicates,
  ...stepStatePredicates,
};

/** Evaluates the predicate named `name`; throws for a name the registry does not hold (a content error). */
export function evaluatePredicate(name: string, ctx: PredicateContext): boolean {
  const predicate = stepPredicates[name];
  if (!predicate) throw new Error(`Unknown predicate ${name}`);
  return predicate(ctx);
}

/**
 * Whether a step file's predicate reference holds: an engine predicate's name, or `!name` for its negation; no
 * reference always holds. Throws for an unknown name, as evaluatePredicate does.
 */
export function predicateHolds(reference: string | undefined, ctx: PredicateContext): boolean {
  if (!reference) return true;
  const negated = reference.startsWith('!');
  const holds = evaluatePredicate(negated ? reference.slice(1) : reference, ctx);
  return negated ? !holds : holds;
}
