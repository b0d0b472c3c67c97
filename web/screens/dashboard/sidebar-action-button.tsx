import { Link } from 'react-router-dom';
import type { SidebarAction } from '../../../engine/dashboard/sidebar-action';
import { CHECKOUT_ROUTE } from '../../../engine/dashboard/sidebar-action';
import copy from '../../../schemas/copy/dashboard.json';
import { BusyButton } from '../../ui/busy-button';

type Props = { action: SidebarAction; label?: string; resubmit: () => void; busy: boolean };

/**
 * The sidebar's one button (SPEC 4.1): a link to a step or checkout, the will's PDF, or Resubmit. Submit and pay or
 * Resubmit while the will may not be submitted is a disabled button with the step to finish, as a step card's
 * Get Started waits for its prerequisites.
 */
export function SidebarActionButton({ action, label, resubmit, busy }: Props) {
  if (action.kind === 'none' || !label) return null;
  if (action.kind === 'blocked') {
    return (
      <>
        <button type="button" className="button" disabled aria-describedby="sidebar-title sidebar-blocked">
          {label}
        </button>
        <p id="sidebar-blocked" className="dashboard__hint">
          {action.next.message}
        </p>
      </>
    );
  }
  if (action.kind === 'download') {
    return (
      <a className="button" href={action.route} download>
        {label}
      </a>
    );
  }
  if (action.kind === 'link') {
    return (
      <Link className="button" to={action.route}>
        {label}
      </Link>
    );
  }
  if (!action.free) {
    return (
      <>
        <Link className="button" to={CHECKOUT_ROUTE}>
          {label}
        </Link>
        <p className="dashboard__hint">{copy.resubmit.paidHint}</p>
      </>
    );
  }
  return (
    <BusyButton type="button" className="button" onClick={resubmit} busy={busy}>
      {label}
    </BusyButton>
  );
}
