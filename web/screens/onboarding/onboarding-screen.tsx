import { useNavigate, useParams } from 'react-router-dom';
import { StepRenderer } from '../../wizard/step-renderer';
import { stepFiles } from '../../wizard/step-files';
import { OnboardingCard } from '../../ui/onboarding-card';
import { useSession } from '../../session/session-context';
import { useToast } from '../../ui/toast';
import { loadAnswers, loadMarkers, storeAnswers } from '../../onboarding/onboarding-storage';
import { saveOnboardingAnswers } from '../../onboarding/save-onboarding-answers';
import { nextOnboardingStep, onboardingStepIds } from '../../../flows/onboarding-navigation';
import { onboardingExits } from '../../../flows/onboarding.machine';
import type { OnboardingAnswers } from '../../../engine/onboarding-rules';
import { NotFoundScreen } from '../not-found-screen';
import { useStepForm } from '../../wizard/use-step-form';

const questionCount = onboardingStepIds.filter((id) => stepFiles[id]?.question).length;

/** One onboarding screen (/will/start/:slug); the onboarding machine decides where Continue goes. */
export default function OnboardingScreen() {
  const { slug = 'welcome' } = useParams();
  const stepId = `onboarding-${slug}`;
  const step = onboardingStepIds.includes(stepId as never) ? stepFiles[stepId] : undefined;
  const navigate = useNavigate();
  const { saving, setSaving, context } = useStepForm();
  const { user } = useSession();
  const toast = useToast();
  if (!step) return <NotFoundScreen />;

  const submit = async (data: Record<string, unknown>) => {
    const answers = { ...loadAnswers(), ...(data as OnboardingAnswers) };
    storeAnswers(answers);
    const next = nextOnboardingStep(stepId, { answers: loadAnswers(), markers: loadMarkers() }, data as OnboardingAnswers);
    if ('stepId' in next) {
      navigate(stepFiles[next.stepId]!.route);
      return;
    }
    const target = onboardingExits[next.exit];
    if (!user) {
      const params = new URLSearchParams({ redirect: target, type: next.answers.type ?? 'willBasic' });
      navigate(`/will/register?${params}`);
      return;
    }
    setSaving(true);
    try {
      await saveOnboardingAnswers();
      navigate(target);
    } catch (error) {
      toast('error', (error as Error).message);
      setSaving(false);
    }
  };

  return (
    <OnboardingCard showBack={stepId !== 'onboarding-welcome'}>
      <StepRenderer
        key={stepId}
        step={step}
        initialData={loadAnswers() as Record<string, unknown>}
        onSubmit={submit}
        submitting={saving}
        context={context}
        textValues={{ questionCount }}
      />
    </OnboardingCard>
  );
}
