import { Link, useNavigate } from 'react-router-dom';
import { StepRenderer } from '../wizard/step-renderer';
import { stepFile } from '../wizard/step-files';
import { useWill } from '../will/use-will';
import { Loading } from '../ui/loading';
import { passStep, STEP_YOURSELF } from '../../engine/steps';
import type { UserInfo } from '../../engine/will';
import copy from '../../schemas/copy/wizard.json';
import { useStepForm } from '../wizard/use-step-form';

const step = stepFile('about-you');

/** About You (/will/yourself, SPEC 2.6): saving marks step 1 passed and goes to the dashboard's family card. */
export default function AboutYouScreen() {
  const navigate = useNavigate();
  const { saving, setSaving, serverErrors, setServerErrors, context } = useStepForm();
  const { state, loadError, save } = useWill();
  if (!state) return <Loading error={loadError} />;

  const submit = async (data: Record<string, unknown>) => {
    setSaving(true);
    setServerErrors({});
    const outcome = await save(step, (will) => ({
      ...will,
      userInfo: data as UserInfo,
      passedSteps: passStep(will.passedSteps, STEP_YOURSELF),
    }));
    setSaving(false);
    if (outcome.ok) navigate(step.actions!.done!);
    else setServerErrors(outcome.fields);
  };

  return (
    <div className="page">
      <StepRenderer
        step={step}
        initialData={(state.will.userInfo ?? {}) as Record<string, unknown>}
        onSubmit={submit}
        submitting={saving}
        serverErrors={serverErrors}
        context={context}
        secondaryAction={
          <Link className="button button--secondary" to={step.actions!.back!}>
            {step.actions?.backLabel ?? copy.back}
          </Link>
        }
      />
    </div>
  );
}
