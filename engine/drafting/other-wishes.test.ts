import { describe, expect, it } from 'vitest';
import { draftText } from './draft-text';
import { draftWill } from './draft-will';
import { castWill, clauseOf, TODAY } from './fixtures/clause-wills';

const WISH = 'I record the following wishes. They do not bind my Executors and do not change any gift in this will:';

describe('other wishes', () => {
  it('records other wishes in the user’s words, and never the reason for leaving someone out (the will becomes public at probate)', () => {
    const will = castWill({ otherWishes: { wish: 'Keep the family photographs together.', disinherit: 'My brother Peter Smith, as he has been provided for in my lifetime.' } });
    expect(clauseOf(will, 'other-wishes')).toEqual(['3. Other wishes', WISH, '  Keep the family photographs together.']);
    const willText = draftWill(will, TODAY).clauses.map((c) => JSON.stringify(c)).join('\n');
    expect(willText).not.toContain('Peter Smith');
    expect(willText).not.toMatch(/deliberately/);
  });

  it('is absent when only a reason for leaving someone out is given, or nothing is, or answers are left as their placeholders', () => {
    expect(clauseOf(castWill({ otherWishes: { wish: 'I have no other wishes', disinherit: 'My cousin Ray' } }), 'other-wishes')).toBeNull();
    expect(clauseOf(castWill({ otherWishes: { wish: null, disinherit: 'I do not wish to disinherit anyone' } }), 'other-wishes')).toBeNull();
    expect(clauseOf(castWill(), 'other-wishes')).toBeNull();
  });

  it('puts the reason for leaving someone out in the letter of wishes instead', () => {
    const doc = draftWill(castWill({ otherWishes: { wish: null, disinherit: 'My cousin Ray' } }), TODAY);
    expect(draftText(doc)).toContain('My cousin Ray');
    expect(doc.letterOfWishes?.sections.map((s) => s.heading)).toEqual(['Why I have left someone out of my will']);
  });
});
