import { normaliseOtherWishes } from '../../will/wishes/wishes';
import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY, quotedItem } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.otherWishes;

/**
 * Other wishes (not binding), in the user's own words. Absent when none is given. The reason for leaving someone out
 * is not in the will, which becomes public at probate: it goes in the private letter of wishes (letter-of-wishes.ts).
 */
export const otherWishesClause: ClauseBuilder = ({ will }) => {
  const wish = will.otherWishes ? normaliseOtherWishes(will.otherWishes).wish : null;
  return wish ? { heading: C.heading, paragraphs: [{ text: C.wish, items: quotedItem(wish) }] } : null;
};
