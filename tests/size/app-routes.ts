import type { StepFile } from '../../engine/steps/step-file';
import { stepFiles } from '../../web/wizard/step-files';
import { drawsForm, namesField } from '../../web/wizard/kinds/lazy-form-kinds';
import { isPublic } from '../../web/wizard/flows';
import type { RouteLoad } from './route-js';
import ceilings from './ceilings.json';

/**
 * Ceilings of JavaScript per kind of route, as the server sends it (Brotli): what the heaviest route of each kind
 * weighed when they were last set, plus a small margin (tests/size/ceilings.json). They only ever move down: the size
 * test fails when a route grows past its ceiling, and when a ceiling stands more than `MAX_SLACK_KB` above the
 * heaviest route of its kind, so a saving is locked in by lowering it. DESIGN.md's budgets are reported beside the
 * figures in bench/README.md, not held here. Raising a ceiling is a reviewed change of ceilings.json, with its reason in the commit.
 */
export const CEILINGS_KB = ceilings as Record<RouteKind | typeof WELSH_LAYERS, number>;
export const MARGIN_KB = 0.5;
export const MAX_SLACK_KB = 1.5;

/**
 * What a Welsh page loads beside its route (web/i18n/welsh-layers.ts): its ceiling, and the module of the build's
 * manifest. No English page loads it.
 */
export const WELSH_LAYERS = 'welshLayers';
export const WELSH_LAYERS_MODULE = 'i18n/welsh-layers.ts';

/** The kinds of route that share a ceiling. */
export type RouteKind = 'welcome' | 'publicForm' | 'willForm' | 'estateFields' | 'noForm' | 'dashboard' | 'checkout';

/**
 * The route a visitor lands on from /will/start: the welcome page, before the first onboarding question, which it
 * preloads while it is read (the question itself draws an RJSF form, a form step like any other: docs/web-app.md).
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

/** The kind of a step route, for its ceiling. */
function kindOf(step: StepFile, drawn: StepFile[]): RouteKind {
  if (step.route === FIRST_QUESTION_ROUTE) return 'welcome';
  if (!drawn.some(drawsForm)) return 'noForm';
  if (drawn.some(namesField)) return 'estateFields';
  return isPublic(step) ? 'publicForm' : 'willForm';
}

/** Every step route with what it loads (a modal draws its parent page under it), its kind and ceiling, and the dashboard and checkout. Only a step drawn as a form may load the form library. */
export function appRoutes(): (RouteLoad & { kind: RouteKind })[] {
  const steps = Object.values(stepFiles).map((step) => {
    const drawn = step.presentation === 'modal' && step.parent ? [step, stepFiles[step.parent]!] : [step];
    const kind = kindOf(step, drawn);
    return { route: step.route, kind, lazy: [...new Set(drawn.flatMap(stepChunks))], budgetKb: CEILINGS_KB[kind], formLibraryAllowed: drawn.some(drawsForm) };
  });
  return [
    ...steps,
    { route: '/will/dashboard', kind: 'dashboard' as const, lazy: ['screens/dashboard/dashboard-screen.tsx'], budgetKb: CEILINGS_KB.dashboard, formLibraryAllowed: false },
    { route: '/will/checkout', kind: 'checkout' as const, lazy: ['screens/checkout/checkout-screen.tsx'], budgetKb: CEILINGS_KB.checkout, formLibraryAllowed: false },
  ];
}
