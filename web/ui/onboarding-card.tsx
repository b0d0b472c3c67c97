import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import copy from '../../schemas/copy/wizard.json';

/**
 * The onboarding card of SPEC 2.3: a Back link (to `backTo`, otherwise the previous browser page) above the
 * content, 670px wide unless `wide`.
 */
export function OnboardingCard({ backTo, showBack = true, wide = false, children }: { backTo?: string; showBack?: boolean; wide?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className={wide ? 'onboarding-card onboarding-card--wide' : 'onboarding-card'}>
      {showBack &&
        (backTo ? (
          <Link className="back-link" to={backTo}>
            {copy.back}
          </Link>
        ) : (
          <button type="button" className="back-link" onClick={() => navigate(-1)}>
            {copy.back}
          </button>
        ))}
      {children}
    </div>
  );
}
