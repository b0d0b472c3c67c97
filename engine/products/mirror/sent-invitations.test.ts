import { describe, expect, it } from 'vitest';
import { openInvitations, sentInvitations } from './sent-invitations';
import { mirrorInviteAnswers } from './mirror-invite-answers';
import { completeWill, TODAY } from '../../will/fixtures/will-fixtures';
import { predicateHolds } from '../../steps/step-predicates';

const sent = (status: string, email = 'john@example.com', createdAt = '2026-11-20T10:00:00Z') => ({ id: `${status}-${email}`, name: 'John Smith', email, status, createdAt });

describe('the mirror invitations the invitation step loaded', () => {
  it('reads the invitations listed, leaving out anything of another shape', () => {
    expect(sentInvitations({ invitations: [sent('pending'), sent('sent'), { id: 'x' }] })).toEqual([sent('pending')]);
    expect(sentInvitations(undefined)).toEqual([]);
  });

  it('open ones are pending or accepted; mirror.invitationOpen holds while there is one', () => {
    const all = [sent('pending'), sent('accepted'), sent('withdrawn'), sent('expired')];
    expect(openInvitations(sentInvitations({ invitations: all })).map((i) => i.status)).toEqual(['pending', 'accepted']);
    const open = (invitations: unknown[]) => predicateHolds('mirror.invitationOpen', { will: completeWill(), today: TODAY, loaded: { invitations } });
    expect(open([sent('withdrawn')])).toBe(false);
    expect(open([sent('withdrawn'), sent('accepted')])).toBe(true);
  });

  it('the form starts with the partner Family names and the address given before for them', () => {
    expect(mirrorInviteAnswers({ invitations: [sent('withdrawn', 'old@example.com')] }, completeWill())).toEqual({ name: 'John Smith', email: 'old@example.com' });
    expect(mirrorInviteAnswers({ invitations: [] }, completeWill())).toEqual({ name: 'John Smith' });
    expect(mirrorInviteAnswers({ invitations: [] }, { ...completeWill(), partner: null })).toEqual({});
  });

  it('mirror.sharing holds while the form agrees to share', () => {
    expect(predicateHolds('mirror.sharing', { will: completeWill(), today: TODAY, data: { consent: true } })).toBe(true);
    expect(predicateHolds('mirror.sharing', { will: completeWill(), today: TODAY, data: { consent: false } })).toBe(false);
  });
});
