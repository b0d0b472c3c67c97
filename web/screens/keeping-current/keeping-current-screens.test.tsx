// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/client';
import WhatHasChangedScreen from './what-has-changed-screen';
import UnsubscribeScreen from './unsubscribe-screen';
import { CheckInsSection } from '../account/check-ins-section';

const unsubscribe = vi.fn(async (u: string, token: string) => {
  if (token !== 'good') throw new ApiError(422, { type: 'validation', message: 'no' });
  return { checkIns: false, u };
});
let stored = true;
vi.mock('../../api/keep-current-api', () => ({
  unsubscribe: (u: string, token: string) => unsubscribe(u, token),
  fetchCheckIns: async () => ({ checkIns: stored }),
  saveCheckIns: async (on: boolean) => ({ checkIns: (stored = on) }),
}));

describe('What has changed?', () => {
  it('asks for at least one event, then lists the steps to look at with why, and says a marriage needs a new will', async () => {
    render(<MemoryRouter><WhatHasChangedScreen /></MemoryRouter>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show what to change' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Tick at least one event to see what to change.');

    await user.click(screen.getByLabelText('I moved or bought a new home'));
    await user.click(screen.getByRole('button', { name: 'Show what to change' }));
    const result = screen.getByRole('region', { name: 'The parts of your will to look at again' });
    expect(within(result).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Open About You', '/will/yourself'],
      ['Open Financial', '/will/financial'],
      ['Open Estate', '/will/estate'],
    ]);
    expect(within(result).queryByText(/cancels \(revokes\)/)).toBeNull();

    await user.click(screen.getByLabelText('I married or formed a civil partnership'));
    await user.click(screen.getByRole('button', { name: 'Show what to change' }));
    expect(screen.getByText(/cancels \(revokes\) a will made before it/)).toBeTruthy();
    expect(screen.getAllByText(/^Because: /)[0]).toBeTruthy();
  });
});

describe('the unsubscribe page', () => {
  it('asks before it turns check-ins off, and says so when the link is not ours', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MemoryRouter initialEntries={['/will/unsubscribe?u=abc&token=good']}><UnsubscribeScreen /></MemoryRouter>);
    expect(unsubscribe).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByText(/Done: we will not send you check-in emails/)).toBeTruthy();
    expect(unsubscribe).toHaveBeenCalledWith('abc', 'good');
    unmount();
    render(<MemoryRouter initialEntries={['/will/unsubscribe?u=abc&token=bad']}><UnsubscribeScreen /></MemoryRouter>);
    await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByText(/This link is not valid/)).toBeTruthy();
  });
});

describe('the account page\'s check-in emails', () => {
  it('shows the choice and turns it off and on', async () => {
    const user = userEvent.setup();
    render(<CheckInsSection />);
    await user.click(await screen.findByRole('button', { name: 'Turn off check-in emails' }));
    expect(await screen.findByText(/Check-in emails are off/)).toBeTruthy();
    expect(stored).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Turn on check-in emails' }));
    expect(await screen.findByText(/We email you once a year/)).toBeTruthy();
  });
});
