import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { draftPdfUrl, fetchDraft } from '../../api/draft-api';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { DraftParagraphs } from './draft-paragraphs';
import type { DraftDocument } from '../../../engine/drafting/draft-document';
import copy from '../../../schemas/copy/preview.json';
import './will-preview.css';

/** The drafted will as HTML (/will/preview): the same structured document the PDF draws, with its warnings first. */
export default function WillPreviewScreen() {
  const [draft, setDraft] = useState<DraftDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetchDraft().then(setDraft, (e: Error) => setError(e.message));
  }, []);
  useDocumentTitle(draft?.title ?? null);
  if (!draft) return <Loading error={error} />;

  return (
    <div className="page draft">
      <Link className="back-link" to="/will/dashboard">
        {copy.back}
      </Link>
      <h1>{draft.title}</h1>
      <p className="draft__notice">{draft.labels.draftNotice}</p>
      <p>
        <a className="button button--secondary" href={draftPdfUrl} download>
          {copy.downloadPdf}
        </a>
      </p>
      {draft.warnings.length > 0 && (
        <section className="draft__warnings" aria-labelledby="draft-warnings">
          <h2 id="draft-warnings">{draft.labels.warningsHeading}</h2>
          <ul>
            {draft.warnings.map((warning, index) => (
              <li key={index}>{warning.message}</li>
            ))}
          </ul>
        </section>
      )}
      <article className="draft__will" aria-label={draft.title}>
        {draft.clauses.map((clause) => (
          <section key={clause.number} className="draft__clause">
            <h2>
              {clause.number}. {clause.heading}
            </h2>
            <DraftParagraphs paragraphs={clause.paragraphs} />
          </section>
        ))}
      </article>
      <section className="draft__instructions" aria-labelledby="signing-instructions">
        <h2 id="signing-instructions">{draft.signingInstructions.heading}</h2>
        <p>{draft.signingInstructions.intro}</p>
        {draft.signingInstructions.steps.map((step) => (
          <section key={step.number} className="draft__clause">
            <h3>
              {step.number}. {step.heading}
            </h3>
            <DraftParagraphs paragraphs={step.paragraphs} />
          </section>
        ))}
      </section>
    </div>
  );
}
