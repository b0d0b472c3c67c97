import type { ComponentType } from 'react';
import type { StepFile } from '../../engine/steps/step-file';
import type { StepLoaded } from '../../engine/steps/binding/step-document';
import { loadedOnce, useLoaded, type LoadedOnce } from '../ui/loaded-once';
import type { PanelName } from './page-part-names';

/** What a panel draws from: what the step's source loaded, a way to ask it again, and the step's text values. */
export type PanelProps = { loaded: StepLoaded; reload: () => Promise<void>; textValues: Record<string, string | number> };

/**
 * The panels a step file may name in `instead[].panel` (./page-part-names.ts lists them for the content check): parts
 * of a page the app draws with IO of their own, each a chunk loaded with the step that names it (./step-route-loader).
 */
const panels: Record<PanelName, LoadedOnce<{ default: ComponentType<PanelProps> }>> = {
  // The invitations still open, each pending one with Withdraw.
  'mirror.invitations': loadedOnce(() => import('../screens/mirror/mirror-invitations-panel')),
};

/** Starts loading the panels a step names; settles once they are in. */
export async function loadPanels(step: Pick<StepFile, 'instead'>): Promise<void> {
  await Promise.all((step.instead ?? []).map((instead) => (instead.panel ? panels[instead.panel as PanelName].load() : null)));
}

/** A step's panel, drawn at once when its route's loader has loaded it, else in the route's loading boundary. */
export function StepPanel({ name, ...props }: PanelProps & { name: string }) {
  const { default: Panel } = useLoaded(panels[name as PanelName]);
  return <Panel {...props} />;
}
