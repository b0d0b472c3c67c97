import { describe, expect, it } from 'vitest';
import type { EstateShare, Will } from '../will/will';
import { draftWill } from './draft-will';
import { ANN, BEN, castWill, clauseBody, clauseOf, DOGS_TRUST, HOSPICE, PARTNER, SAM, TODAY, TOM } from './fixtures/clause-wills';

const DEFINITION =
  'My Executors will pay my debts, my funeral expenses, the expenses of administering my estate and the inheritance tax payable on my death on the property that passes under this will, and will give effect to the gifts in this will. Everything else I own, wherever it is, is “my Residuary Estate”.';
// IHTA 1984 s.211: the residue bears only the tax on what passes under the will; other property bears its own.
const OTHER_PROPERTY_TAX =
  'Inheritance tax on property that does not pass under this will (such as property I own jointly that passes to the other owner by survivorship, pension funds chargeable to inheritance tax on my death, and gifts I made in my lifetime) is to be borne by that property and not by my Residuary Estate (section 211 of the Inheritance Tax Act 1984).';
const SHARE_FAILS =
  'If the gift of a share of my Residuary Estate fails, and any gift this clause makes in its place fails too, that share is added to the shares whose gifts have not failed, in proportion to their size.';
const ALL_FAIL_FAMILY =
  'If the gifts of all of my Residuary Estate fail, it passes to the people who would inherit it under the intestacy rules (section 46 of the Administration of Estates Act 1925) as if I had died without a will.';
const LAST_RESORT =
  'If that gift fails too, my Residuary Estate passes to the people who would inherit it under the intestacy rules (section 46 of the Administration of Estates Act 1925) as if I had died without a will.';

function share(uuid: string, amount: number, substituteType: EstateShare['substituteType'] = null, substitutes: string[] = []): EstateShare {
  const type = uuid === DOGS_TRUST || uuid === HOSPICE ? 'charity' : uuid === BEN ? 'children' : 'person';
  return { amount, beneficiary: { type, uuid }, entryType: 'manual', substituteType, substitutes };
}

const estate = (split: Will['estate_split_type'], ...shares: EstateShare[]) => castWill({ estate: shares, estate_split_type: split });

