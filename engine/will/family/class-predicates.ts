import { leavesSomeoneOut } from '../../drafting/residue-fallback';
import { stepchildrenOf } from '../../drafting/stepchildren';
import { ENGAGED, SEPARATED, WIDOWED } from './marital-status';

/** Divorced, in schemas/catalogue/marital-statuses.json. */
const DIVORCED = 8;
import type { PredicateContext, StepPredicate } from '../../steps/step-predicates';

const CHILDREN_OF_MINE = ['my_children', 'our_children'];

/** True when a substitute choice on the form (`data.substitutes.choices`), else a stored share, gives to "my" or "our" children. */
function choosesMyChildren({ will, data }: PredicateContext): boolean {
  const choices = (data?.substitutes as { choices?: { substituteType?: unknown }[] } | undefined)?.choices;
  const types = Array.isArray(choices) ? choices.map((c) => c.substituteType) : (will.estate ?? []).map((s) => s.substituteType);
  return types.some((t) => typeof t === 'string' && CHILDREN_OF_MINE.includes(t));
}

/** The beneficiaries of the will's other gifts of money than the one at `params.index`. */
function otherMoneyBeneficiaries({ will, params }: PredicateContext): Set<string> {
  const index = Number(params?.index ?? -1);
  return new Set((will.gifts ?? []).flatMap((g, i) => (g.type === 'money' && i !== index ? g.beneficiaries : [])));
}

/** Predicates for the questions that make the will's classes and gifts say what the user means. */
export const classPredicates: Record<string, StepPredicate> = {
  // Engaged and answering Yes on the partner form: which event the will is made expecting.
  'maritalStatus.expectsToStay': ({ will, data }) => will.maritalStatus?.id === ENGAGED && data?.comc === true,
  // A partner, or a late or former spouse or partner, whose child the user may be bringing up: ask whether a person is a stepchild.
  'family.mayHaveStepchildren': ({ will }) =>
    Boolean(will.partner && will.relations?.[will.partner]) || [WIDOWED, SEPARATED, DIVORCED].includes(will.maritalStatus?.id ?? 0),
  // The family has a stepchild and a share passes to "my children" or "our children", which by law leaves them out.
  'estate.asksAboutStepchildren': (ctx) => stepchildrenOf(ctx.will).length > 0 && choosesMyChildren(ctx),
  // A gift of money on the form to someone another gift of money already benefits (drafted "in addition").
  'gifts.moneyAlreadyGiven': (ctx) => {
    const chosen = Array.isArray(ctx.data?.beneficiaries) ? (ctx.data.beneficiaries as unknown[]) : [];
    const others = otherMoneyBeneficiaries(ctx);
    return chosen.some((uuid) => typeof uuid === 'string' && others.has(uuid));
  },
  'wishes.leavesSomeoneOut': ({ will }) => leavesSomeoneOut(will),
  // A pet's care plan is a rehoming scheme, whose charity and reference the form asks for.
  'pet.onRehomingScheme': ({ data }) => data?.hasPetCarePlan === true,
};
