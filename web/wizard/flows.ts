import type { StepFile } from '../../engine/steps/step-file';
import { loadedOnce } from '../ui/loaded-once';

/** The flows and what reads them (./flow-moves), loaded once. */
export const flowMoves = loadedOnce(() => import('./flow-moves'));

/** Steps a visitor may use: onboarding and the account forms (SPEC 6). Drawing one needs no flow: only moving on. */
export function isPublic(step: Pick<StepFile, 'route' | 'bind'>): boolean {
  return step.route.startsWith('/will/start/') || step.bind === '/account';
}
