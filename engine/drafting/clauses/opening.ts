import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY, fill } from '../drafting-copy';

const C = DRAFTING_COPY.clauses.opening;

/**
 * The opening declaration: the testator's full name and address. Always present. In a bilingual will it also says
 * that the will is made in Welsh and in English and which text prevails if they differ.
 */
export const openingClause: ClauseBuilder = ({ will, testatorName, bilingual }) => {
  const address = will.userInfo?.address?.trim();
  const text = address ? fill(C.withAddress, { fullName: testatorName, address }) : fill(C.withoutAddress, { fullName: testatorName });
  return { heading: C.heading, paragraphs: bilingual ? [{ text }, { text: C.bilingual }] : [{ text }] };
};
