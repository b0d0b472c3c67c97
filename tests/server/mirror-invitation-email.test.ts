import { describe, expect, it } from 'vitest';
import { mirrorInvitationEmail } from '../../server/services/mail/mirror-invitation-email';

const values = { partnerName: 'Sarah Jane Price', inviterName: 'David Price', startUrl: 'https://willwriter.example/will/mirror/accept?token=t', discountPercentage: 25 };

describe('mirrorInvitationEmail', () => {
  it('says it is a mirror will, from whom, and what it starts with and what it does not', () => {
    const mail = mirrorInvitationEmail('sarah@example.com', values);
    expect(mail.subject).toBe('David Price has invited you to make a mirror will');
    expect(mail.text).toContain('Dear Sarah Jane Price,');
    expect(mail.text).toContain('David Price has been writing their will with Will Writer and has invited you to make a mirror will');
    for (const line of ['- Your family: your partner, children, other people and pets', '- The guardians chosen for your children', '- Your estate: who inherits and their substitutes', '- Your executors']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('not their gifts, their funeral and other wishes, their messages or their letter of wishes');
    expect(mail.text).toContain('25% off');
    for (const part of [mail.subject, mail.text, mail.html ?? '']) expect(part).not.toMatch(/\{\w+\}/);
    expect(mail.html?.match(/href=/g)).toHaveLength(1);
  });

  it("says 'Your partner' for an inviter's name that fails the person-name rule, and refuses a bad partner's name", () => {
    const mail = mirrorInvitationEmail('sarah@example.com', { ...values, inviterName: 'David\r\nBcc: x@example.com' });
    expect(mail.subject).toBe('Your partner has invited you to make a mirror will');
    expect(mail.text).not.toContain('Bcc');
    expect(() => mirrorInvitationEmail('sarah@example.com', { ...values, partnerName: '<b>Sarah</b>' })).toThrow(/person-name rule/);
  });
});
