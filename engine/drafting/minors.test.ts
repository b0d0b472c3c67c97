import { describe, expect, it } from 'vitest';
import type { EstateShare } from '../will';
import { AMY, BEN, castWill, clauseOf, SAM } from './fixtures/clause-wills';

const TEXT =
  'If anyone becomes entitled to a gift or a share under this will while they are under 18, my Executors will hold it on trust for them until they reach 18. Until then, my Executors may use any of the income or capital for their maintenance, education or benefit, or pay it to their parent or guardian, whose receipt is a complete discharge to my Executors.';
const share = (uuid: string, substituteType: EstateShare['substituteType']): EstateShare => ({
  amount: 1,
  beneficiary: { type: 'person', uuid },
  substituteType,
  substitutes: substituteType === 'specific_people' ? [SAM] : [],
});

describe('beneficiaries under 18', () => {
  it('holds the gift of a beneficiary under 18 on trust', () => {
    expect(clauseOf(castWill({ gifts: [{ type: 'money', itemDesc: '100', beneficiaries: [AMY] }] }), 'minors')).toEqual(['4. Beneficiaries under 18', TEXT]);
  });

  it('applies when a share may pass to a beneficiary’s children', () => {
    expect(clauseOf(castWill({ estate: [share(BEN, 'their_children')], estate_split_type: 'equally' }), 'minors')?.[1]).toBe(TEXT);
  });

  it('is absent when every beneficiary is an adult and no share passes to children', () => {
    expect(clauseOf(castWill({ estate: [share(BEN, 'specific_people')], estate_split_type: 'equally' }), 'minors')).toBeNull();
  });
});
