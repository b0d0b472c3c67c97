import type { SubmissionDetail } from '../../api/review-api';
import { addFileNote } from '../../api/review-team-api';
import { useToast } from '../../ui/toast';
import { interpolate } from '../../../engine/steps/interpolate';
import { ukTime } from './review-dates';
import { ReviewTextForm } from './review-text-form';
import './review-team.css';
import teamCopy from '../../../schemas/copy/review-team.json';

const N = teamCopy.notes;

/** The flag a note records a decision on, in words. */
const flagTitle = (flag: string) => (teamCopy.flags as unknown as Record<string, { title?: string }>)[flag]?.title?.replace(/:? ?\{names\}/, '') ?? flag;

/** The legal team's private file notes, newest first, and a box to add one (notes are never edited or removed). */
export function ReviewFileNotes({ detail, onChanged }: { detail: SubmissionDetail; onChanged: () => Promise<void> }) {
  const toast = useToast();
  return (
    <section className="review__panel" aria-labelledby="notes-title">
      <h2 id="notes-title">{N.heading}</h2>
      <p>{N.intro}</p>
      {detail.file_notes.length === 0 ? (
        <p>{N.empty}</p>
      ) : (
        <ol className="review__log">
          {detail.file_notes.map((note) => (
            <li key={note.id}>
              {note.flag && <strong>{interpolate(N.flagNote, { flag: flagTitle(note.flag) })}</strong>}
              <p className="review__note-text">{note.text}</p>
              <span className="review__muted">{interpolate(N.byline, { date: ukTime(note.created_at), email: note.reviewer_email, revision: note.revision })}</span>
            </li>
          ))}
        </ol>
      )}
      <ReviewTextForm
        id="review-file-note"
        label={N.label}
        button={N.button}
        field="text"
        maxLength={5000}
        secondary
        onSubmit={async (text) => {
          await addFileNote(detail.id, { text });
          toast('success', N.added);
          await onChanged();
        }}
      />
    </section>
  );
}
