import { estateViews } from './views/estate-views';
import { executorViews } from './views/executor-views';
import { mirrorChildAnswers } from '../products/mirror/mirror-child-answers';
import type { StepView } from './views/step-view';

export type { StepView } from './views/step-view';
export type { SplitValue, SubstituteValue } from './views/estate-views';

/** The named views of step files (`views`, ADR 0007), one file per area under engine/steps/views/. */
export const stepViews: Record<string, StepView> = { ...estateViews, ...executorViews, 'mirror.childAnswers': mirrorChildAnswers };
