// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepRenderer } from './step-renderer';
import { stepFile } from './step-files';
import type { SourceItem } from '../../engine/steps/step-sources';

const OXFAM: SourceItem = { uuid: '0a0a0a0a-0000-4000-8000-000000000004', kind: 'charity', label: 'Oxfam' };
const CANCER = { id: '1089464', name: 'Cancer Research UK', regNumber: '1089464', logo: null };

function renderCharities(charities: SourceItem[]) {
  const onSubmit = vi.fn();
  const context = {
    today: '2026-11-22',
    lookupAddresses: async (postcode: string) => ({ postcode, items: [] }),
    sourceItems: (source: string) => (source === 'charities.all' ? charities : []),
    openStep: () => {},
  };
  render(<StepRenderer step={stepFile('estate-charities')} initialData={{ leaveToCharity: true, charities: [], found: [] }} onSubmit={onSubmit} context={context} />);
  return { onSubmit, user: userEvent.setup() };
}

async function pickFromSearch(user: ReturnType<typeof userEvent.setup>, query: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Search for a charity' }), query);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

beforeEach(() => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([CANCER]), { status: 200, headers: { 'Content-Type': 'application/json' } }))));
afterEach(() => vi.unstubAllGlobals());

describe('The estate charities step: one list', () => {
  it('lists a charity picked from the search under "Your charities" at once, ticked, and unticking removes it', async () => {
    const { user, onSubmit } = renderCharities([]);
    const yours = screen.getByRole('group', { name: 'Your charities' });
    expect(within(yours).getByText('You have not added a charity yet.')).toBeInTheDocument();

    await pickFromSearch(user, 'cancer', 'Cancer Research UK');
    expect(within(yours).getByRole('checkbox', { name: 'Cancer Research UK' })).toBeChecked();
    expect(within(yours).queryByText('You have not added a charity yet.')).toBeNull();
    // One list: the charity is nowhere else on the page.
    expect(screen.getAllByRole('checkbox', { name: 'Cancer Research UK' })).toHaveLength(1);
    // Not saved yet: nothing to edit.
    expect(within(yours).queryByRole('button', { name: /Edit/ })).toBeNull();

    await user.click(within(yours).getByRole('checkbox', { name: 'Cancer Research UK' }));
    expect(within(yours).queryByRole('checkbox', { name: 'Cancer Research UK' })).toBeNull();
    expect(within(yours).getByText('You have not added a charity yet.')).toBeInTheDocument();

    await pickFromSearch(user, 'cancer', 'Cancer Research UK');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ found: [expect.objectContaining({ name: 'Cancer Research UK' })] }));
  });

  it("shows a found charity named as one of the user's charities as that one, ticked", async () => {
    const { user } = renderCharities([OXFAM]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([{ id: '202918', name: 'Oxfam', regNumber: '202918', logo: null }]), { status: 200 })));
    const yours = screen.getByRole('group', { name: 'Your charities' });
    expect(within(yours).getByRole('checkbox', { name: 'Oxfam' })).not.toBeChecked();
    await pickFromSearch(user, 'oxfam', 'Oxfam');
    expect(within(yours).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(yours).getByRole('checkbox', { name: 'Oxfam' })).toBeChecked();
  });
});
