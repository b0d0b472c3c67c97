// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createStepRouter, sampleWill, StepHarness } from '../test-harness';


/** Fills the Add a guardian modal with an adult living at the user's address, and saves it. */
async function addTom(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Add a guardian' });
  await user.type(within(dialog).getByLabelText('Full name'), 'Tom Brown');
  await user.type(within(dialog).getByLabelText('Day'), '1');
  await user.type(within(dialog).getByLabelText('Month'), '1');
  await user.type(within(dialog).getByLabelText('Year'), '1975');
  await user.click(within(dialog).getByLabelText('Same as my address'));
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
}

const guardianChoices = () => screen.getByRole('group', { name: 'Choose a guardian' });

describe('"+ Add a guardian" chooses the guardian it adds for the dependant it was opened from', () => {
  it('from the question: Tom is ticked beside the guardian already chosen', async () => {
    const router = createStepRouter('/will/guardians/1');
    render(<StepHarness router={router} will={sampleWill()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '+ Add a guardian' }));
    await addTom(user);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/will/guardians/1');
    await waitFor(() => expect(within(guardianChoices()).getByRole('checkbox', { name: 'Tom Brown' })).toBeChecked());
    expect(within(guardianChoices()).getByRole('checkbox', { name: 'John Smith' })).toBeChecked();
  });

  it('even when the page under the modal was drawn afresh (the modal reloaded), for the dependant it was opened from', async () => {
    const router = createStepRouter('/will/guardians/add-guardian', [], { from: 'guardians', fromParams: { index: '2' } });
    render(<StepHarness router={router} will={sampleWill()} />);
    const user = userEvent.setup();
    await addTom(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/will/guardians/2'));
    await screen.findByRole('heading', { level: 1, name: 'Who should look after Rex?' });
    await waitFor(() => expect(within(guardianChoices()).getByRole('checkbox', { name: 'Tom Brown' })).toBeChecked());
  });
});
