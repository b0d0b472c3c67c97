import placeholders from '../../../schemas/catalogue/wish-placeholders.json';
import type { FuneralWishes, OtherWishes } from '../will';

/** Default texts shown in the wishes forms; saving one unchanged stores null (SPEC 5). Editable in schemas/catalogue/wish-placeholders.json. */
export const WISH_PLACEHOLDERS = {
  finalRestingPlace: placeholders['funeralWishes.finalRestingPlace'],
  wish: placeholders['otherWishes.wish'],
  disinherit: placeholders['otherWishes.disinherit'],
} as const;

/** null for a blank answer or one equal to its placeholder, otherwise the answer as typed. */
function answerOrNull(value: string | null | undefined, placeholder: string): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === placeholder.trim() ? null : value;
}

/** Funeral wishes as stored: placeholder or blank resting place saved as null, blank (or empty, as a form's new row is) additional wishes dropped, funeralTypeOther kept only for 'other'. */
export function normaliseFuneralWishes(wishes: FuneralWishes): FuneralWishes {
  return {
    ...wishes,
    funeralTypeOther: wishes.funeralType === 'other' ? answerOrNull(wishes.funeralTypeOther, '') : null,
    finalRestingPlace: answerOrNull(wishes.finalRestingPlace, WISH_PLACEHOLDERS.finalRestingPlace),
    additionalWishes: (wishes.additionalWishes ?? []).filter((w) => typeof w === 'string' && w.trim() !== ''),
  };
}

/** Other wishes as stored: each field null when blank or left as its placeholder. */
export function normaliseOtherWishes(wishes: OtherWishes): OtherWishes {
  return {
    ...wishes,
    wish: answerOrNull(wishes.wish, WISH_PLACEHOLDERS.wish),
    disinherit: answerOrNull(wishes.disinherit, WISH_PLACEHOLDERS.disinherit),
  };
}
