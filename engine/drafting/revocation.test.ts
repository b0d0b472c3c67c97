import { describe, expect, it } from 'vitest';
import { emptyWill } from '../will/will';
import { castWill, clauseOf } from './fixtures/clause-wills';

describe('revocation', () => {
  it('revokes all earlier wills and codicils, as clause 2 of every will', () => {
    expect(clauseOf(castWill(), 'revocation')).toEqual(['2. Revocation', 'I revoke all my earlier wills and codicils.']);
    expect(clauseOf(emptyWill(), 'revocation')).toEqual(['2. Revocation', 'I revoke all my earlier wills and codicils.']);
  });
});
