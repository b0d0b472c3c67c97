import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { StepRenderer } from '../../wizard/step-renderer';
import { stepFile } from '../../wizard/step-files';
import { useSession } from '../../session/session-context';
import { useToast } from '../../ui/toast';
import { saveOnboardingAnswers } from '../../onboarding/save-onboarding-answers';
import { safeRedirect } from './safe-redirect';
import { useStepForm } from '../../wizard/use-step-form';

export type AccountFormProps = {
  stepId: 'register' | 'sign-in';
  /** Calls better-auth; resolves once the session cookie is set. */
  send: (data: Record<string, unknown>) => Promise<unknown>;
  /** Field errors for a refusal the user can fix, or null to show it as a toast. */
  fieldErrorsFor: (error: unknown) => Record<string, string[]> | null;
  aside: { text: string; link: string; to: string };
};

/**
 * The register and sign-in pages (SPEC 2.2): on success the session is refreshed, the onboarding answers kept in
 * the browser are saved to the account, and the user lands on the path they were sent from.
 */
export function AccountFormScreen({ stepId, send, fieldErrorsFor, aside }: AccountFormProps) {
  const step = stepFile(stepId);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { saving, setSaving, serverErrors, setServerErrors, context } = useStepForm();
  const { refresh } = useSession();
  const toast = useToast();

  const submit = async (data: Record<string, unknown>) => {
    setSaving(true);
    setServerErrors({});
    try {
      await send(data);
      await refresh();
      await saveOnboardingAnswers().catch((error: Error) => toast('error', error.message));
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      setSaving(false);
      const fields = fieldErrorsFor(error);
      if (fields) setServerErrors(fields);
      else toast('error', error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <div className="page page--narrow">
      <StepRenderer step={step} initialData={{}} onSubmit={submit} submitting={saving} serverErrors={serverErrors} context={context} />
      <p className="page__aside">
        {aside.text} <Link to={`${aside.to}?${params}`}>{aside.link}</Link>
      </p>
    </div>
  );
}
