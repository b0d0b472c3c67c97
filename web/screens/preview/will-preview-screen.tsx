import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { draftInstructionsPdfUrl, draftLetterOfWishesPdfUrl, draftPdfUrl, draftSigningGuidePdfUrl, fetchDraft, loadDraft } from '../../api/draft-api';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { DraftParagraphs } from './draft-paragraphs';
import { WillLanguageChoice } from './will-language-choice';
import type { DraftDocument } from '../../../engine/drafting/draft-document';
import copy from '../../../schemas/copy/preview.json';
import './will-preview.css';

/** A document's heading, what it is for, and its PDF download. */
function DocumentHeader({ id, heading, hint, href, download }: { id: string; heading: string; hint: string; href: string; download: string }) {
  return (
    <header className="draft__document-header">
      <h2 id={id}>{heading}</h2>
      <p className="draft__notice">{hint}</p>
      <p>
        <a className="button button--secondary" href={href} download>
          {download}
        </a>
      </p>
    </header>
  );
}

/** A text of the draft that holds a paragraph per line (a bilingual will's Welsh, then its English). */
function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <>
      {text.split('\n').map((line, i) => (
        <p key={i} className={className}>
          {line}
        </p>
      ))}
    </>
  );
}

/**
 * The draft as HTML (/will/preview): the same structured documents the PDFs draw, as three separate documents: the
 * will (its warnings first), the signing guide, and the letter of wishes when there is one. Above them, the choice of
 * the will's language (English, Welsh or both); a Welsh or bilingual draft whose Welsh wording awaits the legal team's
 * approval says so.
 */
export default function WillPreviewScreen() {
  const [draft, setDraft] = useState<DraftDocument | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    loadDraft().then(setDraft, (e: Error) => setError(e.message));
  }, []);
  const redraft = () => void fetchDraft().then(setDraft, (e: Error) => setError(e.message));
  useDocumentTitle(draft?.title ?? null);
  if (!draft) return <Loading error={error} />;
  const letter = draft.letterOfWishes;
  // The documents' own language, for screen readers (an English will on a Welsh page is marked English, and the other
  // way round); a bilingual draft marks each paragraph instead.
  const lang = draft.language === 'bilingual' ? undefined : draft.language;

  return (
    <div className="page draft">
      <Link className="back-link" to="/will/dashboard">
        <span className="back-link__text">{copy.back}</span>
      </Link>
      <h1 lang={lang}>{draft.title}</h1>
      <div lang={lang}>
        <Paragraphs text={draft.labels.draftNotice} className="draft__notice" />
      </div>
      {draft.pendingWelsh.length > 0 && (
        <div className="draft__awaiting" role="note">
          <p>{copy.language.awaitingApproval}</p>
        </div>
      )}
      <p>{copy.documentsIntro}</p>
      <WillLanguageChoice onSaved={redraft} />
      {draft.warnings.length > 0 && (
        <section className="draft__warnings" aria-labelledby="draft-warnings">
          <h2 id="draft-warnings" lang={lang}>
            {draft.labels.warningsHeading}
          </h2>
          <ul lang={lang}>
            {draft.warnings.map((warning, index) => (
              <li key={index}>{warning.message}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="draft__document" aria-labelledby="draft-will">
        <DocumentHeader id="draft-will" heading={copy.willHeading} hint={copy.willHint} href={draftPdfUrl} download={copy.downloadPdf} />
        <article className="draft__will" aria-label={draft.title} lang={lang}>
          {draft.clauses.map((clause) => (
            <section key={clause.number} className="draft__clause">
              <h3>
                {clause.number}. {clause.heading}
              </h3>
              <DraftParagraphs paragraphs={clause.paragraphs} />
            </section>
          ))}
        </article>
      </section>
      <section className="draft__document" aria-labelledby="signing-instructions">
        <DocumentHeader id="signing-instructions" heading={copy.guideHeading} hint={copy.guideHint} href={draftSigningGuidePdfUrl} download={copy.downloadGuide} />
        <article className="draft__will draft__guide" aria-label={draft.signingInstructions.heading} lang={lang}>
          <h3>{draft.signingInstructions.heading}</h3>
          <Paragraphs text={draft.signingInstructions.intro} />
          {draft.signingInstructions.steps.map((step) => (
            <section key={step.number} className="draft__clause">
              <h4>
                {step.number}. {step.heading}
              </h4>
              <DraftParagraphs paragraphs={step.paragraphs} />
            </section>
          ))}
        </article>
      </section>
      {letter && (
        <section className="draft__document" aria-labelledby="letter-of-wishes">
          <DocumentHeader id="letter-of-wishes" heading={copy.letterHeading} hint={copy.letterHint} href={draftLetterOfWishesPdfUrl} download={copy.downloadLetter} />
          <article className="draft__will draft__letter" aria-label={letter.title} lang={lang}>
            <h3>{letter.title}</h3>
            <Paragraphs text={letter.notice} />
            {letter.sections.map((section) => (
              <section key={section.heading} className="draft__clause">
                <h4>{section.heading}</h4>
                <DraftParagraphs paragraphs={section.paragraphs} />
              </section>
            ))}
          </article>
        </section>
      )}
      <section className="draft__document" aria-labelledby="record-of-instructions">
        <DocumentHeader id="record-of-instructions" heading={copy.instructionsHeading} hint={copy.instructionsHint} href={draftInstructionsPdfUrl} download={copy.downloadInstructions} />
      </section>
    </div>
  );
}
