import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchTeam, type TeamStats } from '../../api/review-team-api';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { interpolate } from '../../../engine/steps/interpolate';
import { ReviewQueueChart } from './review-queue-chart';
import './review-team.css';
import teamCopy from '../../../schemas/copy/review-team.json';
import './review.css';

const T = teamCopy.team;

const hours = (value: number | null) => (value === null ? T.noTurnaround : interpolate(T.hours, { hours: value }));

/** The team page (/review/team): each reviewer's open submissions and the team's due, overdue, turnaround and queue. */
export default function ReviewTeamScreen() {
  useDocumentTitle(T.title);
  const [team, setTeam] = useState<TeamStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchTeam(controller.signal)
      .then(setTeam)
      .catch((e: Error) => !controller.signal.aborted && setError(e.message));
    return () => controller.abort();
  }, []);
  return (
    <div className="page review">
      <p>
        <Link to="/review">{T.back}</Link>
      </p>
      <h1>{T.title}</h1>
      {!team ? (
        <Loading error={error} />
      ) : (
        <>
          <dl className="review__summary review__summary--team" aria-label={T.summaryLabel}>
            <div>
              <dt>{T.dueToday}</dt>
              <dd>{team.due_today}</dd>
            </div>
            <div>
              <dt>{T.overdue}</dt>
              <dd>{team.overdue}</dd>
            </div>
            <div>
              <dt>{interpolate(T.median, { days: team.turnaround.days })}</dt>
              <dd>
                {hours(team.turnaround.median_hours)} <span className="review__muted">({interpolate(T.deliveries, { count: team.turnaround.count })})</span>
              </dd>
            </div>
            <div>
              <dt>{interpolate(T.p90, { days: team.turnaround.days })}</dt>
              <dd>{hours(team.turnaround.p90_hours)}</dd>
            </div>
          </dl>
          <section className="review__panel" aria-labelledby="team-reviewers">
            <h2 id="team-reviewers">{T.reviewersCaption}</h2>
            <div className="review__table-wrap" role="region" aria-labelledby="team-reviewers-caption" tabIndex={0}>
              <table className="review__table review__table--compact">
                <caption id="team-reviewers-caption">{T.reviewersTable}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.reviewer}</th>
                    <th scope="col">{T.level}</th>
                    <th scope="col">{T.open}</th>
                  </tr>
                </thead>
                <tbody>
                  {team.reviewers.map((r) => (
                    <tr key={r.email}>
                      <th scope="row">
                        {r.name} <span className="review__reviewer-email review__muted">{r.email}</span>
                      </th>
                      <td>{T.levels[r.level]}</td>
                      <td>{r.open}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section className="review__panel" aria-labelledby="team-queue">
            <h2 id="team-queue">{T.queueHeading}</h2>
            <ReviewQueueChart days={team.queue_by_day} />
          </section>
        </>
      )}
    </div>
  );
}
