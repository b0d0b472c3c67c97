import type { StepFile } from '../../engine/steps/step-file';
import type { StepDocument } from '../../engine/steps/binding/step-document';
import { stepSources } from '../../engine/steps/step-sources';
import { lookupAddresses } from '../api/addresses-api';
import type { WizardContext } from '../widgets/wizard-context';
import { predicateHolds } from '../../engine/steps/step-predicates';
import type { PredicateCheck } from './visible-fields';
import { questionCount } from './step-index';

type Params = Readonly<Record<string, string>>;

/** What a step's widgets see of the will: today's date, its people (sources), the user's address, opening steps. */
export function wizardContext(document: StepDocument, today: string, openStep: (stepId: string, params?: Params) => void): Omit<WizardContext, 'patch'> {
  const user = document.will.userInfo;
  return {
    today,
    lookupAddresses,
    sourceItems: (name) => stepSources[name]?.(document.will, { today }) ?? [],
    openStep,
    userAddress: user?.address ? { address: user.address, manualAddress: Boolean(user.manualAddress) } : undefined,
    will: document.will,
  };
}

/** Whether a field's or an action's `visibleIf` holds for the will and the form's answers. */
export function predicateCheck(document: StepDocument, today: string, params: Params): PredicateCheck {
  return (name, data) => predicateHolds(name, { will: document.will, today, data, params: { ...params } });
}

/** The values a step's texts can name: {questionCount}, and {name} of the person or pet the step edits. */
export function textValuesFor(step: StepFile, slice: Record<string, unknown>, extra: Record<string, string | number> = {}): Record<string, string | number> {
  const name = typeof slice.fullName === 'string' ? slice.fullName : typeof slice.name === 'string' ? slice.name : '';
  return { questionCount, name, ...extra };
}
