import { describe, it, expect } from 'vitest';
import { CHARITY, FRIEND, completeWill } from './fixtures/will-fixtures';
import { canAddGiftBeneficiary, newGift, removeGift, saveGift, toggleGiftBeneficiary } from './gifts';

describe('gifts', () => {
  it('new gifts start with their description prefix', () => {
    expect(newGift('oneoff').itemDesc).toBe('My ');
    expect(newGift('vehicle').itemDesc).toBe('My ');
    expect(newGift('collection').itemDesc).toBe('All of my ');
    expect(newGift('money').itemDesc).toBe('');
  });

  it('toggling adds or removes a beneficiary; money allows only one', () => {
    const money = toggleGiftBeneficiary(newGift('money'), FRIEND);
    expect(money.beneficiaries).toEqual([FRIEND]);
    expect(canAddGiftBeneficiary(money)).toBe(false);
    expect(() => toggleGiftBeneficiary(money, CHARITY)).toThrow();
    expect(toggleGiftBeneficiary(money, FRIEND).beneficiaries).toEqual([]);
    const item = toggleGiftBeneficiary(toggleGiftBeneficiary(newGift('oneoff'), FRIEND), CHARITY);
    expect(item.beneficiaries).toEqual([FRIEND, CHARITY]);
  });

  it('a gift with an index is updated, otherwise added; removal by index', () => {
    const gift = { ...newGift('vehicle'), itemDesc: 'My car', beneficiaries: [FRIEND] };
    expect(saveGift(completeWill(), { gift }).gifts).toHaveLength(3);
    expect(saveGift(completeWill(), { gift, index: 1 }).gifts?.[1]?.itemDesc).toBe('My car');
    expect(removeGift(completeWill(), 0).gifts).toHaveLength(1);
    expect(() => saveGift(completeWill(), { gift, index: 7 })).toThrow();
    expect(() => saveGift(completeWill(), { gift: newGift('oneoff') })).toThrow();
    expect(() => saveGift(completeWill(), { gift: { ...newGift('money'), beneficiaries: [FRIEND, CHARITY] } })).toThrow();
  });
});
