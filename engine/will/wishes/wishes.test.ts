import { describe, it, expect } from 'vitest';
import { WISH_PLACEHOLDERS, normaliseFuneralWishes, normaliseOtherWishes } from './wishes';

describe('wishes normalisation (SPEC 5)', () => {
  it('an unchanged resting-place placeholder saves as null and blank wishes are dropped', () => {
    expect(normaliseFuneralWishes({
      funeralType: 'burial', funeralTypeOther: 'ignored', finalRestingPlace: WISH_PLACEHOLDERS.finalRestingPlace,
      additionalWishes: ['Play jazz', ' ', ''],
    })).toEqual({ funeralType: 'burial', funeralTypeOther: null, finalRestingPlace: null, additionalWishes: ['Play jazz'] });
  });

  it('keeps real answers', () => {
    expect(normaliseFuneralWishes({ funeralType: 'other', funeralTypeOther: 'Sea burial', finalRestingPlace: 'The sea' }))
      .toEqual({ funeralType: 'other', funeralTypeOther: 'Sea burial', finalRestingPlace: 'The sea', additionalWishes: [] });
  });

  it('other wishes: placeholders and blanks save as null', () => {
    expect(normaliseOtherWishes({ wish: WISH_PLACEHOLDERS.wish, disinherit: '' })).toEqual({ wish: null, disinherit: null });
    expect(normaliseOtherWishes({ wish: 'Look after the garden' })).toEqual({ wish: 'Look after the garden', disinherit: null });
  });
});
