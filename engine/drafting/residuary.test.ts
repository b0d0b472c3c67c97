import { describe, expect, it } from 'vitest';
import type { EstateShare, Will } from '../will';
import { ANN, BEN, castWill, clauseBody, clauseOf, DOGS_TRUST, HOSPICE, PARTNER, SAM, TOM } from './fixtures/clause-wills';

const DEFINITION =
  'My Executors will pay my debts, my funeral expenses, the expenses of administering my estate and any inheritance tax payable on my death, and will give effect to the gifts in this will. Everything else I own, wherever it is, is “my Residuary Estate”.';
const FALLBACK = 'If any share of my Residuary Estate fails and this clause does not say where it passes, it is added to the other shares that do not fail, in proportion to their size.';

function share(uuid: string, amount: number, substituteType: EstateShare['substituteType'] = null, substitutes: string[] = []): EstateShare {
  const type = uuid === DOGS_TRUST || uuid === HOSPICE ? 'charity' : uuid === BEN ? 'children' : 'person';
  return { amount, beneficiary: { type, uuid }, entryType: 'manual', substituteType, substitutes };
}

const estate = (split: Will['estate_split_type'], ...shares: EstateShare[]) => castWill({ estate: shares, estate_split_type: split });

describe('residuary estate', () => {
  it('to one beneficiary, whose children take if they die first', () => {
    expect(clauseOf(estate('equally', share(SAM, 1, 'their_children')), 'residuary')).toEqual([
      '3. My Residuary Estate',
      `3.1 ${DEFINITION}`,
      '3.2 I give my Residuary Estate to Sam Jones of 2 Low Road, York, YO1 1AA.',
      '3.3 If Sam Jones dies before me, the gift to them passes to their children who survive me, in equal shares. If a child of theirs also dies before me leaving children who survive me, those children take, in equal shares, what their parent would have had.',
    ]);
  });

  it('in equal shares, with the remaining beneficiaries and a specific person as substitutes, and a charity needing none', () => {
    const will = estate('equally', share(SAM, 1 / 3, 'remaining_beneficiaries'), share(ANN, 1 / 3, 'specific_people', [TOM]), share(DOGS_TRUST, 1 / 3));
    expect(clauseBody(will, 'residuary')).toEqual([
      DEFINITION,
      'I give my Residuary Estate in equal shares to:',
      '  (a) Sam Jones of 2 Low Road, York, YO1 1AA',
      '  (b) Ann Lee of 3 Hill Top, Bath, BA1 1AA',
      '  (c) Dogs Trust (registered charity number 227523)',
      'If Sam Jones dies before me, the gift to them is added to the other shares of my Residuary Estate, in proportion to the size of those shares.',
      'If Ann Lee dies before me, the gift to them passes to Tom Green of 4 Park Lane, Leeds, LS2 2BB.',
      FALLBACK,
    ]);
  });

  it('in percentages, with a specific charity as substitute and charities without a registered number named plainly', () => {
    const will = estate('manually', share(PARTNER, 60, 'their_children'), share(BEN, 30, 'specific_charities', [DOGS_TRUST]), share(HOSPICE, 10));
    expect(clauseBody(will, 'residuary')).toEqual([
      DEFINITION,
      'I give my Residuary Estate in the following shares:',
      '  (a) 60% to John Smith of 1 High Street, Leeds, LS1 1AA',
      '  (b) 30% to my child Ben Smith of 9 Other Street, Hull, HU1 1AA',
      '  (c) 10% to Leeds Hospice',
      'If John Smith dies before me, the gift to them passes to their children who survive me, in equal shares. If a child of theirs also dies before me leaving children who survive me, those children take, in equal shares, what their parent would have had.',
      'If Ben Smith dies before me, the gift to them passes to Dogs Trust (registered charity number 227523).',
      FALLBACK,
    ]);
  });

  it("lists several specific substitutes, who share equally ('other' is a percentage split too)", () => {
    const will = estate('other', share(SAM, 50, 'specific_people', [ANN, TOM]), share(BEN, 50, 'remaining_beneficiaries'));
    expect(clauseBody(will, 'residuary')?.slice(4, 7)).toEqual([
      'If Sam Jones dies before me, the gift to them passes in equal shares to:',
      '  (a) Ann Lee of 3 Hill Top, Bath, BA1 1AA',
      '  (b) Tom Green of 4 Park Lane, Leeds, LS2 2BB',
    ]);
  });

  it('writes a lone share under 100% as a percentage, and leaves out an incomplete substitute choice', () => {
    expect(clauseBody(estate('manually', share(SAM, 60, 'remaining_beneficiaries')), 'residuary')).toEqual([
      DEFINITION,
      'I give my Residuary Estate in the following shares:',
      '  (a) 60% to Sam Jones of 2 Low Road, York, YO1 1AA',
    ]);
    expect(clauseBody(estate('manually', share(SAM, 100, 'specific_people', [])), 'residuary')).toEqual([
      DEFINITION,
      'I give my Residuary Estate to Sam Jones of 2 Low Road, York, YO1 1AA.',
    ]);
  });

  it('is absent when no beneficiary is chosen', () => {
    expect(clauseOf(castWill(), 'residuary')).toBeNull();
  });
});
