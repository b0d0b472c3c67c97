import { createContext, use, useContext } from 'react';
import type { SessionUser } from '../api/auth-api';
import type { StepLoaded } from '../../engine/steps/binding/step-document';
import type { Will } from '../../engine/will/will';
import { loadedOnce } from '../ui/loaded-once';
import type { StepFile } from '../../engine/steps/step-file';
import type { ApiSourceName } from './page-part-names';

/**
 * What a step reads from the API before it is drawn (its `source`): `load` asks the server (given who is signed in,
 * so one the server would refuse is asked nothing) and settles with the answers by key, which the engine reads as
 * `loaded` (engine/products/…); `answers` is what the form starts with, from them and the will.
 */
export type ApiSource = {
  load: (ctx: { user: SessionUser | null }) => Promise<StepLoaded>;
  answers?: (loaded: StepLoaded, will: Will) => Record<string, unknown>;
};

/** The sources (./api-sources.ts), loaded with the first step that names one (./step-route-loader.ts). */
const sources = loadedOnce(() => import('./api-sources'));

/** Starts loading the sources when `step` names one; settles once they are in. */
export async function loadApiSource(step: Pick<StepFile, 'source'>): Promise<void> {
  if (step.source) await sources.load();
}

/**
 * Sources standing in for the API's, by name (Storybook, which has no server, and its story states): a step whose
 * source is here reads it from them.
 */
export const ApiSourcesContext = createContext<Partial<Record<ApiSourceName, ApiSource>> | null>(null);

/** The source a step names (`source`), or one standing in for it; undefined for a step with none. */
export function useApiSource(name: string | undefined): ApiSource | undefined {
  const standIns = useContext(ApiSourcesContext);
  if (!name) return undefined;
  const standIn = standIns?.[name as ApiSourceName];
  if (standIn) return standIn;
  // At once when the step's route loaded the sources (as ../ui/loaded-once's useLoaded), else in the route's loading boundary.
  return (sources.loaded() ?? use(sources.load())).apiSources[name as ApiSourceName];
}
