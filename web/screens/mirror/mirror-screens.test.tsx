// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStepRouter, HARNESS_USER, StepHarness } from '../../wizard/test-harness';
import { mirroredWill as mirrored, showStep, installFakeApi, type ShowOptions } from '../../wizard/step-test-setup';
import MirrorAcceptScreen from './mirror-accept-screen';
import { MirrorPanel } from '../dashboard/mirror-panel';
import CheckoutCompleteScreen from '../checkout/checkout-complete-screen';
import { completeWill } from '../../../engine/will/fixtures/will-fixtures';
import type { Will } from '../../../engine/will/will';

const api = installFakeApi();

// The screens that are not steps; the invitation itself is a step (schemas/steps/mirror-invite.json).
const ROUTES = [
  { path: '/will/mirror/accept', element: <MirrorAcceptScreen /> },
  { path: '/will/dashboard', element: <MirrorPanel will={completeWill()} /> },
  { path: '/will/checkout-complete', element: <CheckoutCompleteScreen /> },
];

const show = (url: string, will: Will | null, options: ShowOptions = {}) => showStep(url, will, { ...options, routes: ROUTES }).router;

const ACCEPT = '/will/mirror/accept?token=abc&email=john%40example.com';

/** Ticks the joint instructions on the accept page and accepts. */
async function confirmJointInstructions() {
  fireEvent.click(await screen.findByLabelText('I confirm all three'));
  fireEvent.click(screen.getByRole('button', { name: 'Accept and fill in my will' }));
}

