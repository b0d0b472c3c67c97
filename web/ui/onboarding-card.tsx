import type { ReactNode } from 'react';
import copy from '../../schemas/copy/wizard.json';

/** The onboarding card of SPEC 2.3: a Back link above the content (when `onBack` is given), 670px wide unless `wide`. */
export function OnboardingCard({ onBack, wide = false, children }: { onBack?: () => void; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'onboarding-card onboarding-card--wide' : 'onboarding-card'}>
      {onBack && (
        <button type="button" className="back-link" onClick={onBack}>
          {copy.back}
        </button>
      )}
      {children}
    </div>
  );
}
