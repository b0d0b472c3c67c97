import { use, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useMatches, useNavigate, useParams } from 'react-router-dom';
import type { StepFile } from '../../engine/steps/step-file';
import { readSlice } from '../../engine/steps/binding/step-slice';
import { withNewItemDefaults } from '../../engine/steps/binding/new-item-defaults';
import { interpolate } from '../../engine/steps/interpolate';
import { stepFigures } from '../../engine/steps/step-figures';
import type { Destination, FlowContext } from '../../flows/flow-runner';
import { stepsOpenedFrom } from '../../engine/steps/step-links';
import { loadAnswers, loadMarkers } from '../onboarding/onboarding-storage';
import { useSession } from '../session/session-context';
import { RequireAuth } from '../session/require-auth';
import { wasSignedIn } from '../session/signed-in-hint';
import { useHydrated } from '../ui/use-hydrated';
import { Loading } from '../ui/loading';
import { AlertDialog } from '../ui/alert-dialog';
import { useDocumentTitle } from '../ui/document-title';
import { useNoSuccessToast } from '../ui/toast';
import { titleId } from './step-header';
import { NotFoundScreen } from '../screens/not-found-screen';
import { pageConfig, usePageConfig } from '../will/page-config';
import { loadStepFile, useStepFile } from './step-file-loader';
import { loadValidatorFunctions } from './step-validator-chunks';
import { destinationUrl, stepUrl } from './step-route-paths';
import { useStepDocument } from './use-step-document';
import { useHeldDocument } from './use-held-document';
import { useStepRun } from './use-step-run';
import { useBack } from './back-action';
import { repeatPosition } from './repeat-position';
import { insteadOf, predicateCheck, sourceAnswers, textValuesFor, wizardContext } from './step-context';
import { todayInUk } from './use-today';
import { StepFrame } from './step-frame';
import { flowMoves, isPublic } from './flows';
import { prefilledNoticeFor } from './prefilled-notice';
import { partnerNameOf } from '../../engine/products/mirror/partner-name';
import { StepModal } from './step-modal';
import { useApiSource } from './api-source';
import { CollectionStep } from './kinds/collection-step';
import { InfoStep } from './kinds/info-step';
import { InsteadStep } from './kinds/instead-step';
import { drawsForm, LazyFormStep, LazyRepeatStep, loadFormKinds, preloadStep } from './kinds/lazy-form-kinds';
import type { StepKindProps } from './kinds/step-kind-props';

export { loadStepRoute } from './step-route-loader';

const KINDS = { form: LazyFormStep, collection: CollectionStep, info: InfoStep, repeat: LazyRepeatStep };

/** Where the page under a modal came from: the step that opened it (with its params), else the file's `parent`. */
type Opener = { from?: string; fromParams?: Record<string, string> } | null;

/**
 * Once a step is drawn, starts downloading what the next may need, when the browser is idle: the flows (a public
 * question's page has not loaded them), the form kinds, and the files and validators of the steps it opens (its
 * modals and edit screens) and of its flow's steps. (Each step's route loads what it needs anyway before it is
 * drawn, ./step-route-loader; this makes that wait nothing.) Returns a cancel.
 */
function preloadNext(step: StepFile): () => void {
  const preload = async () => {
    void loadFormKinds();
    const { inFlow, machineOf } = await flowMoves.load();
    const flowSteps = inFlow.has(step.id) ? Object.keys(machineOf(step.id).states) : [];
    for (const id of [...stepsOpenedFrom(step), ...flowSteps]) {
      void loadStepFile(id);
      void loadValidatorFunctions(id);
    }
  };
  if (typeof requestIdleCallback !== 'function') return void preload(), () => undefined;
  const idle = requestIdleCallback(() => void preload(), { timeout: 2000 });
  return () => cancelIdleCallback(idle);
}

/**
 * The element of every step route. It finds its step by the route's `handle`, so moving between a page and a
 * modal drawn over it keeps the page mounted (same element, same key): the modal opens on a <dialog> over it,
 * and closing it returns focus to the opener.
 */
