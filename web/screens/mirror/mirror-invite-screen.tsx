import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useWill, willOf } from '../../will/will-context';
import { useToast } from '../../ui/toast';
import { Loading } from '../../ui/loading';
import { BusyButton } from '../../ui/busy-button';
import { useDocumentTitle } from '../../ui/document-title';
import { ErrorSummary } from '../../wizard/error-summary';
import { TextField } from '../account/text-field';
import { ApiError } from '../../api/client';
import { sendMirrorInvitation } from '../../api/mirror-invitation-api';
import { sendReferPartnerEmail } from '../../api/refer-partner-api';
import { partnerNameOf } from '../../../engine/products/mirror/partner-name';
import { knownPartnerEmail } from '../../../engine/products/mirror/partner-email';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/mirror.json';
import { MirrorInvitationList } from './mirror-invitation-list';
import { JointInstructions } from './joint-instructions';
import { openInvitations, useMirrorInvitations } from './use-mirror-invitations';
import './mirror.css';

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
type Errors = { name?: string; email?: string; joint?: string };

/**
 * /will/mirror/invite: invite the partner named in Family to make a mirror will. The page says what
 * would be shared and what would not, and asks for consent; with it (and the joint instructions confirmed) the
 * mirror invitation is sent, without it the plain refer-partner invitation (nothing shared). Then back to My Will.
 */
export default function MirrorInviteScreen() {
  const { state, loadError } = useWill();
  const partner = state ? partnerNameOf(willOf(state)) : null;
  const title = interpolate(copy.invite.title, { partner: partner ?? '' });
  useDocumentTitle(partner ? title : null);
  const { sent, loaded, withdraw } = useMirrorInvitations();
  if (!state || !loaded) return <Loading error={loadError} />;
  if (!partner) return <Navigate to="/will/refer-partner" replace />;
  // Opened by its address while an invitation is pending or accepted: that invitation, not a second one.
  const open = openInvitations(sent);
  if (open.length > 0)
    return (
      <div className="page page--narrow mirror">
        <h1>{title}</h1>
        <p>{interpolate(copy.invite.alreadyInvited, { partner })}</p>
        <MirrorInvitationList invitations={open} onWithdraw={(id) => void withdraw(id)} />
        <p>
          <Link to="/will/dashboard">{copy.invite.backToDashboard}</Link>
        </p>
      </div>
    );
  return <InviteForm partner={partner} title={title} knownEmail={knownPartnerEmail(willOf(state), partner, sent?.invitations ?? [])} />;
}

/** The form, starting with the partner's name from Family and the email address the user already gave for them. */
function InviteForm({ partner, title, knownEmail }: { partner: string; title: string; knownEmail: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState(partner);
  const [email, setEmail] = useState(knownEmail);
  const [consent, setConsent] = useState(false);
  const [joint, setJoint] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typedName = name.trim();
    const typedEmail = email.trim();
    const found: Errors = {
      name: typedName ? undefined : copy.invite.nameRequired,
      email: !typedEmail ? copy.invite.emailRequired : EMAIL.test(typedEmail) ? undefined : copy.invite.emailFormat,
      joint: consent && !joint ? copy.joint.inviteRequired : undefined,
    };
    setErrors(found);
    if (found.name || found.email || found.joint) return;
    setSending(true);
    try {
      const invited = { name: typedName, email: typedEmail };
      await (consent ? sendMirrorInvitation(invited) : sendReferPartnerEmail(invited));
      toast('success', interpolate(consent ? copy.invite.sentMirror : copy.invite.sentPlain, { name: typedName }));
      void navigate('/will/dashboard#mirror');
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.body.fields : undefined;
      const at = (key: string) => Object.entries(fields ?? {}).find(([path]) => path.endsWith(key))?.[1]?.[0];
      if (at('name') || at('email')) setErrors({ name: at('name'), email: at('email') });
      else toast('error', (failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  const summary = [
    errors.name && { id: 'mirror-name', message: errors.name },
    errors.email && { id: 'mirror-email', message: errors.email },
    errors.joint && { id: 'mirror-joint', message: errors.joint },
  ].filter((item) => !!item);
  return (
    <div className="page page--narrow mirror">
      <h1>{title}</h1>
      <p>{interpolate(copy.invite.intro, { partner })}</p>
      <ErrorSummary items={summary} />
      <div className="mirror__lists">
        <section aria-labelledby="mirror-shared">
          <h2 id="mirror-shared">{copy.invite.sharedHeading}</h2>
          <ul>
            {copy.invite.shared.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="mirror-not-shared">
          <h2 id="mirror-not-shared">{copy.invite.notSharedHeading}</h2>
          <ul>
            {copy.invite.notShared.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </div>
      <form className="fields" noValidate onSubmit={(event) => void submit(event)}>
        <TextField id="mirror-name" label={copy.invite.nameLabel} type="text" autoComplete="off" value={name} onChange={setName} error={errors.name} />
        <TextField id="mirror-email" label={copy.invite.emailLabel} type="email" autoComplete="off" value={email} onChange={setEmail} error={errors.email} />
        <div className="ww-check">
          <div className="ww-check__item">
            <input className="ww-check__input" type="checkbox" id="mirror-consent" checked={consent} aria-describedby="mirror-consent-hint" onChange={(e) => setConsent(e.target.checked)} />
            <label className="ww-check__label" htmlFor="mirror-consent">
              {interpolate(copy.invite.consent, { partner })}
            </label>
            <p id="mirror-consent-hint" className="ww-hint ww-check__hint">
              {copy.invite.consentHint}
            </p>
          </div>
        </div>
        {consent && <JointInstructions id="mirror-joint" checked={joint} onChange={setJoint} error={errors.joint} />}
        <div className="mirror__actions">
          <BusyButton type="submit" className="button" busy={sending}>
            {sending ? copy.invite.sending : copy.invite.send}
          </BusyButton>
          <Link className="button button--secondary" to="/will/dashboard">
            {copy.invite.cancel}
          </Link>
        </div>
      </form>
    </div>
  );
}