describe('the invitation link, /will/mirror/accept', () => {
  it('signed out: sign-up or sign-in with the invited address, coming back to the link', async () => {
    show(ACCEPT, null, { user: null });
    expect(await screen.findByText(/Create an account or sign in with john@example.com/)).toBeInTheDocument();
    const register = new URL(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')!, 'http://x');
    expect(register.pathname).toBe('/will/register');
    expect(register.searchParams.get('email')).toBe('john@example.com');
    expect(register.searchParams.get('redirect')).toBe('/will/mirror/accept?token=abc&email=john%40example.com');
    expect(new URL(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')!, 'http://x').pathname).toBe('/will/sign-in');
    expect(api.calls.filter((call) => call.path.startsWith('/api/mirror-invitation'))).toEqual([]);
  });

  it('refused while the address is unconfirmed, accepts once the session learns it was confirmed (in another tab)', async () => {
    api.answers['POST /api/mirror-invitation/accept'] = { status: 403, body: { type: 'email_unverified', message: 'Please confirm your email address first.' } };
    const router = createStepRouter(ACCEPT, ROUTES);
    const unconfirmed = { ...HARNESS_USER, emailVerified: false };
    const { rerender } = render(<StepHarness router={router} will={null} user={unconfirmed} />);
    await confirmJointInstructions();
    expect(await screen.findByText('Please confirm your email address first.')).toBeInTheDocument();
    api.answers['POST /api/mirror-invitation/accept'] = { status: 200, body: { status: 'ACCEPTED', revision: 1 } };
    rerender(<StepHarness router={router} will={null} user={{ ...unconfirmed }} />);
    expect(api.calls.filter((call) => call.path === '/api/mirror-invitation/accept')).toHaveLength(1);
    rerender(<StepHarness router={router} will={null} user={{ ...unconfirmed, emailVerified: true }} />);
    expect(await screen.findByText(/Your will has been filled in from your partner's answers/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/mirror-invitation/accept')).toHaveLength(2);
  });

  it('signed in with the invited address: confirms the joint instructions, accepts once and offers My Will', async () => {
    api.answers['POST /api/mirror-invitation/accept'] = { status: 200, body: { status: 'ACCEPTED', revision: 1 } };
    show(ACCEPT, null);
    expect(await screen.findByText(/anything either of us tells the legal team may be shared with the other/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept and fill in my will' }));
    expect(await screen.findByText('Tick the box to confirm the joint instructions before you accept.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/mirror-invitation/accept')).toEqual([]);
    await confirmJointInstructions();
    expect(await screen.findByText(/Your will has been filled in from your partner's answers/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/mirror-invitation/accept')).toEqual([{ method: 'POST', path: '/api/mirror-invitation/accept', body: { token: 'abc', jointInstructions: true } }]);
    expect(screen.getByRole('link', { name: 'Go to My Will' })).toHaveAttribute('href', '/will/dashboard');
  });

  it('signed in with another address: the server\'s message and a way to sign out', async () => {
    api.answers['POST /api/mirror-invitation/accept'] = { status: 403, body: { type: 'forbidden', message: 'This invitation was sent to another email address. Sign in with the address the invitation was sent to.' } };
    show(ACCEPT, null);
    await confirmJointInstructions();
    expect(await screen.findByText('This invitation was sent to another email address.', { exact: false })).toHaveAttribute('role', 'alert');
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/auth/sign-out')).toBe(true));
  });

  it('an expired, used or withdrawn link says so, with no way to sign out', async () => {
    api.answers['POST /api/mirror-invitation/accept'] = { status: 410, body: { type: 'gone', message: 'This invitation has expired. Ask your partner to send a new one.' } };
    show(ACCEPT, null);
    await confirmJointInstructions();
    expect(await screen.findByText('This invitation has expired.', { exact: false })).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('a link without its token asks to open the mail again', async () => {
    show('/will/mirror/accept', null);
    expect(await screen.findByText('This invitation link is not complete.', { exact: false })).toHaveAttribute('role', 'alert');
    expect(api.calls.filter((call) => call.path.startsWith('/api/mirror-invitation'))).toEqual([]);
  });
});

describe('the invitation, /will/mirror/invite', () => {
  it('says what is shared and not, and with consent sends the mirror invitation', async () => {
    api.answers['POST /api/mirror-invitation'] = { status: 200, body: { status: 'SENT', id: 'i1' } };
    const router = show('/will/mirror/invite', completeWill());
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite John Smith to make a mirror will' })).toBeInTheDocument();
    expect(screen.getByText('The guardians you chose')).toBeInTheDocument();
    expect(screen.getByText('Your letter of wishes')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Your partner's email address"), { target: { value: 'john@example.com' } });
    fireEvent.click(screen.getByLabelText('I agree to share these answers with John Smith'));
    // Sharing makes it joint instructions: the confirmation is asked for before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText('Tick the box to confirm the joint instructions, or untick sharing to send a plain invitation.')).length).toBeGreaterThan(0);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByLabelText('I confirm all three'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/will/dashboard'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/mirror-invitation', body: { name: 'John Smith', email: 'john@example.com', consent: true, jointInstructions: true } },
    ]);
  });

  it('without consent sends the plain referral, and checks the address first', async () => {
    api.answers['POST /api/will/refer-partner'] = { status: 200, body: { status: 'SENT' } };
    const router = show('/will/mirror/invite', completeWill());
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText("Enter your partner's email address")).length).toBeGreaterThan(1);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.change(screen.getByLabelText("Your partner's email address"), { target: { value: 'john@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/will/dashboard'));
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([{ method: 'POST', path: '/api/will/refer-partner', body: { name: 'John Smith', email: 'john@example.com' } }]);
  });

  it('opened while an invitation is pending: that invitation with Withdraw, and the form once it is withdrawn', async () => {
    const pending = { id: 'p1', name: 'John Smith', email: 'john@example.com', status: 'pending', createdAt: '2026-11-20T10:00:00Z' };
    api.answers['GET /api/mirror-invitation'] = { status: 200, body: { invitations: [pending], acceptedFrom: null } };
    show('/will/mirror/invite', completeWill(), { user: { ...HARNESS_USER, emailVerified: true } });
    expect(await screen.findByText('Invitation to John Smith (john@example.com): waiting to be accepted')).toBeInTheDocument();
    expect(screen.getByText(/You have already invited John Smith/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to My Will' })).toBeInTheDocument();
    api.answers['GET /api/mirror-invitation'] = { status: 200, body: { invitations: [{ ...pending, status: 'withdrawn' }], acceptedFrom: null } };
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to John Smith' }));
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    // The form starts with the address the user gave for him before.
    expect(screen.getByLabelText("Your partner's email address")).toHaveValue('john@example.com');
  });

  it('opened while an invitation is accepted: says so, with nothing to withdraw, and goes back to My Will', async () => {
    const accepted = { id: 'a1', name: 'John Smith', email: 'john@example.com', status: 'accepted', createdAt: '2026-11-20T10:00:00Z' };
    api.answers['GET /api/mirror-invitation'] = { status: 200, body: { invitations: [accepted], acceptedFrom: null } };
    const router = show('/will/mirror/invite', completeWill(), { user: { ...HARNESS_USER, emailVerified: true } });
    expect(await screen.findByText('Invitation to John Smith (john@example.com): accepted')).toBeInTheDocument();
    expect(screen.getByText('We only tell you that the invitation was accepted, never what your partner writes.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to My Will' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/will/dashboard'));
  });

  it("shows the server's refusal of the address at its field", async () => {
    api.answers['POST /api/will/refer-partner'] = { status: 422, body: { type: 'validation', message: 'Check your answers', fields: { 'will.partnerReferred.email': ['That address cannot receive mail'] } } };
    const router = show('/will/mirror/invite', completeWill());
    fireEvent.change(await screen.findByLabelText("Your partner's email address"), { target: { value: 'john@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText('That address cannot receive mail')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/will/mirror/invite');
  });

  it("starts with the partner's email address the user gave when referring them", async () => {
    show('/will/mirror/invite', { ...completeWill(), partnerReferred: { name: 'John Smith', email: 'john.referred@example.com' } });
    expect(await screen.findByLabelText("Your partner's email address")).toHaveValue('john.referred@example.com');
  });

  it('with no partner in Family, the plain invitation page instead', async () => {
    const router = show('/will/mirror/invite', { ...completeWill(), partner: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/will/refer-partner'));
  });
});

describe('the prefilled notice on the step screens', () => {
  it('shows on a screen of a prefilled step, below the step’s heading', async () => {
    show('/will/yourself', mirrored());
    const notice = await screen.findByText("Filled in from Jane Smith's answers: check each one");
    const heading = screen.getByRole('heading', { level: 1, name: 'About You' });
    expect(heading.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Beneath the heading and its intro, above the first question.
    expect(notice.compareDocumentPosition(screen.getByLabelText('Full legal name')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sits below the heading on a list step too (Family)', async () => {
    show('/will/family/add-familymembers', { ...mirrored(), passedSteps: [1] });
    const notice = await screen.findByText("Filled in from Jane Smith's answers: check each one");
    const heading = screen.getByRole('heading', { level: 1, name: 'Your family' });
    expect(heading.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByText("Filled in from Jane Smith's answers: check each one")).toHaveLength(1);
  });

  it('is gone once the step is passed by the user', async () => {
    const will = mirrored();
    show('/will/yourself', { ...will, mirror: { ...will.mirror!, prefilledSteps: [2, 3, 5, 6] } });
    expect(await screen.findByLabelText('Full legal name')).toBeInTheDocument();
    expect(screen.queryByText("Filled in from Jane Smith's answers: check each one")).toBeNull();
  });
});

describe("My Will's mirror-wills panel", () => {
  it('lists the invitations by status; a pending one can be withdrawn, an accepted one says only that', async () => {
    api.answers['GET /api/mirror-invitation'] = {
      status: 200,
      body: {
        invitations: [
          { id: 'p1', name: 'John Smith', email: 'john@example.com', status: 'pending', createdAt: '2026-11-20T10:00:00Z' },
          { id: 'a1', name: 'John Smith', email: 'old@example.com', status: 'accepted', createdAt: '2026-11-01T10:00:00Z' },
        ],
        acceptedFrom: null,
      },
    };
    show('/will/dashboard', completeWill(), { user: { ...HARNESS_USER, emailVerified: true } });
    expect(await screen.findByText('Invitation to John Smith (john@example.com): waiting to be accepted')).toBeInTheDocument();
    expect(screen.getByText('Invitation to John Smith (old@example.com): accepted')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Withdraw/ })).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Invite John Smith to make a mirror will' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to John Smith' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/mirror-invitation/p1')).toBe(true));
  });

  it('offers the invitation once Family names a partner and none is pending; asks nothing of an unconfirmed address', async () => {
    api.answers['GET /api/mirror-invitation'] = { status: 200, body: { invitations: [], acceptedFrom: null } };
    show('/will/dashboard', completeWill(), { user: { ...HARNESS_USER, emailVerified: true } });
    expect(await screen.findByRole('link', { name: 'Invite John Smith to make a mirror will' })).toHaveAttribute('href', '/will/mirror/invite');
  });

  it('shows nothing without a partner or invitations', async () => {
    api.answers['GET /api/mirror-invitation'] = { status: 200, body: { invitations: [], acceptedFrom: null } };
    const router = createStepRouter('/will/dashboard', [{ path: '/will/dashboard', element: <MirrorPanel will={{ ...completeWill(), partner: null, relations: {} }} /> }]);
    render(<StepHarness router={router} will={completeWill()} user={{ ...HARNESS_USER, emailVerified: true }} />);
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/mirror-invitation')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Mirror wills' })).toBeNull();
  });
});

describe('the offer where the refer-partner invitation is offered', () => {
  const VERIFIED = { ...HARNESS_USER, emailVerified: true };
  const OFFER = 'Invite John Smith to make a mirror will';
  const PENDING = 'Invitation to John Smith (john@example.com): waiting to be accepted';
  const pending = { id: 'p1', name: 'John Smith', email: 'john@example.com', status: 'pending', createdAt: '2026-11-20T10:00:00Z' };
  const withInvitations = (invitations: unknown[]) => (api.answers['GET /api/mirror-invitation'] = { status: 200, body: { invitations, acceptedFrom: null } });

  it('refer-partner: the offer while none is pending or accepted', async () => {
    withInvitations([{ ...pending, status: 'withdrawn' }]);
    show('/will/refer-partner', completeWill(), { user: VERIFIED });
    expect(await screen.findByRole('button', { name: OFFER })).toBeInTheDocument();
  });

  it('refer-partner: a pending invitation with Withdraw instead of the offer, and the offer again once withdrawn', async () => {
    withInvitations([pending]);
    show('/will/refer-partner', completeWill(), { user: VERIFIED });
    expect(await screen.findByText(PENDING)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OFFER })).toBeNull();
    // The plain invitation is still there.
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
    withInvitations([{ ...pending, status: 'withdrawn' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to John Smith' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/mirror-invitation/p1')).toBe(true));
    expect(await screen.findByRole('button', { name: OFFER })).toBeInTheDocument();
    expect(screen.queryByText(PENDING)).toBeNull();
  });

  it('refer-partner: an accepted invitation says only that, with nothing to withdraw or offer', async () => {
    withInvitations([{ ...pending, status: 'accepted' }]);
    show('/will/refer-partner', completeWill(), { user: VERIFIED });
    expect(await screen.findByText('Invitation to John Smith (john@example.com): accepted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OFFER })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('checkout-complete: the offer, or the pending invitation with Withdraw instead', async () => {
    withInvitations([]);
    show('/will/checkout-complete', completeWill(), { user: VERIFIED });
    expect(await screen.findByRole('link', { name: OFFER })).toHaveAttribute('href', '/will/mirror/invite');
    cleanup();
    withInvitations([pending]);
    show('/will/checkout-complete', completeWill(), { user: VERIFIED });
    expect(await screen.findByText(PENDING)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: OFFER })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the invitation to John Smith' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE' && call.path === '/api/mirror-invitation/p1')).toBe(true));
  });

  it('checkout-complete: nothing on a will made from a partner’s', async () => {
    api.answers['GET /api/mirror-invitation'] = { status: 200, body: { invitations: [], acceptedFrom: { acceptedAt: '2026-11-20T10:00:00Z' } } };
    show('/will/checkout-complete', mirrored(), { user: VERIFIED });
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/mirror-invitation')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Mirror wills' })).toBeNull();
  });
});
