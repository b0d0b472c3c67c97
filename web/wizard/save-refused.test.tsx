// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { RouterProvider } from 'react-router-dom';
import { SessionContext } from '../session/session-context';
import { ToastProvider, ToastRegion } from '../ui/toast';
import { WillProvider } from '../will/will-context';
import { StepDisplayContext } from './step-display';
import { createStepRouter, HARNESS_USER, sampleWill, SAMPLE_CHILD, willStateOf } from './test-harness';
import apiErrors from '../../schemas/copy/api-errors.json';

afterEach(() => vi.unstubAllGlobals());

const CROSS_SITE = apiErrors.crossSite.replace('{address}', 'https://wills.example');

/**
 * A save the server refuses with 429 (too many saves a minute) or 403 (the page is open at another address than the
 * app's) shows the server's message, keeps what the user typed on screen and does not reload the will over it; the
 * same click later saves.
 */
it.each([
  ['too many saves', 429, { type: 'rate_limited', message: apiErrors.willSavesLimited }],
  ['another address', 403, { type: 'forbidden', message: CROSS_SITE }],
])('shows the server’s words (%s) and keeps the answers typed on screen', async (_label, status, refusal) => {
  const state = willStateOf(sampleWill(), 7);
  const posts: unknown[] = [];
  let refuse = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/will' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        if (refuse) return new Response(JSON.stringify(refusal), { status });
        return Response.json({ status: 'UPDATED', revision: 8 });
      }
      if (path === '/api/will') return Response.json(state);
      return new Response('{}', { status: 404 });
    }),
  );
  const session = { user: HARNESS_USER, loading: false, refresh: async () => HARNESS_USER };
  const router = createStepRouter(`/will/family/edit-child/${SAMPLE_CHILD}`);
  render(
    <SessionContext.Provider value={session}>
      <WillProvider>
        <StepDisplayContext.Provider value={{ showErrors: false }}>
          <ToastProvider>
            <ToastRegion />
            <RouterProvider router={router} />
          </ToastProvider>
        </StepDisplayContext.Provider>
      </WillProvider>
    </SessionContext.Provider>,
  );
  const user = userEvent.setup();
  const name = await screen.findByLabelText('Full legal name');
  await user.clear(name);
  await user.type(name, 'Amelia Smith');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(refusal.message)).toBeInTheDocument();
  expect(posts).toHaveLength(1);
  expect(screen.getByLabelText('Full legal name')).toHaveValue('Amelia Smith');
  expect(router.state.location.pathname).toBe(`/will/family/edit-child/${SAMPLE_CHILD}`);
  // Nothing was reloaded over the answers: the only GET was the first load.
  const gets = vi.mocked(fetch).mock.calls.filter(([path, init]) => path === '/api/will' && (init?.method ?? 'GET') === 'GET');
  expect(gets).toHaveLength(1);
  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your family' })).toBeInTheDocument();
  expect((posts[1] as { people: { children: Record<string, { fullName: string }> } }).people.children[SAMPLE_CHILD]!.fullName).toBe('Amelia Smith');
});
