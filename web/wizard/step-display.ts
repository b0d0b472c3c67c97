import { createContext } from 'react';

/** How steps are drawn outside the app: Storybook's error state shows every error as if the user had pressed Save. */
export const StepDisplayContext = createContext<{ showErrors: boolean }>({ showErrors: false });
