// Test support (Vitest and Testing Library): steps drawn by the real step routes over a fake API, for the step tests
// that read what the server is asked (mirror wills, booking a call). Not for stories (./test-harness.tsx is).
import { render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { createStepRouter, HARNESS_USER, StepHarness } from './test-harness';
import { completeWill } from '../../engine/will/fixtures/will-fixtures';
import { mirrorWill } from '../../engine/products/mirror/mirror-will';
import type { Will } from '../../engine/will/will';

/** A request the fake API was sent. */
export type ApiCall = { method: string; path: string; body: unknown };

/** What the fake API was asked, and what it answers (`'<METHOD> <path>'`, else 200 `{}`); both start empty in each test. */
export type FakeApi = { calls: ApiCall[]; answers: Record<string, { status: number; body: unknown }> };

/** Stubs `fetch` for each test of the file with a fake API recording every call; the returned object is the current test's. */
export function installFakeApi(): FakeApi {
  const api: FakeApi = { calls: [], answers: {} };
  beforeEach(() => {
    api.calls = [];
    api.answers = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit = {}) => {
        const method = init.method ?? 'GET';
        api.calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
        const answer = api.answers[`${method} ${path}`] ?? { status: 200, body: {} };
        return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return api;
}

export type ShowOptions = { user?: typeof HARNESS_USER | null; onSave?: (will: Will) => void; routes?: RouteObject[] };

/** Draws the app's step routes (and `routes` before them) at `url` over `will`, signed in as HARNESS_USER by default. */
export function showStep(url: string, will: Will | null, { user = HARNESS_USER, onSave, routes = [] }: ShowOptions = {}) {
  const router = createStepRouter(url, routes);
  const drawn = render(<StepHarness router={router} will={will} user={user} onSave={onSave} />);
  return { router, ...drawn };
}

/** John's will as accepting Jane's invitation leaves it (engine/will/fixtures' will: Amy under 18, Ben adult). */
export function mirroredWill(): Will {
  const result = mirrorWill(completeWill());
  if (!result.ok) throw new Error(result.reason);
  return result.will;
}
