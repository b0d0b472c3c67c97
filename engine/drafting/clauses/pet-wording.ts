import petTypes from '../../../schemas/catalogue/pet-types.json';
import willSchema from '../../../schemas/will.schema.json';
import type { Pet } from '../../will/will';
import { contentIn } from '../../i18n/localised-content';
import { DRAFTING_COPY, draftingLanguage, fill } from '../drafting-copy';

const P = DRAFTING_COPY.people;

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

/** The pet wording of the will being drafted: the catalogue's labels and the schema's titles in the will's language, not the reader's. */
const wordingOfDraft = (): PetWording => {
  const language = draftingLanguage();
  return petWording(contentIn(petTypes, language), contentIn(willSchema, language).definitions.pet);
};

/**
 * 'my dog Rex' ('fy anifail anwes, Mot (ci)'); an 'other' pet by the type the user typed, or 'pet' when they typed
 * none; any filled-in detail field after the name: 'my hamster Pip (microchip number 123)'. A type is named by the
 * drafting copy's word for it (the legal team's, approved with the rest of a Welsh will), else, for a type an editor
 * added to the catalogue, by its catalogue label; the words are those of the language being drafted.
 */
export function petDescription(pet: Pet, wording: PetWording = wordingOfDraft()): string {
  const typed = pet.type === 'other' ? pet.typeOther?.trim() : undefined;
  const copied = (P.petTypes as Record<string, string | undefined>)[pet.type];
  const type = typed || copied || wording.typeWords[pet.type] || pet.type;
  const name = pet.name.trim();
  const values: Record<string, unknown> = { ...pet };
  const details = wording.details.flatMap(({ field, words }) => {
    const value = values[field];
    const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
    return text ? [fill(P.petDetail, { field: words, value: text })] : [];
  });
  return details.length === 0 ? fill(P.pet, { type, name }) : fill(P.petWithDetails, { type, name, details: details.join(P.listSeparator) });
}
