import { describe, expect, it } from 'vitest';
import { draftWill } from './draft-will';
import { letterLines } from './draft-text';
import { ANN, castWill, DOGS_TRUST, SAM, TODAY, TOM } from './fixtures/clause-wills';

const letterOf = (will: Parameters<typeof draftWill>[0]) => {
  const letter = draftWill(will, TODAY).letterOfWishes;
  return letter ? letterLines(letter) : null;
};

describe('letter of wishes', () => {
  it('is absent when there is no message and no reason for leaving someone out', () => {
    expect(letterOf(castWill())).toBeNull();
    expect(letterOf(castWill({ estate: [{ amount: 100, beneficiary: { type: 'person', uuid: SAM }, message: '  ' }], otherWishes: { wish: 'Plant a tree', disinherit: null } }))).toBeNull();
  });

  it('holds the estate messages, then the gifts’ messages, then the reason for leaving someone out, in the user’s words', () => {
    const will = castWill({
      estate: [
        { amount: 50, beneficiary: { type: 'person', uuid: SAM }, message: 'Thank you for everything.' },
        { amount: 50, beneficiary: { type: 'charity', uuid: DOGS_TRUST }, message: null },
      ],
      gifts: [
        { type: 'money', itemDesc: '500', beneficiaries: [ANN], moreInfo: 'For your travels.' },
        { type: 'oneoff', itemDesc: 'My piano', beneficiaries: [TOM, SAM], moreInfo: 'Keep playing.' },
        { type: 'oneoff', itemDesc: 'My clock', beneficiaries: [TOM], moreInfo: null },
      ],
      otherWishes: { wish: null, disinherit: 'My brother Peter, who has been provided for.' },
    });
    expect(letterOf(will)).toEqual([
      'Letter of wishes of Jane Smith',
      expect.stringMatching(/^This letter is not part of my will\. .* does not bind .* keep it private/),
      'Messages to the people I have remembered',
      'To Sam Jones, who shares in my estate:',
      '  Thank you for everything.',
      'With my gift of £500 to Ann Lee:',
      '  For your travels.',
      'With my gift of my piano to Tom Green and Sam Jones:',
      '  Keep playing.',
      'Why I have left someone out of my will',
      expect.stringMatching(/^I have deliberately made no provision in my will/),
      '  My brother Peter, who has been provided for.',
      'Signed by Jane Smith',
      'Signature',
      'Date',
    ]);
  });

  it('leaves out the message of a gift that is not in the will (no beneficiary left)', () => {
    const will = castWill({ gifts: [{ type: 'oneoff', itemDesc: 'My car', beneficiaries: ['0a0a0a0a-0000-4000-8000-00000000dead'], moreInfo: 'Drive safely.' }] });
    expect(letterOf(will)).toBeNull();
  });

  it('closes a description that ends in a clause with a comma before "to" (as the will does)', () => {
    const will = castWill({ gifts: [{ type: 'oneoff', itemDesc: 'My watch, engraved with my initials', beneficiaries: [ANN], moreInfo: 'Wear it.' }] });
    expect(letterOf(will)).toContain('With my gift of my watch, engraved with my initials, to Ann Lee:');
  });

  it('in Welsh and English gives each lead-in in both languages and the user\'s own words once, saying so in the notice', () => {
    const will = castWill({
      willLanguage: 'bilingual',
      estate: [{ amount: 100, beneficiary: { type: 'person', uuid: SAM }, message: 'Diolch am bopeth.' }],
      gifts: [{ type: 'oneoff', itemDesc: 'Fy nhelyn', beneficiaries: [ANN], moreInfo: 'Keep playing.' }],
      otherWishes: { wish: null, disinherit: 'Fy mrawd Peter.' },
    });
    const draft = draftWill(will, TODAY);
    const lines = letterLines(draft.letterOfWishes!);
    for (const words of ['  Diolch am bopeth.', '  Keep playing.', '  Fy mrawd Peter.']) expect(lines.filter((line) => line === words)).toHaveLength(1);
    const messages = draft.letterOfWishes!.sections[0]!.paragraphs;
    expect(messages.map((p) => [p.lang, p.text, p.items?.map((item) => item.text) ?? []])).toEqual([
      ['cy', "I'r person hwn, sy'n cael cyfran o fy ystad: Sam Jones", []],
      ['en', 'To Sam Jones, who shares in my estate:', ['Diolch am bopeth.']],
      ['cy', "Gyda fy rhodd, sef fy nhelyn, i'r canlynol: Ann Lee", []],
      ['en', 'With my gift of fy nhelyn to Ann Lee:', ['Keep playing.']],
    ]);
    expect(draft.letterOfWishes!.notice.split('\n')).toEqual([
      expect.stringMatching(/^Nid yw'r llythyr hwn yn rhan o fy ewyllys/),
      "Rhoddir fy negeseuon a'm rhesymau isod unwaith yn unig, yn fy ngeiriau fy hun ac yn yr iaith yr ysgrifennais hwy ynddi; nid ydynt wedi'u cyfieithu.",
      expect.stringMatching(/^This letter is not part of my will/),
      'My messages and my reasons below are given once, in my own words and in the language in which I wrote them; they are not translated.',
    ]);
    // A letter in one language has no such sentence: nothing is repeated there.
    expect(draftWill({ ...will, willLanguage: 'cy' }, TODAY).letterOfWishes!.notice).not.toContain('unwaith');
    expect(draftWill({ ...will, willLanguage: 'en' }, TODAY).letterOfWishes!.notice).not.toContain('given once');
  });
});
