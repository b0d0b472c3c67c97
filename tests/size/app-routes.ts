import type { StepFile } from '../../engine/step-file';
import { stepFiles } from '../../web/wizard/step-files';
import { drawsForm, namesField } from '../../web/wizard/kinds/lazy-form-kinds';
import type { RouteLoad } from './route-js';

/** DESIGN.md's budgets of JavaScript (gzip) per route. */
export const DESIGN_BUDGETS_KB = { firstQuestion: 100, willStep: 190 };

/**
 * The route a visitor lands on from /will/start: the welcome page, before the first onboarding question, which it
 * preloads while it is read (the question itself draws an RJSF form, a form step like any other: README, "Page weight").
 */
export const FIRST_QUESTION_ROUTE = '/will/start/welcome';

/**
 * The lazy chunks (manifest keys) that draw a step: the step screen and the step's file, and for a form its kinds and
 * validator, with the estate fields when it names one (`ui:field`).
 */
function stepChunks(step: StepFile): string[] {
  const form = drawsForm(step) ? ['wizard/kinds/form-kinds.ts', `wizard/generated/step-validators/${step.id}.js`, ...(namesField(step) ? ['wizard/estate-fields.ts'] : [])] : [];
  return ['wizard/step-screen.tsx', `wizard/generated/steps/${step.id}.json`, ...form];
}

/** Every step route with what it loads (a modal draws its parent page under it) and its budget, and the dashboard. Only a step drawn as a form may load the form library. */
export function appRoutes(): RouteLoad[] {
  const steps = Object.values(stepFiles).map((step): RouteLoad => {
    const drawn = step.presentation === 'modal' && step.parent ? [step, stepFiles[step.parent]!] : [step];
    const form = drawn.some(drawsForm);
    const budgetKb = step.route === FIRST_QUESTION_ROUTE ? DESIGN_BUDGETS_KB.firstQuestion : DESIGN_BUDGETS_KB.willStep;
    return { route: step.route, lazy: [...new Set(drawn.flatMap(stepChunks))], budgetKb, formLibraryAllowed: form };
  });
  return [...steps, { route: '/will/dashboard', lazy: ['screens/dashboard/dashboard-screen.tsx'], budgetKb: DESIGN_BUDGETS_KB.willStep, formLibraryAllowed: false }];
}
