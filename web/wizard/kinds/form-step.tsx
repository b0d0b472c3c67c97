import type { StepKindProps } from './step-kind-props';
import { StepRenderer } from '../step-renderer';
import { SecondaryActions } from '../step-actions';
import { BackButton } from '../back-action';

/** kind `form`: the bound slice as an RJSF form, with the step's actions. */
export function FormStep({ step, data, run, back, context, isVisible, textValues, header }: StepKindProps) {
  return (
    <StepRenderer
      step={step}
      initialData={data}
      onSubmit={(answers) => void run.submit(answers)}
      submitting={run.saving}
      serverErrors={run.serverErrors}
      context={context}
      isVisible={isVisible}
      textValues={textValues}
      header={header}
      secondaryActions={
        <>
          <SecondaryActions actions={step.actions?.secondary ?? []} run={run} visible={(p) => !p || isVisible(p, data)} textValues={textValues} />
          {step.layout !== 'onboarding-card' && <BackButton back={back} />}
        </>
      }
    />
  );
}
