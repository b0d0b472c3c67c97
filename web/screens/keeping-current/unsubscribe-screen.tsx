import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { unsubscribe } from '../../api/keep-current-api';
import { useDocumentTitle } from '../../ui/document-title';
import copy from '../../../schemas/copy/keeping-current.json';
import './keeping-current.css';

// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const text = () => copy.unsubscribe;

/**
 * /will/unsubscribe?u=…&token=…, the check-in email's link: no sign-in needed. It asks before it acts, so a mail
 * scanner that opens links never turns anyone's check-ins off.
 */
export default function UnsubscribeScreen() {
  useDocumentTitle(text().title);
  const [params] = useSearchParams();
  const [state, setState] = useState<'asking' | 'done' | 'refused'>('asking');
  const [busy, setBusy] = useState(false);
  const stop = async () => {
    setBusy(true);
    try {
      await unsubscribe(params.get('u') ?? '', params.get('token') ?? '');
      setState('done');
    } catch {
      setState('refused');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page keeping-current">
      <h1>{text().title}</h1>
      {state === 'asking' && (
        <>
          <p>{text().intro}</p>
          <button type="button" className="button" disabled={busy} onClick={() => void stop()}>
            {text().button}
          </button>
        </>
      )}
      <p role="status">{state === 'done' ? text().done : state === 'refused' ? text().invalid : ''}</p>
      {state !== 'asking' && <Link to="/will/account">{copy.account.title}</Link>}
    </div>
  );
}
