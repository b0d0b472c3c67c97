// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Will } from '../../engine/will/will';
import { createStepRouter, sampleWill, StepHarness } from '../wizard/test-harness';

const PARTS = { firstLine: '12 Acacia Avenue, Flat 2', postcode: 'LS6 2AB', town: 'Leeds', county: 'West Yorkshire', country: '' };

function renderAboutYou(will: Will) {
  const router = createStepRouter('/will/yourself');
  const saves: Will[] = [];
  render(<StepHarness router={router} will={will} onSave={(saved) => saves.push(saved)} />);
  return { saves, user: userEvent.setup() };
}

afterEach(() => sessionStorage.clear());

describe('About You, manual address (SPEC 3.2)', () => {
  it('keeps the parts: reopening shows each in its own field, and saving does not double the town or postcode', async () => {
    const will = sampleWill();
    const userInfo = { ...will.userInfo!, address: '12 Acacia Avenue, Flat 2, Leeds, West Yorkshire, LS6 2AB', manualAddress: true, addressParts: PARTS };
    const { saves, user } = renderAboutYou({ ...will, userInfo });
    expect(await screen.findByRole('textbox', { name: /^Address/ })).toHaveValue('12 Acacia Avenue, Flat 2');
    expect(screen.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('LS6 2AB');
    expect(screen.getByRole('textbox', { name: /^City\/Town/ })).toHaveValue('Leeds');
    expect(screen.getByRole('textbox', { name: /^County/ })).toHaveValue('West Yorkshire');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => saves.length).toBe(1);
    expect(saves[0]!.userInfo).toMatchObject({ address: '12 Acacia Avenue, Flat 2, Leeds, West Yorkshire, LS6 2AB', manualAddress: true, addressParts: PARTS });
  });

  it('gives each empty required part its own message, linked from the summary, and checks the postcode', async () => {
    const will = sampleWill();
    const { saves, user } = renderAboutYou({ ...will, userInfo: { ...will.userInfo!, address: '', manualAddress: false } });
    await user.click(await screen.findByRole('button', { name: 'Enter address manually' }));
    await user.type(screen.getByRole('textbox', { name: /^County/ }), 'Kent');
    await user.type(screen.getByRole('textbox', { name: /^Postcode/ }), 'NOT A CODE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter your town or city', { selector: '.error-summary a' });
    const summary = document.querySelector<HTMLElement>('.error-summary')!;
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual(['Enter the first line of your address', 'Enter a valid postcode', 'Enter your town or city']);
    expect(saves).toEqual([]);
    const postcode = screen.getByRole('textbox', { name: /^Postcode/ });
    expect(postcode).toHaveAttribute('aria-invalid', 'true');
    expect(postcode).toHaveAccessibleDescription(/Enter a valid postcode/);
    await user.click(within(summary).getByRole('link', { name: 'Enter your town or city' }));
    expect(screen.getByRole('textbox', { name: /^City\/Town/ })).toHaveFocus();

    await user.clear(postcode);
    await user.click(within(document.querySelector<HTMLElement>('.error-summary')!).getByRole('link', { name: 'Enter your postcode' }));
    expect(postcode).toHaveFocus();
  });
});
