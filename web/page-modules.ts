import { stepIdAt } from './routes';
import { loadStepFile, stepFileChunk } from './wizard/step-file-loader';
import { drawsForm, namesField } from './wizard/kinds/lazy-form-kinds';
import { validatorChunk } from './wizard/step-validator-chunks';
import { contentLanguage } from '../engine/i18n/localised-content';

/** Screens that are not steps, by path: the module of the build's manifest that draws each. */
const SCREEN_MODULES: Record<string, string> = {
  '/will/privacy': 'screens/privacy/privacy-screen.tsx',
  '/will/dashboard': 'screens/dashboard/dashboard-screen.tsx',
  '/will/checkout': 'screens/checkout/checkout-screen.tsx',
};

/** The chunk of the Welsh layers (./i18n/welsh-layers.ts), which a Welsh page awaits before it hydrates. */
const WELSH_LAYERS_MODULE = 'i18n/welsh-layers.ts';

/**
 * The modules (keys of the build's manifest) a page's first render needs beyond the entry: the screen, or the step
 * screen, the step's file and, for a form, its kinds and validator (and the estate fields it names); on a Welsh page,
 * the Welsh layers. A page drawn on the server preloads them, so it hydrates as soon as they are in. The step file is
 * the one in the page's language.
 */
export async function modulesOf(path: string): Promise<string[]> {
  return [...(contentLanguage() === 'cy' ? [WELSH_LAYERS_MODULE] : []), ...(await screenModulesOf(path))];
}

async function screenModulesOf(path: string): Promise<string[]> {
  const stepId = stepIdAt(path);
  if (!stepId) return SCREEN_MODULES[path] ? [SCREEN_MODULES[path]] : [];
  const step = await loadStepFile(stepId);
  const form = step && drawsForm(step) ? ['wizard/kinds/form-kinds.ts', validatorChunk(stepId).replace(/^\.\//, 'wizard/'), ...(namesField(step) ? ['wizard/estate-fields.ts'] : [])] : [];
  return ['wizard/step-screen.tsx', stepFileChunk(stepId).replace(/^\.\//, 'wizard/'), ...form];
}
