import placeholders from '../../../schemas/catalogue/wish-placeholders.json';
import { inEveryLanguage } from '../../i18n/localised-content';
import type { FuneralWishes, OtherWishes } from '../will';

type PlaceholderKey = keyof typeof placeholders;
const KEYS = { finalRestingPlace: 'funeralWishes.finalRestingPlace', wish: 'otherWishes.wish', disinherit: 'otherWishes.disinherit' } as const satisfies Record<string, PlaceholderKey>;

/**
 * Default texts shown in the wishes forms, in the reader's language; saving one unchanged stores null (SPEC 5).
 * Editable in schemas/catalogue/wish-placeholders.json (Welsh: schemas/cy/catalogue/wish-placeholders.json).
 */
export const WISH_PLACEHOLDERS = {
  get finalRestingPlace() { return placeholders[KEYS.finalRestingPlace]; },
  get wish() { return placeholders[KEYS.wish]; },
  get disinherit() { return placeholders[KEYS.disinherit]; },
};

/**
 * null for a blank answer or one equal to its placeholder in any language (a form shown in Welsh saves its Welsh
 * placeholder, whatever language the will is later drafted or read in), otherwise the answer as typed.
 */
function answerOrNull(value: string | null | undefined, key: PlaceholderKey | null): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return key && inEveryLanguage(placeholders).some((texts) => texts[key].trim() === trimmed) ? null : value;
}

/** Funeral wishes as stored: placeholder or blank resting place saved as null, blank (or empty, as a form's new row is) additional wishes dropped, funeralTypeOther kept only for 'other'. */
export function normaliseFuneralWishes(wishes: FuneralWishes): FuneralWishes {
  return {
    ...wishes,
    funeralTypeOther: wishes.funeralType === 'other' ? answerOrNull(wishes.funeralTypeOther, null) : null,
    finalRestingPlace: answerOrNull(wishes.finalRestingPlace, KEYS.finalRestingPlace),
    additionalWishes: (wishes.additionalWishes ?? []).filter((w) => typeof w === 'string' && w.trim() !== ''),
  };
}

/** Other wishes as stored: each field null when blank or left as its placeholder. */
export function normaliseOtherWishes(wishes: OtherWishes): OtherWishes {
  return {
    ...wishes,
    wish: answerOrNull(wishes.wish, KEYS.wish),
    disinherit: answerOrNull(wishes.disinherit, KEYS.disinherit),
  };
}
