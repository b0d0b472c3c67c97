import { afterEach, describe, expect, it } from 'vitest';
import { installContentLanguage } from '../i18n/localised-content';
import type { Language } from '../i18n/language';
import { answersByStep } from './answers-by-step';
import { CHARITY, FRIEND, completeWill } from '../will/fixtures/will-fixtures';
import type { Will } from '../will/will';

/** A complete will with every kind of answer the record words: funeral wishes, an expected marriage, a fallback. */
const fullWill = (): Will => ({
  ...completeWill(),
  maritalStatus: { id: 5, description: 'Engaged', needPartner: true, comc: true },
  residueFallback: { type: 'charities', charities: [CHARITY] },
  trustAge: 25,
  replacementExecutors: [FRIEND],
  funeralWishes: { funeralType: 'other', funeralTypeOther: 'A green burial', finalRestingPlace: 'Aberystwyth', additionalWishes: ['Sing Calon Lân'] },
});
const lines = (will: Will, language?: Language) =>
  Object.fromEntries(answersByStep(will, language).map((s) => [s.title, s.rows.map((r) => `${r.label}: ${r.value}`)]));

let uninstall = () => {};
afterEach(() => uninstall());
const readerIn = (language: Language) => (uninstall = installContentLanguage({ language: () => language }));

describe('answersByStep in a language', () => {
  it('reads the whole record in Welsh for a Welsh reader: labels, step titles, catalogue values, the forms’ options and dates', () => {
    readerIn('cy');
    expect(lines(fullWill())).toEqual({
      'Amdanoch chi': [
        'Enw: Ms. Jane Smith',
        'Dyddiad geni: 1 Ionawr 1980',
        'Cyfeiriad: 1 High Street, Leeds, LS1 1AA',
        'Rhif ffôn: 07700 900000',
        'Statws priodasol: Wedi dyweddïo',
        "Ewyllys a wnaed gan ragweld y briodas neu'r bartneriaeth sifil: Ie",
      ],
      Teulu: ['Partner: John Smith', 'Plentyn: Amy Smith, ganwyd 5 Mai 2015', 'Plentyn: Ben Smith, ganwyd 1 Ionawr 2000', 'Anifail anwes: Rex (Ci)', 'Person arall: Sam Jones'],
      Gwarcheidwaid: ['Gwarcheidwaid Amy Smith: John Smith, Sam Jones', 'Gwarcheidwaid Rex: Sam Jones'],
      'Asedau ariannol': ['Cyfrif(on) banc: Barclays', "Eiddo: 1 High Street, Leeds, LS1 1AA; morgais: Oes; perchnogaeth: Rwy'n berchen arno ar y cyd â rhywun arall"],
      Ystad: [
        "Rhannu'r ystad: Canrannau a ddewiswyd",
        "John Smith: 50%; os byddan nhw'n marw o'ch blaen: Eu plant",
        "Ben Smith: 40%; os byddan nhw'n marw o'ch blaen: Pobl benodol: Sam Jones",
        'Dogs Trust: 10%',
        "Os bydd pob rhodd o'r ystad yn methu: Elusennau: Dogs Trust",
        'Yr oedran y mae buddiolwr ifanc yn etifeddu: 25',
      ],
      Ysgutorion: ['Math o ysgutorion: Ffrindiau a theulu', 'Ysgutorion: John Smith, Ben Smith', 'Ysgutorion wrth gefn: Sam Jones'],
      'Dymuniadau angladd': ['Angladd: Rhywbeth arall: A green burial', 'Man gorffwys olaf: Aberystwyth', 'Dymuniad: Sing Calon Lân'],
      Rhoddion: ['Swm o arian: £500 i Sam Jones; nodyn: For a holiday', 'Casgliad o eitemau: All of my books i Ben Smith, Dogs Trust'],
      'Dymuniadau eraill': [],
    });
  });

  it('gives the kind of funeral as the form offered it, "Something else" with the arrangements described', () => {
    const funeral = lines(fullWill(), 'en')['Funeral wishes'];
    expect(funeral).toEqual(['Funeral: Something else: A green burial', 'Final resting place: Aberystwyth', 'Wish: Sing Calon Lân']);
    expect(lines({ ...fullWill(), funeralWishes: { funeralType: 'cremated' } }, 'en')['Funeral wishes']).toEqual(['Funeral: Cremation']);
  });

  it('reads in the language asked whatever the reader’s: the legal team’s console in English', () => {
    readerIn('cy');
    const english = lines(fullWill(), 'en');
    expect(english['About You']).toContain('Marital status: Engaged');
    expect(english['About You']).toContain('Date of birth: 1 January 1980');
    expect(english.Financial).toContain('Property: 1 High Street, Leeds, LS1 1AA; mortgage: Yes; ownership: I own jointly with someone else');
    expect(english.Estate).toContain('If every gift of the estate fails: Charities: Dogs Trust');
    uninstall();
    readerIn('en');
    expect(lines(fullWill(), 'cy').Teulu).toContain('Anifail anwes: Rex (Ci)');
  });

  it('names a dangling id with the placeholder in the record’s language', () => {
    const will = { ...completeWill(), executors: [{ type: 'person' as const, uuid: '99999999-9999-4999-8999-999999999999' }] };
    expect(lines(will, 'cy').Ysgutorion).toContain('Ysgutorion: [rhywun nad yw yn yr ewyllys mwyach]');
  });
});
