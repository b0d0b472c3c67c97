import { Link } from 'react-router-dom';
import { useSession } from '../../session/session-context';
import { useDocumentTitle } from '../../ui/document-title';
import copy from '../../../schemas/copy/privacy.json';

/** /will/privacy (issue 18): what is stored, why, who sees it and for how long, in plain words from privacy.json. */
export default function PrivacyScreen() {
  const { user } = useSession();
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
              <li key={point}>{point}</li>
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
