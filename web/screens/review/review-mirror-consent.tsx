import type { SubmissionDetail } from '../../api/review-api';
import { interpolate } from '../../../engine/steps/interpolate';
import { ukTime } from './review-dates';
import teamCopy from '../../../schemas/copy/review-team.json';

const M = teamCopy.mirrorConsent;

/** The joint instructions of the mirror pair: when each partner confirmed them (or that they have not). */
export function ReviewMirrorConsent({ detail }: { detail: SubmissionDetail }) {
  if (detail.mirror_consent.length === 0) return null;
  const line = (side: { name: string; confirmed_at: string | null }, words: string) =>
    side.confirmed_at ? interpolate(words, { name: side.name, date: ukTime(side.confirmed_at) }) : interpolate(M.missing, { name: side.name });
  return (
    <section className="review__panel" aria-labelledby="mirror-consent-title">
      <h2 id="mirror-consent-title">{M.heading}</h2>
      {detail.mirror_consent.map((pair, i) => (
        <ul key={i} className="review__consent">
          <li>{line(pair.inviter, M.inviter)}</li>
          <li>{line(pair.partner, M.partner)}</li>
        </ul>
      ))}
      <p className="review__muted">{M.terms}</p>
    </section>
  );
}
