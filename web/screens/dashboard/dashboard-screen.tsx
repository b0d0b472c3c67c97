import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useWill } from '../../will/will-context';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { ProgressBar } from '../../ui/progress-bar';
import { todayInUk } from '../../wizard/use-today';
import { StepCard } from './step-card';
import { dashboardCards } from '../../../engine/dashboard-cards';
import { availableStepCount, completedStepCount } from '../../../engine/available-steps';
import { progressPercent } from '../../../engine/progress';
import { sidebarState, type SubmissionState } from '../../../engine/dashboard-state';
import { interpolate } from '../../../engine/interpolate';
import type { Will } from '../../../engine/will';
import copy from '../../../schemas/copy/dashboard.json';
import previewCopy from '../../../schemas/copy/preview.json';
import './dashboard.css';

/** My Will (/will/dashboard, SPEC 2.5): progress, the sidebar panel for the will's state and the step cards. */
export default function DashboardScreen() {
  const { state, loadError } = useWill();
  useDocumentTitle(copy.title);
  const { hash } = useLocation();
  useEffect(() => {
    if (state && hash) document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'start' });
  }, [state, hash]);
  if (!state) return <Loading error={loadError} />;

  const today = todayInUk();
  const will = { ...state.will, ...state.people } as Will;
  const completed = completedStepCount(will, today);
  const available = availableStepCount(will, today);
  const submission = state.submission as { state?: SubmissionState } | null;
  const panel = copy.sidebar[sidebarState(will, { submissionState: submission?.state ?? null, paid: state.paid }, today)];
  const cards = dashboardCards(will, today).filter((card) => card.visible);

  return (
    <div className="dashboard">
      <section className="dashboard__summary" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">{copy.title}</h1>
        <p>{copy.preparedness}</p>
        <p className="dashboard__completed">{interpolate(copy.completed, { completed, available })}</p>
        <ProgressBar percent={progressPercent(completed, available)} label={copy.progressLabel} />
        {will.passedSteps?.includes(1) && (
          <p className="dashboard__preview">
            <Link to="/will/preview">{previewCopy.dashboardLink}</Link>
            <span className="dashboard__preview-hint"> {previewCopy.dashboardLinkHint}</span>
          </p>
        )}
      </section>
      <aside className="dashboard__sidebar" aria-labelledby="sidebar-title">
        <h2 id="sidebar-title">{panel.title}</h2>
        <p>{panel.text}</p>
        {!state.paid && (
          <div className="dashboard__promo">
            <h3>{copy.promo.title}</h3>
            <p>{copy.promo.text}</p>
          </div>
        )}
      </aside>
      <ol className="dashboard__cards">
        {cards.map((card) => (
          <StepCard key={card.step.number} card={card} />
        ))}
      </ol>
    </div>
  );
}
