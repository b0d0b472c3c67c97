/**
 * Golden Welsh and bilingual wills: a Welsh family's will drafted in Welsh, and in Welsh and English clause after
 * clause, drawn to PDF with the shipped fonts and read back with poppler's pdftotext. The Welsh attestation and
 * signing instructions, Welsh dates and money, every Welsh letter drawn, the names and addresses as typed, the
 * bilingual prevails clause, and the mark of a draft while the Welsh wording awaits approval.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { DraftDocument } from '../../engine/drafting/draft-document';
import { draftWill } from '../../engine/drafting/draft-will';
import { WELSH, WELSH_TODAY, welshFamily } from '../../engine/drafting/fixtures/golden-welsh';
import { fixtureUuid } from '../../engine/drafting/fixtures/large-will';
import type { Will } from '../../engine/will/will';
import { GOLDEN_TODAY, GOLDEN_WILLS } from '../../engine/drafting/fixtures/golden-wills';
import { documentLayout } from '../../server/services/pdf/pdf-document';
import { parsedFonts } from '../../server/services/pdf/pdf-fonts';
import { renderDocuments } from '../../server/services/pdf/render-documents';
import { willSpec } from '../../server/services/pdf/render-will-pdf';
import { expectWellLaidOut, flat, pdfReader } from './golden-pdf';

const reader = pdfReader('golden-welsh-');
const PET = fixtureUuid(499);
afterAll(reader.cleanUp);

async function documents(draft: DraftDocument) {
  const docs = await renderDocuments(draft);
  const read = (pdf: Uint8Array) => flat(reader.readBack(pdf).pages.join(' '));
  return { will: read(docs.will), guide: read(docs.guide), letter: docs.letter ? read(docs.letter) : null };
}

const ATTESTATION_CY =
  "Llofnododd Siân Gwenllïan ap Dafydd yr ewyllys hon yn ein presenoldeb ni, a'r ddau ohonom yn bresennol ar yr un pryd, ac yna llofnododd pob un ohonom hi ym mhresenoldeb Siân Gwenllïan ap Dafydd.";
const ATTESTATION_EN =
  'Siân Gwenllïan ap Dafydd signed this will in our presence, both of us being present at the same time, and each of us then signed it in the presence of Siân Gwenllïan ap Dafydd.';
const PREVAILS_CY = "Bwriedir i'r ddau destun fod â'r un ystyr; os ydynt yn wahanol, neu os gellir darllen y naill neu'r llall mewn mwy nag un ffordd, y testun Saesneg sy'n drech.";
const PREVAILS_EN = 'The two texts are intended to have the same meaning; if they differ, or if either can be read in more than one way, the English text prevails.';
const NAMES = ['Siân Gwenllïan ap Dafydd', 'Rhûn Llŷr Owen', 'Noël Schäfer', 'Gwên Dôn Pritchard', 'Gwydion ap Dafydd', "Tŷ'r Ysgol, Heol y Bont, Llanbedr Pont Steffan, SA48 7AA", '5 Maes yr Ŵyn, Llandysul, SA44 4AA'];

describe('the fonts embedded in every will', () => {
  it('have a glyph for every Welsh letter, in regular and bold, the rarer grave and acute forms included', () => {
    const letters = [...'ŵŷâêîôûïëäáéíóúàèìòùẁẃẅỳýÿ'].flatMap((ch) => [ch, ch.toUpperCase()]);
    for (const [weight, font] of Object.entries(parsedFonts()) as [string, { hasGlyphForCodePoint: (code: number) => boolean }][]) {
      expect(letters.filter((ch) => !font.hasGlyphForCodePoint(ch.codePointAt(0)!)), weight).toEqual([]);
    }
  });
});

describe('a will in Welsh', () => {
  const draft = draftWill(welshFamily('cy'), WELSH_TODAY, { draft: false });

  it('states the attestation and the Wills Act 1837 s.9 signing steps in Welsh', async () => {
    const { will, guide } = await documents(draft);
    expect(will).toContain('Ewyllys Olaf Siân Gwenllïan ap Dafydd');
    expect(will).toContain(ATTESTATION_CY);
    expect(will).toContain("Y person sy'n gwneud yr ewyllys hon: Siân Gwenllïan ap Dafydd");
    for (const label of ['Tyst cyntaf', 'Ail dyst', 'Llofnod', 'Dyddiad', 'Enw llawn', 'Cyfeiriad', 'Galwedigaeth']) expect(will).toContain(label);
    expect(will).not.toContain('signed this will');
    expect(guide).toContain("A'r ddau dyst yn bresennol ar yr un pryd, llofnodwch eich ewyllys yn y blwch llofnod ar ddiwedd yr ewyllys");
    expect(guide).toContain("Rhaid i'r ddau dyst eich gweld yn llofnodi.");
    expect(guide).toContain('Rhaid iddynt lofnodi yn eich presenoldeb chi');
    expect(guide).toContain('Ni chaiff tyst, na gŵr, gwraig na phartner sifil tyst, fod yn fuddiolwr o dan eich ewyllys. Os ydynt, bydd eu rhodd yn methu.');
  });

  it('writes dates and money in Welsh and the names and addresses as typed', async () => {
    const { will, letter } = await documents(draft);
    expect(will).toContain('fy mhlentyn, Gwydion ap Dafydd (a aned ar 5 Mawrth 2017)');
    expect(will).toContain("Yr wyf yn rhoi £1,500 i'r buddiolwr hwn: Gwên Dôn Pritchard.");
    expect(will).toContain('yr wyf yn penodi Gwên Dôn Pritchard yn warcheidwad');
    for (const name of NAMES) expect(will).toContain(name);
    expect(letter).toContain('Llythyr dymuniadau Siân Gwenllïan ap Dafydd');
    expect(letter).toContain('Diolch am bob gêm.');
  });

  it('draws every Welsh letter: the circumflex and diaeresis vowels and the digraphs', async () => {
    const { will, guide, letter } = await documents(draft);
    const text = `${will} ${guide} ${letter}`;
    for (const letter of ['ŵ', 'ŷ', 'â', 'ê', 'î', 'ô', 'û', 'ï', 'ë', 'ä', 'Ŵ']) expect(text, letter).toContain(letter);
    for (const word of ['chwaith', 'Ddeddf', 'ffioedd', 'ngoroesi', 'llofnodi', 'phartner', 'rhodd', 'treth']) expect(text, word).toContain(word);
  });

  it('is marked a draft awaiting the approval of its Welsh wording, however it is asked for', async () => {
    expect(draft.draft).toBe(true);
    expect(draft.pendingWelsh.map((p) => p.key)).toContain('clauses.attestation.text');
    const { will } = await documents(draft);
    expect(will).toContain("Drafft i'w wirio yw hwn. Peidiwch â'i lofnodi");
    expect(will).toContain("Mae'r ewyllys hon yn defnyddio geiriad Cymraeg nad yw ein tîm cyfreithiol wedi'i gymeradwyo eto");
    expectWellLaidOut(documentLayout(draft, willSpec(draft)));
  });
});

describe('a will in Welsh and English', () => {
  const draft = draftWill(welshFamily('bilingual'), WELSH_TODAY, { draft: false });
  const english = draftWill(welshFamily('en'), WELSH_TODAY, { draft: false });

  it('gives each clause in Welsh then in English under one number, and says the English prevails', async () => {
    const { will, guide } = await documents(draft);
    expect(will).toContain('Ewyllys Olaf Siân Gwenllïan ap Dafydd / Last Will of Siân Gwenllïan ap Dafydd');
    expect(will).toContain('1. Datganiad / Declaration');
    expect(will).toContain(PREVAILS_CY);
    expect(will).toContain(PREVAILS_EN);
    expect(will.indexOf(ATTESTATION_CY)).toBeLessThan(will.indexOf(ATTESTATION_EN));
    expect(will).toContain('Llofnod / Signature');
    expect(will).toContain('Tyst cyntaf / First witness');
    expect(draft.clauses.map((c) => c.kind)).toEqual(english.clauses.map((c) => c.kind));
    expect(guide).toContain('Sut i lofnodi eich ewyllys / How to sign your will');
    expect(guide).toContain('With both witnesses present at the same time, sign your will');
    for (const name of NAMES) expect(will).toContain(name);
    expectWellLaidOut(documentLayout(draft, willSpec(draft)));
  });
});

describe("each document's language, for a screen reader", () => {
  // The PDF catalogue's /Lang entry: a Welsh will and a bilingual one (Welsh comes first) are Welsh, an English one English.
  const catalogueLanguage = (pdf: Uint8Array) => /\/Lang \(([^)]*)\)/.exec(Buffer.from(pdf).toString('latin1'))?.[1];
  it.each([
    ['cy', 'cy-GB'],
    ['bilingual', 'cy-GB'],
    ['en', 'en-GB'],
  ] as const)('is %s → %s in every document drafted from the will', async (language, lang) => {
    const docs = await renderDocuments(draftWill(welshFamily(language), WELSH_TODAY, { draft: false }));
    expect([docs.will, docs.guide, docs.letter].filter((pdf) => pdf !== null).map(catalogueLanguage)).toEqual([lang, lang, lang]);
  });
});

describe('the words a Welsh user typed', () => {
  // The Welsh form's starter text and its hint for personal possessions (schemas/cy/catalogue/gift-types.json,
  // schemas/cy/steps/gifts-collection.json), a pet, and the user's own messages and reason for leaving someone out.
  const typed = (willLanguage: Will['willLanguage']): Will => {
    const will = welshFamily(willLanguage);
    return {
      ...will,
      gifts: [...will.gifts!, { type: 'collection', itemDesc: "Fy holl eiddo personol fel y'u diffinnir gan adran 55 o Ddeddf Gweinyddu Ystadau", moreInfo: null, beneficiaries: [WELSH.sister] }],
      pets: { [PET]: { name: 'Mot', type: 'dog', hasPetCarePlan: false } },
      guardians: { ...will.guardians, [PET]: [WELSH.sister] },
      estate: will.estate!.map((share) => ({ ...share, message: 'Diolch am bopeth, cariad.' })),
      otherWishes: { wish: null, disinherit: 'Fy nghefnder Dai, sydd wedi cael ei siâr eisoes.' },
    };
  };

  it('are read as Welsh in a Welsh will: the starter text in lower case, personal possessions defined by section 55, the pet in Welsh', async () => {
    const { will } = await documents(draftWill(typed('cy'), WELSH_TODAY, { draft: false }));
    expect(will).toContain("Yr wyf yn rhoi fy nghrys tîm rygbi Cymru a'r bêl a lofnodwyd i'r buddiolwr hwn: Noël Schäfer");
    expect(will).toContain("Yr wyf yn rhoi fy holl eiddo personol i'r buddiolwr hwn: Gwên Dôn Pritchard.");
    expect(will).toContain('Yn y cymal hwn, ystyr fy “eiddo personol” yw fy sieteli personol fel y\'u diffinnir gan adran 55(1)(x) o Ddeddf Gweinyddu Ystadau 1925');
    expect(will).not.toContain('Ddeddf Gweinyddu Ystadau i\'r buddiolwr');
    expect(will).toContain('fy anifail anwes, Mot (ci)');
    expect(will).not.toMatch(/\bdog\b/);
  });

  it('close a description that ends in a Welsh clause with a comma, in the will and the letter of wishes', async () => {
    // The Welsh words for a clause (schemas/cy/copy/description-clauses.json): "wedi'i hysgythru" (engraved).
    const will = welshFamily('cy');
    const watch = { type: 'oneoff' as const, itemDesc: "Fy oriawr, wedi'i hysgythru â'm llythrennau", moreInfo: 'Gwisga hi bob dydd.', beneficiaries: [WELSH.sister] };
    const { will: text, letter } = await documents(draftWill({ ...will, gifts: [watch] }, WELSH_TODAY, { draft: false }));
    expect(text).toContain("Yr wyf yn rhoi fy oriawr, wedi'i hysgythru â'm llythrennau, i'r buddiolwr hwn: Gwên Dôn Pritchard.");
    expect(letter).toContain("Gyda fy rhodd, sef fy oriawr, wedi'i hysgythru â'm llythrennau, i'r");
  });

  it('are given once in the bilingual letter of wishes, after the lead-in in both languages, which says they are not translated', async () => {
    const { letter } = await documents(draftWill(typed('bilingual'), WELSH_TODAY, { draft: false }));
    const once = (text: string) => letter!.split(text).length - 1;
    for (const words of ['Diolch am bopeth, cariad.', 'Diolch am bob gêm.', 'Fy nghefnder Dai, sydd wedi cael ei siâr eisoes.']) expect(once(words), words).toBe(1);
    expect(letter).toContain("Rhoddir fy negeseuon a'm rhesymau isod unwaith yn unig, yn fy ngeiriau fy hun ac yn yr iaith yr ysgrifennais hwy ynddi; nid ydynt wedi'u cyfieithu.");
    expect(letter).toContain('My messages and my reasons below are given once, in my own words and in the language in which I wrote them; they are not translated.');
    // Each lead-in in Welsh, then in English, then the words (the page's DRAFFT mark may fall between them in the text).
    const order = ["I'r person hwn, sy'n cael cyfran o fy ystad: Rhûn Llŷr Owen", 'To Rhûn Llŷr Owen, who shares in my estate:', 'Diolch am bopeth, cariad.', 'Gyda fy rhodd, sef fy nghrys', 'With my gift of fy nghrys', 'Diolch am bob gêm.'];
    expect(order.map((text) => letter!.indexOf(text))).toEqual(order.map((text) => letter!.indexOf(text)).sort((a, b) => a - b));
    expect(order.every((text) => letter!.includes(text))).toBe(true);
    expect(letter!.indexOf('I have deliberately made no provision')).toBeLessThan(letter!.indexOf('Fy nghefnder Dai'));
  });
});

describe('an English will', () => {
  it('is drafted as before: no Welsh, no approval awaited, the same document with or without the choice stored', async () => {
    const will = GOLDEN_WILLS.marriedWithChildren();
    const unchosen = draftWill(will, GOLDEN_TODAY, { draft: false });
    expect(draftWill({ ...will, willLanguage: 'en' }, GOLDEN_TODAY, { draft: false })).toEqual(unchosen);
    expect(unchosen).toMatchObject({ language: 'en', pendingWelsh: [], draft: false });
    const { will: text } = await documents(unchosen);
    expect(text).toContain('This is the last will of me, David Owen Price, of 12 Acacia Avenue, Leeds, LS6 2AB.');
    expect(text).toContain('David Owen Price signed this will in our presence, both of us being present at the same time');
    expect(text).not.toMatch(/Datganiad|DRAFFT|English text prevails/);
  });
});
