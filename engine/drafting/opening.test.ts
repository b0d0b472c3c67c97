import { describe, expect, it } from 'vitest';
import { castWill, clauseOf } from './fixtures/clause-wills';

describe('opening declaration', () => {
  it('names the testator with their address as clause 1', () => {
    expect(clauseOf(castWill(), 'opening')).toEqual(['1. Declaration', 'This is the last will of me, Jane Smith, of 1 High Street, Leeds, LS1 1AA.']);
  });

  it('leaves out a missing address, and shows a placeholder for a missing name', () => {
    const will = castWill({ userInfo: { fullName: '  ', address: '' } });
    expect(clauseOf(will, 'opening')).toEqual(['1. Declaration', 'This is the last will of me, [your full name].']);
  });

  it('trims the name and address as typed', () => {
    const will = castWill({ userInfo: { fullName: ' Jane  Smith ', address: ' 1 High Street ' } });
    expect(clauseOf(will, 'opening')?.[1]).toBe('This is the last will of me, Jane  Smith, of 1 High Street.');
  });
});
