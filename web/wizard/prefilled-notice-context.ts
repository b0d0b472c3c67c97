import { createContext } from 'react';

/**
 * The prefilled notice of the step drawn ("Filled in from {inviter}'s answers: check each one", or null),
 * which the step's heading shows beneath it (StepHeader). Provided by StepFrame.
 */
export const PrefilledNoticeContext = createContext<string | null>(null);
