import { CIVIL_PARTNERSHIP, ENGAGED, MARRIED } from '../../will/family/marital-status';
import type { Will } from '../../will/will';
import type { ClauseBuilder, ClauseDraft, DraftContext } from '../draft-context';
import { DRAFTING_COPY, fill, joinList } from '../drafting-copy';
import { giftChoices } from '../gift-choices';
import { guardiansOf } from '../guardian-choices';
import { CHILDREN_CLASSES, residuaryShares } from '../residuary-shares';
import { stepchildrenChoice } from '../stepchildren';

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

/** The children-class definition: without stepchildren, or with the stepchildren the user chose to include, by name. */
function childrenDefinition(ctx: DraftContext): string {
  const choice = stepchildrenChoice(ctx.will);
  if (choice?.kind !== 'included') return C.children;
  const names = choice.stepchildren.map((uuid) => ctx.namer.describe(uuid, 'beneficiary')!);
  return fill(C.childrenWithStepchildren, { stepchildrenWord: names.length === 1 ? C.stepchildWord : C.stepchildrenWord, stepchildren: joinList(names) });
}

/**
 * Survival and the meaning of words the gifts rely on: every beneficiary must survive by 28 days (a spouse or
 * civil partner too, and in place of LPA 1925 s.184 when deaths are close together); "children" as a class,
 * adopted children included and per stirpes, when a share passes to a class of children (stepchildren only when the
 * user chose to include them, named); what "fails" means, with a residuary estate. Absent when the will gives
 * nothing away.
 */
export const definitionsClause: ClauseBuilder = (ctx) => {
  const { will } = ctx;
  if (!givesAnything(will)) return null;
  const shares = residuaryShares(will);
  const paragraphs: ClauseDraft['paragraphs'] = [{ text: hasSpouse(will) ? C.survivalWithPartner : C.survival }];
  if (shares.some((s) => s.substitute && CHILDREN_CLASSES.includes(s.substitute.type))) paragraphs.push({ text: childrenDefinition(ctx) });
  if (shares.length > 0) paragraphs.push({ text: C.fails });
  return { heading: C.heading, paragraphs };
};
