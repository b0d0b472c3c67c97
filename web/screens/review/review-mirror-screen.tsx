import { Fragment, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fetchMirrorDifferences, type MirrorComparison } from '../../api/review-api';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { interpolate } from '../../../engine/steps/interpolate';
import type { ClauseComparison, LineComparison, Segment } from '../../../engine/review/mirror-differences';
import copy from '../../../schemas/copy/review.json';
import './review.css';

const D = copy.differences;

type Names = { left: string; right: string };

const differs = (status: ClauseComparison['status']) => status !== 'same' && status !== 'equivalent';
const anchorOf = (clause: ClauseComparison) => `clause-${clause.kind}`;

function statusText(status: ClauseComparison['status'], names: Names): string {
  return interpolate(D.status[status], names);
}

/** One side of a line: its words, those that differ from the other will's line marked; or that this will lacks it. */
function Cell({ segments, line, name }: { segments: Segment[] | null; line: LineComparison; name: string }) {
  if (segments === null) {
    return (
      <td data-side={name} className="mirror-diff__absent">
        {D.lineAbsent}
      </td>
    );
  }
  return (
    <td data-side={name}>
      {line.status !== 'same' && line.status !== 'equivalent' && <span className="visually-hidden">{D.lineDiffers}</span>}
      {segments.map((segment, i) => {
        const text = segment.role ? <span className="mirror-diff__name">{segment.text}</span> : segment.text;
        return segment.changed && line.status === 'different' ? <mark key={i}>{text}</mark> : <Fragment key={i}>{text}</Fragment>;
      })}
    </td>
  );
}

function ClauseView({ clause, names }: { clause: ClauseComparison; names: Names }) {
  const column = (name: string, number: number | null) => (number === null ? interpolate(D.columnAbsent, { name }) : interpolate(D.column, { name, number: String(number) }));
  return (
    <section className={`mirror-diff__clause mirror-diff__clause--${clause.status}`} aria-labelledby={anchorOf(clause)}>
      <h2 id={anchorOf(clause)} tabIndex={-1}>
        {clause.heading}
      </h2>
      <p className={`review__badge mirror-diff__status mirror-diff__status--${differs(clause.status) ? 'differs' : 'same'}`}>{statusText(clause.status, names)}</p>
      <table className="mirror-diff__table">
        <thead>
          <tr>
            <th scope="col">{column(names.left, clause.numbers.left)}</th>
            <th scope="col">{column(names.right, clause.numbers.right)}</th>
          </tr>
        </thead>
        <tbody>
          {clause.lines.map((line, i) => (
            <tr key={i} className={`mirror-diff__line mirror-diff__line--${line.status}`}>
              <Cell segments={line.left} line={line} name={names.left} />
              <Cell segments={line.right} line={line} name={names.right} />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Summary({ comparison, names }: { comparison: MirrorComparison; names: Names }) {
  const differing = comparison.clauses.filter((clause) => differs(clause.status));
  if (differing.length === 0) return <p className="mirror-diff__summary">{D.noneDiffer}</p>;
  return (
    <nav className="mirror-diff__summary" aria-label={D.summaryLabel}>
      <p>{differing.length === 1 ? D.oneDiffers : interpolate(D.someDiffer, { count: String(differing.length) })}</p>
      <ul>
        {differing.map((clause) => (
          <li key={clause.kind}>
            <a href={`#${anchorOf(clause)}`}>{clause.heading}</a> ({statusText(clause.status, names)})
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The two wills of a mirror pair side by side (/review/submissions/:id/mirror/:otherId): every clause of
 * both drafted wills aligned, what differs beyond the two names marked, with a list of the clauses that differ.
 */
export default function ReviewMirrorScreen() {
  const { id = '', otherId = '' } = useParams();
  const [comparison, setComparison] = useState<MirrorComparison | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const names = comparison ? { left: comparison.left.name, right: comparison.right.name } : null;
  const title = names ? interpolate(D.title, names) : null;
  useDocumentTitle(title);
  useEffect(() => {
    const controller = new AbortController();
    setComparison(null);
    fetchMirrorDifferences(id, otherId, controller.signal).then(
      (answer) => {
        setComparison(answer);
        setError(null);
      },
      (e: Error) => {
        if (!controller.signal.aborted) setError(e.message);
      },
    );
    return () => controller.abort();
  }, [id, otherId]);

  if (!comparison || !names) return <Loading error={error} />;
  const shown = onlyDiffering ? comparison.clauses.filter((clause) => differs(clause.status)) : comparison.clauses;
  return (
    <div className="page review mirror-diff">
      <p>
        <Link to={`/review/submissions/${encodeURIComponent(id)}`}>{interpolate(D.back, { name: names.left })}</Link>
      </p>
      <h1>{title}</h1>
      <p>{D.intro}</p>
      <Summary comparison={comparison} names={names} />
      <p className="mirror-diff__filter">
        <input id="only-differing" type="checkbox" checked={onlyDiffering} onChange={(e) => setOnlyDiffering(e.target.checked)} />
        <label htmlFor="only-differing">{D.onlyDifferences}</label>
      </p>
      {shown.map((clause) => (
        <ClauseView key={clause.kind} clause={clause} names={names} />
      ))}
    </div>
  );
}
