import type { ReactNode } from 'react';
import type { StepFile } from '../../engine/step-file';
import { OnboardingCard } from '../ui/onboarding-card';

/** A step's surroundings by its `layout`: the onboarding card (with its Back link), a page, or a narrow page. */
export function StepFrame({ step, back, children }: { step: StepFile; back: { go: () => void } | null; children: ReactNode }) {
  if (step.presentation === 'modal') return <div className="step-modal">{children}</div>;
  if (step.layout === 'onboarding-card') return <OnboardingCard onBack={back?.go}>{children}</OnboardingCard>;
  return <div className={step.layout === 'narrow' ? 'page page--narrow' : 'page'}>{children}</div>;
}
