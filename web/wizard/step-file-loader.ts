import { use, useEffect, useReducer, useSyncExternalStore } from 'react';
import { useHydrated } from '../ui/use-hydrated';
import type { StepFile } from '../../engine/steps/step-file';
import { reloadValidatorFunctions } from './step-validator-chunks';
import { contentLanguage } from '../../engine/i18n/localised-content';
import type { Language } from '../../engine/i18n/language';

// Each step file is a chunk of its own, so a step page downloads its own file (and a modal's page the page's), not
// all of them. `npm run generate` writes them resolved (scripts/generate.ts), so no will schema, catalogue or resolver
// loads with them. ./step-files keeps every file, resolved as it loads, for tests and stories.
// Each language's files are chunks of their own (the Welsh under generated/steps-cy/): a page loads its language's.
const chunks = import.meta.glob<StepFile>(['./generated/steps/*.json', './generated/steps-cy/*.json'], { import: 'default' });
const loading = new Map<string, Promise<StepFile | undefined>>();
const loaded = new Map<string, StepFile | undefined>();

const listeners = new Set<() => void>();
let version = 0;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Replaces a step file while the app runs, and redraws every screen showing it: Storybook's step-file control and the
 * dev server's hot update of a saved step file (docs/adr). `step` must be resolved (resolveStep).
 */
export function provideStepFile(id: string, step: StepFile): void {
  loaded.set(stepFileChunk(id), step);
  loading.set(stepFileChunk(id), Promise.resolve(step));
  version += 1;
  for (const listener of listeners) listener();
}

/** The key of a step's file among the chunks, in the language the page reads in. */
export const stepFileChunk = (id: string, language: Language = contentLanguage()) => `./generated/steps${language === 'en' ? '' : `-${language}`}/${id}.json`;

/** Starts loading a step file (its schema's $refs and catalogues resolved); undefined when there is no such step (or no `npm run generate`). */
export function loadStepFile(id: string): Promise<StepFile | undefined> {
  const key = stepFileChunk(id);
  let pending = loading.get(key);
  if (!pending) {
    const chunk = chunks[key];
    pending = (chunk ? chunk() : Promise.resolve(undefined)).then((step) => {
      loaded.set(key, step);
      return step;
    });
    loading.set(key, pending);
  }
  return pending;
}

/**
 * A step file for drawing: `{ step }` once it has loaded (undefined when there is no such step), `{ pending: true }`
 * while it loads, and the component draws again when it has. No suspending: the step route keeps its element.
 */
export function useStepFile(id: string | undefined): { step?: StepFile; pending: boolean } {
  const [, loadedNow] = useReducer((count: number) => count + 1, 0);
  useSyncExternalStore(subscribe, () => version, () => version);
  // Prerendering a page, or hydrating one (../ui/use-hydrated), the step waits for its file (suspends), so it is
  // drawn as the HTML shows it; the prerendered HTML stays on screen meanwhile.
  const hydrated = useHydrated();
  if (!hydrated && id !== undefined) use(loadStepFile(id));
  const pending = id !== undefined && !loaded.has(stepFileChunk(id));
  useEffect(() => {
    if (!pending || !id) return;
    let live = true;
    void loadStepFile(id).then(() => live && loadedNow());
    return () => {
      live = false;
    };
  }, [id, pending]);
  return { step: id ? loaded.get(stepFileChunk(id)) : undefined, pending };
}

// `npm run dev` only: the dev server (scripts/vite-step-files-hot.ts) sends a saved step file, resolved, with its
// validator regenerated; the step's screens redraw from it, keeping what was typed. Not in the built app.
if (import.meta.hot) {
  import.meta.hot.on('will-writer:step-file', async ({ id, step }: { id: string; step: StepFile }) => {
    if (step.schema) await reloadValidatorFunctions(id);
    provideStepFile(id, step);
  });
}
