import { describe, expect, it } from 'vitest';
import type { FuneralWishes } from '../will/will';
import { castWill, clauseBody, clauseOf } from './fixtures/clause-wills';

const NOT_BINDING = 'These are my wishes only. They do not bind my Executors.';
const funeral = (wishes: FuneralWishes) => castWill({ funeralWishes: wishes });

describe('funeral wishes', () => {
  it('burial, expressed as a wish', () => {
    expect(clauseOf(funeral({ funeralType: 'burial' }), 'funeral')).toEqual(['3. Funeral wishes', '3.1 I would like to be buried.', `3.2 ${NOT_BINDING}`]);
  });

  it('cremation, with a final resting place and further wishes in the user’s words', () => {
    const wishes: FuneralWishes = { funeralType: 'cremated', finalRestingPlace: 'Ashes scattered at Whitby', additionalWishes: ['No black clothes', '  ', 'Play Jerusalem'] };
    expect(clauseBody(funeral(wishes), 'funeral')).toEqual([
      'I would like to be cremated.',
      'My wish for my final resting place is:',
      '  Ashes scattered at Whitby',
      'I also have these wishes for my funeral:',
      '  No black clothes',
      '  Play Jerusalem',
      NOT_BINDING,
    ]);
  });

  it('other arrangements, quoted as typed; the resting place left as its placeholder is not a wish', () => {
    const wishes: FuneralWishes = { funeralType: 'other', funeralTypeOther: 'A woodland burial in a wicker coffin', finalRestingPlace: 'I have no preference for my final resting place' };
    expect(clauseBody(funeral(wishes), 'funeral')).toEqual(['I would like the following funeral arrangements:', '  A woodland burial in a wicker coffin', NOT_BINDING]);
  });

  it('is absent with no funeral wishes', () => {
    expect(clauseOf(castWill(), 'funeral')).toBeNull();
    expect(clauseOf(funeral({ funeralType: null, additionalWishes: [] }), 'funeral')).toBeNull();
    expect(clauseOf(funeral({ funeralType: 'other', funeralTypeOther: ' ' }), 'funeral')).toBeNull();
  });
});
