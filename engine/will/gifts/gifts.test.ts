import { describe, it, expect } from 'vitest';
import { CHARITY, FRIEND, completeWill } from '../fixtures/will-fixtures';
import { removeGift, saveGift, type GiftDraft } from './gifts';

const draft = (type: GiftDraft['type'], beneficiaries: string[] = []): GiftDraft => ({ type, itemDesc: 'My ', moreInfo: null, beneficiaries });

describe('gifts', () => {
  it('a gift with an index is updated, otherwise added; removal by index', () => {
    const gift = { ...draft('vehicle', [FRIEND]), itemDesc: 'My car' };
    expect(saveGift(completeWill(), { gift }).gifts).toHaveLength(3);
    expect(saveGift(completeWill(), { gift, index: 1 }).gifts?.[1]?.itemDesc).toBe('My car');
    expect(removeGift(completeWill(), 0).gifts).toHaveLength(1);
    expect(() => saveGift(completeWill(), { gift, index: 7 })).toThrow();
    expect(() => saveGift(completeWill(), { gift: draft('oneoff') })).toThrow();
    expect(() => saveGift(completeWill(), { gift: draft('money', [FRIEND, CHARITY]) })).toThrow();
  });
});
