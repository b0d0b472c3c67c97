import type { StepLoaded } from '../../steps/binding/step-document';
import type { Will } from '../../will/will';
import { knownPartnerEmail } from './partner-email';
import { partnerNameOf } from './partner-name';
import { sentInvitations } from './sent-invitations';

/**
 * What the invitation form starts with: the partner Family names, and the email address the user already gave for
 * them (engine/products/mirror/partner-email.ts); what is not known is left unanswered.
 */
export function mirrorInviteAnswers(loaded: StepLoaded | undefined, will: Will): Record<string, unknown> {
  const partner = partnerNameOf(will);
  const email = partner ? knownPartnerEmail(will, partner, sentInvitations(loaded)) : '';
  return { ...(partner ? { name: partner } : {}), ...(email ? { email } : {}) };
}
