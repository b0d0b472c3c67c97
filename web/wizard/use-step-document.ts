import { useEffect, useMemo, useState } from 'react';
import type { StepFile } from '../../engine/steps/step-file';
import { emptyWill } from '../../engine/will/will';
import { documentPath, readPath, type StepDocument } from '../../engine/steps/binding/step-document';
import { loadAnswers } from '../onboarding/onboarding-storage';
import { useWillStore, willOf } from '../will/will-context';
import { isPublic } from './flows';
import { useStepSource } from './use-step-source';
import { useHydrated } from '../ui/use-hydrated';

type Params = Record<string, string>;

/** The `{param}` names a step's route, bind and bindFields use. */
function paramNames(step: StepFile): string[] {
  const pointers = [step.route, step.bind ?? '', ...Object.values(step.bindFields ?? {})];
  return [...new Set(pointers.flatMap((p) => [...p.matchAll(/\{([a-z]+)\??\}/g)].map((m) => m[1]!)))];
}

/**
 * The route's params completed for binding: `{partner}`, when the route does not carry it, is the will's partner; a
 * missing `{index}` is the end of its list (an add screen appends); any other that names nothing yet is a new uuid,
 * kept while the screen is open (an add screen creates its person under it, as for a will with no partner yet).
 */
export function resolveParams(step: StepFile, routeParams: Readonly<Record<string, string | undefined>>, document: StepDocument, fresh: string): Params {
  const params: Params = {};
  for (const [name, value] of Object.entries(routeParams)) if (value) params[name] = value;
  for (const name of paramNames(step)) {
    if (params[name]) continue;
    params[name] = name === 'index' ? String(listLength(step.bind, document)) : ((name === 'partner' ? document.will.partner : null) ?? fresh);
  }
  return params;
}

/** The length of the list a bind pointer indexes into (`/will/assets/{index}`), 0 when there is none yet. */
function listLength(bind: string | undefined, document: StepDocument): number {
  const prefix = bind?.split(/\/\{index\??\}/)[0];
  const list = prefix ? readPath(document, documentPath(prefix, {})) : undefined;
  return Array.isArray(list) ? list.length : 0;
}

/**
 * The document a step edits (ADR 0007): the signed-in user's will on every step but a visitor's (onboarding, the
 * account forms), the visitor's onboarding answers, the account form, empty but for an address the link carried
 * (`?email=`, from a mirror-will invitation's page), and what the step's `source` loaded from the API. Null while the
 * will or the source loads; `reloadSource` asks the source again.
 */
export function useStepDocument(step: StepFile, routeParams: Readonly<Record<string, string | undefined>>) {
  const needsWill = !isPublic(step);
  const { state, loadError, load } = useWillStore();
  useEffect(() => {
    if (needsWill) load();
  }, [needsWill, load]);
  const source = useStepSource(step);
  const [fresh] = useState(() => crypto.randomUUID());
  const will = useMemo(() => (needsWill ? (state ? willOf(state) : null) : emptyWill()), [needsWill, state]);
  // The visitor's answers are in this browser only: read once a prerendered page is hydrated (../ui/use-hydrated).
  const hydrated = useHydrated();
  const loaded = source.loaded;
  const document: StepDocument | null = useMemo(
    () =>
      will && (!source.needed || loaded)
        ? {
            will,
            onboarding: (hydrated ? loadAnswers() : {}) as Record<string, unknown>,
            account: hydrated ? accountFromLink() : {},
            ...(loaded ? { loaded } : {}),
          }
        : null,
    [will, hydrated, source.needed, loaded],
  );
  const routeKey = JSON.stringify(routeParams);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- routeParams is a new object each render; its content is the key
  const params = useMemo(() => resolveParams(step, routeParams, document ?? { will: emptyWill(), onboarding: {}, account: {} }, fresh), [step, routeKey, document, fresh]);
  return { document, params, loadError: (needsWill ? loadError : null) ?? source.error, reloadSource: source.reload, userInfo: state?.will.userInfo };
}

/** The sign-up and sign-in forms start with the address the page's link names, if any. */
function accountFromLink(): Record<string, unknown> {
  const email = new URLSearchParams(globalThis.location?.search ?? '').get('email');
  return email ? { email } : {};
}
