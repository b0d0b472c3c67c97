import type { SubmissionDetail } from '../../api/review-api';
import { addFileNote } from '../../api/review-team-api';
import { useToast } from '../../ui/toast';
import { interpolate } from '../../../engine/steps/interpolate';
import { ukTime } from './review-dates';
import { reasonWords } from './review-reasons';
import { ReviewTextForm } from './review-text-form';
import './review-team.css';
import teamCopy from '../../../schemas/copy/review-team.json';

const F = teamCopy.flags;
type FlagCopy = { title: string; consider: string };

/**
 * The risk markers (why a reviewer's delivery waits for a supervisor) and the capacity and undue influence flags:
 * each flag says what to consider, and the decision taken is recorded as a file note naming the flag.
 */
export function ReviewFlags({ detail, onChanged }: { detail: SubmissionDetail; onChanged: () => Promise<void> }) {
  const toast = useToast();
  return (
    <section className="review__panel" aria-labelledby="flags-title">
      <h2 id="flags-title">{F.heading}</h2>
      {detail.flags.length === 0 ? (
        <p>{F.none}</p>
      ) : (
        <ul className="review__flags">
          {detail.flags.map((flag) => {
            const words = (F as unknown as Record<string, FlagCopy>)[flag.kind]!;
            const decision = detail.file_notes.find((note) => note.flag === flag.kind);
            return (
              <li key={flag.kind} className="review__flag">
                <h3>{interpolate(words.title, { names: 'names' in flag ? flag.names.join(', ') : '' })}</h3>
                <p>{words.consider}</p>
                {decision && (
                  <p className="review__muted">
                    {interpolate(F.decided, { date: ukTime(decision.created_at), email: decision.reviewer_email })}: {decision.text}
                  </p>
                )}
                <ReviewTextForm
                  id={`review-flag-${flag.kind}`}
                  label={F.decisionLabel}
                  hint={F.decisionHint}
                  button={F.decisionButton}
                  field="text"
                  maxLength={5000}
                  secondary
                  onSubmit={async (text) => {
                    await addFileNote(detail.id, { text, flag: flag.kind });
                    toast('success', teamCopy.notes.added);
                    await onChanged();
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      <h3>{teamCopy.markersHeading}</h3>
      <p>{detail.risk_markers.length > 0 ? reasonWords(detail.risk_markers) : teamCopy.noMarkers}</p>
    </section>
  );
}
