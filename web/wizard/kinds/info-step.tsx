import type { StepKindProps } from './step-kind-props';
import { StepHeader } from '../step-header';
import { StepButtons } from './step-buttons';
import { StepNotes } from '../step-notes';

/** kind `info`: the step's texts, its notes and its actions (intros, price pages). */
export function InfoStep(props: StepKindProps) {
  return (
    <div className="step">
      {props.header}
      <StepHeader step={props.step} textValues={props.textValues} />
      <StepNotes step={props.step} isVisible={props.isVisible} data={props.data} textValues={props.textValues} will={props.document.will} loaded={props.document.loaded} today={props.today} place="aboveForm" />
      <StepNotes step={props.step} isVisible={props.isVisible} data={props.data} textValues={props.textValues} will={props.document.will} loaded={props.document.loaded} today={props.today} />
      <StepButtons {...props} />
    </div>
  );
}
