import { addTrustee, hasTrustee, personExecutorIds, removeTrustee, setPersonExecutors, setReplacementExecutors } from '../../will/executors/executors';
import { uuids, type StepView } from './step-view';

/** The executor screens' views: the people chosen, and the trustee terms checkbox. */
export const executorViews: Record<string, StepView> = {
  'executors.people': {
    read: (will) => personExecutorIds(will),
    write: (will, value) => setPersonExecutors(will, uuids(value)),
    empty: [],
  },
  // The replacement executors, in the order ticked; executors and people no longer eligible are left out.
  'executors.replacements': {
    read: (will) => will.replacementExecutors ?? [],
    write: (will, value) => setReplacementExecutors(will, uuids(value)),
    empty: [],
  },
  // The trustee terms checkbox: ticked once the trustee service is appointed; ticking it appoints the service and
  // unticking it (false) withdraws it. The form can only be saved ticked.
  'executors.trusteeTerms': {
    read: (will) => (hasTrustee(will) ? true : undefined),
    write: (will, value) => (value === true ? addTrustee(will) : value === false ? removeTrustee(will) : will),
    empty: false,
  },
};
