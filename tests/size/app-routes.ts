import type { StepFile } from '../../engine/step-file';
import { stepFiles } from '../../web/wizard/step-files';
import { drawsForm, namesField } from '../../web/wizard/kinds/lazy-form-kinds';
import { isPublic } from '../../web/wizard/flows';
import type { RouteLoad } from './route-js';

/** The budgets of JavaScript per route, as the server sends it (Brotli), of issue 26 (ADR 0011). */
export const DESIGN_BUDGETS_KB = { firstQuestion: 170, willStep: 190, dashboard: 120, checkout: 120 };

/**
 * Where a budget is missed, today's figure (rounded up, 2026-11-28 build) is held as a ceiling so it cannot grow
 * unnoticed, and the README says by how much (issue 26): a form step 192.5 KB (the will's save rules for every passed
 * section, issue 24), the steps that draw the estate fields (the split's chart, d3-shape) 196.1 KB, the dashboard
 * 124.9 KB and checkout 121.6 KB (the submit rule and the draft checks' messages, issue 24). Hydrating the prerendered
 * public pages (ADR 0012) added about 0.1 KB to every route, which took the largest non-estate form step (the guardian's
 * add screen, 192.9 KB) just past 193. Session 10's merges (2026-11-29: the mirror wills' notice on every step and the
 * dashboard's mirror panel, the confirmation notice and blocked-step line of issue 28, the second factor's routes)
 * added about 3 KB more to every route; the ceilings are today's figures: a form step 196.2 KB (the guardian's add
 * screen), the estate fields 200.1, the dashboard 129.3, checkout 123.4. The rest of issue 28's behaviour (a share's
 * error named on its row, one charity list, the guardian an add modal saved chosen, the messages' disclosures) added
 * about 0.5 KB. Loading xstate and the flows apart from the step screen (web/wizard/flows.ts: a public question loads
 * them only once drawn, 13.2 KB off each) adds their chunks' own weight to a will step, which still draws with them:
 * 0.6 to 0.7 KB. The step routes' loader added 0.04 KB to the entry. Ceilings: today's figures, measured after both.
 * README, "Page weight", says what would win it back.
 */
export const CEILINGS_KB = { willStep: 197.1, estateFields: 201.3, dashboard: 129.4, checkout: 123.5 };
const limit = (name: keyof typeof CEILINGS_KB) => Math.max(DESIGN_BUDGETS_KB[name === 'estateFields' ? 'willStep' : name], CEILINGS_KB[name]);

/**
 * The route a visitor lands on from /will/start: the welcome page, before the first onboarding question, which it
 * preloads while it is read (the question itself draws an RJSF form, a form step like any other: README, "Page weight").
 */
export const FIRST_QUESTION_ROUTE = '/will/start/welcome';

/**
 * The lazy chunks (manifest keys) that draw a step: the step screen and the step's file, and for a form its kinds and
 * validator, with the estate fields when it names one (`ui:field`); xstate and the flows but on a public page, which
 * loads them only once drawn (web/wizard/flows.ts).
 */
function stepChunks(step: StepFile): string[] {
  const form = drawsForm(step) ? ['wizard/kinds/form-kinds.ts', `wizard/generated/step-validators/${step.id}.js`, ...(namesField(step) ? ['wizard/estate-fields.ts'] : [])] : [];
  return ['wizard/step-screen.tsx', `wizard/generated/steps/${step.id}.json`, ...form, ...(isPublic(step) ? [] : ['wizard/flow-moves.ts'])];
}

/** Every step route with what it loads (a modal draws its parent page under it) and its budget, and the dashboard. Only a step drawn as a form may load the form library. */
export function appRoutes(): RouteLoad[] {
  const steps = Object.values(stepFiles).map((step): RouteLoad => {
    const drawn = step.presentation === 'modal' && step.parent ? [step, stepFiles[step.parent]!] : [step];
    const form = drawn.some(drawsForm);
    const budgetKb = step.route === FIRST_QUESTION_ROUTE ? DESIGN_BUDGETS_KB.firstQuestion : limit(drawn.some(namesField) ? 'estateFields' : 'willStep');
    return { route: step.route, lazy: [...new Set(drawn.flatMap(stepChunks))], budgetKb, formLibraryAllowed: form };
  });
  return [
    ...steps,
    { route: '/will/dashboard', lazy: ['screens/dashboard/dashboard-screen.tsx'], budgetKb: limit('dashboard'), formLibraryAllowed: false },
    { route: '/will/checkout', lazy: ['screens/checkout/checkout-screen.tsx'], budgetKb: limit('checkout'), formLibraryAllowed: false },
  ];
}
