import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { lookupResultLabel } from '../../engine/will/about-you/address';
import { normalisePostcode } from '../../engine/will/about-you/postcode';
import { ApiError } from '../api/client';
import { errorAria } from './error-aria';
import { fillCopy, type WidgetCopy } from './widget-copy';
import type { AddressLookupResult } from './wizard-context';

type LookupState =
  | { status: 'idle' }
  | { status: 'searching'; postcode: string }
  | { status: 'done'; postcode: string; labels: string[] }
  | { status: 'failed' }
  | { status: 'refused'; message: string };

type Props = {
  /** Id of the postcode input: the field's own id while this part is the one to focus. */
  postcodeId: string;
  /** Prefix for the ids and radio name of the results. */
  idPrefix: string;
  name: string;
  value: string;
  text: WidgetCopy['address'];
  disabled: boolean;
  autocomplete: boolean;
  rawErrors: string[] | undefined;
  lookupAddresses(postcode: string): Promise<AddressLookupResult>;
  onPick(label: string): void;
};

/** The status line for a lookup; empty while idle so the live region exists before it first speaks. */
function statusText(state: LookupState, text: WidgetCopy['address']): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'searching':
      return fillCopy(text.searching, { postcode: state.postcode });
    case 'failed':
      return text.lookupFailed;
    case 'refused':
      return state.message;
    case 'done':
      return fillCopy(state.labels.length ? text.resultsFor : text.noResultsFor, { postcode: state.postcode });
  }
}

/**
 * Postcode input, 'Find Address' button (disabled while the postcode is blank), a polite live status line and the
 * results as radio buttons (SPEC 4.3). Only the latest lookup's answer is shown.
 */
export function AddressLookup(props: Props) {
  const { postcodeId, idPrefix, text, disabled, value } = props;
  const [postcode, setPostcode] = useState('');
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const latest = useRef(0);

  useEffect(
    () => () => {
      // Answers arriving after unmount are dropped.
      latest.current += 1;
    },
    [],
  );

  const find = async () => {
    const typed = postcode.trim();
    if (!typed) return;
    const query = normalisePostcode(typed) ?? typed;
    const request = ++latest.current;
    setState({ status: 'searching', postcode: query });
    try {
      const answer = await props.lookupAddresses(query);
      if (request !== latest.current) return;
      setState({
        status: 'done',
        postcode: answer.postcode,
        labels: answer.items.map((i) => lookupResultLabel(i.summaryline)),
      });
    } catch (error) {
      if (request !== latest.current) return;
      // A postcode the server refuses (422) shows its reason ("Enter a valid postcode"), not the outage message.
      if (error instanceof ApiError && error.status === 422 && error.body.message) setState({ status: 'refused', message: error.body.message });
      // Any other failure is the message the user sees; the server logs the cause.
      else setState({ status: 'failed' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter looks the postcode up instead of submitting the step.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  };

  const status = statusText(state, text);
  return (
    <div className="ww-address__lookup">
      <div className="ww-field">
        <label className="ww-label" htmlFor={postcodeId}>
          {text.postcodeLabel}
        </label>
        <div className="ww-address__search">
          <input
            className="ww-input ww-input--width-10"
            id={postcodeId}
            name={`${props.name}-lookup-postcode`}
            type="text"
            autoComplete={props.autocomplete ? 'postal-code' : 'off'}
            value={postcode}
            disabled={disabled}
            {...errorAria(postcodeId, props.rawErrors)}
            onChange={(event) => setPostcode(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="ww-button ww-button--secondary"
            disabled={disabled || postcode.trim() === ''}
            onClick={() => void find()}
          >
            {text.findAddress}
          </button>
        </div>
      </div>
      <p
        className={state.status === 'failed' || state.status === 'refused' ? 'ww-address__status ww-address__status--error' : 'ww-address__status'}
        role="status"
      >
        {status}
      </p>
      {state.status === 'done' && state.labels.length > 0 && (
        <fieldset className="ww-fieldset ww-address__results">
          <legend className="ww-legend">{text.resultsLegend}</legend>
          <div className="ww-radios">
            {state.labels.map((label, index) => (
              <div className="ww-radios__item" key={`${index}-${label}`}>
                <input
                  className="ww-radios__input"
                  type="radio"
                  id={`${idPrefix}-result-${index}`}
                  name={`${props.name}-result`}
                  checked={value === label}
                  disabled={disabled}
                  onChange={() => props.onPick(label)}
                />
                <label className="ww-radios__label" htmlFor={`${idPrefix}-result-${index}`}>
                  {label}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
