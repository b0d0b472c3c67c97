// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepModal } from './step-modal';
import { stepFiles } from './step-files';

/** Every modal has a visible close button and Cancel, Escape closes it, and no destructive action is the only way out. */
it('closes from the visible close button and from Escape', async () => {
  const onClose = vi.fn();
  render(
    <StepModal labelledBy="t" onClose={onClose}>
      <h1 id="t">Edit account or property</h1>
    </StepModal>,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Close', hidden: true }));
  expect(onClose).toHaveBeenCalledTimes(1);
  // Escape on a modal <dialog> fires its cancel event.
  fireEvent(document.querySelector('dialog')!, new Event('cancel', { cancelable: true }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('gives every modal step a Cancel (Close when adding an asset, SPEC 2.9) that goes back, beside any destructive action', () => {
  const modals = Object.values(stepFiles).filter((step) => step.presentation === 'modal');
  expect(modals.length).toBeGreaterThan(5);
  for (const step of modals) {
    const label = step.id === 'financial-add-asset' ? 'Close' : 'Cancel';
    const cancel = (step.actions?.secondary ?? []).find((action) => action.label === label);
    expect(cancel, step.id).toMatchObject({ event: 'step.back' });
  }
});
