import { describe, expect, it } from 'vitest';
import { CHARITY, FRIEND, PARTNER, TODAY, completeWill } from '../fixtures/will-fixtures';
import type { Gift, Will } from '../will';
import { removeGiftOperation, saveGiftOperation } from './gift-operations';

/** A will whose gift list holds `gifts`, as the gift form wrote it (before `gifts.save` types and checks it). */
const willWith = (...gifts: Partial<Gift>[]): Will => ({ ...completeWill(), gifts: gifts as Gift[] });
const input = (index: string, arg?: string) => ({ params: { index }, today: TODAY, ...(arg ? { arg } : {}) });

describe('gifts.save', () => {
  it('types the gift written at {index} and keeps the others', () => {
    const will = willWith({ type: 'money', itemDesc: '10', beneficiaries: [FRIEND] }, { itemDesc: 'All of my books', beneficiaries: [FRIEND, CHARITY] });
    const result = saveGiftOperation(will, input('1', 'collection'));
    expect(result.ok && result.will.gifts).toEqual([will.gifts![0], { itemDesc: 'All of my books', type: 'collection', beneficiaries: [FRIEND, CHARITY] }]);
  });

  it('refuses a second beneficiary of money with the SPEC 5 info modal', () => {
    const result = saveGiftOperation(willWith({ itemDesc: '500', beneficiaries: [FRIEND, PARTNER] }), input('0', 'money'));
    expect(result).toEqual({
      ok: false,
      alert: {
        title: 'You made a mistake',
        text: 'You can only have a gift of money to one beneficiary at a time. Please add separate gifts for each beneficiary.',
      },
    });
    expect(saveGiftOperation(willWith({ itemDesc: '500', beneficiaries: [CHARITY] }), input('0', 'money')).ok).toBe(true);
  });

  it('refuses a gift with no beneficiary, one naming nobody in the will, or no gift at {index}', () => {
    expect(saveGiftOperation(willWith({ itemDesc: 'My car', beneficiaries: [] }), input('0', 'vehicle')).ok).toBe(false);
    expect(saveGiftOperation(willWith({ itemDesc: 'My car', beneficiaries: ['0a0a0a0a-0000-4000-8000-000000000999'] }), input('0', 'vehicle')).ok).toBe(false);
    expect(saveGiftOperation(willWith(), input('0', 'vehicle')).ok).toBe(false);
  });

  it('throws for a type that is not a gift type (a content error)', () => {
    expect(() => saveGiftOperation(willWith({ itemDesc: 'x', beneficiaries: [FRIEND] }), input('0', 'boat'))).toThrow(/gift type/);
  });
});

describe('gifts.remove', () => {
  it('takes the gift at {index} off the list; refuses an index with no gift', () => {
    const will = willWith({ type: 'oneoff', itemDesc: 'My watch', beneficiaries: [FRIEND] }, { type: 'money', itemDesc: '5', beneficiaries: [CHARITY] });
    const result = removeGiftOperation(will, input('0'));
    expect(result.ok && result.will.gifts).toEqual([will.gifts![1]]);
    expect(removeGiftOperation(will, input('2')).ok).toBe(false);
  });
});
