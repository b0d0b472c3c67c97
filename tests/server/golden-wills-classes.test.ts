/**
 * Golden wills for classes and gifts that say what the user means: each will is drafted, drawn to PDF and read back
 * with poppler's pdftotext, and checked for the clauses that must and must not appear in the will, the signing guide
 * and the letter of wishes, and for the draft checks that must fire.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { DraftDocument } from '../../engine/drafting/draft-document';
import { draftWill } from '../../engine/drafting/draft-will';
import { CLASSES_TODAY, CLASSES_WILLS, cohabitingFatherWithStepchild } from '../../engine/drafting/fixtures/golden-classes';
import { documentLayout } from '../../server/services/pdf/pdf-document';
import { letterOfWishesSpec } from '../../server/services/pdf/render-letter-of-wishes-pdf';
import { renderDocuments } from '../../server/services/pdf/render-documents';
import { signingGuideSpec } from '../../server/services/pdf/render-signing-guide-pdf';
import { willSpec } from '../../server/services/pdf/render-will-pdf';
import { expectWellLaidOut, flat, pdfReader } from './golden-pdf';

const reader = pdfReader('golden-classes-');
afterAll(() => reader.cleanUp());

/** A page's text without its running footer (name, page number, initials box), so a sentence reads on across pages. */
function body(page: string): string {
  return page
    .split('\n')
    .filter((line) => !/Page \d+ of \d+|^\s*Initials\s*$/.test(line))
    .join('\n');
}

/** The will, the signing guide and the letter of wishes as drawn, each as one line of text. */
async function textOf(draft: DraftDocument): Promise<{ will: string; guide: string; letter: string | null }> {
  const docs = await renderDocuments(draft);
  const read = (pdf: Uint8Array) => flat(reader.readBack(pdf).pages.map(body).join(' '));
  return { will: read(docs.will), guide: read(docs.guide), letter: docs.letter ? read(docs.letter) : null };
}

const draftOf = (will: ReturnType<(typeof CLASSES_WILLS)[keyof typeof CLASSES_WILLS]>) => draftWill(will, CLASSES_TODAY, { draft: false });

/** The names the guide lists as people who must not witness the will. */
const witnessesToAvoid = (draft: DraftDocument) =>
  draft.signingInstructions.steps.find((s) => s.heading === 'Who must not be a witness')!.paragraphs.flatMap((p) => p.items ?? []).map((i) => i.text);

