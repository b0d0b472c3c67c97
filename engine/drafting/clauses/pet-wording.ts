import petTypes from '../../../schemas/catalogue/pet-types.json';
import willSchema from '../../../schemas/will.schema.json';
import type { Pet } from '../../will/will';
import { DRAFTING_COPY, draftingLanguage, fill } from '../drafting-copy';

const P = DRAFTING_COPY.people;

// Wording for a pet's extra details; candidates for schemas/copy/drafting.json (people.petDetails, petDetail).
const PET_WITH_DETAILS = '{pet} ({details})';
const PET_DETAIL = '{field} {value}';
const DETAIL_SEPARATOR = ', ';
/** Fields the description already prints, so a title added to them for the form never repeats them as a detail. */
const DESCRIBED_FIELDS = new Set(['name', 'type', 'typeOther']);

/** How pets are named in the will: each type's words, and the optional fields printed beside a pet's name. */
export type PetWording = {
  /** Pet type (`dog`) to the words for it in a sentence (`dog`). */
  typeWords: Record<string, string>;
  /** The pet fields printed as details, with the words that introduce each (`microchip number`), in schema order. */
  details: { field: string; words: string }[];
};

/** A label or title as it reads mid-sentence: 'Hamster' becomes 'hamster'; an acronym ('NHS number') stays. */
function midSentence(label: string): string {
  const trimmed = label.trim();
  return /^[A-Z][A-Z]/.test(trimmed) ? trimmed : trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

/**
 * The pet wording derived from content: type words from the pet-types catalogue's labels, and as details every
 * property of will.schema.json's `pet` definition that carries its own `title` (a field an editor added, such as a
 * microchip number), other than the name and type the description already gives. Only text and number values print.
 */
export function petWording(catalogue: readonly { type: string; label: string }[], petSchema: unknown): PetWording {
  const properties = (petSchema as { properties?: Record<string, { title?: unknown }> }).properties ?? {};
  return {
    typeWords: Object.fromEntries(catalogue.map((entry) => [entry.type, midSentence(entry.label)])),
    details: Object.entries(properties)
      .filter(([field, property]) => typeof property.title === 'string' && !DESCRIBED_FIELDS.has(field))
      .map(([field, property]) => ({ field, words: midSentence(property.title as string) })),
  };
}

const WORDING = petWording(petTypes, willSchema.definitions.pet);

/**
 * 'my dog Rex'; an 'other' pet by the type the user typed, or 'pet' when they typed none; any filled-in detail
 * field after the name: 'my hamster Pip (microchip number 123)'.
 */
export function petDescription(pet: Pet, wording: PetWording = WORDING): string {
  const typed = pet.type === 'other' ? pet.typeOther?.trim() : undefined;
  // The catalogue's labels are English; another language takes the type's word from its drafting copy.
  const copied = draftingLanguage() === 'en' ? undefined : (P.petTypes as Record<string, string>)[pet.type];
  const type = typed || (pet.type === 'other' ? P.petTypes.other : (copied ?? wording.typeWords[pet.type] ?? pet.type));
  const described = fill(P.pet, { type, name: pet.name.trim() });
  const values: Record<string, unknown> = { ...pet };
  const details = wording.details.flatMap(({ field, words }) => {
    const value = values[field];
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return text ? [fill(PET_DETAIL, { field: words, value: text })] : [];
  });
  return details.length === 0 ? described : fill(PET_WITH_DETAILS, { pet: described, details: details.join(DETAIL_SEPARATOR) });
}
