import { describe, expect, it } from 'vitest';
import { deliveredChanges } from './delivered-changes';
import { completeWill } from './fixtures/will-fixtures';

describe('deliveredChanges', () => {
  it('is empty while the will matches the delivered one, whatever else was saved', () => {
    expect(deliveredChanges(completeWill(), completeWill())).toEqual([]);
  });

  it('names each changed section once, in step order', () => {
    const delivered = completeWill();
    const current = completeWill();
    current.otherWishes = { ...current.otherWishes, wish: 'Plant a tree for me' };
    current.userInfo = { ...current.userInfo!, phoneNumber: '07700 900001', address: '2 High Street, Leeds, LS1 1AA' };
    current.gifts = [];
    expect(deliveredChanges(delivered, current)).toEqual([
      { step: 'yourself', title: 'About You' },
      { step: 'gifts', title: 'Gifts' },
      { step: 'other_wishes', title: 'Other wishes' },
    ]);
  });
});
