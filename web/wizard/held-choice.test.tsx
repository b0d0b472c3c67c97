// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Will } from '../../engine/will/will';
import { createStepRouter, sampleWill, SAMPLE_PARTNER, StepHarness } from './test-harness';


/** The sample will with friends and family as executors (the partner), step 6 passed. */
function friendsAndFamily(): Will {
  return { ...sampleWill(), executorCategory: 1, executors: [{ type: 'person', uuid: SAMPLE_PARTNER }] };
}

function renderChoose(will: Will) {
  const router = createStepRouter('/will/executors/choose', [], { fromStep: 'executors-price' });
  const saves: Will[] = [];
  render(<StepHarness router={router} will={will} onSave={(saved) => saves.push(saved)} />);
  return { router, saves, user: userEvent.setup() };
}

afterEach(() => sessionStorage.clear());

describe('a held choice (executors-choose): nothing changes until a choice is saved', () => {
  it('Trustees, Continue, then Back from the terms saves nothing and keeps every executor', async () => {
    const { router, saves, user } = renderChoose(friendsAndFamily());
    await user.click(await screen.findByRole('radio', { name: 'Trustees' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Appoint our professional trustees' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/will/executors/trustees-terms');
    expect(screen.getByRole('checkbox', { name: /I have read the trustee terms/ })).not.toBeChecked();
    expect(saves).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Who would you like to be your executors?' })).toBeInTheDocument();
    expect(saves).toEqual([]);
    // The choice held is shown on its own screen; what is stored has not changed.
    expect(screen.getByRole('radio', { name: 'Trustees' })).toBeChecked();
  });

  it('the reset of SPEC 4.3 applies on the terms Save: the trustee service alone, step 6 passed', async () => {
    const { saves, user } = renderChoose(friendsAndFamily());
    await user.click(await screen.findByRole('radio', { name: 'Trustees' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: /I have read the trustee terms/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => saves.length).toBe(1);
    expect(saves[0]).toMatchObject({ executorCategory: 2, executors: [{ type: 'guardian-angel', uuid: null }] });
    expect(saves[0]!.passedSteps).toContain(6);
    expect(sessionStorage.length).toBe(0);
  });

  it('friends and family with trustees: the people screen shows the choice, and its Save saves it', async () => {
    const { saves, user } = renderChoose(friendsAndFamily());
    await user.click(await screen.findByRole('radio', { name: 'Friends and family with trustees' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const people = await screen.findByRole('group', { name: 'Your executors' });
    expect(within(people).getByRole('checkbox', { name: /John Smith/ })).toBeChecked();
    expect(saves).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => saves.length).toBe(1);
    expect(saves[0]).toMatchObject({ executorCategory: 3, executors: [{ type: 'person', uuid: SAMPLE_PARTNER }] });
  });
});
