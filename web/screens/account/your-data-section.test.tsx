// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { ToastProvider } from '../../ui/toast';
import { YourDataSection } from './your-data-section';

const deleteAccount = vi.fn(async (password: string) => {
  if (password !== 'right password') throw new ApiError(403, { type: 'validation', message: 'Refused', fields: { password: ['The password is not right.'] } });
});
vi.mock('../../api/account-api', () => ({ EXPORT_URL: '/api/account/export', deleteAccount: (password: string) => deleteAccount(password) }));

// jsdom has no showModal: open the <dialog> as a browser would, so it is in the accessibility tree.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

describe('Delete your account', () => {
  it('asks for the password in the confirmation and reports a wrong one there', async () => {
    const onDeleted = vi.fn();
    render(
      <MemoryRouter>
        <ToastProvider>
          <YourDataSection onDeleted={onDeleted} />
        </ToastProvider>
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Enter your password to confirm')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByLabelText('Enter your password to confirm'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The password is not right.')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();
    const password = within(dialog).getByLabelText('Enter your password to confirm');
    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
  });
});
