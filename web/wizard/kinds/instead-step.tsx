import type { StepKindProps } from './step-kind-props';
import { StepHeader } from '../step-header';
import { StepNotes } from '../step-notes';
import { SecondaryActions } from '../step-actions';
import { StepPanel } from '../step-panels';

/**
 * What a step shows in place of its form while one of its `instead` holds (an invitation already sent): its title
 * with that intro, the notes shown above its form, the panel named (over what the step's source loaded) and the
 * actions given.
 */
export function InsteadStep({ step, instead, document, data, run, isVisible, textValues, today, reloadSource, header }: StepKindProps) {
  if (!instead) return null;
  const actions = instead.actions?.secondary ?? [];
  const visible = (predicate: string | undefined) => !predicate || isVisible(predicate, data);
  return (
    <div className="step">
      {header}
      <StepHeader step={instead.intro ? { ...step, intro: instead.intro } : step} textValues={textValues} />
      <StepNotes step={step} isVisible={isVisible} data={data} textValues={textValues} will={document.will} loaded={document.loaded} today={today} place="aboveForm" />
      {instead.panel && <StepPanel name={instead.panel} loaded={document.loaded ?? {}} reload={reloadSource} textValues={textValues} />}
      {actions.length > 0 && (
        <div className="step__actions">
          <SecondaryActions actions={actions} run={run} visible={visible} textValues={textValues} kind="buttons" />
          <SecondaryActions actions={actions} run={run} visible={visible} textValues={textValues} kind="links" />
        </div>
      )}
    </div>
  );
}