describe.each(Object.entries(CLASSES_WILLS))('golden will: %s', (_name, make) => {
  const draft = draftOf(make());

  it('lays out the will, the signing guide and any letter of wishes by the page rules', () => {
    expectWellLaidOut(documentLayout(draft, willSpec(draft)));
    expectWellLaidOut(documentLayout(draft, signingGuideSpec(draft)));
    if (draft.letterOfWishes) expectWellLaidOut(documentLayout(draft, letterOfWishesSpec(draft, draft.letterOfWishes)));
  });

  it('never gives a single beneficiary a "share", nor lets a failed trust gift pass "as if they had died before me"', async () => {
    const { will } = await textOf(draft);
    expect(will).not.toContain('as if they had died before me');
    if (draft.clauses.find((c) => c.kind === 'residuary')!.paragraphs.some((p) => p.text.startsWith('I give my Residuary Estate to '))) {
      expect(will).not.toMatch(/'s share passes/);
    }
    // IHTA 1984 s.211: the residue bears only the tax on what passes under the will.
    expect(will).toContain('the inheritance tax payable on my death on the property that passes under this will');
    expect(will).toContain('is to be borne by that property and not by my Residuary Estate (section 211 of the Inheritance Tax Act 1984)');
  });
});

describe('golden wills: classes, charities, pets and a deliberate omission', () => {
  it('a cohabiting father with a stepchild: "my children" names her; two gifts of money to his sister add up; the engraved watch reads right', async () => {
    const draft = draftOf(cohabitingFatherWithStepchild());
    const { will, guide, letter } = await textOf(draft);
    expect(will).toContain('except that “my children” and “our children” include my stepchild Ella Brennan of 7 Station Road, Harrogate, HG1 1AA, as if they were my own children.');
    expect(will).toContain('If Kate Louise Brennan dies before me, I give my Residuary Estate to my children who survive me, in equal shares.');
    expect(will).not.toContain("Kate Louise Brennan's share");
    const gifts = draft.clauses.find((c) => c.kind === 'gifts')!;
    expect(will).toContain(`I give £500 to Joanne Hughes, in addition to the gift in clause ${gifts.number}.1.`);
    expect(will).toContain('I give my watch, engraved with my initials, to Leo Hughes.');
    expect(letter).toContain('With my gift of my watch, engraved with my initials, to Leo Hughes:');
    expect(letter).not.toContain('My stepchildren');
    expect(witnessesToAvoid(draft)).toEqual(expect.arrayContaining(['Ella Brennan', 'Kate Louise Brennan', 'Joanne Hughes', 'Leo Hughes']));
    expect(guide).toContain('Ella Brennan');
    expect(draft.warnings).toEqual([]);
  });

  it('the same father leaving his stepdaughter out: the legal class in the will, the choice recorded in the letter only', async () => {
    const draft = draftOf(cohabitingFatherWithStepchild(false));
    const { will, letter } = await textOf(draft);
    expect(will).toContain('the class includes adopted children but not stepchildren. If one of those children dies before me');
    expect(will).not.toContain('Ella Brennan');
    expect(letter).toContain('My stepchildren');
    expect(letter).toContain('I have chosen that the class does not include my stepchild Ella Brennan. This is deliberate and not an oversight.');
  });

  it('a civil partner leaving half to charities: the hand-entered charity blocks delivery and may go to a similar charity; the guide on conversion', async () => {
    const draft = draftOf(CLASSES_WILLS.civilPartnerWithCharities());
    const { will, guide } = await textOf(draft);
    expect(will).toContain('25% to Oxfam (registered charity number 202918)');
    expect(will).toContain('25% to Harrogate Community Garden');
    expect(will).not.toMatch(/Harrogate Community Garden \(registered/);
    expect(will).toContain(
      'A gift in this will to Harrogate Community Garden is to the organisation of that name or, if it is not a charity at my death, to such charity with similar purposes as my Executors choose.',
    );
    expect(will).not.toMatch(/Oxfam is to the organisation of that name/);
    expect(draft.warnings).toEqual([expect.objectContaining({ code: 'charityWithoutNumber', blocking: true, step: 'estate' })]);
    expect(guide).toContain('convert your civil partnership into a marriage, that does not revoke this will');
    expect(guide).toContain('section 9(6) of the Marriage (Same Sex Couples) Act 2013');
    expect(witnessesToAvoid(draft)).toEqual(['Samira Patel', 'Owen Price']);
  });

  it('engaged, expecting a civil partnership, with a dog on a rehoming scheme: one event, s.18B(3), the dog to the scheme’s charity then a friend', async () => {
    const draft = draftOf(CLASSES_WILLS.engagedWithPetsOnScheme());
    const { will, guide } = await textOf(draft);
    expect(draft.clauses.find((c) => c.kind === 'marriage')!.heading).toBe('Expected civil partnership');
    expect(will).toContain(
      'I make this will expecting to form a civil partnership with Daniel Okafor of 7 Station Road, Harrogate, HG1 1AA. I intend that this will shall not be revoked by the formation of my civil partnership with Daniel Okafor, and that every gift in it takes effect whether or not the civil partnership is formed.',
    );
    expect(will).not.toMatch(/expecting to marry|marry, or to form/);
    expect(guide).toContain('This will says that you expect to form a civil partnership with Daniel Okafor, so forming it will not revoke this will (section 18B(3) of the Wills Act 1837).');
    expect(guide).not.toContain('section 18(3)');
    expect(will).toContain('I give my dog Bramble to Dogs Trust under its rehoming scheme known as the Canine Care Card (reference CCC-778812)');
    expect(will).toContain(
      'If Dogs Trust does not take Bramble under that scheme within three months of my death, I give Bramble instead to Priya Natarajan of 21 Park Lane, Bradford, BD1 1AA, and I ask Priya Natarajan to look after Bramble.',
    );
    expect(will).toContain('I give my cat Miso to Mark Ashdown, and I ask Mark Ashdown to look after Miso.');
    expect(will).not.toMatch(/care plan|plan's provider/);
    // The fallback carer and the substitute are among the people who must not witness the will.
    expect(witnessesToAvoid(draft)).toEqual(expect.arrayContaining(['Priya Natarajan', 'Mark Ashdown', 'Daniel Okafor']));
    expect(guide).toContain("A witness's husband, wife or civil partner must not be any of them either.");
  });

  it('divorced, leaving out his son: charities his Executors choose in place of the intestacy rules, the omission stated, the reason in the letter only', async () => {
    const draft = draftOf(CLASSES_WILLS.divorcedLeavesOutSon());
    const { will, guide, letter } = await textOf(draft);
    expect(will).toContain('If the gifts of all of my Residuary Estate fail, I give it to such charities as my Executors choose, in the shares they decide.');
    expect(will).toContain('Anyone who might have expected to benefit from my estate and is not given anything by this will has been left out deliberately.');
    expect(will).not.toMatch(/intestacy|Daniel Ward|fifteen years|well provided for/);
    expect(will).toContain('If Ruth Ward dies before me, I give my Residuary Estate to Ruth Ward\'s children who survive me, in equal shares.');
    expect(will).toContain('If they die after me but before reaching 18, it passes to their children who are alive at their death, in equal shares;');
    expect(letter).toContain('Why I have left someone out of my will');
    expect(letter).toContain('My son Daniel Ward, because we have not spoken for fifteen years and he is well provided for.');
    expect(guide).toContain('Divorce, or the dissolution of a civil partnership, does not revoke your will');
    expect(guide).not.toContain('Daniel Ward');
    expect(draft.warnings).toEqual([]);
  });

  it('a widowed user is not told about divorce', async () => {
    const will = { ...CLASSES_WILLS.divorcedLeavesOutSon(), maritalStatus: { id: 6 as const, comc: null } };
    const { guide } = await textOf(draftOf(will));
    expect(guide).toContain('Marriage and civil partnership');
    expect(guide).not.toContain('Divorce, or the dissolution');
  });
});
