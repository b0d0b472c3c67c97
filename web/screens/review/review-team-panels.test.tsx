// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, ToastRegion } from '../../ui/toast';
import type { SubmissionDetail } from '../../api/review-api';
import { ReviewAssignment } from './review-assignment';
import { ReviewFlags } from './review-flags';
import { ReviewMirrorConsent } from './review-mirror-consent';

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const held = { reviewer_id: '7', reviewer_email: 'rita@example.com', assigned_at: '2026-11-22T09:00:00.000Z' };
const detail = (over: Partial<SubmissionDetail>) =>
  ({ id: 'abc', viewer: { email: 'sam@example.com', level: 'reviewer' }, assignment: null, flags: [], file_notes: [], risk_markers: [], mirror_consent: [], ...over }) as SubmissionDetail;

function show(node: React.ReactNode) {
  render(
    <ToastProvider>
      <ToastRegion />
      {node}
    </ToastProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the assignment panel', () => {
  it('assigns to me; losing the race says who won', async () => {
    const fetch = vi.fn(async () => answer(409, { type: 'taken', message: 'Someone else holds this submission: rita@example.com.', assignment: held }));
    vi.stubGlobal('fetch', fetch);
    const onChanged = vi.fn(async () => undefined);
    show(<ReviewAssignment detail={detail({})} onChanged={onChanged} />);
    await userEvent.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Someone else took this submission first: rita@example.com is reviewing it.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/review/submissions/abc/assign', expect.objectContaining({ method: 'POST' }));
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('takes over from the holder shown, with the reason; the server’s 422 shows at the box', async () => {
    const fetch = vi.fn(async () => answer(422, { type: 'validation', message: 'Please check your input', fields: { reason: ['Enter the reason for taking it over (up to 500 characters).'] } }));
    vi.stubGlobal('fetch', fetch);
    show(<ReviewAssignment detail={detail({ assignment: held })} onChanged={async () => undefined} />);
    expect(screen.getByText(/rita@example.com is reviewing this submission/)).toBeInTheDocument();
    await userEvent.click(screen.getByText('Take it over'));
    await userEvent.click(screen.getByRole('button', { name: 'Take over' }));
    expect(await screen.findByText('Enter the reason for taking it over (up to 500 characters).')).toBeInTheDocument();
    fetch.mockResolvedValueOnce(answer(200, { assignment: { ...held, reviewer_email: 'sam@example.com' } }));
    await userEvent.type(screen.getByLabelText('Reason for taking it over'), 'Rita is away');
    await userEvent.click(screen.getByRole('button', { name: 'Take over' }));
    expect(await screen.findByText('You are now reviewing this submission.')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({ from: 'rita@example.com', reason: 'Rita is away' });
  });
});

describe('the flags panel', () => {
  it('says what to consider and records the decision as a file note naming the flag', async () => {
    const fetch = vi.fn(async () => answer(201, { note: {} }));
    vi.stubGlobal('fetch', fetch);
    const onChanged = vi.fn(async () => undefined);
    show(<ReviewFlags detail={detail({ flags: [{ kind: 'new_outsider_residuary', names: ['Sam Jones'] }], risk_markers: ['elderly_testator'] })} onChanged={onChanged} />);
    expect(screen.getByRole('heading', { name: 'A residuary beneficiary who is not family was added: Sam Jones' })).toBeInTheDocument();
    expect(screen.getByText(/a call with the testator alone/)).toBeInTheDocument();
    expect(screen.getByText('a testator aged 75 or over')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Decision taken'), 'Called Jane alone: Sam is her carer, her own wish.');
    await userEvent.click(screen.getByRole('button', { name: 'Record the decision' }));
    expect(await screen.findByText('Note added.')).toBeInTheDocument();
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/review/submissions/abc/notes');
    expect(JSON.parse(init.body as string)).toEqual({ text: 'Called Jane alone: Sam is her carer, her own wish.', flag: 'new_outsider_residuary' });
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});

describe('the joint instructions panel', () => {
  it('shows each partner’s date, or that they have not confirmed', () => {
    show(<ReviewMirrorConsent detail={detail({ mirror_consent: [{ inviter: { name: 'Jane Smith', confirmed_at: '2026-11-20T10:00:00.000Z' }, partner: { name: 'John Smith', confirmed_at: null } }] })} />);
    expect(screen.getByText('Jane Smith confirmed on 20 Nov 2026, 10:00')).toBeInTheDocument();
    expect(screen.getByText('John Smith has not confirmed')).toBeInTheDocument();
  });
});
