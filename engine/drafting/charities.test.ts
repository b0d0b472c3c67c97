import { describe, expect, it } from 'vitest';
import type { EstateShare } from '../will';
import { BEN, castWill, clauseOf, DOGS_TRUST, SAM } from './fixtures/clause-wills';

const RECEIPT = 'The receipt of the treasurer, or of another officer authorised to give receipts, of a charity that benefits under this will is a complete discharge to my Executors.';
const CHANGE =
  'If, when a gift to a charity takes effect, the charity has changed its name, merged with another charity or transferred its work to another charity, the gift is to the charity that then carries on its work. If it has ceased to exist and no charity carries on its work, my Executors will give the gift to one or more charities whose purposes are as close as possible to its purposes.';

describe('gifts to charities', () => {
  it('has the receipt clause and the changed-charity clause when a charity has a residuary share', () => {
    const estate: EstateShare[] = [{ amount: 1, beneficiary: { type: 'charity', uuid: DOGS_TRUST } }];
    const lines = clauseOf(castWill({ estate, estate_split_type: 'equally' }), 'charities');
    expect(lines).toEqual(['5. Gifts to charities', `5.1 ${RECEIPT}`, `5.2 ${CHANGE}`]);
  });

  it('applies to a charity that is only a gift beneficiary or a substitute', () => {
    expect(clauseOf(castWill({ gifts: [{ type: 'money', itemDesc: '50', beneficiaries: [DOGS_TRUST] }] }), 'charities')).not.toBeNull();
    const estate: EstateShare[] = [{ amount: 1, beneficiary: { type: 'children', uuid: BEN }, substituteType: 'specific_charities', substitutes: [DOGS_TRUST] }];
    expect(clauseOf(castWill({ estate, estate_split_type: 'equally' }), 'charities')).not.toBeNull();
  });

  it('is absent when no charity benefits, even if the will lists charities', () => {
    expect(clauseOf(castWill({ gifts: [{ type: 'money', itemDesc: '50', beneficiaries: [SAM] }] }), 'charities')).toBeNull();
  });
});
