import type { StepKindProps } from './step-kind-props';
import { StepHeader } from '../step-header';
import { StepButtons } from './step-buttons';

/** kind `info`: the step's texts and its actions (intros, price pages). */
export function InfoStep(props: StepKindProps) {
  return (
    <div className="step">
      {props.header}
      <StepHeader step={props.step} textValues={props.textValues} />
      <StepButtons {...props} />
    </div>
  );
}
