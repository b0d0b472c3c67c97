import { normaliseOtherWishes } from '../../wishes';
import type { ClauseBuilder, ClauseDraft } from '../draft-context';
import { DRAFTING_COPY, quotedItem } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.otherWishes;

/** Other wishes (not binding) and the disinheritance statement, each in the user's own words. Absent when neither is given. */
export const otherWishesClause: ClauseBuilder = ({ will }) => {
  if (!will.otherWishes) return null;
  const { wish, disinherit } = normaliseOtherWishes(will.otherWishes);
  const paragraphs: ClauseDraft['paragraphs'] = [];
  if (wish) paragraphs.push({ text: C.wish, items: quotedItem(wish) });
  if (disinherit) paragraphs.push({ text: C.disinherit, items: quotedItem(disinherit) });
  return paragraphs.length === 0 ? null : { heading: C.heading, paragraphs };
};
