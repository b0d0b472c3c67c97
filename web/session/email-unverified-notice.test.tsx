// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from './session-context';
import { EmailUnverifiedNotice } from './email-unverified-notice';
import { rememberVerificationSent } from './verification-sent';
import { EMAIL_UNVERIFIED_EVENT } from '../api/client';
import { ToastProvider } from '../ui/toast';
import { MemoryRouter } from 'react-router-dom';

let verified = false;
const user = () => ({ hashid: 'u1', name: 'Ann', email: 'ann@example.com', emailVerified: verified });

beforeEach(() => {
  verified = false;
  sessionStorage.clear();
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ user: user() }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderNotice(path = '/will/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ToastProvider>
        <SessionProvider>
          <EmailUnverifiedNotice />
        </SessionProvider>
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('EmailUnverifiedNotice', () => {
  it('says, after registering, that a link was sent to the address, with Resend', async () => {
    rememberVerificationSent('ann@example.com');
    renderNotice();
    expect(await screen.findByText(/We have sent a link to ann@example.com/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeTruthy();
  });

  it("is not shown on the legal team's console, where nobody pays for a will", async () => {
    rememberVerificationSent('ann@example.com');
    for (const path of ['/review', '/review/submissions/7']) {
      const { unmount } = renderNotice(path);
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      act(() => {
        window.dispatchEvent(new CustomEvent(EMAIL_UNVERIFIED_EVENT, { detail: 'Please confirm your email address first' }));
      });
      expect(screen.queryByRole('heading', { name: 'Confirm your email address' })).toBeNull();
      unmount();
    }
  });

  it('shows nothing for an unconfirmed user until something is refused, then one message', async () => {
    renderNotice();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Confirm your email address' })).toBeNull();
    act(() => {
      window.dispatchEvent(new CustomEvent(EMAIL_UNVERIFIED_EVENT, { detail: 'Please confirm your email address first' }));
    });
    expect(screen.getAllByText('Please confirm your email address first')).toHaveLength(1);
  });

  it('drops the notice without a reload when another page of the site learns the address is confirmed', async () => {
    rememberVerificationSent('ann@example.com');
    renderNotice();
    await screen.findByText(/We have sent a link/);
    verified = true;
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'will-writer:email-confirmed', newValue: 'u1' }));
    });
    await waitFor(() => expect(screen.queryByText(/We have sent a link/)).toBeNull());
    expect(sessionStorage.length).toBe(0);
  });

  it('drops the notice when the user comes back to the page after confirming elsewhere', async () => {
    rememberVerificationSent('ann@example.com');
    renderNotice();
    await screen.findByText(/We have sent a link/);
    verified = true;
    // The page's own focus as it loads is no return: the session is not read again for it.
    const reads = vi.mocked(fetch).mock.calls.length;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(vi.mocked(fetch).mock.calls.length).toBe(reads);
    act(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(screen.queryByText(/We have sent a link/)).toBeNull());
  });
});
