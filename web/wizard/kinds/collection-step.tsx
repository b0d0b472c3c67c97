import { useState } from 'react';
import type { StepKindProps } from './step-kind-props';
import { interpolate } from '../../../engine/steps/interpolate';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { stepSources } from '../../../engine/steps/step-sources';
import { StepHeader } from '../step-header';
import { StepButtons } from './step-buttons';
import copy from '../../../schemas/copy/wizard.json';

/**
 * kind `collection`: the rows of an engine source (partner, children, pets; assets, gifts), each with Edit opening
 * the step the file names for its tag or kind, with the row's `{uuid}` and its place in the list as `{index}`; the secondary actions add rows; the main button commits (family.save).
 * `items.remove` puts a button on each row running its operation on that row (a gift's Remove), after its
 * `confirm` ('Are you sure?') when the file gives one; deleting a person lives on their edit step, behind its
 * confirmation.
 */
export function CollectionStep(props: StepKindProps) {
  const { step, document, run, today } = props;
  const items = step.items!;
  const rows = stepSources[items.source]?.(document.will, { today }) ?? [];
  const [confirming, setConfirming] = useState<{ label: string; params: Record<string, string> } | null>(null);
  const remove = (params: Record<string, string>) => void run.act({ operation: items.remove!.operation }, params);
  const confirm = items.remove?.confirm;
  return (
    <div className="step">
      {props.header}
      <StepHeader step={step} textValues={props.textValues} />
      {rows.length === 0 ? (
        <p className="collection__empty">{items.empty}</p>
      ) : (
        <ul className="collection" aria-label={step.title}>
          {rows.map((row, index) => {
            const tag = row.tag ?? row.kind;
            const editStep = items.edit[tag] ?? items.edit[row.kind];
            return (
              <li key={row.uuid} className="collection__row">
                <span className="collection__text">
                  <span className="collection__label">{row.label}</span>
                  {items.tags?.[tag] && <span className="collection__tag">{items.tags[tag]}</span>}
                </span>
                <span className="collection__actions">
                  {editStep && (
                    <button type="button" className="link-button collection__edit" onClick={() => run.open(editStep, { uuid: row.uuid, index: String(index) })}>
                      {items.editLabel ?? copy.edit}
                      <span className="visually-hidden"> {row.label}</span>
                    </button>
                  )}
                  {items.remove && (
                    <button
                      type="button"
                      className="link-button link-button--danger collection__remove"
                      disabled={run.saving}
                      onClick={() => {
                        const params = { uuid: row.uuid, index: String(index) };
                        if (confirm) setConfirming({ label: row.label, params });
                        else remove(params);
                      }}
                    >
                      {items.remove.label}
                      <span className="visually-hidden"> {row.label}</span>
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {confirm && confirming && (
        <ConfirmDialog
          title={confirm.title}
          text={interpolate(confirm.text, { label: confirming.label })}
          confirmLabel={confirm.confirm}
          cancelLabel={confirm.cancel}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            remove(confirming.params);
          }}
        />
      )}
      <StepButtons {...props} />
    </div>
  );
}
