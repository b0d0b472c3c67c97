import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api/client';
import { fetchWill, saveWill, type WillState } from '../api/will-api';
import { useToast } from '../ui/toast';
import { todayInUk } from '../wizard/use-today';
import { validateSave } from '../../engine/validation/validate-save';
import type { Will } from '../../engine/will';
import type { StepFile } from '../../engine/step-file';
import { serverErrorsForStep, type FieldErrors } from '../wizard/step-errors';
import copy from '../../schemas/copy/wizard.json';

/** SPEC 4.3: after a successful save the product waits 800 ms before moving on. */
export const SAVE_DELAY_MS = 800;

export type SaveOutcome = { ok: true } | { ok: false; fields: FieldErrors };

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

  /**
   * Errors the step can show by its fields; any other refusal (a rule about another part of the will) gets the
   * SPEC 8 save-failure toast, so a save never fails silently.
   */
  const refusal = useCallback(
    (step: StepFile, fields: Record<string, string[]>): SaveOutcome => {
      const mine = serverErrorsForStep(step, fields);
      if (Object.keys(mine).length === 0) {
        console.warn('Will save refused for fields outside this step:', Object.keys(fields));
        toast('error', copy.saveFailedToast);
      }
      return { ok: false, fields: mine };
    },
    [toast],
  );

  const save = useCallback(
    async (step: StepFile, change: (will: WillState['will']) => WillState['will']): Promise<SaveOutcome> => {
      if (!state) return { ok: false, fields: {} };
      const will = change(state.will);
      // The same check the server makes (engine/validation), so a refusal costs no round trip.
      const payload = { ...will, people: state.people, revision: state.revision };
      const checked = validateSave(payload, todayInUk(), { ...state.will, ...state.people } as Will);
      if (!checked.ok) return refusal(step, checked.fields);
      try {
        const { revision } = await saveWill(state, will);
        // Keep what the server stored: the same normalisation ran here (a cleared partner, a dropped duplicate).
        const { relations = {}, children = {}, ...stored } = checked.will;
        setState({ ...state, will: stored, people: { relations, children }, revision });
        toast('success', copy.savedToast);
        await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS));
        return { ok: true };
      } catch (error) {
        const body = error instanceof ApiError ? error.body : {};
        if (body.state) setState(body.state as WillState);
        else void reload();
        if (error instanceof ApiError && error.status === 422 && body.fields) return refusal(step, body.fields);
        toast('error', copy.saveFailedToast);
        return { ok: false, fields: {} };
      }
    },
    [state, toast, reload, refusal],
  );

  return { state, loadError, save };
}
