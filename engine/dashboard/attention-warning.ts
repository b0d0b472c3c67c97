import dashboardCopy from '../../schemas/copy/dashboard.json';
import { dependantsWithoutGuardian } from '../will/completeness';
import { pluralText } from '../i18n/plural-text';
import { contentLanguage } from '../i18n/localised-content';
import type { StepId } from '../steps/steps';
import type { Will } from '../will/will';

/**
 * What a step needing attention says is wrong, on its card and in the sidebar: who has no guardian now (Guardians),
 * SPEC 2.5's warnings for the estate and executors; undefined when there is nothing to say.
 */
export function attentionWarning(will: Will, stepId: StepId, today: string): string | undefined {
  if (stepId === 'guardians') {
    const names = dependantsWithoutGuardian(will, today);
    if (names.length === 0) return undefined;
    const { text, separator } = dashboardCopy.guardianless;
    return pluralText(text, names.length, contentLanguage(), { names: names.join(separator) });
  }
  return (dashboardCopy.warnings as Record<string, string | undefined>)[stepId];
}
