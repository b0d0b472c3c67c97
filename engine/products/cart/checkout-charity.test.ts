import { describe, expect, it } from 'vitest';
import { checkoutCharity } from './checkout-charity';
import type { PartnerCharity, Will } from '../../will/will';

const PARTNER: PartnerCharity = { id: 42, name: 'Cancer Research UK', registered_number: '1089464', logo_url: null, is_giftable: true };
const CRUK = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';
const PERSON = 'p0000000-0000-4000-8000-000000000003';

const will = (parts: Partial<Will>): Will => ({
  schemaVersion: 2,
  charity: { [CRUK]: { name: 'Cancer Research UK', regNumber: '1089464' }, [OTHER]: { name: 'Oxfam', regNumber: '202918' } },
  ...parts,
}) as Will;

describe('checkoutCharity', () => {
  it('is the partner charity when the estate leaves it a share', () => {
    const estate = [{ amount: 50, beneficiary: { type: 'charity' as const, uuid: CRUK } }];
    expect(checkoutCharity(will({ estate }), PARTNER)).toEqual({ name: 'Cancer Research UK', regNumber: '1089464' });
  });

  it('is the partner charity when a gift goes to it, found by its register id too', () => {
    const gifts = [{ type: 'money' as const, itemDesc: '500', beneficiaries: [PERSON, CRUK] }];
    expect(checkoutCharity(will({ gifts }), PARTNER)).toEqual({ name: 'Cancer Research UK', regNumber: '1089464' });
    const byId = will({ gifts, charity: { [CRUK]: { id: 42, name: 'CRUK' } } });
    expect(checkoutCharity(byId, PARTNER)).toEqual({ name: 'Cancer Research UK', regNumber: '1089464' });
  });

  it('is null when the will leaves the partner charity nothing, or there is no partner charity', () => {
    const toOther = will({ estate: [{ amount: 100, beneficiary: { type: 'charity', uuid: OTHER } }], gifts: [{ type: 'oneoff', itemDesc: 'Ring', beneficiaries: [PERSON] }] });
    expect(checkoutCharity(toOther, PARTNER)).toBeNull();
    expect(checkoutCharity(will({}), PARTNER)).toBeNull();
    expect(checkoutCharity(will({ estate: [{ amount: 100, beneficiary: { type: 'charity', uuid: CRUK } }] }), null)).toBeNull();
  });
});
