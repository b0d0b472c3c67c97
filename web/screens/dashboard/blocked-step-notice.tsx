import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { stepRoute, type DashboardCard } from '../../../engine/dashboard/dashboard-cards';
import { interpolate } from '../../../engine/steps/interpolate';
import copy from '../../../schemas/copy/dashboard.json';

/** The step a URL opens: the card whose route is the URL or a folder above it (`/will/estate/split` is Estate). */
export function cardForPath(cards: readonly DashboardCard[], path: string): DashboardCard | undefined {
  return cards.find((card) => {
    const route = stepRoute(card.step.id);
    return path === route || path.startsWith(`${route}/`);
  });
}

/**
 * A step opened by its URL before its prerequisites were passed sends the user here (web/wizard/step-screen.tsx, with
 * the URL as `blocked` in the navigation state): one line saying which steps to finish first.
 */
export function BlockedStepNotice({ cards }: { cards: readonly DashboardCard[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then taken out of the history entry: reloading My Will, or coming back to it, says nothing more.
  const [blocked] = useState(() => (location.state as { blocked?: string } | null)?.blocked);
  useEffect(() => {
    if (blocked) void navigate(location.pathname, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the state this page was opened with
  }, []);
  const card = blocked ? cardForPath(cards, blocked) : undefined;
  if (!card || card.waitingFor.length === 0) return null;
  const steps = card.waitingFor.map((step) => step.title).join(copy.waitingForSeparator);
  return (
    <p className="dashboard__blocked" role="status">
      {interpolate(copy.blocked, { step: card.step.title, steps })}
    </p>
  );
}
