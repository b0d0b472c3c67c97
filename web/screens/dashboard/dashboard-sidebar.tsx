import type { Will } from '../../../engine/will';
import { sidebarAction, sidebarPanel } from '../../../engine/sidebar-action';
import { sidebarState, type SubmissionState } from '../../../engine/dashboard-state';
import { subscriptionActive } from '../../../engine/resubmission';
import type { SubscriptionRecord } from '../../../engine/subscription-status';
import { SidebarActionButton } from './sidebar-action-button';
import { SubscriptionPanel } from './subscription-panel';
import { useResubmit } from './use-resubmit';
import copy from '../../../schemas/copy/dashboard.json';
import { ReviewNotePanel } from './review-note';
import { DeliveredChanges, DeliveredVersions, useDeliveries } from './delivered-versions';
import { DeliveredDocuments } from './delivered-documents';
import { interpolate } from '../../../engine/interpolate';
import { dayWords } from '../../../engine/day-words';

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
 * the date it is due by), the delivered versions once there are any (issue 24), then the promotional block while the will is unpaid, or the update subscription once it is
 * paid for. A delivered will whose answers changed since says so, names the changed sections and offers Resubmit.
 */
export function DashboardSidebar({ will, revision, submission, subscription, paid, today, now }: Props) {
  const { resubmit, busy, submitted } = useResubmit();
  const deliveries = useDeliveries(revision, submission?.state ?? null);
  const state = sidebarState(will, { submissionState: submission?.state ?? null, paid }, today);
  const refunded = submission?.state === 'CANCELLED';
  const changes = state === 'delivered' ? (deliveries?.changes ?? []) : [];
  const latest = deliveries?.deliveries[0];
  const deliveredChanged = changes.length > 0 && latest !== undefined;
  const panel: Panel = copy.sidebar[sidebarPanel(state, refunded, deliveredChanged)];
  // The date stored when the will entered the queue: the one checkout, the receipt and the tracker give.
  const dueDate = submission?.due_date;
  const text = state === 'in_review' && !refunded && dueDate ? interpolate(copy.sidebar.in_review.textDue, { date: dayWords(dueDate) }) : panel.text;
  const action = sidebarAction(state, will, today, { subscriptionActive: subscriptionActive(subscription, now), refunded, deliveredChanged });
  return (
    <aside className={`dashboard__sidebar dashboard__sidebar--${state}`} aria-labelledby="sidebar-title">
      <h2 id="sidebar-title">{panel.title}</h2>
      <p>{text}</p>
      {state === 'reviewed_needs_attention' && <ReviewNotePanel />}
      {deliveredChanged && <DeliveredChanges changes={changes} latest={latest} />}
      <div className="dashboard__sidebar-action" role="status">
        {submitted ? <p className="dashboard__submitted">{copy.resubmit.submitted}</p> : null}
      </div>
      {!submitted && <SidebarActionButton action={action} label={panel.button} resubmit={resubmit} busy={busy} />}
      {deliveries && <DeliveredVersions deliveries={deliveries.deliveries} />}
      {state === 'delivered' && latest && <DeliveredDocuments latest={latest} />}
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