describe('residuary estate', () => {
  // The named person is named again rather than "them"; a single beneficiary has no "share", so the substitute
  // gift is of the whole Residuary Estate; who the children are is defined once, in the definitions clause; the
  // estate never reaches intestacy by accident.
  it('to one beneficiary, whose children take if they die first, then the family under the intestacy rules', () => {
    expect(clauseOf(estate('equally', share(SAM, 1, 'their_children')), 'residuary')).toEqual([
      '4. My Residuary Estate',
      `4.1 ${DEFINITION}`,
      `4.2 ${OTHER_PROPERTY_TAX}`,
      '4.3 I give my Residuary Estate to Sam Jones of 2 Low Road, York, YO1 1AA.',
      "4.4 If Sam Jones dies before me, I give my Residuary Estate to Sam Jones's children who survive me, in equal shares.",
      `4.5 ${ALL_FAIL_FAMILY}`,
    ]);
  });

  it('in equal shares, with the remaining beneficiaries and a specific person as substitutes, and a charity needing none', () => {
    const will = estate('equally', share(SAM, 1 / 3, 'remaining_beneficiaries'), share(ANN, 1 / 3, 'specific_people', [TOM]), share(DOGS_TRUST, 1 / 3));
    expect(clauseBody(will, 'residuary')).toEqual([
      DEFINITION,
      OTHER_PROPERTY_TAX,
      'I give my Residuary Estate in equal shares to:',
      '  (a) Sam Jones of 2 Low Road, York, YO1 1AA',
      '  (b) Ann Lee of 3 Hill Top, Bath, BA1 1AA',
      '  (c) Dogs Trust (registered charity number 227523)',
      "If Sam Jones dies before me, Sam Jones's share is added to the other shares of my Residuary Estate, in proportion to the size of those shares.",
      "If Ann Lee dies before me, Ann Lee's share passes to Tom Green of 4 Park Lane, Leeds, LS2 2BB.",
      SHARE_FAILS,
      ALL_FAIL_FAMILY,
    ]);
  });

  it('in percentages, with a specific charity as substitute and charities without a registered number named plainly', () => {
    const will = estate('manually', share(PARTNER, 60, 'their_children'), share(BEN, 30, 'specific_charities', [DOGS_TRUST]), share(HOSPICE, 10));
    expect(clauseBody(will, 'residuary')).toEqual([
      DEFINITION,
      OTHER_PROPERTY_TAX,
      'I give my Residuary Estate in the following shares:',
      '  (a) 60% to John Smith of 1 High Street, Leeds, LS1 1AA',
      '  (b) 30% to my child Ben Smith of 9 Other Street, Hull, HU1 1AA',
      '  (c) 10% to Leeds Hospice',
      "If John Smith dies before me, John Smith's share passes to John Smith's children who survive me, in equal shares.",
      "If Ben Smith dies before me, Ben Smith's share passes to Dogs Trust (registered charity number 227523).",
      SHARE_FAILS,
      ALL_FAIL_FAMILY,
    ]);
  });

  it("lists several specific substitutes, who share equally if they survive ('other' is a percentage split too)", () => {
    const will = estate('other', share(SAM, 50, 'specific_people', [ANN, TOM]), share(BEN, 50, 'remaining_beneficiaries'));
    expect(clauseBody(will, 'residuary')?.slice(5, 8)).toEqual([
      "If Sam Jones dies before me, Sam Jones's share passes in equal shares to those of the following who survive me:",
      '  (a) Ann Lee of 3 Hill Top, Bath, BA1 1AA',
      '  (b) Tom Green of 4 Park Lane, Leeds, LS2 2BB',
    ]);
    const charities = estate('other', share(SAM, 50, 'specific_charities', [DOGS_TRUST, HOSPICE]), share(BEN, 50, 'remaining_beneficiaries'));
    expect(clauseBody(charities, 'residuary')?.[5]).toBe("If Sam Jones dies before me, Sam Jones's share passes in equal shares to:");
  });

  it('to one beneficiary, with named substitutes: the whole Residuary Estate passes to them, never "X\'s share"', () => {
    expect(clauseBody(estate('equally', share(SAM, 1, 'specific_people', [ANN])), 'residuary')![3]).toBe(
      'If Sam Jones dies before me, I give my Residuary Estate to Ann Lee of 3 Hill Top, Bath, BA1 1AA.',
    );
    const many = clauseBody(estate('equally', share(SAM, 1, 'specific_people', [ANN, TOM])), 'residuary')!;
    expect(many[3]).toBe('If Sam Jones dies before me, I give my Residuary Estate in equal shares to those of the following who survive me:');
    const charities = clauseBody(estate('equally', share(SAM, 1, 'specific_charities', [DOGS_TRUST, HOSPICE])), 'residuary')!;
    expect(charities[3]).toBe('If Sam Jones dies before me, I give my Residuary Estate in equal shares to:');
    for (const body of [many, charities]) expect(body.join('\n')).not.toContain("Sam Jones's share");
  });

  it('writes a lone share under 100% as a percentage, and leaves out an incomplete substitute choice', () => {
    expect(clauseBody(estate('manually', share(SAM, 60, 'remaining_beneficiaries')), 'residuary')).toEqual([
      DEFINITION,
      OTHER_PROPERTY_TAX,
      'I give my Residuary Estate in the following shares:',
      '  (a) 60% to Sam Jones of 2 Low Road, York, YO1 1AA',
      ALL_FAIL_FAMILY,
    ]);
    expect(clauseBody(estate('manually', share(SAM, 100, 'specific_people', [])), 'residuary')).toEqual([
      DEFINITION,
      OTHER_PROPERTY_TAX,
      'I give my Residuary Estate to Sam Jones of 2 Low Road, York, YO1 1AA.',
      ALL_FAIL_FAMILY,
    ]);
  });

  it('is absent when no beneficiary is chosen', () => {
    expect(clauseOf(castWill(), 'residuary')).toBeNull();
  });
});

