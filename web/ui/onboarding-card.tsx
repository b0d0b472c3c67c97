import type { ReactNode } from 'react';
import copy from '../../schemas/copy/wizard.json';

/** The onboarding card of SPEC 2.3: a Back link above the content (when `onBack` is given), 670px wide unless `wide`. */
export function OnboardingCard({ onBack, wide = false, children }: { onBack?: () => void; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'onboarding-card onboarding-card--wide' : 'onboarding-card'}>
      {onBack && (
        <button type="button" className="back-link" onClick={onBack}>
          <span className="back-link__text">{copy.back}</span>
        </button>
      )}
      {children}
    </div>
  );
}
