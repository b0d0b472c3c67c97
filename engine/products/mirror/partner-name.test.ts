import { describe, expect, it } from 'vitest';
import type { Will } from '../../will/will';
import { partnerNameOf } from './partner-name';

describe('partnerNameOf', () => {
  const withPartner = (relation: Record<string, unknown>) => ({ partner: 'p1', relations: { p1: relation } }) as unknown as Will;

  it('names the partner the Family step chose', () => {
    expect(partnerNameOf(withPartner({ fullName: '  Sam Jones ' }))).toBe('Sam Jones');
  });

  it('is null while the partner has no name yet (a person being added), or there is no partner', () => {
    expect(partnerNameOf(withPartner({}))).toBeNull();
    expect(partnerNameOf(withPartner({ fullName: ' ' }))).toBeNull();
    expect(partnerNameOf({} as Will)).toBeNull();
  });
});
