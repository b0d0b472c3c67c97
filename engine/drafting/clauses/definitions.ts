import { CIVIL_PARTNERSHIP, ENGAGED, MARRIED } from '../../marital-status';
import type { Will } from '../../will';
import type { ClauseBuilder, ClauseDraft } from '../draft-context';
import { DRAFTING_COPY } from '../drafting-copy';
import { giftChoices } from '../gift-choices';
import { guardiansOf } from '../guardian-choices';
import { CHILDREN_CLASSES, residuaryShares } from '../residuary-shares';

const C = DRAFTING_COPY.clauses.definitions;

/** True when the will gives anything away: a gift, a share of the residuary estate, or a pet to a carer. */
function givesAnything(will: Will): boolean {
  if (residuaryShares(will).length > 0 || giftChoices(will).some((g) => g.draftable)) return true;
  return Object.keys(will.pets ?? {}).some((uuid) => guardiansOf(will, uuid).length > 0);
}

/** Married, in a civil partnership, or engaged: a spouse or civil partner the survival rule names. */
function hasSpouse(will: Will): boolean {
  const id = will.maritalStatus?.id;
  return Boolean(will.partner) && (id === MARRIED || id === CIVIL_PARTNERSHIP || id === ENGAGED);
}

/**
 * Survival and the meaning of words the gifts rely on: every beneficiary must survive by 28 days (a spouse or
 * civil partner too, and in place of LPA 1925 s.184 when deaths are close together); "children" as a class,
 * adopted children included and per stirpes, when a share passes to a class of children; what "fails" means, with
 * a residuary estate. Absent when the will gives nothing away.
 */
export const definitionsClause: ClauseBuilder = ({ will }) => {
  if (!givesAnything(will)) return null;
  const shares = residuaryShares(will);
  const paragraphs: ClauseDraft['paragraphs'] = [{ text: hasSpouse(will) ? C.survivalWithPartner : C.survival }];
  if (shares.some((s) => s.substitute && CHILDREN_CLASSES.includes(s.substitute.type))) paragraphs.push({ text: C.children });
  if (shares.length > 0) paragraphs.push({ text: C.fails });
  return { heading: C.heading, paragraphs };
};
