// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Will } from '../../../engine/will/will';
import { createStepRouter, sampleWill, SAMPLE_CHILD, SAMPLE_PARTNER, SAMPLE_PET, StepHarness } from '../test-harness';


function renderFamily(will: Will, url = '/will/family/add-familymembers') {
  const router = createStepRouter(url);
  const saves: Will[] = [];
  render(<StepHarness router={router} will={will} onSave={(saved) => saves.push(saved)} />);
  return { router, saves, user: userEvent.setup() };
}

const path = (router: ReturnType<typeof createStepRouter>) => router.state.location.pathname;

describe('collection step (family-members)', () => {
  it('lists the rows of its source with their tags, the partner first', async () => {
    renderFamily(sampleWill());
    const list = await screen.findByRole('list', { name: 'Your family' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => [row.querySelector('.collection__label')?.textContent, row.querySelector('.collection__tag')?.textContent])).toEqual([
      ['John Smith', 'Partner'],
      ['Amy Smith', 'Child'],
      ['Rex', 'Pet'],
    ]);
  });

  it('says so when there is no one, and hides Add partner when the status needs none', async () => {
    renderFamily({ schemaVersion: 2, passedSteps: [1], maritalStatus: { id: 1, comc: null } });
    expect(await screen.findByText('You have not added anyone yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add partner' })).not.toBeInTheDocument();
  });

  it.each([
    ['John Smith', `/will/family/addpartner`],
    ['Amy Smith', `/will/family/edit-child/${SAMPLE_CHILD}`],
    ['Rex', `/will/family/edit-pet/${SAMPLE_PET}`],
  ])('Edit on %s opens the step the file names for its tag', async (name, url) => {
    const { router, user } = renderFamily(sampleWill());
    await user.click(await screen.findByRole('button', { name: new RegExp(`^Edit\\s*${name}$`) }));
    expect(path(router)).toBe(url);
  });

  it.each([
    ['Add a child', '/will/family/add-child', 'Add a child'],
    ['Add a pet', '/will/family/add-pet', 'Add a pet'],
  ])('%s opens its step', async (label, url, heading) => {
    const { router, user } = renderFamily(sampleWill());
    await user.click(await screen.findByRole('button', { name: label }));
    expect(path(router)).toBe(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('Add partner shows while Married with no partner, and opens the partner step', async () => {
    const { router, user } = renderFamily({ schemaVersion: 2, passedSteps: [1], maritalStatus: { id: 3, comc: null } });
    await user.click(await screen.findByRole('button', { name: 'Add partner' }));
    expect(path(router)).toBe('/will/family/addpartner');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Partner' })).toBeInTheDocument();
  });

  it("Save while Married with no partner shows 'You need to add partner' and saves nothing", async () => {
    const { router, saves, user } = renderFamily({ schemaVersion: 2, passedSteps: [1], maritalStatus: { id: 3, comc: null } });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You need to add partner');
    expect(saves).toEqual([]);
    expect(path(router)).toBe('/will/family/add-familymembers');
  });

  it('Save with the partner present passes the family step and leaves for the dashboard', async () => {
    // The sample will with the family step (2) not yet passed, so only the save can pass it.
    const will = sampleWill();
    const { saves, user } = renderFamily({ ...will, passedSteps: (will.passedSteps ?? []).filter((step) => step !== 2) });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/will/dashboard#guardians');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.passedSteps).toContain(2);
    expect(saves[0]!.partner).toBe(SAMPLE_PARTNER);
  });
});

describe('collection step (gifts-list): removing a gift', () => {
  it('asks "Are you sure?" naming the gift; Cancel keeps it and Remove the gift removes it', async () => {
    const { saves, user } = renderFamily(sampleWill(), '/will/gifts/list');
    await user.click(await screen.findByRole('button', { name: /^Remove\s*My gold watch to John Smith$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent('This will remove the gift “My gold watch to John Smith” from your will. This cannot be undone.');
    expect(saves).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saves).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Remove\s*My gold watch to John Smith$/ }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Remove the gift' }));
    await expect.poll(() => saves.length).toBe(1);
    expect(saves[0]!.gifts).toEqual([{ type: 'money', itemDesc: '500', moreInfo: null, beneficiaries: [SAMPLE_CHILD] }]);
  });
});