export function StepRoute() {
  const match = useMatches().at(-1);
  const stepId = (match?.handle as { stepId?: string } | undefined)?.stepId;
  // The step's file (and a modal's page's) is in: the route's loader loaded it (./step-route-loader). Pending only
  // where no router loads it first (tests, Storybook).
  const { step, pending } = useStepFile(stepId);
  const location = useLocation();
  const routeParams = useParams();
  const opener = location.state as Opener;
  const modal = step?.presentation === 'modal';
  const pageId = step && modal ? (opener?.from ?? step.parent!) : step?.id;
  const { step: pageStep, pending: pagePending } = useStepFile(pageId);
  // A form's code (loaded already by the route's loader); what the next steps need, once this one is drawn.
  if (step) void preloadStep(step);
  useEffect(() => {
    if (step) return preloadNext(step);
  }, [step]);
  if (pending || pagePending) return <Loading />;
  if (!step || !pageStep) return <NotFoundScreen />;
  const pageParams = modal ? (opener?.fromParams ?? {}) : (routeParams as Record<string, string>);
  const drawn = drawStep({ step, pageStep, pageId: pageId!, pageParams, routeParams: routeParams as Record<string, string>, locationKey: location.key });
  return step.enabledBy ? <EnabledBy flag={step.enabledBy}>{drawn}</EnabledBy> : drawn;
}

/** A step of a page-configuration flag (its `enabledBy`): page not found while the flag is off. */
function EnabledBy({ flag, children }: { flag: NonNullable<StepFile['enabledBy']>; children: ReactNode }) {
  const config = usePageConfig();
  if (config === undefined) return <Loading />;
  return config?.[flag] === true ? children : <NotFoundScreen />;
}

/** The step, over the page it was opened from when it is a modal, behind the session check it needs. */
function drawStep({ step, pageStep, pageId, pageParams, routeParams, locationKey }: { step: StepFile; pageStep: StepFile; pageId: string; pageParams: Record<string, string>; routeParams: Record<string, string>; locationKey: string }) {
  const modal = step.presentation === 'modal';
  const page = <StepPage key={`${pageId}:${JSON.stringify(pageParams)}`} step={pageStep} routeParams={pageParams} underModal={modal} />;
  const content = (
    <>
      {page}
      {modal && <StepPage key={`${step.id}:${locationKey}`} step={step} routeParams={routeParams} pageStepId={pageId} />}
    </>
  );
  if (isPublic(step)) return step.bind === '/account' ? <SignedOutOnly>{content}</SignedOutOnly> : content;
  return <RequireAuth>{content}</RequireAuth>;
}

