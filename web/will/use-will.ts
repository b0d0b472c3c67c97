import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import { fetchWill, saveWill, type WillState } from '../api/will-api';
import { useToast } from '../ui/toast';
import { todayInUk } from '../wizard/use-today';
import { validateSave } from '../../engine/validation/validate-save';
import type { Will } from '../../engine/will';
import copy from '../../schemas/copy/wizard.json';

/** SPEC 4.3: after a successful save the product waits 800 ms before moving on. */
export const SAVE_DELAY_MS = 800;

export type SaveOutcome = { ok: true } | { ok: false; fields: Record<string, string[]> };

/**
 * The signed-in user's will: loaded once, saved whole with the revision it was read at. A refused save restores
 * the server's state (SPEC 8); a validation refusal hands back the field errors for the form to show.
 */
export function useWill() {
  const toast = useToast();
  const [state, setState] = useState<WillState | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setState(await fetchWill());
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const save = useCallback(
    async (change: (will: WillState['will']) => WillState['will']): Promise<SaveOutcome> => {
      if (!state) return { ok: false, fields: {} };
      const will = change(state.will);
      // The same check the server makes (engine/validation), so a refusal costs no round trip.
      const payload = { ...will, people: state.people, revision: state.revision };
      const checked = validateSave(payload, todayInUk(), { ...state.will, ...state.people } as Will);
      if (!checked.ok) return { ok: false, fields: checked.fields };
      try {
        const { revision } = await saveWill(state, will);
        setState({ ...state, will, revision });
        toast('success', copy.savedToast);
        await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS));
        return { ok: true };
      } catch (error) {
        const body = error instanceof ApiError ? error.body : {};
        if (body.state) setState(body.state as WillState);
        else void reload();
        if (error instanceof ApiError && error.status === 422 && body.fields) return { ok: false, fields: body.fields };
        toast('error', copy.saveFailedToast);
        return { ok: false, fields: {} };
      }
    },
    [state, toast, reload],
  );

  return { state, loadError, save };
}
