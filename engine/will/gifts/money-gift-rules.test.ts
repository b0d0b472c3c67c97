import { describe, expect, it } from 'vitest';
import { ADULT_CHILD, FRIEND, completeWill } from '../fixtures/will-fixtures';
import { saveGiftOperation } from '../operations/gift-operations';
import { saveGift } from './gifts';
import { giftErrors } from '../validation/gift-rules';
import { moneyGiftPounds, moneyGiftProblems } from './money-gift-rules';

const RULE = 'You can only have a gift of money to one beneficiary at a time. Please add separate gifts for each beneficiary.';

describe('a gift of money (SPEC 5), written once', () => {
  it('reads pounds as typed, and refuses what is not a positive amount', () => {
    expect(['250', '£1,000.50', ' 3 ', '0', '-5', '1.234', 'ten', ''].map(moneyGiftPounds)).toEqual([250, 1000.5, 3, null, null, null, null, null]);
  });

  it('names one beneficiary at a time, and a positive amount', () => {
    expect(moneyGiftProblems({ type: 'money', itemDesc: '250', beneficiaries: ['a'] })).toEqual([]);
    expect(moneyGiftProblems({ type: 'money', itemDesc: 'lots', beneficiaries: ['a', 'b'] })).toEqual(['moneyGiftAmount', 'moneyGiftOneBeneficiary']);
    expect(moneyGiftProblems({ type: 'oneoff', itemDesc: 'My watch', beneficiaries: ['a', 'b'] })).toEqual([]);
  });

  it('the stored-will check, the save operation and the gift store refuse a second beneficiary in the catalogue’s words', () => {
    const will = completeWill();
    const gift = { type: 'money' as const, itemDesc: '250', beneficiaries: [FRIEND, ADULT_CHILD] };
    expect(giftErrors({ ...will, gifts: [gift] })).toEqual({ 'will.gifts.0.beneficiaries': [RULE] });
    const refused = saveGiftOperation({ ...will, gifts: [gift] }, { params: { index: '0' }, arg: 'money' } as never);
    expect(refused).toMatchObject({ ok: false, alert: { title: 'You made a mistake', text: RULE } });
    expect(() => saveGift(will, { gift })).toThrow();
  });
});
