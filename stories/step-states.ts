/**
 * The states every step file is shown in, as story export names. Kept free of imports because the Storybook
 * indexer (.storybook/step-stories-indexer.ts) reads it in Node as well as the stories in the browser.
 */
export const STEP_STATES = ['Empty', 'Filled', 'Error'] as const;

export type StepState = (typeof STEP_STATES)[number];
