import { lazy, Suspense, useState } from 'react';
import type { StepFile } from '../../engine/steps/step-file';
import { interpolate } from '../../engine/steps/interpolate';
import { ConfirmDialog } from '../ui/confirm-dialog';
import type { StepRun } from './use-step-run';

export type StepAction = NonNullable<NonNullable<StepFile['actions']>['secondary']>[number];

/**
 * The one action whose offer depends on more than the will: the mirror-will invitation (refer-partner's), not offered
 * again while one is pending or accepted. Drawn through a gate that shows the button, or the invitations instead;
 * loaded only when it shows.
 */
const MIRROR_INVITE_ROUTE = '/will/mirror/invite';
const MirrorOfferGate = lazy(() => import('../screens/mirror/mirror-offer-gate'));

const CLASS_OF: Record<string, string> = {
  secondary: 'button button--secondary',
  link: 'link-button',
  danger: 'link-button link-button--danger',
};

/** Drawn as a button (beside the main button and Back) rather than as a text link (after them). */
const isButton = (action: StepAction) => (action.variant ?? 'secondary') === 'secondary';

/**
 * A step's secondary actions: open a step, follow a link, or run an operation and a flow event (after the `confirm`
 * dialog for destructive ones). `visible` decides each action's `visibleIf`. `kind` picks the buttons or the text
 * links, so a step's buttons stay in one row (main, secondary, Back) with its links after them, not between them.
 */
export function SecondaryActions({ actions, run, visible, textValues, kind }: {
  actions: readonly StepAction[];
  run: StepRun;
  visible: (predicate: string | undefined) => boolean;
  textValues: Record<string, string | number>;
  kind: 'buttons' | 'links';
}) {
  const [confirming, setConfirming] = useState<StepAction | null>(null);
  const perform = (action: StepAction) => {
    if (action.step) run.open(action.step);
    else if (action.route) run.go({ route: action.route });
    else void run.act(action);
  };
  return (
    <>
      {actions.filter((action) => isButton(action) === (kind === 'buttons') && visible(action.visibleIf)).map((action) => {
        const button = (
          <button
            key={action.label}
            type="button"
            className={CLASS_OF[action.variant ?? 'secondary']}
            disabled={run.saving}
            onClick={() => (action.confirm ? setConfirming(action) : perform(action))}
          >
            {interpolate(action.label, textValues)}
          </button>
        );
        return action.route === MIRROR_INVITE_ROUTE ? (
          <Suspense key={action.label} fallback={null}>
            <MirrorOfferGate>{button}</MirrorOfferGate>
          </Suspense>
        ) : (
          button
        );
      })}
      {confirming?.confirm && (
        <ConfirmDialog
          title={confirming.confirm.title}
          text={interpolate(confirming.confirm.text, textValues)}
          detail={confirming.confirm.detail ? interpolate(confirming.confirm.detail, textValues).trim() : undefined}
          confirmLabel={confirming.confirm.confirm}
          cancelLabel={confirming.confirm.cancel}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const action = confirming;
            setConfirming(null);
            perform(action);
          }}
        />
      )}
    </>
  );
}
