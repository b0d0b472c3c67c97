import { Link, useNavigate } from 'react-router-dom';
import { StepRenderer } from '../wizard/step-renderer';
import { stepFile } from '../wizard/step-files';
import { serverErrorsForStep } from '../wizard/step-errors';
import { ApiError } from '../api/client';
import { sendReferPartnerEmail } from '../api/refer-partner-api';
import { OnboardingCard } from '../ui/onboarding-card';
import { useToast } from '../ui/toast';
import { interpolate } from '../../engine/interpolate';
import copy from '../../schemas/copy/toasts.json';
import { useStepForm } from '../wizard/use-step-form';

const step = stepFile('refer-partner');

/** Refer partner (SPEC 2.4, 8): Send emails the partner and returns to the dashboard; Skip for now just returns. */
export default function ReferPartnerScreen() {
  const navigate = useNavigate();
  const { saving, setSaving, serverErrors, setServerErrors, context } = useStepForm();
  const toast = useToast();

  const submit = async (data: Record<string, unknown>) => {
    setSaving(true);
    const partner = { name: String(data.name), email: String(data.email) };
    try {
      await sendReferPartnerEmail(partner);
      toast('success', interpolate(copy.referPartnerSent, partner));
      navigate(step.actions!.done!);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 422) setServerErrors(serverErrorsForStep(step, error.body.fields));
      else toast('error', (error as Error).message);
    }
  };

  return (
    <OnboardingCard showBack={false}>
      <StepRenderer
        step={step}
        initialData={{}}
        onSubmit={submit}
        submitting={saving}
        serverErrors={serverErrors}
        context={context}
        secondaryAction={
          <Link className="button button--secondary" to={step.actions!.back!}>
            {step.actions!.backLabel}
          </Link>
        }
      />
    </OnboardingCard>
  );
}
