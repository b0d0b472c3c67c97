import type { Will } from '../../../engine/will/will';
import { sidebarAction, sidebarPanel } from '../../../engine/dashboard/sidebar-action';
import { sidebarState, stepsNeedingAttention, wasSubmitted, type SubmissionState } from '../../../engine/dashboard/dashboard-state';
import { attentionWarning } from '../../../engine/dashboard/attention-warning';
import { subscriptionActive } from '../../../engine/will/resubmission';
import type { SubscriptionRecord } from '../../../engine/products/subscription/subscription-status';
import { SidebarActionButton } from './sidebar-action-button';
import { SubscriptionPanel } from './subscription-panel';
import { useResubmit } from './use-resubmit';
import { Link } from 'react-router-dom';
import copy from '../../../schemas/copy/dashboard.json';
import { ReviewNotePanel } from './review-note';
import { DeliveredChanges, DeliveredVersions, useDeliveries } from './delivered-versions';
import { DeliveredDocuments } from './delivered-documents';
import { interpolate } from '../../../engine/steps/interpolate';
import { dayWords } from '../../../engine/time/day-words';

type Props = {
  will: Will;
  revision: number;
  submission: { state?: SubmissionState; due_date?: string | null } | null;
  subscription: SubscriptionRecord;
  paid: boolean;
  today: string;
  now: string;
};
type Panel = { title: string; text: string; button?: string };

/**
 * The sidebar (SPEC 2.5, 4.1): the panel for the will's state with its one action (while the legal team has the will,
 * the date it is due by; once delivered, the documents that came with the will under its download, apart from the
 * versions), the delivered versions once there are any, then the promotional block while the will is unpaid, or the
 * update subscription once it is paid for. A delivered will whose answers changed since says so, names the changed
 * sections and offers Resubmit.
 */
export function DashboardSidebar({ will, revision, submission, subscription, paid, today, now }: Props) {
  const { resubmit, busy, submitted } = useResubmit();
  const deliveries = useDeliveries(revision, submission?.state ?? null);
  const status = { submissionState: submission?.state ?? null, paid };
  const state = sidebarState(will, status, today);
  const refunded = submission?.state === 'CANCELLED';
  const changes = state === 'delivered' ? (deliveries?.changes ?? []) : [];
  const latest = deliveries?.deliveries[0];
  const deliveredChanged = changes.length > 0 && latest !== undefined;
  const panel: Panel = copy.sidebar[sidebarPanel(state, refunded, deliveredChanged)];
  // The date stored when the will entered the queue: the one checkout, the receipt and the tracker give.
  const dueDate = submission?.due_date;
  const text = state === 'in_review' && !refunded && dueDate ? interpolate(copy.sidebar.in_review.textDue, { date: dayWords(dueDate) }) : panel.text;
  const action = sidebarAction(state, will, today, { subscriptionActive: subscriptionActive(subscription, now), refunded, deliveredChanged, submitted: wasSubmitted(status) });
  const attention = state === 'needs_attention' ? stepsNeedingAttention(will, today).flatMap((step) => attentionWarning(will, step.id, today) ?? []) : [];
  return (
    <aside className={`dashboard__sidebar dashboard__sidebar--${state}`} aria-labelledby="sidebar-title">
      <h2 id="sidebar-title">{panel.title}</h2>
      <p>{text}</p>
      {attention.map((warning) => (
        <p key={warning} className="dashboard__attention">
          {warning}
        </p>
      ))}
      {refunded && state === 'in_review' && (deliveries?.deliveries.length ?? 0) > 0 && <p>{copy.sidebar.refunded.delivered}</p>}
      {state === 'reviewed_needs_attention' && <ReviewNotePanel />}
      {deliveredChanged && <DeliveredChanges changes={changes} latest={latest} />}
      <div className="dashboard__sidebar-action" role="status">
        {submitted ? <p className="dashboard__submitted">{copy.resubmit.submitted}</p> : null}
      </div>
      {!submitted && <SidebarActionButton action={action} label={panel.button} resubmit={resubmit} busy={busy} />}
      {state === 'delivered' && latest && <DeliveredDocuments latest={latest} />}
      {deliveries && <DeliveredVersions deliveries={deliveries.deliveries} />}
      {deliveries && deliveries.deliveries.length > 0 && (
        <p>
          <Link to="/will/what-has-changed">{copy.whatHasChangedLink}</Link>
        </p>
      )}
      {paid ? (
        <SubscriptionPanel subscription={subscription} now={now} />
      ) : (
        <div className="dashboard__promo">
          <h3>{copy.promo.title}</h3>
          <p>{copy.promo.text}</p>
        </div>
      )}
    </aside>
  );
}
