import copy from '../../../schemas/copy/emails.json';
import { interpolate } from '../../../engine/steps/interpolate';
import { checkPersonName } from '../../../engine/will/validation/person-name';
import type { MailMessage } from './mailer';
import { textToHtml } from './emails';

export type MirrorInvitationEmail = {
  /** {partnerName}: the name the inviter typed for their partner, which must pass the person-name rule. */
  partnerName: string;
  /** {inviterName}: the inviter's account name; a name that fails the person-name rule is said as 'Your partner'. */
  inviterName: string;
  /** {startUrl}: the invitation's accept link. */
  startUrl: string;
  /** {discountPercentage}: the partner discount, a whole number. */
  discountPercentage: number;
};

/**
 * The mirror-will invitation (POST /api/mirror-invitation): says that it is a mirror will, from whom, and which
 * answers it starts with (and which it does not), in our words; the only names in it are the partner's and the
 * inviter's, each checked by the person-name rule. Throws when the partner's name fails that rule (the route checks it
 * first).
 */
export function mirrorInvitationEmail(to: string, values: MirrorInvitationEmail): MailMessage {
  const t = copy.mirrorInvitation;
  const partner = checkPersonName(values.partnerName);
  if (!partner.ok) throw new Error(`Mirror invitation refused: the partner's name fails the person-name rule (${partner.problem})`);
  const inviter = checkPersonName(values.inviterName);
  const placeholders = {
    partnerName: partner.name,
    inviterName: inviter.ok ? inviter.name : t.fallbackInviter,
    prefilled: t.prefilled.map((line) => `- ${line}`).join('\n'),
    startUrl: values.startUrl,
    discountPercentage: values.discountPercentage,
  };
  const text = interpolate(t.text, placeholders);
  return { to, subject: interpolate(t.subject, placeholders), text, html: textToHtml(text, [values.startUrl]) };
}
