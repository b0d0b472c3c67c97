import { describe, expect, it } from 'vitest';
import { itemPhrase } from './item-phrase';
import { joinList, letteredItems } from './drafting-copy';
import { longDate } from './long-date';
import { poundsInWords } from '../will/money';

describe('drafting wording helpers', () => {
  it('write pounds with thousands separators and pence only when there are some', () => {
    expect([0.5, 5, 500, 1000, 2500.5, 1234567.891].map((pounds) => poundsInWords(pounds))).toEqual(['£0.50', '£5', '£500', '£1,000', '£2,500.50', '£1,234,567.89']);
  });

  it('write dates in full, leaving an unreadable one as it is', () => {
    expect(longDate('2015-05-05')).toBe('5 May 2015');
    expect(longDate('2024-02-29')).toBe('29 February 2024');
    expect(longDate('2023-02-29')).toBe('2023-02-29');
  });

  it('join names with commas and a final "and"', () => {
    expect([[], ['A'], ['A', 'B'], ['A', 'B', 'C']].map(joinList)).toEqual(['', 'A', 'A and B', 'A, B and C']);
  });

  it('letter list items (a) to (z), then (aa)', () => {
    const labels = letteredItems(Array.from({ length: 28 }, () => 'x')).map((i) => i.label);
    expect([labels[0], labels[25], labels[26], labels[27]]).toEqual(['(a)', '(z)', '(aa)', '(bb)']);
  });

  it('read a gift description as it follows "I give"', () => {
    expect(itemPhrase('My watch')).toEqual({ item: 'my watch', personalPossessions: false });
    expect(itemPhrase('All of my books. ')).toEqual({ item: 'all of my books', personalPossessions: false });
    expect(itemPhrase('Grandma’s ring')).toEqual({ item: 'Grandma’s ring', personalPossessions: false });
    expect(itemPhrase('Myriad stamps')).toEqual({ item: 'Myriad stamps', personalPossessions: false });
    expect(itemPhrase('All of my personal possessions (as defined in s.55 AEA 1925)')).toEqual({ item: 'all of my personal possessions', personalPossessions: true });
    expect(itemPhrase('My personal chattels except my car')).toEqual({ item: 'my personal chattels except my car', personalPossessions: true });
  });
});
