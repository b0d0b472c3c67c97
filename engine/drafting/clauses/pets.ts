import type { Pet } from '../../will/will';
import type { ClauseBuilder, ClauseDraft, DraftContext } from '../draft-context';
import { DRAFTING_COPY, fill, partyParagraph } from '../drafting-copy';
import { guardiansOf } from '../guardian-choices';
import { petDescription } from './pet-wording';

const C = DRAFTING_COPY.clauses.pets;

type Paragraphs = ClauseDraft['paragraphs'];

/** The rehoming scheme a pet's care plan names (the charity that runs it), or null when no provider was given. */
function petScheme(pet: Pet): { provider: string; name: string; reference: string } | null {
  const provider = pet.hasPetCarePlan === true ? pet.schemeProvider?.trim() : '';
  if (!provider) return null;
  return { provider, name: pet.schemeName?.trim() ?? '', reference: pet.schemeReference?.trim() ?? '' };
}

/** The people chosen to take a scheme pet if its charity does not: those still in the will (relations or children), each once. */
function schemeFallback(ctx: DraftContext, pet: Pet): string[] {
  return [...new Set(pet.schemeFallback ?? [])].filter((uuid) => ctx.namer.party(uuid)?.kind === 'relation' || ctx.namer.party(uuid)?.kind === 'child');
}

/** A pet on a rehoming scheme: given to the scheme's charity, then to the people asked to care for it, else rehomed. */
function schemeParagraphs(ctx: DraftContext, carers: string[], scheme: NonNullable<ReturnType<typeof petScheme>>, values: { pet: string; petName: string }): Paragraphs {
  const { provider } = scheme;
  const schemeWords = scheme.name ? fill(C.schemeName, { schemeName: scheme.name }) : '';
  const reference = scheme.reference ? fill(C.schemeReference, { schemeReference: scheme.reference }) : '';
  const gift = { text: fill(C.schemeGift, { ...values, provider, scheme: schemeWords, reference }) };
  const costs = { text: fill(C.schemeCosts, values) };
  if (carers.length === 0) return [gift, { text: fill(C.schemeFallbackHome, { ...values, provider }) }, costs];
  const names = carers.map((c) => ctx.namer.describe(c, 'beneficiary')!);
  const carerName = ctx.namer.party(carers[0]!)!.name;
  return [gift, partyParagraph({ get one() { return C.schemeFallbackOne; }, get many() { return C.schemeFallbackMany; } }, 'carer', names, { ...values, provider, carerName }), costs];
}

/**
 * Pets: a pet on a charity's rehoming scheme is given to that charity under the scheme, with the people chosen on
 * the pet's form as fallback (or, for an older answer, its guardians); any other pet is given to the people asked to care for it; a pet with neither is left to
 * the Executors to rehome. Absent when the will has no pets.
 */
export const petsClause: ClauseBuilder = (ctx) => {
  const { will, namer } = ctx;
  const pets = Object.entries(will.pets ?? {});
  if (pets.length === 0) return null;
  let anyCarer = false;
  const paragraphs: Paragraphs = pets.flatMap(([uuid, pet]) => {
    const carers = guardiansOf(will, uuid);
    const values = { pet: petDescription(pet), petName: pet.name.trim() };
    const scheme = petScheme(pet);
    if (scheme) {
      const fallback = schemeFallback(ctx, pet);
      anyCarer ||= fallback.length > 0;
      return schemeParagraphs(ctx, fallback.length > 0 ? fallback : carers, scheme, values);
    }
    if (carers.length === 0) return [{ text: fill(C.noCarer, values) }];
    anyCarer = true;
    const names = carers.map((c) => namer.describe(c, 'beneficiary')!);
    const carerName = namer.party(carers[0]!)!.name;
    return [partyParagraph({ get one() { return C.carerOne; }, get many() { return C.carerMany; } }, 'carer', names, { ...values, carerName })];
  });
  if (anyCarer) paragraphs.push({ text: C.carerCannot });
  paragraphs.push({ text: C.costs });
  return { heading: C.heading, paragraphs };
};
