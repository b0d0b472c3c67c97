import { describe, expect, it } from 'vitest';
import { clausesFedBy } from './clauses-fed-by';
import { LARGE_WILL_TODAY, largeWill } from './fixtures/large-will';

describe('clausesFedBy', () => {
  it('finds the clauses each section feeds', () => {
    const will = largeWill();
    expect(clausesFedBy(will, LARGE_WILL_TODAY, 'funeralWishes')).toEqual(['funeral']);
    expect(clausesFedBy(will, LARGE_WILL_TODAY, 'gifts')).toContain('gifts');
    expect(clausesFedBy(will, LARGE_WILL_TODAY, 'estate')).toContain('residuary');
    expect(clausesFedBy(will, LARGE_WILL_TODAY, 'userInfo')).toEqual(expect.arrayContaining(['opening', 'attestation']));
    expect(clausesFedBy(will, LARGE_WILL_TODAY, 'noSuchSection')).toEqual([]);
  });
});
