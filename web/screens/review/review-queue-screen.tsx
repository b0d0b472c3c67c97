import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchQueue, type QueuePage } from '../../api/review-api';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { interpolate } from '../../../engine/steps/interpolate';
import type { SubmissionState } from '../../../engine/dashboard/dashboard-state';
import { longDay, ukTime } from './review-dates';
import copy from '../../../schemas/copy/review.json';
import teamCopy from '../../../schemas/copy/review-team.json';
import './review.css';

const Q = copy.queue;
const STATES = Object.keys(copy.states) as SubmissionState[];
/** The queue opens on the wills waiting for the legal team; 'all' shows every state. */
const DEFAULT_STATE = 'NEW';

/** The legal team's queue (/review): counts per state, filters and search in the URL, one page of submissions. */
export default function ReviewQueueScreen() {
  useDocumentTitle(Q.title);
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? DEFAULT_STATE;
  const urgency = params.get('urgency') ?? '';
  const assigned = params.get('assigned') ?? '';
  const due = params.get('due') ?? '';
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [answer, setAnswer] = useState<QueuePage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState(q);

  useEffect(() => {
    const controller = new AbortController();
    fetchQueue({ state: state === 'all' ? undefined : state, urgency, assigned, due, q, page }, controller.signal)
      .then((next) => {
        setAnswer(next);
        setError(null);
      })
      .catch((e: Error) => !controller.signal.aborted && setError(e.message));
    return () => controller.abort();
  }, [state, urgency, assigned, due, q, page]);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    next.delete('page');
    setParams(next);
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim() });
  };
  const pageLink = (to: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(to));
    return `/review?${next}`;
  };
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.per_page)) : 1;

  return (
    <div className="page review">
      <h1>{Q.title}</h1>
      <p>{Q.intro}</p>
      <p>
        <Link to="/review/team">{teamCopy.teamLink}</Link>
      </p>
      {answer && (
        <nav aria-label={Q.countsLabel}>
          <ul className="review__counts">
            {STATES.map((s) => (
              <li key={s}>
                <Link to={`/review?state=${s}`} aria-current={s === state ? 'page' : undefined}>
                  {copy.states[s]} <span className="review__count">{answer.counts[s]}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <form className="review__filters" aria-label={Q.filtersLabel} onSubmit={onSearch}>
        <div className="field">
          <label className="field__label" htmlFor="review-state">
            {Q.stateLabel}
          </label>
          <select id="review-state" className="input" value={state} onChange={(e) => update({ state: e.target.value })}>
            <option value="all">{Q.allStates}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {copy.states[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="review-urgency">
            {Q.urgencyLabel}
          </label>
          <select id="review-urgency" className="input" value={urgency} onChange={(e) => update({ urgency: e.target.value })}>
            <option value="">{Q.allUrgencies}</option>
            <option value="urgent">{Q.urgentOnly}</option>
            <option value="standard">{Q.standardOnly}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="review-assigned">
            {teamCopy.filters.assignedLabel}
          </label>
          <select id="review-assigned" className="input" value={assigned} onChange={(e) => update({ assigned: e.target.value })}>
            <option value="">{teamCopy.filters.allAssigned}</option>
            <option value="mine">{teamCopy.filters.mine}</option>
            <option value="unassigned">{teamCopy.filters.unassigned}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="review-due">
            {teamCopy.filters.dueLabel}
          </label>
          <select id="review-due" className="input" value={due} onChange={(e) => update({ due: e.target.value })}>
            <option value="">{teamCopy.filters.allDue}</option>
            <option value="today">{teamCopy.filters.dueToday}</option>
            <option value="overdue">{teamCopy.filters.overdue}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="review-search">
            {Q.searchLabel}
          </label>
          <input id="review-search" className="input" type="search" maxLength={200} value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <button type="submit" className="button button--secondary review__search">
          {Q.searchButton}
        </button>
      </form>
      {!answer ? (
        <Loading error={error} />
      ) : (
        <QueueTable answer={answer} />
      )}
      {answer && pages > 1 && (
        <nav className="review__pages" aria-label={interpolate(Q.pageOf, { page, pages })}>
          {page > 1 && <Link to={pageLink(page - 1)}>{Q.previous}</Link>}
          <span>{interpolate(Q.pageOf, { page, pages })}</span>
          {page < pages && <Link to={pageLink(page + 1)}>{Q.next}</Link>}
        </nav>
      )}
    </div>
  );
}

function QueueTable({ answer }: { answer: QueuePage }) {
  const C = Q.columns;
  if (answer.items.length === 0) return <p className="review__empty">{Q.empty}</p>;
  return (
    <div className="review__table-wrap" role="region" aria-labelledby="review-caption" tabIndex={0}>
      <table className="review__table">
        <caption id="review-caption">{interpolate(Q.tableCaption, { total: answer.total })}</caption>
        <thead>
          <tr>
            <th scope="col">{C.name}</th>
            <th scope="col">{C.email}</th>
            <th scope="col">{C.state}</th>
            <th scope="col">{C.submitted}</th>
            <th scope="col">{C.due}</th>
            <th scope="col">{teamCopy.queueColumn}</th>
            <th scope="col">{C.flags}</th>
          </tr>
        </thead>
        <tbody>
          {answer.items.map((item) => (
            <tr key={item.id} className={item.overdue ? 'review__row--overdue' : undefined}>
              <th scope="row">
                <Link to={`/review/submissions/${item.id}`}>{item.name}</Link>
              </th>
              <td className="review__email">{item.email}</td>
              <td>{copy.states[item.state]}</td>
              <td>{ukTime(item.submitted_at)}</td>
              <td>
                {item.urgent_due_date ? <span className="review__badge review__badge--urgent">{interpolate(Q.urgentDue, { date: longDay(item.urgent_due_date) })}</span> : Q.notUrgent}
                {item.overdue && <span className="review__badge review__badge--overdue">{Q.overdue}</span>}
              </td>
              <td className="review__email">{item.assigned_to ?? teamCopy.queueUnassigned}</td>
              <td>
                {item.printing && <span className="review__badge">{Q.printing}</span>}
                {item.mirror_of.map((name) => (
                  <span key={name} className="review__badge review__badge--mirror">
                    {interpolate(copy.mirror.of, { name })}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
