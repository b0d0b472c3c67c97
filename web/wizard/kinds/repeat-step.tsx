import type { StepKindProps } from './step-kind-props';
import { FormStep } from './form-step';

/**
 * kind `repeat`: the same form once per item of an engine source (`over`), one route each (`{index}`); the texts
 * name the item ({name}) and its place ({index} of {count}). StepPage sets the item's uuid in the params and sends
 * each answer to the next item, the last to the flow.
 */
export function RepeatStep(props: StepKindProps) {
  return <FormStep key={props.params.index} {...props} />;
}
