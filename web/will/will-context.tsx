import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../api/client';
import { fetchWill, saveWill, WILL_PATH, type WillState } from '../api/will-api';
import { useFirstAnswer } from '../first-answers';
import { todayInUk } from '../wizard/use-today';
import { useSession } from '../session/session-context';
import type { Will } from '../../engine/will/will';
import type { FieldErrors } from '../wizard/step-errors';

/**
 * The server's save rules (with the will schema's precompiled validator, the largest module of the engine), loaded
 * when the will is, so a page that never saves (onboarding, the dashboard's first paint) does not download them.
 */
const saveRules = () => import('../../engine/will/validation/validate-save');

let early: Promise<WillState> | null = null;

/**
 * Starts GET /api/will before React first renders, beside the session (web/early-requests.ts); the first load takes
 * it. Refused (the session had ended), the load asks again; dropped when the visitor turns out to be signed out.
 */
export function prefetchWill(): void {
  early = fetchWill();
  early.catch(() => undefined);
}

/** SPEC 4.3: after a successful save the product waits 800 ms before moving on. */
export const SAVE_DELAY_MS = 800;

/**
 * A save either lands, or is refused with the server's field errors (keyed by SPEC paths), or fails outright;
 * `message` is the server's word when the screen should show it (a save sent too soon after many others).
 */
export type SaveOutcome = { ok: true } | { ok: false; fields: FieldErrors; message?: string };

export type WillStore = {
  state: WillState | null;
  loadError: string | null;
  /** Starts loading the will if no screen has yet. */
  load: () => void;
  reload: () => Promise<void>;
  /** Saves a whole will (people included) at the revision it was read at; see WillProvider. */
  save: (will: Will) => Promise<SaveOutcome>;
};

/** Exported for Storybook and tests, which provide a will without a server. */
export const WillContext = createContext<WillStore | null>(null);

/**
 * The will with its people as one document: the shape the engine's rules take. The charity the user came through
 * (GET /api/will's partner_charity) is the will's `partnerCharity`, which the flows and the steps read.
 */
export function willOf(state: WillState): Will {
  return { ...state.will, ...state.people, partnerCharity: state.partner_charity } as Will;
}

/**
 * The signed-in user's will, loaded once and shared by every screen (so moving between steps costs no request),
 * saved whole with the revision it was read at. A save is first checked with the server's own rules; a refused
 * save restores the server's state (SPEC 8).
 */
export function WillProvider({ children }: { children: ReactNode }) {
  // A page the server drew signed in came with the will it drew (../first-answers): no need to ask for it again.
  const first = useFirstAnswer<WillState>(WILL_PATH);
  const [state, setState] = useState<WillState | null>(first ?? null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const started = useRef(first !== undefined);
  const current = useRef(state);
  current.current = state;

  // Another account signing in in this tab must never see the last one's will.
  const { user, loading } = useSession();
  const owner = user?.hashid ?? null;
  const shownFor = useRef(owner);
  useEffect(() => {
    if (!loading && !owner) early = null;
  }, [loading, owner]);
  useEffect(() => {
    if (shownFor.current === owner) return;
    shownFor.current = owner;
    started.current = false;
    setState(null);
    setLoadError(null);
  }, [owner]);
  // The save rules load with the will: with the page's, once drawn.
  useEffect(() => {
    if (first !== undefined) void saveRules();
  }, [first]);

  const reload = useCallback(async () => {
    try {
      const pending = early;
      early = null;
      setState(await (pending?.catch(fetchWill) ?? fetchWill()));
      setLoadError(null);
    } catch (error) {
      setLoadError((error as Error).message);
    }
  }, []);
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void reload();
    void saveRules();
  }, [reload]);

  const save = useCallback(
    async (will: Will): Promise<SaveOutcome> => {
      const base = current.current;
      if (!base) return { ok: false, fields: {} };
      // The partner charity is the server's answer, never the user's to save.
      const { relations = {}, children = {}, partnerCharity: _fromServer, ...sections } = will;
      const payload = { ...sections, people: { relations, children }, revision: base.revision };
      const { validateSave } = await saveRules();
      const checked = validateSave(payload, todayInUk(), willOf(base));
      if (!checked.ok) return { ok: false, fields: checked.fields };
      try {
        const { revision } = await saveWill(base, sections as WillState['will'], { relations, children });
        // Keep what the server stored: the same normalisation ran here (a cleared partner, a dropped duplicate).
        const { relations: storedRelations = {}, children: storedChildren = {}, partnerCharity: _kept, ...stored } = checked.will;
        setState({ ...base, will: stored, people: { relations: storedRelations, children: storedChildren }, revision });
        return { ok: true };
      } catch (error) {
        const body = error instanceof ApiError ? error.body : {};
        // Too many saves, or a page open at another address than the app's (the origin check): nothing was stored and
        // nothing changed on the server, so what the user typed stays as it is, with the server's words.
        if (error instanceof ApiError && (error.status === 429 || (error.status === 403 && error.body.type === 'forbidden'))) {
          return { ok: false, fields: {}, message: error.message };
        }
        if (body.state) setState(body.state as WillState);
        else void reload();
        return { ok: false, fields: error instanceof ApiError && error.status === 422 && body.fields ? body.fields : {} };
      }
    },
    [reload],
  );

  const value = useMemo(() => ({ state, loadError, load, reload, save }), [state, loadError, load, reload, save]);
  return <WillContext.Provider value={value}>{children}</WillContext.Provider>;
}

/** The shared will without starting to load it (for screens a visitor may see). Throws outside WillProvider. */
export function useWillStore(): WillStore {
  const store = useContext(WillContext);
  if (!store) throw new Error('useWill needs a WillProvider');
  return store;
}

/** The shared will; loading starts on first use. Throws outside WillProvider. */
export function useWill(): WillStore {
  const store = useWillStore();
  const { load } = store;
  useEffect(load, [load]);
  return store;
}
