import { describe, expect, it } from 'vitest';
import { draftWill } from './draft-will';
import { draftText } from './draft-text';
import { castWill, SAM, TODAY } from './fixtures/clause-wills';
import { typeset } from './typography';

describe('one quotation-mark style', () => {
  it('turns straight and single quotation marks into the copy’s curly double marks, keeping apostrophes straight', () => {
    expect(typeset('My "lucky" watch')).toBe('My “lucky” watch');
    expect(typeset("My 'lucky' watch")).toBe('My “lucky” watch');
    expect(typeset('My ‘lucky’ watch')).toBe('My “lucky” watch');
    expect(typeset('"Quoted" at the start')).toBe('“Quoted” at the start');
    expect(typeset('Grandma’s ring and the Joneses’ clock')).toBe("Grandma's ring and the Joneses' clock");
    expect(typeset("Grandma's ring, 'the best' one")).toBe("Grandma's ring, “the best” one");
    expect(typeset('In this will, “my Executors” means')).toBe('In this will, “my Executors” means');
    expect(typeset("records from the '90s")).toBe("records from the '90s");
  });

  it('applies through the will, its signing guide and the letter of wishes', () => {
    const will = castWill({
      executors: [{ type: 'person', uuid: SAM }],
      gifts: [{ type: 'oneoff', itemDesc: 'My "lucky" watch', moreInfo: "Wear it 'always'.", beneficiaries: [SAM] }],
      funeralWishes: { funeralType: 'burial', finalRestingPlace: null, additionalWishes: ['Play ‘Jerusalem’'] },
    });
    const text = draftText(draftWill(will, TODAY));
    expect(text).toContain('my “lucky” watch');
    expect(text).toContain('Play “Jerusalem”');
    expect(text).toContain('Wear it “always”.');
    expect(text).not.toMatch(/["‘]/);
  });

  it('applies to the notes printed on a draft', () => {
    const will = castWill({ executors: [{ type: 'person', uuid: SAM }], gifts: [{ type: 'money', itemDesc: '"lots"', beneficiaries: [SAM] }] });
    expect(draftWill(will, TODAY).warnings.map((w) => w.message)).toContain('A gift of money (“lots”) does not have a valid amount, so it is not in your will.');
  });
});
