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

/**
 * A save the server refuses with 429 (too many saves a minute) shows the server's message, keeps what the user
 * typed on screen and does not reload the will over it; the same click later saves.
 */
it('shows the too-many-saves message and keeps the answers typed on screen', async () => {
  const state = willStateOf(sampleWill(), 7);
  const posts: unknown[] = [];
  let refuse = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/will' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        if (refuse) return new Response(JSON.stringify({ type: 'rate_limited', message: apiErrors.willSavesLimited }), { status: 429, headers: { 'Retry-After': '30' } });
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
  const name = await screen.findByLabelText('Full legal name', {}, { timeout: 3000 });
  await user.clear(name);
  await user.type(name, 'Amelia Smith');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(apiErrors.willSavesLimited)).toBeInTheDocument();
  expect(posts).toHaveLength(1);
  expect(screen.getByLabelText('Full legal name')).toHaveValue('Amelia Smith');
  expect(router.state.location.pathname).toBe(`/will/family/edit-child/${SAMPLE_CHILD}`);
  // Nothing was reloaded over the answers: the only GET was the first load.
  const gets = vi.mocked(fetch).mock.calls.filter(([path, init]) => path === '/api/will' && (init?.method ?? 'GET') === 'GET');
  expect(gets).toHaveLength(1);
  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Your family' }, { timeout: 3000 })).toBeInTheDocument();
  expect((posts[1] as { people: { children: Record<string, { fullName: string }> } }).people.children[SAMPLE_CHILD]!.fullName).toBe('Amelia Smith');
});
