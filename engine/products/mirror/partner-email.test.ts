import { describe, expect, it } from 'vitest';
import { knownPartnerEmail } from './partner-email';
import { completeWill } from '../../will/fixtures/will-fixtures';

const invitation = (email: string, createdAt: string, name = 'John Smith') => ({ name, email, createdAt });

describe('knownPartnerEmail', () => {
  it('is the address of the latest invitation to the partner of that name', () => {
    const invitations = [invitation('old@example.com', '2026-01-01T10:00:00Z'), invitation('new@example.com', '2026-02-01T10:00:00Z'), invitation('other@example.com', '2026-03-01T10:00:00Z', 'Sam Jones')];
    expect(knownPartnerEmail(completeWill(), 'John Smith', invitations)).toBe('new@example.com');
  });

  it('else the plain referral the will records for that partner, and nothing for someone else', () => {
    const will = { ...completeWill(), partnerReferred: { name: 'john smith', email: 'john@example.com' } };
    expect(knownPartnerEmail(will, 'John Smith', [])).toBe('john@example.com');
    expect(knownPartnerEmail(will, 'Sam Jones', [])).toBe('');
    expect(knownPartnerEmail(completeWill(), 'John Smith', [])).toBe('');
  });
});
