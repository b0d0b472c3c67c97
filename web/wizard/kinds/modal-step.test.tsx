// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Will } from '../../../engine/will/will';
import { createStepRouter, sampleWill, StepHarness } from '../test-harness';

const FRIEND = '0a0a0a0a-0000-4000-8000-0000000000f1';

/** The sample will with a friend besides the partner: a relation edited in the family-edit-person modal. */
function willWithFriend(): Will {
  const will = sampleWill();
  return { ...will, relations: { ...will.relations, [FRIEND]: { fullName: 'Sam Jones', birthday: '1970-07-07', address: '2 Low Road, York, YO1 1AA', manualAddress: true } } };
}

/** Where the focus is when the dialog leaves the page (read as the removal is observed, before any later task). */
function focusWhenDialogLeaves(dialog: HTMLElement): Promise<Element | null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (dialog.isConnected) return;
      observer.disconnect();
      resolve(document.activeElement);
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

async function openEditPerson() {
  const router = createStepRouter('/will/family/add-familymembers');
  const saves: Will[] = [];
  render(<StepHarness router={router} will={willWithFriend()} onSave={(saved) => saves.push(saved)} />);
  const user = userEvent.setup();
  const edit = await screen.findByRole('button', { name: /^Edit\s*Sam Jones$/ });
  await user.click(edit);
  const dialog = await screen.findByRole('dialog', { name: 'Edit person' });
  return { router, saves, user, edit, dialog };
}

describe('modal step (family-edit-person over family-members)', () => {
  it('opens on a <dialog> at its own route, with the parent page still drawn beneath', async () => {
    const { router, dialog } = await openEditPerson();
    expect(dialog.tagName).toBe('DIALOG');
    expect(router.state.location.pathname).toBe(`/will/family/edit-person/${FRIEND}`);
    expect(within(dialog).getByLabelText('Full legal name')).toHaveValue('Sam Jones');
    // The page under the modal is the same family list (not redrawn): its heading stays in the document.
    expect(screen.getByRole('heading', { level: 1, name: 'Your family', hidden: true })).toBeInTheDocument();
  });

  it('keeps the parent page mounted: the Edit button that opened it is the same element', async () => {
    const { edit } = await openEditPerson();
    expect(edit.isConnected).toBe(true);
  });

  it('Escape closes it, back to the list, and focus returns to the Edit button', async () => {
    const { router, user, edit, dialog } = await openEditPerson();
    const focused = focusWhenDialogLeaves(dialog);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/will/family/add-familymembers');
    expect(await focused, 'focus is on the Edit button as the dialog goes').toBe(edit);
    expect(edit).toHaveFocus();
  });

  it('Cancel closes it without saving, and focus returns to the Edit button', async () => {
    const { router, saves, user, edit, dialog } = await openEditPerson();
    const focused = focusWhenDialogLeaves(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/will/family/add-familymembers');
    expect(await focused, 'focus is on the Edit button as the dialog goes').toBe(edit);
    expect(edit).toHaveFocus();
    expect(saves).toEqual([]);
  });

  it('Save writes the person and closes on the updated list', async () => {
    const { saves, user, dialog } = await openEditPerson();
    const name = within(dialog).getByLabelText('Full legal name');
    await user.clear(name);
    await user.type(name, 'Samuel Jones');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Edit\s*Samuel Jones$/ })).toBeInTheDocument();
    expect(saves[0]!.relations?.[FRIEND]?.fullName).toBe('Samuel Jones');
  });
});
