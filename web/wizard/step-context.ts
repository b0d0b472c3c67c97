import type { StepFile } from '../../engine/steps/step-file';
import type { StepDocument } from '../../engine/steps/binding/step-document';
import { stepSources } from '../../engine/steps/step-sources';
import { lookupAddresses } from '../api/addresses-api';
import type { WizardContext } from '../widgets/wizard-context';
import { predicateHolds } from '../../engine/steps/step-predicates';
import type { PredicateCheck } from './visible-fields';
import { questionCount } from './step-index';
import type { ApiSource } from './api-source';

/** One of a step's `instead`: what it shows in place of its form while `visibleIf` holds. */
export type Instead = NonNullable<StepFile['instead']>[number];

type Params = Readonly<Record<string, string>>;

/**
 * What a step's widgets see of the will: today's date, its people (sources, which also read what the step's `source`
 * loaded), the user's address, opening steps.
 */
export function wizardContext(document: StepDocument, today: string, openStep: (stepId: string, params?: Params) => void): Omit<WizardContext, 'patch'> {
  const user = document.will.userInfo;
  return {
    today,
    lookupAddresses,
    sourceItems: (name) => stepSources[name]?.(document.will, { today, loaded: document.loaded }) ?? [],
    openStep,
    userAddress: user?.address ? { address: user.address, manualAddress: Boolean(user.manualAddress) } : undefined,
    will: document.will,
    loaded: document.loaded,
  };
}

/** Whether a field's or an action's `visibleIf` holds for the will, the form's answers and what the step loaded. */
export function predicateCheck(document: StepDocument, today: string, params: Params): PredicateCheck {
  return (name, data) => predicateHolds(name, { will: document.will, today, data, params: { ...params }, loaded: document.loaded });
}

/** The values a step's texts can name: {questionCount}, and {name} of the person or pet the step edits. */
export function textValuesFor(step: StepFile, slice: Record<string, unknown>, extra: Record<string, string | number> = {}): Record<string, string | number> {
  const name = typeof slice.fullName === 'string' ? slice.fullName : typeof slice.name === 'string' ? slice.name : '';
  return { questionCount, name, ...extra };
}

/** The first of the step's `instead` whose predicate holds (for the will and what the step loaded), if any. */
export function insteadOf(step: Pick<StepFile, 'instead'>, isVisible: PredicateCheck): Instead | undefined {
  return step.instead?.find((instead) => isVisible(instead.visibleIf, {}));
}

/** The answers a step's source (./api-sources.ts) starts the form with, from what it loaded and the will; none without one. */
export function sourceAnswers(source: ApiSource | undefined, document: StepDocument): Record<string, unknown> {
  return source?.answers && document.loaded ? source.answers(document.loaded, document.will) : {};
}
