// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { TwoFactorSection } from './two-factor-section';
import copy from '../../../schemas/copy/two-factor.json';

const wrongPassword = () => new ApiError(400, { code: 'INVALID_PASSWORD', message: 'Invalid password' });
const disable = vi.fn(async (password: string) => {
  if (password !== 'right password') throw wrongPassword();
});
let generation = 0;
const generate = vi.fn(async (password: string) => {
  if (password !== 'right password') throw wrongPassword();
  generation += 1;
  return { backupCodes: [`new-${generation}-a`, `new-${generation}-b`] };
});
vi.mock('../../api/two-factor-api', () => ({
  disableTwoFactor: (password: string) => disable(password),
  generateBackupCodes: (password: string) => generate(password),
}));

const section = (props: { enabled: boolean; reviewer: boolean; onTurnedOff?: () => Promise<unknown> }) =>
  render(
    <MemoryRouter>
      <TwoFactorSection onTurnedOff={async () => undefined} {...props} />
    </MemoryRouter>,
  );
const region = () => screen.getByRole('region', { name: copy.account.heading });

describe('Two-step sign-in on the account page', () => {
  it('offers to set it up when it is off, and nothing else', () => {
    section({ enabled: false, reviewer: false });
    expect(within(region()).getByRole('link', { name: copy.account.turnOn })).toBeTruthy();
    expect(within(region()).queryByRole('button', { name: copy.account.turnOff })).toBeNull();
    expect(within(region()).queryByRole('button', { name: copy.account.newCodes })).toBeNull();
  });

  it('makes new backup codes once the password is given, and shows them', async () => {
    section({ enabled: true, reviewer: false });
    const user = userEvent.setup();
    await user.click(within(region()).getByRole('button', { name: copy.account.newCodes }));
    expect(within(region()).getByText(copy.account.newCodesIntro)).toBeTruthy();
    const password = within(region()).getByLabelText(copy.account.passwordLabel);
    expect(document.activeElement).toBe(password);
    await user.type(password, 'wrong');
    await user.click(within(region()).getByRole('button', { name: copy.account.newCodes }));
    expect(await within(region()).findByText(copy.errors.wrongPassword)).toBeTruthy();
    expect(within(region()).queryByTestId('backup-codes')).toBeNull();
    await user.clear(within(region()).getByLabelText(copy.account.passwordLabel));
    await user.type(within(region()).getByLabelText(copy.account.passwordLabel), 'right password');
    await user.click(within(region()).getByRole('button', { name: copy.account.newCodes }));
    const codes = await within(region()).findByTestId('backup-codes');
    expect(within(codes).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['new-1-a', 'new-1-b']);
    expect(document.activeElement).toBe(within(region()).getByRole('heading', { name: copy.account.newCodesHeading }));
    expect(within(region()).getByText(copy.account.newCodesShown)).toBeTruthy();
    expect(within(region()).queryByLabelText(copy.account.passwordLabel)).toBeNull();
  });

  it('turns it off for a will writer with the password, then reads the session again', async () => {
    const onTurnedOff = vi.fn(async () => undefined);
    section({ enabled: true, reviewer: false, onTurnedOff });
    const user = userEvent.setup();
    await user.click(within(region()).getByRole('button', { name: copy.account.turnOff }));
    expect(within(region()).getByText(copy.account.turnOffIntro)).toBeTruthy();
    // Cancel leaves it on, asking nothing.
    await user.click(within(region()).getByRole('button', { name: copy.account.cancel }));
    expect(within(region()).queryByLabelText(copy.account.passwordLabel)).toBeNull();
    await user.click(within(region()).getByRole('button', { name: copy.account.turnOff }));
    await user.type(within(region()).getByLabelText(copy.account.passwordLabel), 'right password');
    await user.click(within(region()).getByRole('button', { name: copy.account.turnOff }));
    await vi.waitFor(() => expect(onTurnedOff).toHaveBeenCalled());
    expect(disable).toHaveBeenLastCalledWith('right password');
  });

  it('tells a reviewer they must keep it, offering new backup codes only', () => {
    section({ enabled: true, reviewer: true });
    expect(within(region()).getByText(copy.account.reviewerKeeps)).toBeTruthy();
    expect(within(region()).queryByRole('button', { name: copy.account.turnOff })).toBeNull();
    expect(within(region()).getByRole('button', { name: copy.account.newCodes })).toBeTruthy();
  });

  it('says the server’s reason when it refuses to turn it off', async () => {
    disable.mockRejectedValueOnce(new ApiError(403, { code: 'REVIEWER_KEEPS_TWO_FACTOR', message: copy.errors.reviewerMustKeep }));
    const onTurnedOff = vi.fn(async () => undefined);
    section({ enabled: true, reviewer: false, onTurnedOff });
    const user = userEvent.setup();
    await user.click(within(region()).getByRole('button', { name: copy.account.turnOff }));
    await user.type(within(region()).getByLabelText(copy.account.passwordLabel), 'right password');
    await user.click(within(region()).getByRole('button', { name: copy.account.turnOff }));
    expect(await within(region()).findByText(copy.errors.reviewerMustKeep)).toBeTruthy();
    expect(onTurnedOff).not.toHaveBeenCalled();
  });
});
