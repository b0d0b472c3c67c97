import './estate-widgets.css';
import { useRef, useState } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { setPercent, splitShares, toggleEqual } from '../../engine/will/estate/estate-split-form';
import { splitTally } from '../../engine/will/estate/split-rules';
import type { ManualAmounts } from '../../engine/will/estate/estate-split';
import type { SplitValue } from '../../engine/steps/step-views';
import { SplitPieChart, type PieSlice } from './split-pie-chart';
import { isHatched, sliceClass } from './chart-palette';
import { fillCopy, widgetCopy } from './widget-copy';
import type { WizardContext } from './wizard-context';

// To the hundredth at most, as typed: 33.5 reads 33.5%, an equal third 33.33%.
const format = (n: number) => `${Number(n.toFixed(2))}%`;

/**
 * ui:field `estateSplit` (SPEC 2.10, 4.3, 5): a whole percentage per beneficiary (clamped to 0..100; the mouse
 * wheel changes nothing), the 'divide equally' toggle that remembers the manual values, and a pie chart with a table
 * of the same shares and the unallocated remainder. The value is the `estate.split` view; the beneficiaries are the
 * items of `ui:options.source`. A share's own error (`amounts.<uuid>` in the error schema: under 1%) shows on its
 * row, and its input has the id the error summary links to.
 */
export default function EstateSplitField(props: FieldProps<SplitValue>) {
  const { fieldPathId, rawErrors, errorSchema, onChange, uiSchema, readonly } = props;
  const id = fieldPathId.$id;
  const context = props.registry.formContext as WizardContext;
  const options = (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>;
  const text = widgetCopy('estateSplit', options);
  const value: SplitValue = { equal: props.formData?.equal === true, amounts: props.formData?.amounts ?? {} };
  const beneficiaries = typeof options.source === 'string' ? context.sourceItems(options.source) : [];
  const shareErrors = (errorSchema as { amounts?: Record<string, { __errors?: string[] }> } | undefined)?.amounts ?? {};
  const remembered = useRef<ManualAmounts>({});
  const [typing, setTyping] = useState<Record<string, string>>({});
  const change = (next: SplitValue) => onChange(next, fieldPathId.path, undefined, id);
  const stored = splitShares(value, beneficiaries.map((b) => b.uuid));
  // The table, the pie and the total follow the fields as typed (a typed 150 shows as 150, not the stored 100; a
  // typed 33.5 as 33.5, which the split's whole-number rule refuses).
  const asTyped = (uuid: string, percent: number) => {
    const typed = typing[uuid] ?? '';
    return !value.equal && /^[0-9]*[.,]?[0-9]+$|^[0-9]+[.,]$/.test(typed) ? Number(typed.replace(',', '.')) : percent;
  };
  const shares = stored.map((s) => ({ uuid: s.uuid, percent: asTyped(s.uuid, s.percent) }));
  const { total, unallocated, over } = splitTally({ equal: value.equal, percents: shares.map((s) => s.percent) });
  const nameOf = (uuid: string) => beneficiaries.find((b) => b.uuid === uuid)?.label ?? '';
  const slices: PieSlice[] = [
    ...shares.map((s) => ({ key: s.uuid, label: nameOf(s.uuid), percent: s.percent })),
    ...(unallocated > 0 ? [{ key: 'unallocated', label: text.unallocated, percent: unallocated, remainder: true }] : []),
    ...(over > 0 ? [{ key: 'over', label: fillCopy(text.over, { over: String(over) }), percent: over, over: true }] : []),
  ];
  const invalid = Boolean(rawErrors?.length);

  const toggle = (equal: boolean) => {
    const next = toggleEqual({ value, remembered: remembered.current }, equal);
    remembered.current = next.remembered;
    setTyping({});
    change(next.value);
  };
  const type = (uuid: string, typed: string) => {
    // A decimal is kept as typed, never read as its digits run together: the whole-number rule (SPEC 5) refuses it.
    const kept = /[.,]/.test(typed) ? typed.replace(/[^0-9.,]/g, '') : typed.replace(/[^0-9]/g, '');
    setTyping((t) => ({ ...t, [uuid]: kept }));
    change(setPercent(value, uuid, kept === '' ? 0 : kept));
  };
  const decimal = (uuid: string) => /[.,]/.test(typing[uuid] ?? '');

  return (
    <fieldset className="ww-fieldset estate-split" aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend className="visually-hidden">{text.legend}</legend>
      <div className="estate-split__toggle ww-choice">
        <input id={`${id}-equal`} className="ww-choice__input" type="checkbox" checked={value.equal} disabled={readonly} onChange={(e) => toggle(e.target.checked)} />
        <label className="ww-choice__label" htmlFor={`${id}-equal`}>
          {text.equally}
        </label>
      </div>
      <div className="estate-split__body">
        {/* The field's id is the list's: the summary's link for an error about the whole split (the total) focuses its first input. */}
        <ul id={id} className="estate-split__inputs">
          {shares.map((s) => {
            // The id the error summary gives a share's own error (fieldId of `split.amounts.<uuid>`).
            const inputId = `${id}_amounts_${s.uuid}`;
            const shown = typing[s.uuid] ?? String(value.amounts[s.uuid] ?? 0);
            // Its own error from the split's rules (in the summary too), or at once while a decimal is in the box.
            const rowError = value.equal ? null : (shareErrors[s.uuid]?.__errors?.[0] ?? (decimal(s.uuid) ? fillCopy(text.wholeNumber, { name: nameOf(s.uuid) }) : null));
            return (
              <li key={s.uuid} className={rowError ? 'estate-split__row estate-split__row--error' : 'estate-split__row'}>
                {rowError && (
                  <p id={`${inputId}-row-error`} className="field__error estate-split__row-error">
                    {rowError}
                  </p>
                )}
                <label htmlFor={inputId} className="estate-split__name">
                  {nameOf(s.uuid)}
                </label>
                {value.equal ? (
                  <output id={inputId} className="estate-split__equal">{format(s.percent)}</output>
                ) : (
                  <span className="estate-split__input">
                    <input
                      id={inputId}
                      className="input input--xs"
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      value={shown}
                      readOnly={readonly}
                      aria-invalid={rowError ? true : undefined}
                      aria-describedby={[rowError && `${inputId}-row-error`, invalid && `${id}-error`].filter(Boolean).join(' ') || undefined}
                      onChange={(e) => type(s.uuid, e.target.value)}
                      onBlur={() => setTyping((t) => (decimal(s.uuid) ? t : { ...t, [s.uuid]: String(value.amounts[s.uuid] ?? 0) }))}
                    />
                    <span aria-hidden="true">%</span>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
        {!value.equal && (
          <p className={over > 0 ? 'estate-split__total estate-split__total--over' : 'estate-split__total'} role="status">
            {fillCopy(text.runningTotal, { total: String(total) })}
          </p>
        )}
        <figure className="estate-split__chart">
          <SplitPieChart slices={slices} />
          <figcaption>
            <table className="estate-split__table">
              <caption>{text.chartCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{text.beneficiary}</th>
                  <th scope="col">{text.share}</th>
                </tr>
              </thead>
              <tbody>
                {slices.map((s, i) => (
                  <tr key={s.key}>
                    <th scope="row">
                      <span className={`split-key ${sliceClass(s, i)}${isHatched(s, i) ? ' split-key--hatched' : ''}`} aria-hidden="true" />
                      {s.label}
                    </th>
                    <td>{format(s.percent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figcaption>
        </figure>
      </div>
    </fieldset>
  );
}