describe('residuary estate: the partner\'s substitutes', () => {
  const married = (type: EstateShare['substituteType']) =>
    castWill({ maritalStatus: { id: 3, comc: null }, partner: PARTNER, estate: [share(PARTNER, 1, type)], estate_split_type: 'equally' });

  it('"our children": the children of the partner and the will-writer', () => {
    const body = clauseBody(married('our_children'), 'residuary')!;
    expect(body).toContain('If John Smith dies before me, I give my Residuary Estate to our children (the children of John Smith and me) who survive me, in equal shares.');
    expect(body.join('\n')).not.toMatch(/John Smith's (children|share)/);
  });

  it('"my children": the will-writer\'s own children, never the partner\'s', () => {
    const body = clauseBody(married('my_children'), 'residuary')!;
    expect(body).toContain('If John Smith dies before me, I give my Residuary Estate to my children who survive me, in equal shares.');
    expect(body.join('\n')).not.toMatch(/John Smith's (children|share)|our children/);
  });
});

describe('residuary estate: if every gift fails', () => {
  const base = (residueFallback: Will['residueFallback']) => castWill({ estate: [share(SAM, 50, 'remaining_beneficiaries'), share(ANN, 50, 'remaining_beneficiaries')], estate_split_type: 'equally', residueFallback });

  it('the family under the intestacy rules, unanswered or chosen', () => {
    expect(clauseBody(base(undefined), 'residuary')!.slice(-2)).toEqual([SHARE_FAILS, ALL_FAIL_FAMILY]);
    expect(clauseBody(base({ type: 'family' }), 'residuary')!.slice(-2)).toEqual([SHARE_FAILS, ALL_FAIL_FAMILY]);
  });

  it('named people, sharing equally if they survive, then the intestacy rules', () => {
    expect(clauseBody(base({ type: 'people', people: [TOM, BEN] }), 'residuary')!.slice(-5)).toEqual([
      SHARE_FAILS,
      'If the gifts of all of my Residuary Estate fail, I give it in equal shares to those of the following who survive me:',
      '  (a) Tom Green of 4 Park Lane, Leeds, LS2 2BB',
      '  (b) my child Ben Smith of 9 Other Street, Hull, HU1 1AA',
      LAST_RESORT,
    ]);
    expect(clauseBody(base({ type: 'people', people: [TOM] }), 'residuary')!.slice(-2)).toEqual([
      'If the gifts of all of my Residuary Estate fail, I give it to Tom Green of 4 Park Lane, Leeds, LS2 2BB.',
      LAST_RESORT,
    ]);
  });

  it('named charities, in equal shares, with the charities clause for their receipts', () => {
    const will = base({ type: 'charities', charities: [DOGS_TRUST, HOSPICE], people: [TOM] });
    const body = clauseBody(will, 'residuary')!;
    expect(body.slice(-4)).toEqual([
      'If the gifts of all of my Residuary Estate fail, I give it in equal shares to:',
      '  (a) Dogs Trust (registered charity number 227523)',
      '  (b) Leeds Hospice',
      LAST_RESORT,
    ]);
    expect(body.join('\n')).not.toContain('Tom Green');
    expect(clauseOf(will, 'charities')).not.toBeNull();
    expect(draftWill(will, TODAY).warnings.map((w) => w.code)).toContain('charityWithoutNumber');
  });

  it('falls back to the intestacy rules, with a warning, when everyone chosen has left the will', () => {
    const will = base({ type: 'people', people: ['00000000-0000-4000-8000-00000000dead'] });
    expect(clauseBody(will, 'residuary')!.at(-1)).toBe(ALL_FAIL_FAMILY);
    expect(draftWill(will, TODAY).warnings.map((w) => w.code)).toContain('fallbackWithoutBeneficiary');
    expect(draftWill(base({ type: 'people', people: [TOM] }), TODAY).warnings.map((w) => w.code)).not.toContain('fallbackWithoutBeneficiary');
  });

  // Where the user left someone out with a reason, the intestacy rules could hand that person the estate: charities
  // the Executors choose take instead, and the will says the omission is deliberate without giving the reason.
  const leavingOut = (residueFallback: Will['residueFallback']) => ({ ...base(residueFallback), otherWishes: { wish: null, disinherit: 'My brother Keith, who had his share in my lifetime.' } });
  const EXECUTORS_CHARITIES = 'If the gifts of all of my Residuary Estate fail, I give it to such charities as my Executors choose, in the shares they decide.';
  const OMISSION = 'Anyone who might have expected to benefit from my estate and is not given anything by this will has been left out deliberately.';

  it('with someone left out on purpose, never the intestacy rules: charities the Executors choose, the omission stated', () => {
    for (const fallback of [undefined, { type: 'family' as const }]) {
      const body = clauseBody(leavingOut(fallback), 'residuary')!;
      expect(body.slice(-2)).toEqual([EXECUTORS_CHARITIES, OMISSION]);
      expect(body.join('\n')).not.toMatch(/intestacy|Keith|had his share/);
    }
    expect(clauseBody(leavingOut({ type: 'people', people: [TOM] }), 'residuary')!.slice(-3)).toEqual([
      'If the gifts of all of my Residuary Estate fail, I give it to Tom Green of 4 Park Lane, Leeds, LS2 2BB.',
      'If that gift fails too, I give my Residuary Estate to such charities as my Executors choose, in the shares they decide.',
      OMISSION,
    ]);
    expect(clauseBody(base(undefined), 'residuary')!.join('\n')).not.toContain(OMISSION);
  });

  it('no longer says "this clause does not say where it passes"', () => {
    expect(clauseBody(base(undefined), 'residuary')!.join('\n')).not.toContain('does not say where it passes');
  });
});
