import type { ReactNode } from 'react';
import type { StepFile } from '../../../engine/steps/step-file';
import type { StepDocument } from '../../../engine/steps/binding/step-document';
import type { WizardContext } from '../../widgets/wizard-context';
import type { StepRun } from '../use-step-run';
import type { PredicateCheck } from '../visible-fields';
import type { Instead } from '../step-context';

/** What the generic screen hands each step kind. */
export type StepKindProps = {
  step: StepFile;
  document: StepDocument;
  params: Record<string, string>;
  /** The bound slice (form data) the step starts from. */
  data: Record<string, unknown>;
  run: StepRun;
  back: { label: string; go: () => void } | null;
  context: Omit<WizardContext, 'patch'>;
  isVisible: PredicateCheck;
  textValues: Record<string, string | number>;
  today: string;
  header?: ReactNode;
  /** The step's `instead` that holds, drawn in place of its form. */
  instead?: Instead;
  /** Asks the step's `source` again (a panel's Withdraw). */
  reloadSource: () => Promise<void>;
};
