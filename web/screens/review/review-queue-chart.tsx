import type { TeamStats } from '../../api/review-team-api';
import { interpolate } from '../../../engine/steps/interpolate';
import { shortDay } from './review-dates';
import teamCopy from '../../../schemas/copy/review-team.json';

const T = teamCopy.team;
const WIDTH = 280;
const HEIGHT = 80;

/**
 * The queue's size by day as a small bar chart (an SVG with a text alternative) and, for every reader, the same
 * figures in a table.
 */
export function ReviewQueueChart({ days }: { days: TeamStats['queue_by_day'] }) {
  const sizes = days.map((d) => d.size);
  const max = Math.max(1, ...sizes);
  const bar = WIDTH / Math.max(1, days.length);
  const label = interpolate(T.queueChartLabel, { first: shortDay(days[0]?.date ?? ''), last: shortDay(days.at(-1)?.date ?? ''), min: Math.min(...sizes, 0), max: Math.max(...sizes, 0) });
  return (
    <>
      <svg className="review__chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        {days.map((day, i) => {
          const height = Math.round((day.size / max) * (HEIGHT - 4));
          return <rect key={day.date} x={i * bar + 2} y={HEIGHT - height} width={bar - 4} height={height} />;
        })}
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} />
      </svg>
      <div className="review__table-wrap" role="region" aria-labelledby="team-queue-caption" tabIndex={0}>
        <table className="review__table review__table--compact">
          <caption id="team-queue-caption">{T.queueCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{T.date}</th>
              <th scope="col">{T.size}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{shortDay(day.date)}</th>
                <td>{day.size}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
