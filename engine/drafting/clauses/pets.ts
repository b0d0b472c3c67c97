import type { ClauseBuilder } from '../draft-context';
import { DRAFTING_COPY, fill, partyParagraph } from '../drafting-copy';
import type { ClauseDraft } from '../draft-context';
import { guardiansOf } from '../guardian-choices';
import { petDescription } from './pet-wording';

const C = DRAFTING_COPY.clauses.pets;

/**
 * Pets: each pet is given to the people asked to care for it, with its care plan when it has one; a pet with
 * neither is left to the Executors to rehome. Absent when the will has no pets.
 */
export const petsClause: ClauseBuilder = ({ will, namer }) => {
  const pets = Object.entries(will.pets ?? {});
  if (pets.length === 0) return null;
  let anyCarer = false;
  const paragraphs: ClauseDraft['paragraphs'] = pets.flatMap(([uuid, pet]) => {
    const carers = guardiansOf(will, uuid);
    const values = { pet: petDescription(pet), petName: pet.name.trim() };
    if (carers.length === 0) return [{ text: fill(pet.hasPetCarePlan ? C.planOnly : C.noCarer, values) }];
    anyCarer = true;
    const names = carers.map((c) => namer.describe(c, 'beneficiary')!);
    const carerName = namer.party(carers[0]!)!.name;
    const gift = partyParagraph({ one: C.carerOne, many: C.carerMany }, 'carer', names, { ...values, carerName });
    return pet.hasPetCarePlan ? [gift, { text: fill(C.carerAndPlan, values) }] : [gift];
  });
  if (anyCarer) paragraphs.push({ text: C.carerCannot });
  paragraphs.push({ text: C.costs });
  return { heading: C.heading, paragraphs };
};
