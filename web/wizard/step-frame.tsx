import type { ReactNode } from 'react';
import type { StepFile } from '../../engine/steps/step-file';
import { OnboardingCard } from '../ui/onboarding-card';
import { PrefilledNoticeContext } from './prefilled-notice-context';

/**
 * A step's surroundings by its `layout`: the onboarding card (with its Back link), a page, or a narrow page.
 * `notice`: the step's prefilled notice, which its heading shows beneath it.
 */
export function StepFrame({ step, back, notice = null, children }: { step: StepFile; back: { go: () => void } | null; notice?: string | null; children: ReactNode }) {
  const content = <PrefilledNoticeContext.Provider value={notice}>{children}</PrefilledNoticeContext.Provider>;
  if (step.presentation === 'modal') return <div className="step-modal">{content}</div>;
  if (step.layout === 'onboarding-card') return <OnboardingCard onBack={back?.go}>{content}</OnboardingCard>;
  return <div className={step.layout === 'narrow' ? 'page page--narrow' : 'page'}>{content}</div>;
}
