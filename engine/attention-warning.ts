import dashboardCopy from '../schemas/copy/dashboard.json';
import { dependantsWithoutGuardian } from './completeness';
import { interpolate } from './interpolate';
import type { StepId } from './steps';
import type { Will } from './will';

const warnings = dashboardCopy.warnings as Record<string, string | undefined>;

/**
 * What a step needing attention says is wrong, on its card and in the sidebar: who has no guardian now (Guardians),
 * SPEC 2.5's warnings for the estate and executors; undefined when there is nothing to say.
 */
export function attentionWarning(will: Will, stepId: StepId, today: string): string | undefined {
  if (stepId === 'guardians') {
    const names = dependantsWithoutGuardian(will, today);
    if (names.length === 0) return undefined;
    const { one, many, separator } = dashboardCopy.guardianless;
    return interpolate(names.length === 1 ? one : many, { names: names.join(separator) });
  }
  return warnings[stepId];
}
