import { personAge } from '../../will/family/people';
import type { ClauseBuilder, ClauseDraft } from '../draft-context';
import { DRAFTING_COPY, fill } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.minors;

/**
 * Young beneficiaries, as the user chose on the trust-age step (engine/will/estate/trust-age.ts):
 * - contingent (the default): a gift or share for someone under the trust age (18, 21 or 25; default 18) is held on
 *   trust until that age and is theirs only if they reach it; the Executors' statutory powers of maintenance
 *   (Trustee Act 1925 s.31, with the income from 18 when the age is over 18) and advancement (s.32, as amended by the
 *   Inheritance and Trustees' Powers Act 2014) in plain words;
 * - vested at death (`vestedAt18`): the gift is theirs absolutely and held for them until 18 (a bare trust, so not
 *   settled property: closely inherited for the residence nil-rate band, IHTA 1984 s.8J, IHTM46013), with an express
 *   power to use income and capital for them and unused income kept for them absolutely (no accumulation on trust);
 * then a parent's or guardian's receipt for someone under 18. Present when a person named as a beneficiary is under
 * that age on the drafting date (or of unknown age), or a share may pass to a class of children. Must run after gifts
 * and residuary.
 */
export const minorsClause: ClauseBuilder = ({ will, today, namer, facts, trustAge }) => {
  const youngNamed = namer.named(['beneficiary']).some((p) => {
    if (p.kind === 'charity') return false;
    const age = personAge(will, p.uuid, today);
    return age === null || age < trustAge;
  });
  if (!youngNamed && !facts.childrenMayInherit) return null;
  if (will.vestedAt18 === true) return { heading: C.heading, paragraphs: [{ text: C.holdVested }, { text: C.useVested }] };
  const age = { age: trustAge };
  const paragraphs: ClauseDraft['paragraphs'] = [{ text: fill(C.hold, age) }, { text: C.income }];
  if (trustAge > 18) paragraphs.push({ text: fill(C.incomeFrom18, age) });
  paragraphs.push({ text: fill(C.capital, age) });
  return { heading: C.heading, paragraphs };
};
