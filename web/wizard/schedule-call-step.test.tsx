// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { showStep, installFakeApi } from './step-test-setup';
import { loadStepRoute } from './step-route-loader';
import { completeWill } from '../../engine/will/fixtures/will-fixtures';
import type { Will } from '../../engine/will/will';

// The book-a-call steps (schemas/steps/schedule-call.json, schedule-call-booked.json), drawn by the step engine over
// what their source reads: GET /api/calls/slots and GET /api/calls.
const api = installFakeApi();
// What the steps' routes load before drawing them (their files, form code, validators, the flows) is in before the first test.
beforeAll(() => Promise.all([loadStepRoute('schedule-call'), loadStepRoute('schedule-call-booked')]), 30_000);

// Thursday 3 December 2026 at 9:00 and 9:30, Friday 4 December at 2:30pm (London is on GMT).
const SLOTS = ['2026-12-03T09:00:00.000Z', '2026-12-03T09:30:00.000Z', '2026-12-04T14:30:00.000Z'];
const BOOKING = { slot: '2026-12-04T14:30:00.000Z', phone: '029 2000 0000', topic: 'A flat in Spain' };
const will = (): Will => ({ ...completeWill(), userInfo: { ...completeWill().userInfo!, phoneNumber: '01632 960 001' } });

function serve(slots: string[], booking: typeof BOOKING | null) {
  api.answers['GET /api/calls/slots'] = { status: 200, body: { slots } };
  api.answers['GET /api/calls'] = { status: 200, body: { booking } };
}
const posts = () => api.calls.filter((call) => call.method === 'POST');
const timeGroup = () => screen.getByRole('group', { name: 'Choose a time (UK time)' });

describe('booking a call, /will/schedule-call', () => {
  it('offers the free days and times, starts with About You’s number, asks for a time and a topic, books and confirms', async () => {
    serve(SLOTS, null);
    const { router } = showStep('/will/schedule-call', will());
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a call' })).toBeInTheDocument();
    const days = within(screen.getByRole('group', { name: 'Choose a day' })).getAllByRole('radio');
    expect(days.map((day) => (day as HTMLInputElement).value)).toEqual(['2026-12-03', '2026-12-04']);
    expect(screen.getByLabelText('Thursday 3 December')).toBeChecked();
    expect(within(timeGroup()).getAllByRole('radio').map((time) => time.nextSibling?.textContent)).toEqual(['9:00am', '9:30am']);
    expect(screen.getByLabelText('Phone number')).toHaveValue('01632 960 001');
    expect(screen.queryByText(/Your call is booked for/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Book my call' }));
    expect(await screen.findByRole('link', { name: 'Choose a time for your call' })).toHaveAttribute('href', '#root_slot');
    expect(screen.getByRole('link', { name: 'Tell us what you would like to talk about' })).toBeInTheDocument();
    expect(posts()).toEqual([]);

    fireEvent.click(screen.getByLabelText('Friday 4 December'));
    fireEvent.click(within(timeGroup()).getByLabelText('2:30pm'));
    fireEvent.change(screen.getByLabelText('What would you like to talk about?'), { target: { value: 'A flat in Spain' } });
    serve([], { ...BOOKING, phone: '01632 960 001' });
    api.answers['POST /api/calls'] = { status: 201, body: { booking: { ...BOOKING, phone: '01632 960 001' } } };
    fireEvent.click(screen.getByRole('button', { name: 'Book my call' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your call is booked' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/will/schedule-call/booked');
    expect(posts()).toEqual([{ method: 'POST', path: '/api/calls', body: { slot: BOOKING.slot, phone: '01632 960 001', topic: 'A flat in Spain' } }]);
    expect(screen.getByText("We'll call you on 01632 960 001 on Friday 4 December 2026 at 2:30pm. We've emailed you the details.")).toBeInTheDocument();
    // SPEC 2.1: no back button.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Go to My Will' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/will/dashboard'));
  });

  it('with a call to come: says when, starts from its number and topic, and moves it', async () => {
    serve(SLOTS, BOOKING);
    showStep('/will/schedule-call', will());
    expect(await screen.findByText('Your call is booked for Friday 4 December 2026 at 2:30pm. To change it, choose another time.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveValue('029 2000 0000');
    expect(screen.getByLabelText('What would you like to talk about?')).toHaveValue('A flat in Spain');
    expect(screen.getByRole('button', { name: 'Move my call' })).toBeInTheDocument();
  });

  it('a time someone has just taken is refused at its field, and the free times are read again without it', async () => {
    serve(SLOTS, null);
    showStep('/will/schedule-call', will());
    fireEvent.click(await screen.findByLabelText('9:00am'));
    fireEvent.change(screen.getByLabelText('What would you like to talk about?'), { target: { value: 'My business' } });
    api.answers['POST /api/calls'] = { status: 422, body: { type: 'validation', message: 'Check your answers', fields: { slot: ['Someone has just booked that time. Please choose another.'] } } };
    serve(SLOTS.slice(1), null);
    const reads = api.calls.filter((call) => call.path === '/api/calls/slots').length;
    fireEvent.click(screen.getByRole('button', { name: 'Book my call' }));
    expect((await screen.findAllByText('Someone has just booked that time. Please choose another.')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByLabelText('9:00am')).toBeNull());
    expect(api.calls.filter((call) => call.path === '/api/calls/slots').length).toBe(reads + 1);
    expect(screen.getByLabelText('9:30am')).not.toBeChecked();
  });

  it('with no time free: says so, with the number to call, and no form', async () => {
    serve([], null);
    showStep('/will/schedule-call', will());
    expect(await screen.findByText('There are no free times in the next two weeks. Please call us on 0800 000 0000.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book my call' })).toBeNull();
  });

  it('the confirmation opened with no call to come is the booking page', async () => {
    serve(SLOTS, null);
    const { router } = showStep('/will/schedule-call/booked', will());
    await waitFor(() => expect(router.state.location.pathname).toBe('/will/schedule-call'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a call' })).toBeInTheDocument();
  });
});
