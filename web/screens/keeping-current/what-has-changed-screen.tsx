import { FieldError } from '../../ui/field-error';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LIFE_EVENTS, revokesWill, stepsToRevisit, type LifeEvent } from '../../../engine/products/keeping-current/life-events';
import { stepRoute } from '../../../engine/dashboard/dashboard-cards';
import { interpolate } from '../../../engine/steps/interpolate';
import { useDocumentTitle } from '../../ui/document-title';
import copy from '../../../schemas/copy/keeping-current.json';
import './keeping-current.css';

// Read at each use: a content file's nested texts are in the language of the moment (engine/i18n/localised-content.ts).
const text = () => copy.whatChanged;

/**
 * /will/what-has-changed, linked from My Will once a will is delivered and from the yearly check-in email: the user
 * ticks what has happened and the page lists the steps of the will to look at again, each with why, and says when
 * the change is a new will (marriage revokes one).
 */
export default function WhatHasChangedScreen() {
  useDocumentTitle(text().title);
  const [ticked, setTicked] = useState<LifeEvent[]>([]);
  const [shown, setShown] = useState<LifeEvent[] | null>(null);
  const [error, setError] = useState('');
  const toggle = (event: LifeEvent, on: boolean) => setTicked((now) => (on ? [...now, event] : now.filter((e) => e !== event)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(ticked.length === 0 ? text().none : '');
    setShown(ticked.length === 0 ? null : LIFE_EVENTS.filter((event) => ticked.includes(event)));
  };
  return (
    <div className="page keeping-current">
      <h1>{text().title}</h1>
      <p>{text().intro}</p>
      <form onSubmit={submit} noValidate>
        <fieldset className="ww-fieldset" aria-describedby={error ? 'what-changed-error' : undefined}>
          <legend className="ww-legend">{text().legend}</legend>
          <FieldError id="what-changed-error" role="alert">{error}</FieldError>
          <div className="ww-choices">
            {LIFE_EVENTS.map((event) => (
              <div key={event} className="ww-choice">
                <input id={`event-${event}`} className="ww-choice__input" type="checkbox" checked={ticked.includes(event)} onChange={(e) => toggle(event, e.target.checked)} />
                <label className="ww-choice__label" htmlFor={`event-${event}`}>
                  {text().events[event]}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button">
          {text().show}
        </button>
      </form>
      {shown && (
        <section className="keeping-current__result" aria-labelledby="what-changed-result" aria-live="polite">
          <h2 id="what-changed-result">{text().resultTitle}</h2>
          {revokesWill(shown) && <p className="keeping-current__warning">{text().revokes}</p>}
          <ul className="keeping-current__steps">
            {stepsToRevisit(shown).map(({ step, events }) => (
              <li key={step.id}>
                <Link to={stepRoute(step.id)}>{interpolate(text().open, { step: step.title })}</Link>
                <p className="field__hint">{interpolate(text().because, { events: events.map((event) => text().events[event]).join('; ') })}</p>
              </li>
            ))}
          </ul>
          <p>{text().afterChanges}</p>
        </section>
      )}
      <p>
        <Link to="/will/dashboard">{text().back}</Link>
      </p>
    </div>
  );
}
