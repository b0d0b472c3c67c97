import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchReviewNote, type ReviewNote } from '../../api/review-note-api';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/review.json';

/**
 * In the reviewed_needs_attention panel: the legal team's message and a link to the step to change,
 * read once the panel shows. Nothing while it loads, or when there is no message.
 */
export function ReviewNotePanel() {
  const [note, setNote] = useState<ReviewNote | null>(null);
  useEffect(() => {
    let live = true;
    fetchReviewNote()
      .then((answer) => live && setNote(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!note) return null;
  return (
    <div className="dashboard__review-note">
      <p>{copy.attention.panelLead}</p>
      <blockquote>{note.message}</blockquote>
      <p>
        <Link to={note.route}>{interpolate(copy.attention.link, { step: note.title })}</Link>
      </p>
    </div>
  );
}
