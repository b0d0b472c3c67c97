import { describe, expect, it } from 'vitest';
import type { EstateShare } from '../will/will';
import { draftWill } from './draft-will';
import { BEN, castWill, clauseBody, clauseOf, DOGS_TRUST, HOSPICE, SAM, TODAY } from './fixtures/clause-wills';

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

  // A charity typed in by hand may not be a registered charity, or a charity at all at the death: the gift goes to a
  // charity with similar purposes rather than failing, and the reviewer must identify it before delivery.
  it('for a charity added by hand without a number: a gift to a charity with similar purposes, and a blocking check', () => {
    const estate: EstateShare[] = [{ amount: 1, beneficiary: { type: 'charity', uuid: HOSPICE } }];
    const will = castWill({ estate, estate_split_type: 'equally', gifts: [{ type: 'money', itemDesc: '50', beneficiaries: [DOGS_TRUST] }] });
    expect(clauseBody(will, 'charities')).toEqual([
      RECEIPT,
      'I have not given a registered charity number for Leeds Hospice. A gift in this will to Leeds Hospice is to the organisation of that name or, if it is not a charity at my death, to such charity with similar purposes as my Executors choose.',
      CHANGE,
    ]);
    const check = draftWill(will, TODAY).warnings.find((w) => w.code === 'charityWithoutNumber')!;
    expect(check).toMatchObject({ blocking: true, step: 'estate' });
    expect(check.message).toContain('Leeds Hospice has no registered charity number');
    expect(draftWill({ ...will, estate: [] , estate_split_type: undefined }, TODAY).warnings.map((w) => w.code)).not.toContain('charityWithoutNumber');
  });
});
