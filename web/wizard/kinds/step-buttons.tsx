import type { FormEvent } from 'react';
import type { StepKindProps } from './step-kind-props';
import { SecondaryActions } from '../step-actions';
import { BackButton } from '../back-action';
import copy from '../../../schemas/copy/wizard.json';
import { useHydrated } from '../../ui/use-hydrated';

/** The main button (a form, so Enter works), the secondary actions and Back, for steps with no form fields. */
export function StepButtons({ step, data, run, back, isVisible, textValues }: StepKindProps) {
  const primary = step.actions?.primary;
  // On a prerendered page, a plain button until hydrated: a click before would submit the form natively (a reload).
  const hydrated = useHydrated();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run.submit({});
  };
  return (
    <form className="step__actions" onSubmit={submit}>
      {primary && (
        <button type={hydrated ? 'submit' : 'button'} className="button" aria-busy={run.saving || undefined} aria-disabled={run.saving || undefined}>
          {run.saving ? (primary.saving ?? primary.label) : (primary.label ?? copy.continue)}
        </button>
      )}
      <SecondaryActions actions={step.actions?.secondary ?? []} run={run} visible={(p) => !p || isVisible(p, data)} textValues={textValues} kind="buttons" />
      {step.layout !== 'onboarding-card' && <BackButton back={back} />}
      <SecondaryActions actions={step.actions?.secondary ?? []} run={run} visible={(p) => !p || isVisible(p, data)} textValues={textValues} kind="links" />
    </form>
  );
}
