import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { useWillStore } from '../../will/will-context';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { ApiError } from '../../api/client';
import { acceptMirrorInvitation } from '../../api/mirror-invitation-api';
import { signOut } from '../../api/auth-api';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/mirror.json';
import { JointInstructions } from './joint-instructions';
import './mirror.css';

type Outcome = { kind: 'accepted' } | { kind: 'refused'; message: string; otherAddress: boolean };

/**
 * /will/mirror/accept?token=...&email=..., the link of a mirror-will invitation. Signed out: sign-up or
 * sign-in, with the invited address filled in, coming back here. Signed in: the partner confirms the joint
 * instructions, then accepts once (the server prefills the empty will and records the partner discount), then the
 * way to My Will; a link for another address, expired, used or withdrawn says so in the server's words, as does an
 * unconfirmed address, until it is confirmed.
 */
export default function MirrorAcceptScreen() {
  useDocumentTitle(copy.accept.title);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const { user, loading } = useSession();

  let body;
  if (!token) body = <p role="alert">{copy.accept.missingToken}</p>;
  else if (loading) body = <Loading />;
  else if (!user) body = <SignedOut token={token} email={email} />;
  else body = <Confirming key={user.hashid} token={token} verified={user.emailVerified === true} />;
  return (
    <div className="page page--narrow mirror">
      <h1>{copy.accept.title}</h1>
      {body}
    </div>
  );
}

function SignedOut({ token, email }: { token: string; email: string }) {
  const back = `/will/mirror/accept?${new URLSearchParams(email ? { token, email } : { token })}`;
  const query = new URLSearchParams({ redirect: back, ...(email ? { email } : {}) });
  return (
    <>
      <p>{email ? interpolate(copy.accept.signedOut, { email }) : copy.accept.signedOutNoEmail}</p>
      <div className="mirror__actions">
        <Link className="button" to={`/will/register?${query}`}>
          {copy.accept.register}
        </Link>
        <Link className="button button--secondary" to={`/will/sign-in?${query}`}>
          {copy.accept.signIn}
        </Link>
      </div>
    </>
  );
}

/** The joint instructions to confirm before the invitation is accepted. */
function Confirming({ token, verified }: { token: string; verified: boolean }) {
  const [joint, setJoint] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState(false);
  // Refused while the address was unconfirmed, it asks again once the session learns the address is confirmed (in
  // another tab or on another device: session-context.tsx reads it again on the storage event and on focus).
  if (confirmed) return <Accepting key={verified ? 'confirmed' : 'unconfirmed'} token={token} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!joint) return setError(copy.joint.acceptRequired);
    setConfirmed(true);
  };
  return (
    <form noValidate onSubmit={submit}>
      <JointInstructions id="mirror-accept-joint" checked={joint} onChange={setJoint} error={error} />
      <div className="mirror__actions">
        <button type="submit" className="button">
          {copy.joint.acceptButton}
        </button>
      </div>
    </form>
  );
}

function Accepting({ token }: { token: string }) {
  const { reload } = useWillStore();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    acceptMirrorInvitation(token).then(
      async () => {
        await reload();
        setOutcome({ kind: 'accepted' });
      },
      (error: unknown) => {
        const otherAddress = error instanceof ApiError && error.status === 403 && error.body.type === 'forbidden';
        setOutcome({ kind: 'refused', message: (error as Error).message, otherAddress });
      },
    );
  }, [token, reload]);

  if (!outcome) return <Loading />;
  if (outcome.kind === 'accepted') {
    return (
      <>
        <p role="status">{copy.accept.accepted}</p>
        <Link className="button" to="/will/dashboard">
          {copy.accept.continue}
        </Link>
      </>
    );
  }
  const leave = async () => {
    await signOut().catch(() => undefined);
    await refresh();
    void navigate(`/will/mirror/accept?${new URLSearchParams(window.location.search)}`, { replace: true, state: { signingOut: true } });
  };
  return (
    <>
      <p role="alert">{outcome.message}</p>
      <div className="mirror__actions">
        {outcome.otherAddress && (
          <button type="button" className="button" onClick={() => void leave()}>
            {copy.accept.signOut}
          </button>
        )}
        <Link className={outcome.otherAddress ? 'button button--secondary' : 'button'} to="/will/dashboard">
          {copy.accept.continue}
        </Link>
      </div>
    </>
  );
}
