import { normaliseFuneralWishes } from '../../will/wishes/wishes';
import type { ClauseBuilder, ClauseDraft } from '../draft-context';
import { DRAFTING_COPY, quotedItem } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.funeral;

/**
 * Funeral wishes, expressed as wishes that do not bind the Executors: burial, cremation or the user's own
 * arrangements, the final resting place and any further wishes, the user's words quoted as typed. Absent when none.
 */
export const funeralClause: ClauseBuilder = ({ will }) => {
  if (!will.funeralWishes) return null;
  const wishes = normaliseFuneralWishes(will.funeralWishes);
  const paragraphs: ClauseDraft['paragraphs'] = [];
  if (wishes.funeralType === 'burial') paragraphs.push({ text: C.burial });
  if (wishes.funeralType === 'cremated') paragraphs.push({ text: C.cremated });
  if (wishes.funeralType === 'other' && wishes.funeralTypeOther) paragraphs.push({ text: C.other, items: quotedItem(wishes.funeralTypeOther) });
  if (wishes.finalRestingPlace) paragraphs.push({ text: C.restingPlace, items: quotedItem(wishes.finalRestingPlace) });
  const additional = wishes.additionalWishes ?? [];
  if (additional.length > 0) paragraphs.push({ text: C.additional, items: additional.map((w) => ({ label: '', text: w.trim() })) });
  if (paragraphs.length === 0) return null;
  return { heading: C.heading, paragraphs: [...paragraphs, { text: C.notBinding }] };
};
