import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { useDocumentTitle } from '../../ui/document-title';
import { loadPageConfig, pageConfig } from '../../will/page-config';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/privacy.json';

/** How long an unused unpaid draft is kept, from the server's page configuration (RETENTION_UNPAID_DRAFT_DAYS). */
function useUnpaidDraftPeriod(): string {
  const [days, setDays] = useState(() => pageConfig()?.retention_unpaid_draft_days);
  useEffect(() => {
    let current = true;
    void loadPageConfig().then((config) => current && setDays(config?.retention_unpaid_draft_days));
    return () => void (current = false);
  }, []);
  return days === undefined ? copy.unpaidDraftPeriodUnknown : interpolate(copy.unpaidDraftPeriod, { days });
}

/** /will/privacy: what is stored, why, who sees it and for how long, in plain words from privacy.json. */
export default function PrivacyScreen() {
  const { user } = useSession();
  const unpaidDraftPeriod = useUnpaidDraftPeriod();
  useDocumentTitle(copy.title);
  return (
    <div className="page">
      <h1>{copy.title}</h1>
      <p className="step__intro">{copy.intro}</p>
      {copy.sections.map((section) => (
        <section key={section.heading} aria-label={section.heading}>
          <h2>{section.heading}</h2>
          <ul className="step__points">
            {section.points.map((point) => (
              <li key={point}>{interpolate(point, { unpaidDraftPeriod })}</li>
            ))}
          </ul>
        </section>
      ))}
      {user && (
        <p>
          <Link to="/will/account">{copy.accountLink}</Link>
        </p>
      )}
    </div>
  );
}
