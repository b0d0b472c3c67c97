import { FieldError } from '../ui/field-error';
import type { ReactNode } from 'react';
import './confirm-group.css';

/** The id of a confirmation's statements, which its box is described by. */
export const statementsId = (id: string) => `${id}-statements`;

/**
 * What a box to tick confirms, around it: a fieldset whose legend names it, its text and points (the statements the
 * box is described by), and its error above the box. The checkbox widget draws one for `ui:options.legend`; the mirror
 * accept page draws the joint instructions so.
 */
export function ConfirmGroup({ id, legend, text, points = [], error, children }: { id: string; legend: string; text?: string; points?: readonly string[]; error?: string; children: ReactNode }) {
  return (
    <fieldset className={error ? 'ww-confirm ww-confirm--error' : 'ww-confirm'}>
      <legend className="ww-confirm__legend">{legend}</legend>
      <div id={statementsId(id)}>
        {text && <p>{text}</p>}
        {points.length > 0 && (
          <ul>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
      {children}
    </fieldset>
  );
}
