import { describe, it, expect } from 'vitest';
import placeholders from '../../../schemas/catalogue/wish-placeholders.json';
import { contentIn, installContentLanguage } from '../../i18n/localised-content';
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

  it('saves a placeholder left as it was as null in either language, whatever the reader reads in', () => {
    // The Welsh form's placeholders (schemas/cy/catalogue/wish-placeholders.json), saved through an English request.
    const welsh = contentIn(placeholders, 'cy');
    expect(normaliseOtherWishes({ wish: ` ${welsh['otherWishes.wish']} `, disinherit: welsh['otherWishes.disinherit'] })).toEqual({ wish: null, disinherit: null });
    expect(normaliseFuneralWishes({ funeralType: 'burial', finalRestingPlace: welsh['funeralWishes.finalRestingPlace'] }).finalRestingPlace).toBeNull();
    const uninstall = installContentLanguage({ language: () => 'cy' });
    try {
      expect(WISH_PLACEHOLDERS.disinherit).toBe('Nid wyf yn dymuno dietifeddu neb');
      expect(normaliseOtherWishes({ wish: 'I have no other wishes', disinherit: 'Fy mrawd Dai' })).toEqual({ wish: null, disinherit: 'Fy mrawd Dai' });
    } finally {
      uninstall();
    }
  });
});
