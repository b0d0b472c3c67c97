import type { Experimental_DefaultFormStateBehavior } from '@rjsf/utils';

/** Never pre-answer a question: RJSF would otherwise default a oneOf to its first const, or a boolean to false. */
export const formDefaults: Experimental_DefaultFormStateBehavior = {
  constAsDefaults: 'never',
  emptyObjectFields: 'skipDefaults',
  requiredBooleanDefault: 'skip',
};