/** Register and sign-in are for signed-out visitors: one already signed in when the page opens goes to My Will. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const signingOut = (useLocation().state as { signingOut?: boolean } | null)?.signingOut === true;
  // Judged once: signing in on this very page must not bounce the user before they reach where they were going.
  const signedInOnArrival = useRef<boolean | null>(null);
  // While the session loads, the form is drawn (it is prerendered so) unless this browser was signed in last time.
  const hydrated = useHydrated();
  if (loading) return hydrated && wasSignedIn() ? <Loading /> : children;
  signedInOnArrival.current ??= Boolean(user) && !signingOut;
  if (signedInOnArrival.current) return <Navigate to="/will/dashboard" replace />;
  return children;
}

/** One step drawn by its kind: its document loaded, its params resolved, entry checked with its flow. */
export function StepPage({ step, routeParams, underModal = false, pageStepId }: { step: StepFile; routeParams: Record<string, string>; underModal?: boolean; pageStepId?: string }) {
  const navigate = useNavigate();
  // The step the user came from, for flows whose steps may only be entered from their previous one: a flow
  // navigation carries it; the page under a modal was entered from itself, when a step of it opened the modal.
  const { state: arrivalState, pathname, key: locationKey } = useLocation();
  const arrival = arrivalState as (Opener & { fromStep?: string }) | null;
  const arrivedFrom = underModal ? arrival?.from : arrival?.fromStep;
  const today = todayInUk();
  const stored = useStepDocument(step, routeParams);
  const { params: resolved, loadError, reloadSource } = stored;
  // A choice held by an earlier screen of the flow shows here as if saved (./use-held-document); nothing is stored yet.
  const document = useHeldDocument(step, stored.document, today);
  // A repeat page under a modal opened without it (a reload of the modal's URL) shows its first item.
  const index = Number(resolved.index ?? 0) || (underModal ? 1 : 0);
  // Whether the user may enter is judged as they arrive (each navigation to the step, once what it reads is in), not
  // again while they stay: a step whose own save ends what let them in (the last copied child answered) moves on as
  // its flow says instead of being sent back on the way.
  const entry = useRef<{ arrival: string; verdict: true | Destination } | null>(null);
  // A step that asks more before anything is finished takes away the step before's "Saved Successfully".
  useNoSuccessToast(step.clearsSavedToast === true);
  const position = useMemo(
    () => (step.kind === 'repeat' && document ? repeatPosition(step, document.will, today, index) : null),
    [step, document, today, index],
  );
  const params = useMemo(() => (position ? { ...resolved, uuid: position.item.uuid } : resolved), [resolved, position]);
  const run = useStepRun(step, document, params, pageStepId ?? step.id, { advance: position?.next, reloadSource });
  // What a visitor answered is in this browser only: read once the prerendered page is hydrated.
  const hydrated = useHydrated();
  const flowContext: FlowContext | null = document
    ? { will: document.will, today, answers: hydrated ? loadAnswers() : {}, markers: hydrated ? loadMarkers() : { charityFlow: false, employerFlow: false }, loaded: document.loaded }
    : null;
  // The flows: in for a will step (its route's loader loaded them), maybe not yet for a public one, whose flow has no
  // entry rule and no mirror notice (tests/flows): it needs them only to move on, and loads them then.
  const moves = flowMoves.loaded() ?? (isPublic(step) ? undefined : use(flowMoves.load()));
  const flowBack = useBack(step, run, flowContext, params);
  const back = position?.previous ? { label: flowBack?.label ?? '', go: () => run.go(position.previous!) } : flowBack;
  // The form starts from what the step's source gives (the partner's address given before), under the bound slice's own.
  const source = useApiSource(step.source);
  const data = useMemo(() => (document ? withNewItemDefaults(step, document, params, { ...sourceAnswers(source, document), ...readSlice(step, document, params) }) : {}), [step, document, params, source]);
  const extra: Record<string, string | number> = position ? { index: position.index, count: position.items.length, name: position.item.label } : {};
  const figures = step.figures && document ? stepFigures[step.figures]?.(document.will, { today, params, loaded: document.loaded }) : null;
  const partner = document ? partnerNameOf(document.will) : null;
  const contactPhone = pageConfig()?.contact_phone;
  const textValues = textValuesFor(step, data, { ...(partner ? { partner } : {}), ...(contactPhone ? { contactPhone } : {}), ...figures, ...extra });
  const title = interpolate(step.title, textValues);
  useDocumentTitle(underModal ? null : title);

  if (!document) return <Loading error={loadError} />;
  if (step.kind === 'repeat' && !position) {
    return index === 1 ? <Navigate to="/will/dashboard" replace /> : <Navigate to={stepUrl(step.id, { index: '1' })} replace />;
  }
  if (moves?.inFlow.has(step.id) && flowContext) {
    const arrival = `${locationKey}:${hydrated}`;
    if (entry.current?.arrival !== arrival) entry.current = { arrival, verdict: moves.mayEnter(step.id, flowContext, params, arrivedFrom) };
    const verdict = entry.current.verdict;
    // Sent back to the dashboard (a step whose prerequisites are not passed): it says which step to finish first.
    if (verdict !== true) return <Navigate to={destinationUrl(verdict)} replace state={'route' in verdict ? { blocked: pathname } : undefined} />;
  }
  const kind = step.kind ?? 'form';
  // While one of the step's `instead` holds (an invitation already sent), that is drawn in place of the form.
  const instead = insteadOf(step, predicateCheck(document, today, params));
  const Kind = instead ? InsteadStep : kind === 'form' && !drawsForm(step) ? InfoStep : KINDS[kind];
  const props: StepKindProps = {
    step,
    document,
    params,
    data,
    run,
    back,
    context: wizardContext(document, today, (stepId, stepParams) => run.open(stepId, stepParams)),
    isVisible: predicateCheck(document, today, params),
    textValues,
    today,
    instead,
    reloadSource,
  };
  const notice = step.presentation === 'modal' || !moves ? null : prefilledNoticeFor(step.id, document.will, moves.flowOf);
  const drawn = (
    <StepFrame step={step} back={back} notice={notice}>
      {/* No loading boundary of its own: a kind whose code is not in yet (it is, when the route's loader has run)
          waits in the route's (web/routes.tsx), so the heading and the fields appear together. */}
      <Kind {...props} />
      {run.alert && <AlertDialog title={run.alert.title} text={run.alert.text} onClose={run.closeAlert} />}
    </StepFrame>
  );
  if (step.presentation !== 'modal') return drawn;
  return (
    <StepModal labelledBy={titleId(step.id)} onClose={() => (back ? back.go() : navigate(-1))}>
      {drawn}
    </StepModal>
  );
}
