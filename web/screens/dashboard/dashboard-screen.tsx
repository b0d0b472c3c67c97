import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useWill, willOf } from '../../will/will-context';
import { Loading } from '../../ui/loading';
import { useDocumentTitle } from '../../ui/document-title';
import { ProgressBar } from '../../ui/progress-bar';
import { todayInUk } from '../../wizard/use-today';
import { StepCard } from './step-card';
import { ReviewTracker } from './review-tracker';
import { DashboardSidebar } from './dashboard-sidebar';
import { InheritanceTaxPanel } from './inheritance-tax-panel';
import { HelpOffers } from './help-offers';
import { BlockedStepNotice } from './blocked-step-notice';
import { MirrorPanel } from './mirror-panel';
import { dashboardCards } from '../../../engine/dashboard/dashboard-cards';
import { prefilledCardMark } from '../../../engine/products/mirror/mirror-marker';
import { availableStepCount, completedStepCount, passedStepsNotCounted } from '../../../engine/steps/available-steps';
import { joinList } from '../../../engine/drafting/drafting-copy';
import { progressPercent } from '../../../engine/dashboard/progress';
import { sidebarState, wasSubmitted, type SubmissionState } from '../../../engine/dashboard/dashboard-state';
import { attentionWarning } from '../../../engine/dashboard/attention-warning';
import { summaryLine } from '../../../engine/dashboard/sidebar-action';
import type { SubscriptionRecord } from '../../../engine/products/subscription/subscription-status';
import { interpolate } from '../../../engine/steps/interpolate';
import { STEP_FINANCIAL, STEP_YOURSELF, canPass, isPassed, stepByNumber } from '../../../engine/steps/steps';
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
  const will = willOf(state);
  const completed = completedStepCount(will, today);
  const available = availableStepCount(will, today);
  const notCounted = passedStepsNotCounted(will, today).map((step) => stepByNumber(step).title);
  const submission = state.submission as { state?: SubmissionState; due_date?: string | null } | null;
  const status = { submissionState: submission?.state ?? null, paid: state.paid };
  const allCards = dashboardCards(will, today, { submitted: wasSubmitted(status) });
  const cards = allCards.filter((card) => card.visible);
  const willState = sidebarState(will, status, today);

  return (
    <div className="dashboard">
      <section className="dashboard__summary" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">{copy.title}</h1>
        <BlockedStepNotice cards={allCards} />
        <p className="dashboard__state-line">{copy.summaryLine[summaryLine(willState, submission?.state === 'CANCELLED')]}</p>
        <p className="dashboard__completed">{interpolate(copy.completed, { completed, available })}</p>
        {notCounted.length > 0 && <p className="dashboard__not-counted">{interpolate(copy.completedNotCounted, { steps: joinList(notCounted) })}</p>}
        <ProgressBar percent={progressPercent(completed, available)} label={copy.progressLabel} />
        {isPassed(will.passedSteps, STEP_YOURSELF) && (
          <p className="dashboard__preview">
            <Link to="/will/preview">{previewCopy.dashboardLink}</Link>
            <span className="dashboard__preview-hint"> {previewCopy.dashboardLinkHint}</span>
          </p>
        )}
        <ReviewTracker submissionState={submission?.state ?? null} />
      </section>
      <DashboardSidebar
        will={will}
        revision={state.revision}
        submission={submission}
        subscription={state.subscription as SubscriptionRecord}
        paid={state.paid}
        today={today}
        now={new Date().toISOString()}
      />
      <HelpOffers />
      <ol className="dashboard__cards" aria-label={copy.cardsLabel}>
        {cards.map((card) => (
          <StepCard
            key={card.step.number}
            card={card}
            warning={card.action === 'fix' ? attentionWarning(will, card.step.id, today) : undefined}
            prefilled={prefilledCardMark(will, card.step.number)}
          />
        ))}
      </ol>
      {canPass(will.passedSteps, STEP_FINANCIAL) && <InheritanceTaxPanel will={will} today={today} />}
      <MirrorPanel will={will} />
    </div>
  );
}
