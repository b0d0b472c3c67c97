import './estate-widgets.css';
import type { FieldProps } from '@rjsf/utils';
import { availableSubstituteTypes, type SubstituteTypeId } from '../../engine/will/estate/substitutes';
import type { SubstituteValue } from '../../engine/steps/step-views';
import { fillCopy, widgetCopy } from './widget-copy';
import type { WizardContext } from './wizard-context';

type Choice = SubstituteValue['choices'][number];

/**
 * ui:field `estateSubstitutes` (SPEC 4.2, 5): for each person or children beneficiary, who receives their share if
 * they die first: their children (for the partner: our children or my children), the remaining beneficiaries (with 2 or more shares), specific people or specific
 * charities (ticked from the will). The value is the `estate.substitutes` view.
 */
export default function EstateSubstitutesField(props: FieldProps<SubstituteValue>) {
  const { fieldPathId, rawErrors, onChange, uiSchema, readonly } = props;
  const id = fieldPathId.$id;
  const context = props.registry.formContext as WizardContext;
  const text = widgetCopy('estateSubstitutes', (uiSchema?.['ui:options'] ?? {}) as Record<string, unknown>);
  const value: SubstituteValue = { shareCount: props.formData?.shareCount ?? 0, choices: props.formData?.choices ?? [] };
  const names = new Map(context.sourceItems('estate.shares').map((s) => [s.uuid, s.label]));
  const people = context.sourceItems('people.estateCandidates');
  const charities = context.sourceItems('charities.all');
  const invalid = Boolean(rawErrors?.length);

  const update = (uuid: string, patch: Partial<Choice>) =>
    onChange({ ...value, choices: value.choices.map((c) => (c.uuid === uuid ? { ...c, ...patch } : c)) }, fieldPathId.path, undefined, id);

  return (
    <div className="estate-substitutes">
      {value.choices.map((choice, n) => {
        const groupId = n === 0 ? id : `${id}-${n}`;
        const name = names.get(choice.uuid) ?? '';
        const types = availableSubstituteTypes(value.shareCount, choice.partner === true);
        const pool = choice.substituteType === 'specific_people' ? people.filter((p) => p.uuid !== choice.uuid) : choice.substituteType === 'specific_charities' ? charities : null;
        return (
          <fieldset key={choice.uuid} className="ww-fieldset estate-substitutes__person" aria-describedby={invalid ? `${id}-error` : undefined}>
            <legend className="ww-legend">{fillCopy(text.legend, { name })}</legend>
            <div className="ww-choices">
              {types.map((type, i) => {
                const inputId = i === 0 ? groupId : `${groupId}-${type.id}`;
                return (
                  <div key={type.id} className="ww-choice">
                    <input
                      id={inputId}
                      className="ww-choice__input"
                      type="radio"
                      name={`${groupId}-type`}
                      checked={choice.substituteType === type.id}
                      disabled={readonly}
                      onChange={() => update(choice.uuid, { substituteType: type.id as SubstituteTypeId, substitutes: [] })}
                    />
                    <label className="ww-choice__label" htmlFor={inputId}>
                      {type.label}
                    </label>
                  </div>
                );
              })}
            </div>
            {pool && (
              <fieldset className="ww-fieldset estate-substitutes__pool">
                <legend className="ww-legend">{choice.substituteType === 'specific_people' ? text.people : text.charities}</legend>
                {pool.length === 0 && <p className="ww-choice__empty">{text.noneToChoose}</p>}
                <div className="ww-choices">
                  {pool.map((item) => {
                    const boxId = `${groupId}-${item.uuid}`;
                    const ticked = choice.substitutes.includes(item.uuid);
                    return (
                      <div key={item.uuid} className="ww-choice">
                        <input
                          id={boxId}
                          className="ww-choice__input"
                          type="checkbox"
                          checked={ticked}
                          disabled={readonly}
                          onChange={(e) =>
                            update(choice.uuid, { substitutes: e.target.checked ? [...choice.substitutes, item.uuid] : choice.substitutes.filter((u) => u !== item.uuid) })
                          }
                        />
                        <label className="ww-choice__label" htmlFor={boxId}>
                          {item.label}
                        </label>
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
