// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, ToastRegion } from '../../ui/toast';
import type { DeliveryEmail } from '../../api/review-api';
import { ReviewDeliveryEmail } from './review-delivery-email';

const waiting: DeliveryEmail = {
  status: 'pending',
  created_at: '2026-11-22T10:00:00.000Z',
  sent_at: null,
  next_attempt_at: '2026-11-22T10:04:00.000Z',
  attempts: 2,
  last_error: 'The SMTP server did not accept the message: connect ECONNREFUSED 127.0.0.1:25',
};
const sent: DeliveryEmail = { ...waiting, status: 'sent', sent_at: '2026-11-22T10:05:00.000Z', next_attempt_at: null, attempts: 1, last_error: null };

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPanel(email: DeliveryEmail) {
  const onSent = vi.fn(async () => undefined);
  render(
    <ToastProvider>
      <ToastRegion />
      <ReviewDeliveryEmail id="abc" email={email} onSent={onSent} />
    </ToastProvider>,
  );
  return onSent;
}

afterEach(() => vi.unstubAllGlobals());

describe('the delivery email on the reviewer’s submission page', () => {
  it('says when it was sent', () => {
    renderPanel(sent);
    expect(screen.getByRole('heading', { name: 'Delivery email' })).toBeInTheDocument();
    expect(screen.getByText('Sent to the user on 22 Nov 2026, 10:05.')).toBeInTheDocument();
    expect(screen.queryByText(/Last error/)).toBeNull();
  });

  it('says it is waiting for its next try, with the tries and the last error', () => {
    renderPanel(waiting);
    expect(screen.getByText('Not sent yet: the next try is on 22 Nov 2026, 10:04.')).toBeInTheDocument();
    expect(screen.getByText(/Tried 2 times\. Last error: The SMTP server did not accept the message: connect ECONNREFUSED/)).toBeInTheDocument();
  });

  it('says it failed for good', () => {
    renderPanel({ ...waiting, status: 'failed', next_attempt_at: null, attempts: 12 });
    expect(screen.getByText(/Not sent: every try for a day failed/)).toBeInTheDocument();
    expect(screen.getByText(/Tried 12 times\. Last error:/)).toBeInTheDocument();
  });

  it('sends it again, says so and reloads the submission', async () => {
    const fetch = vi.fn(async () => answer(200, { delivery_email: sent }));
    vi.stubGlobal('fetch', fetch);
    const onSent = renderPanel(waiting);
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The delivery email has been sent again.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/review/submissions/abc/delivery-email', expect.objectContaining({ method: 'POST' }));
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('says when the new copy could not be sent at once, and shows a refusal’s message', async () => {
    const fetch = vi.fn(async () => answer(200, { delivery_email: { ...waiting, attempts: 1 } }));
    vi.stubGlobal('fetch', fetch);
    renderPanel(waiting);
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The delivery email could not be sent just now. It will be tried again automatically.');
    fetch.mockResolvedValueOnce(answer(409, { type: 'conflict', message: 'The delivery email is being sent right now.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The delivery email is being sent right now.')).toBeInTheDocument();
  });
});
