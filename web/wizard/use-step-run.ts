import { useCallback, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { StepFile } from '../../engine/steps/step-file';
import type { Will } from '../../engine/will/will';
import { writeSlice, type StepBinding } from '../../engine/steps/binding/step-slice';
import type { StepDocument } from '../../engine/steps/binding/step-document';
import { runOperation } from '../../engine/steps/step-operations';
import type { Destination, FlowEventType } from '../../flows/flow-runner';
import { loadAnswers, loadMarkers } from '../onboarding/onboarding-storage';
import { useSession } from '../session/session-context';
import { useToast } from '../ui/toast';
import { SAVE_DELAY_MS, useWillStore } from '../will/will-context';
import { effects } from './effects';
import { effectNames, type EffectName } from './effect-names';
import { serverErrorsForStep, type FieldErrors } from './step-errors';
import { destinationUrl } from './step-route-paths';
import { flowMoves } from './flows';
import { pageConfig } from '../will/page-config';
import { todayInUk } from './use-today';
import type { Alert } from '../../engine/will/operations/operation-types';
import type { SavedItem } from '../widgets/wizard-context';
import copy from '../../schemas/copy/wizard.json';
import { dropHeldChoice, heldChoice, holdChoice } from './held-choice';
import { storedWillOf } from './use-held-document';

type Data = Record<string, unknown>;
type Params = Readonly<Record<string, string>>;

function effectOf(operation: string | undefined): EffectName | null {
  const name = operation?.split(':')[0];
  return effectNames.includes(name as EffectName) ? (name as EffectName) : null;
}

/** True when the step's answers live in the will (so moving on saves it). */
export function bindsWill(step: StepBinding): boolean {
  return step.bind === undefined || /^\/(will|people)(\/|$)/.test(step.bind);
}

/** A repeat step's next item (its answer goes there instead of to the flow), and how to ask the step's source again. */
export type RunOptions = { advance?: Destination; reloadSource?: () => Promise<void> };

/** What running a step needs: where its answers go and what to do with them. */
export type StepRun = {
  saving: boolean;
  /** A refusal to show as a modal until the user closes it. */
  alert: Alert | null;
  closeAlert: () => void;
  serverErrors: FieldErrors;
  /** The form's answers: write them back, commit, save, and go where the flow says. */
  submit: (data: Data) => Promise<void>;
  /** A secondary action or Back: an engine operation and/or a flow event, saved and followed; `rowParams` name a collection's row. */
  act: (action: { operation?: string; event?: string }, rowParams?: Params) => Promise<void>;
  /** Opens another step (a link, an add or edit screen), remembering this one as the page under a modal. */
  open: (stepId: string, params?: Params) => void;
  /** Goes there; `saved` (a modal's new item) goes with it in the navigation state, for the page it returns to. */
  go: (to: Destination, saved?: SavedItem) => void;
};

/**
 * The one pipeline every step runs (ADR 0007): the slice is written back through `bind`, the step's `commit`
 * operation applied (an engine operation on the will, or an effect with IO), the flow asked where the event leads
 * (its actions applied), the will saved in one request, and the user taken there. A refusal keeps the user on the
 * step with the errors at their fields, or a toast for anything the step cannot show.
 */
export function useStepRun(step: StepFile, document: StepDocument | null, params: Params, pageStepId: string, options: RunOptions = {}): StepRun {
  const { advance, reloadSource } = options;
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const toast = useToast();
  const { user, refresh } = useSession();
  // The will loads with the step's document when the step needs it (useStepDocument): a visitor's onboarding question
  // asks nothing of the server.
  const { save, reload } = useWillStore();
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const closeAlert = useCallback(() => setAlert(null), []);
  /** Shows an operation's refusal: an alert modal, or a toast. */
  const refuse = useCallback(
    (result: { toast?: string; alert?: Alert }) => {
      if (result.alert) setAlert(result.alert);
      else if (result.toast) toast('error', result.toast);
    },
    [toast],
  );
  const today = todayInUk();

  const location = useLocation();
  // The step the user came from goes with them, for flows whose steps may only be entered from their previous one.
  // A modal going back to the page that opened it returns to that very page (a repeat step's item, by its params).
  const go = useCallback(
    (to: Destination, saved?: SavedItem) => {
      const opener = location.state as { from?: string; fromParams?: Params } | null;
      const back = 'stepId' in to && !to.params && opener?.from === to.stepId ? { ...to, params: { ...opener.fromParams } } : to;
      navigate(destinationUrl(back), { state: { fromStep: step.id, ...(saved ? { saved } : {}) } });
    },
    [navigate, step.id, location.state],
  );
  const routeParams = useParams();
  const open = useCallback(
    (stepId: string, stepParams: Params = {}) => {
      // A step opened from a modal keeps the page under that modal; from a page, the page itself.
      // (A page opened by a link also carries `from`, the page it was opened from: that is not under it.)
      const underModal = step.presentation === 'modal' && (location.state as { from?: string } | null)?.from;
      const opener = underModal ? location.state : { from: pageStepId, fromParams: routeParams };
      // The router draws the step once its route's loader has its file and code (./step-route-loader): the page
      // stays on screen meanwhile, with what the user typed there.
      navigate(destinationUrl({ stepId, params: { ...stepParams } }), { state: opener });
    },
    [navigate, pageStepId, routeParams, location.state, step.presentation],
  );

  /** Saves `will` if it changed; false (with the errors shown) when the server or the rules refuse it. */
  const saveWill = useCallback(
    async (before: Will, will: Will): Promise<boolean> => {
      if (before === will) return true;
      const outcome = await save(will);
      if (!outcome.ok) {
        const mine = serverErrorsForStep(step, params, outcome.fields);
        setServerErrors(mine);
        if (Object.keys(mine).length === 0) toast('error', outcome.message ?? copy.saveFailedToast);
        return false;
      }
      // A save by a page of the flow that holds a choice saves that choice with it (./held-choice).
      const held = heldChoice(user?.hashid);
      if (held && step.presentation !== 'modal' && flowMoves.loaded()?.flowOf(step.id) === held.flow) dropHeldChoice();
      if (!step.silent) toast('success', copy.savedToast);
      await new Promise((resolve) => setTimeout(resolve, SAVE_DELAY_MS));
      return true;
    },
    [save, step, params, toast, user],
  );

  const flowContext = useCallback(
    (will: Will, answers = loadAnswers()) => ({ will, today, answers, markers: loadMarkers(), config: pageConfig(), loaded: document?.loaded }),
    [today, document?.loaded],
  );

  const submit = useCallback(
    async (data: Data) => {
      if (!document || saving) return;
      setSaving(true);
      setServerErrors({});
      const stop = () => setSaving(false);
      const written = writeSlice(step, document, params, data);
      let will = written.will;
      const effect = effectOf(step.commit);
      if (step.commit && !effect) {
        const result = runOperation(step.commit, will, { params, today, data });
        if (!result.ok) {
          refuse(result);
          return stop();
        }
        will = result.will;
      }
      // The flows decide where to go (loaded already but on a public question whose page has not loaded them yet).
      const { inFlow, nextDestination, openerReturn } = await flowMoves.load();
      let to: Destination | undefined = advance;
      if (!advance && inFlow.has(step.id)) {
        const event = (step.actions?.primary?.event ?? 'step.next') as FlowEventType;
        const answers = step.bind === '/onboarding' ? (data as never) : undefined;
        const next = nextDestination(step.id, { type: event, answers, data, params: { ...params } }, flowContext(will), { ...params });
        will = next.will;
        to = openerReturn(step, location.state) ?? next.to;
      }
      if (step.hold && user && to && inFlow.has(step.id)) {
        // Nothing is saved yet: the choice is held for the next screens of the flow, saved with the first that saves.
        holdChoice({ flow: flowMoves.loaded()!.flowOf(step.id)!, stepId: step.id, data, params: { ...params }, owner: user.hashid });
        stop();
        return go(to);
      }
      if (effect) {
        const outcome = await effects[effect]({ data, to, search, signedIn: Boolean(user), refreshSession: refresh, reloadWill: reload, reloadSource: reloadSource ?? (async () => {}), toast });
        if (!outcome.ok) {
          setServerErrors(outcome.fields ?? {});
          if (outcome.toast) toast('error', outcome.toast);
          return stop();
        }
        to = outcome.to ?? to;
      } else if (bindsWill(step) && !(await saveWill(storedWillOf(document), will))) {
        return stop();
      }
      stop();
      // A modal that saved an item of its own (an add screen's new person) says which, so the page under it can choose them.
      if (to) go(to, step.presentation === 'modal' && params.uuid ? { stepId: step.id, uuid: params.uuid } : undefined);
    },
    [document, saving, step, params, today, toast, refuse, flowContext, search, user, refresh, reload, reloadSource, saveWill, go, advance, location.state],
  );

  const act = useCallback(
    async (action: { operation?: string; event?: string }, rowParams: Params = {}) => {
      if (!document) return;
      let will = document.will;
      if (action.operation) {
        const result = runOperation(action.operation, will, { params: { ...params, ...rowParams }, today });
        if (!result.ok) return refuse(result);
        will = result.will;
      }
      let to: Destination | undefined;
      const { inFlow, nextDestination, openerReturn } = await flowMoves.load();
      if (action.event && inFlow.has(step.id)) {
        const next = nextDestination(step.id, { type: action.event as FlowEventType, params: { ...params } }, flowContext(will), { ...params });
        will = next.will;
        to = openerReturn(step, location.state) ?? next.to;
      }
      setSaving(true);
      const saved = await saveWill(storedWillOf(document), will);
      setSaving(false);
      if (!saved) return;
      if (to) go(to);
      else if (action.event === 'step.back') navigate(-1);
    },
    [document, params, today, step, refuse, flowContext, saveWill, go, navigate, location.state],
  );

  return { saving, alert, closeAlert, serverErrors, submit, act, open, go };
}
