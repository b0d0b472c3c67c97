import { useCallback, useEffect, useRef, useState } from 'react';
import type { StepFile } from '../../engine/steps/step-file';
import type { StepLoaded } from '../../engine/steps/binding/step-document';
import { useSession } from '../session/session-context';
import { useApiSource } from './api-source';

/** What a step's `source` loaded: null while it loads (or for a step with none: `needed` false), with `reload` to ask again. */
export type StepSourceState = { needed: boolean; loaded: StepLoaded | null; error: string | null; reload: () => Promise<void> };

/**
 * Reads the step's `source` from the API when the step is drawn, and again on `reload` (an invitation withdrawn, a
 * slot taken): what was loaded stays on screen until the new answers are in, and an older answer arriving late is
 * dropped. Asked again when the signed-in user changes (a confirmed address may be asked more).
 */
export function useStepSource(step: Pick<StepFile, 'source'>): StepSourceState {
  const name = step.source;
  const source = useApiSource(name);
  const { user } = useSession();
  const [state, setState] = useState<{ name?: string; loaded: StepLoaded | null; error: string | null }>({ loaded: null, error: null });
  const asked = useRef(0);
  const reload = useCallback(async () => {
    if (!source) return;
    const ask = ++asked.current;
    try {
      const loaded = await source.load({ user });
      if (ask === asked.current) setState({ name, loaded, error: null });
    } catch (error) {
      if (ask === asked.current) setState((before) => ({ ...before, error: error instanceof Error ? error.message : String(error) }));
    }
  }, [name, source, user]);
  useEffect(() => {
    void reload();
  }, [reload]);
  // What another step's source loaded (a step screen kept mounted for another step) is not this one's.
  const loaded = state.name === name ? state.loaded : null;
  return { needed: Boolean(name), loaded, error: state.error, reload };
}
