import { addAndChooseCharity, type FoundCharity } from '../../will/estate/charities';
import { isEqualSplit } from '../../will/completeness';
import { clampPercent, splitEqually, splitManually } from '../../will/estate/estate-split';
import { setShareMessage, toggleBeneficiary } from '../../will/estate/estate-beneficiaries';
import { kindOf } from '../../will/family/people';
import { needsSubstitute, setSubstitute, type SubstituteTypeId } from '../../will/estate/substitutes';
import { withYoungGiftChoice, youngGiftChoice } from '../../will/estate/trust-age';
import type { Beneficiary, Will } from '../../will/will';
import { uuids, type StepView } from './step-view';

/** The split as the split screen edits it: equal, or a whole percentage per beneficiary uuid. */
export type SplitValue = { equal: boolean; amounts: Record<string, number> };
/** One person's substitute choice, and the share count that decides whether remaining_beneficiaries applies. */
export type SubstituteValue = {
  shareCount: number;
  /** `partner` is true for the partner's share, offered our or my children in place of their children (read only). */
  choices: { uuid: string; substituteType: SubstituteTypeId | null; substitutes: string[]; partner?: boolean }[];
};

const shares = (will: Will) => will.estate ?? [];

/** The chosen beneficiaries of `types` set to exactly `wanted`: new ones added, others removed, the rest kept. */
function chooseExactly(will: Will, wanted: string[], types: readonly Beneficiary['type'][]): Will {
  let next = will;
  for (const share of shares(will)) {
    if (types.includes(share.beneficiary.type) && !wanted.includes(share.beneficiary.uuid)) next = toggleBeneficiary(next, { beneficiary: share.beneficiary });
  }
  for (const uuid of wanted) {
    if (shares(next).some((s) => s.beneficiary.uuid === uuid)) continue;
    const kind = kindOf(next, uuid);
    const type = kind === 'relation' ? 'person' : kind === 'child' ? 'children' : kind === 'charity' ? 'charity' : null;
    if (type && types.includes(type)) next = toggleBeneficiary(next, { beneficiary: { type, uuid } });
  }
  return next;
}

const PEOPLE = ['person', 'children'] as const;

/** The named views of step files (`views: {field: name}`). */
/** The estate screens' views: who is ticked, the charities, the split, substitutes and messages. */
export const estateViews: Record<string, StepView> = {
  'estate.people': {
    read: (will) => shares(will).filter((s) => s.beneficiary.type !== 'charity').map((s) => s.beneficiary.uuid),
    write: (will, value) => chooseExactly(will, uuids(value), PEOPLE),
    empty: [],
  },
  'estate.charities': {
    read: (will) => shares(will).filter((s) => s.beneficiary.type === 'charity').map((s) => s.beneficiary.uuid),
    write: (will, value) => chooseExactly(will, uuids(value), ['charity']),
    empty: [],
  },
  'estate.leavesToCharity': {
    read: (will) => (shares(will).some((s) => s.beneficiary.type === 'charity') ? true : undefined),
    write: (will, value) => (value === false ? chooseExactly(will, [], ['charity']) : will),
    empty: false,
  },
  'estate.foundCharities': {
    read: () => [],
    write: (will, value) =>
      (Array.isArray(value) ? (value as FoundCharity[]) : []).reduce(
        (next, found) =>
          addAndChooseCharity(next, { id: found.id, name: found.name, regNumber: found.regNumber ?? null }, found.uuid, 'search'),
        will,
      ),
  },
  /** SPEC 2.10 charitable-foundation question: the answer is kept, and either answer marks it answered; null clears it. */
  'estate.charityInterest': {
    read: (will) => will.charityInterest,
    write: (will, value) => {
      if (typeof value === 'boolean') return { ...will, charityInterest: value, charityInterestAnswered: true };
      const { charityInterest: _answer, ...unanswered } = will;
      return value === null ? unanswered : will;
    },
    empty: null,
  },
  'estate.split': {
    read: (will): SplitValue => ({
      equal: isEqualSplit(will),
      amounts: Object.fromEntries(shares(will).map((s) => [s.beneficiary.uuid, isEqualSplit(will) ? 0 : s.amount])),
    }),
    write: (will, value) => {
      const split = value as SplitValue;
      if (split.equal) return splitEqually(will);
      const amounts = Object.fromEntries(Object.entries(split.amounts ?? {}).map(([uuid, n]) => [uuid, clampPercent(n)]));
      return splitManually(will, amounts, 'other');
    },
  },
  'estate.substitutes': {
    read: (will): SubstituteValue => ({
      shareCount: shares(will).length,
      choices: shares(will)
        .filter(needsSubstitute)
        .map((s) => ({
          uuid: s.beneficiary.uuid,
          substituteType: (s.substituteType ?? null) as SubstituteTypeId | null,
          substitutes: s.substitutes ?? [],
          partner: s.beneficiary.uuid === will.partner,
        })),
    }),
    write: (will, value) =>
      (value as SubstituteValue).choices.reduce((next, choice) => {
        const index = shares(next).findIndex((s) => s.beneficiary.uuid === choice.uuid);
        return index < 0 ? next : setSubstitute(next, { index, substituteType: choice.substituteType, substitutes: choice.substitutes });
      }, will),
  },
  /**
   * The young beneficiaries' gift (engine/will/estate/trust-age.ts): '18', '21' or '25' held until that age and theirs only if
   * they reach it, or 'vested18' theirs from the death and held until 18; unanswered means '18'; null clears it.
   */
  'estate.trustAge': {
    read: (will) => youngGiftChoice(will),
    write: (will, value) => withYoungGiftChoice(will, value),
    empty: null,
  },
  'estate.messages': {
    read: (will) => Object.fromEntries(shares(will).map((s) => [s.beneficiary.uuid, s.message ?? ''])),
    write: (will, value) =>
      Object.entries((value ?? {}) as Record<string, string>).reduce((next, [uuid, message]) => {
        const index = shares(next).findIndex((s) => s.beneficiary.uuid === uuid);
        return index < 0 ? next : setShareMessage(next, { index, message });
      }, will),
  },
};
