import type { ReactNode } from 'react';
import type { StepFile } from '../../../engine/steps/step-file';
import type { StepDocument } from '../../../engine/steps/binding/step-document';
import type { WizardContext } from '../../widgets/wizard-context';
import type { StepRun } from '../use-step-run';
import type { PredicateCheck } from '../visible-fields';

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
};
