import copy from '../../../schemas/copy/mirror.json';

/**
 * The joint-instructions confirmation both partners of a mirror pair give (at invitation and at acceptance): the
 * three statements and one box to tick, with its error when asked and not ticked.
 */
export function JointInstructions({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  const described = [`${id}-statements`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={`mirror__joint${error ? ' mirror__joint--error' : ''}`}>
      <legend>{copy.joint.heading}</legend>
      <div id={`${id}-statements`}>
        <p>{copy.joint.intro}</p>
        <ul>
          {copy.joint.statements.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
      <div className="ww-check">
        <div className="ww-check__item">
          <input className="ww-check__input" type="checkbox" id={id} checked={checked} aria-describedby={described} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.checked)} />
          <label className="ww-check__label" htmlFor={id}>
            {copy.joint.confirm}
          </label>
        </div>
      </div>
    </fieldset>
  );
}
