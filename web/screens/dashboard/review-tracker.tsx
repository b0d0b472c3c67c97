import { formatUkDateTime } from '../../../engine/i18n/format';
import { contentLanguage } from '../../../engine/i18n/localised-content';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchTracker, type Tracker, type TrackerItem } from '../../api/tracker-api';
import type { SubmissionState } from '../../../engine/dashboard/dashboard-state';
import { interpolate } from '../../../engine/steps/interpolate';
import { dayWords } from '../../../engine/time/day-words';
import copy from '../../../schemas/copy/tracker.json';


/** '27 August 2026 at 10:00', on London's clocks. */
const when = (at: string) => formatUkDateTime(Date.parse(at), contentLanguage());

function label(entry: TrackerItem): string {
  if (entry.kind === 'delivered') return interpolate(entry.emailed ? copy.entries.delivered : copy.entries.deliveredWaiting, { version: entry.version });
  return copy.entries[entry.kind];
}

/** The tracker, read again whenever the submission's state changes (a resubmission, a decision seen on reload). */
function useTracker(state: SubmissionState | null): Tracker | null {
  const [tracker, setTracker] = useState<Tracker | null>(null);
  useEffect(() => {
    let live = true;
    fetchTracker()
      .then((answer) => live && setTracker(answer))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [state]);
  return tracker;
}

/**
 * The tracker on My Will: an ordered list, oldest first, of what happened to the will with the legal team,
 * each with its date and time; a request for changes quotes the message and links to the step. Nothing before the
 * will is first submitted, nor while the tracker loads.
 */
export function ReviewTracker({ submissionState }: { submissionState: SubmissionState | null }) {
  const tracker = useTracker(submissionState);
  if (!tracker || tracker.entries.length === 0) return null;
  return (
    <section className="tracker" aria-labelledby="tracker-title">
      <h2 id="tracker-title">{copy.heading}</h2>
      <ol className="tracker__list">
        {tracker.entries.map((entry, i) => (
          <li key={i} className={`tracker__entry tracker__entry--${entry.kind}`}>
            <span className="tracker__what">{label(entry)}</span>
            <time className="tracker__when" dateTime={entry.at}>
              {when(entry.at)}
            </time>
            {(entry.kind === 'submitted' || entry.kind === 'resubmitted') && <span className="tracker__due">{interpolate(copy.due, { date: dayWords(entry.due_date) })}</span>}
            {entry.kind === 'changes_requested' && (
              <>
                {entry.message && <blockquote className="tracker__message">{entry.message}</blockquote>}
                {'route' in entry && <Link to={entry.route}>{interpolate(copy.changeStep, { step: entry.title })}</Link>}
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
