import { useEffect, useState } from 'react';
import { fetchCheckIns, saveCheckIns } from '../../api/keep-current-api';
import copy from '../../../schemas/copy/keeping-current.json';

// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const text = () => copy.account;

/** The account page's check-in emails: whether they are on, and a button to turn them off or on again. */
export function CheckInsSection() {
  const [on, setOn] = useState<boolean | null>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    fetchCheckIns().then((answer) => setOn(answer.checkIns), (error: Error) => setMessage(error.message));
  }, []);
  const change = async () => {
    try {
      setOn((await saveCheckIns(!on)).checkIns);
      setMessage(text().saved);
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  return (
    <section className="account__section" aria-labelledby="account-check-ins">
      <h2 id="account-check-ins">{text().title}</h2>
      {on !== null && <p>{on ? text().on : text().off}</p>}
      {on !== null && (
        <button type="button" className="button button--secondary" onClick={() => void change()}>
          {on ? text().turnOff : text().turnOn}
        </button>
      )}
      <p role="status" className="account__status">
        {message}
      </p>
    </section>
  );
}
