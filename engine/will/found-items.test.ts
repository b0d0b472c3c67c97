import { describe, expect, it } from 'vitest';
import { withFoundItems } from './found-items';
import type { SourceItem } from '../steps/step-sources';

const OXFAM: SourceItem = { uuid: 'oxfam', kind: 'charity', label: 'Oxfam' };

describe('withFoundItems', () => {
  it('lists a found record after the items, and one named as an item already as that item', () => {
    const found = [
      { uuid: 'new-1', name: 'Cancer Research UK' },
      { uuid: 'new-2', name: ' oxfam ' },
    ];
    expect(withFoundItems([OXFAM], found)).toEqual({
      items: [OXFAM, { uuid: 'new-1', kind: 'charity', label: 'Cancer Research UK' }],
      foundBy: { 'new-1': ['new-1'], oxfam: ['new-2'] },
    });
  });

  it('is the items alone when nothing was found', () => {
    expect(withFoundItems([OXFAM], [])).toEqual({ items: [OXFAM], foundBy: {} });
  });
});
