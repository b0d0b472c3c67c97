import { describe, expect, it } from 'vitest';
import { castWill, clauseOf } from './fixtures/clause-wills';

const WISH = 'I record the following wishes. They do not bind my Executors and do not change any gift in this will:';
const DISINHERIT =
  'I have deliberately not provided in this will for the person or people described below. I ask that this statement be taken into account if anyone makes a claim against my estate:';

describe('other wishes and disinheritance', () => {
  it('records other wishes and a disinheritance statement, each in the user’s words', () => {
    const will = castWill({ otherWishes: { wish: 'Keep the family photographs together.', disinherit: 'My brother Peter Smith, as he has been provided for in my lifetime.' } });
    expect(clauseOf(will, 'other-wishes')).toEqual([
      '3. Other wishes',
      `3.1 ${WISH}`,
      '  Keep the family photographs together.',
      `3.2 ${DISINHERIT}`,
      '  My brother Peter Smith, as he has been provided for in my lifetime.',
    ]);
  });

  it('has only the disinheritance statement when that is all, and ignores answers left as their placeholders', () => {
    const will = castWill({ otherWishes: { wish: 'I have no other wishes', disinherit: 'My cousin Ray' } });
    expect(clauseOf(will, 'other-wishes')).toEqual(['3. Other wishes', DISINHERIT, '  My cousin Ray']);
  });

  it('is absent when neither is given', () => {
    expect(clauseOf(castWill({ otherWishes: { wish: null, disinherit: 'I do not wish to disinherit anyone' } }), 'other-wishes')).toBeNull();
    expect(clauseOf(castWill(), 'other-wishes')).toBeNull();
  });
});
