// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from './session-context';
import { SessionExpiry } from './session-expiry';
import { answerKey, keptAnswer, noteAnswer } from '../wizard/kept-answer';

const MINUTE = 60_000;
const start = Date.parse('2026-11-22T10:00:00Z');
/** What the server says the session's expiry is: the test moves it as the server would. */
let serverExpiry: number | null;
/** 12 hours after the session's sign-in, past which the server never extends it. */
let serverCap: number;

function answer(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(start);
  serverExpiry = start + 30 * MINUTE;
  serverCap = start + 12 * 60 * MINUTE;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      // A plain get-session extends the session by the idle period, as better-auth does for a request.
      if (!path.includes('disableRefresh') && serverExpiry !== null) serverExpiry = Math.min(Date.now() + 30 * MINUTE, serverCap);
      return answer(serverExpiry === null || serverExpiry <= Date.now() ? null : { session: { expiresAt: new Date(serverExpiry).toISOString() } });
    }),
  );
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderWatcher() {
  const user = { hashid: 'abc', name: 'Jane', email: 'jane@example.com', emailVerified: true };
  return render(
    <MemoryRouter initialEntries={['/will/yourself']}>
      <SessionContext.Provider value={{ user, loading: false, refresh: async () => user }}>
        <SessionExpiry />
      </SessionContext.Provider>
    </MemoryRouter>,
  );
}

const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('session expiry in the browser', () => {
  it('warns a minute before the idle expiry, and Stay signed in extends the session', async () => {
    renderWatcher();
    await advance(28 * MINUTE);
    expect(screen.queryByText('You are about to be signed out')).toBeNull();
    await advance(MINUTE + 1000);
    expect(screen.getByText('You are about to be signed out')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Stay signed in'));
    await advance(1000);
    expect(screen.queryByText('You are about to be signed out')).toBeNull();
    expect(serverExpiry).toBeGreaterThan(start + 58 * MINUTE);
  });

  it('says nothing while another request has moved the expiry on', async () => {
    renderWatcher();
    await advance(10 * MINUTE);
    serverExpiry = Date.now() + 30 * MINUTE; // the user saved a step
    await advance(20 * MINUTE);
    expect(screen.queryByText('You are about to be signed out')).toBeNull();
  });

  it('once the session has ended, keeps what was being typed and offers to sign in again', async () => {
    renderWatcher();
    const key = answerKey('/will/yourself', 'about-you');
    noteAnswer(key, { fullName: 'Jane Typed' });
    await advance(29 * MINUTE + 1000);
    serverExpiry = null; // signed out elsewhere meanwhile
    await advance(2 * MINUTE);
    expect(screen.getByText('You have been signed out')).toBeInTheDocument();
    expect(screen.getByText('Sign in again')).toBeInTheDocument();
    expect(keptAnswer(key, 'abc')).toEqual({ fullName: 'Jane Typed' });
  });

  it('at the 12-hour cap, says that staying is not possible and the user must sign in again, keeping what was typed', async () => {
    serverCap = start + 30 * MINUTE; // signed in 11½ hours ago
    renderWatcher();
    const key = answerKey('/will/yourself', 'about-you');
    noteAnswer(key, { fullName: 'Jane Typed' });
    await advance(28 * MINUTE);
    await advance(MINUTE + 1000);
    fireEvent.click(screen.getByText('Stay signed in'));
    await advance(1000);
    expect(screen.getByText('You need to sign in again')).toBeInTheDocument();
    expect(screen.getByText(/signed in for 12 hours, the longest we allow/)).toBeInTheDocument();
    expect(screen.queryByText('Stay signed in')).toBeNull();
    fireEvent.click(screen.getByText('Sign in again'));
    await advance(1000);
    expect(keptAnswer(key, 'abc')).toEqual({ fullName: 'Jane Typed' });
    expect(vi.mocked(fetch).mock.calls.some(([path]) => String(path).includes('/api/auth/sign-out'))).toBe(true);
  });
});
