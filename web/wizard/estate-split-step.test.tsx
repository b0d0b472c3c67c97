// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepRenderer } from './step-renderer';
import { stepFile } from './step-files';
import type { SourceItem } from '../../engine/steps/step-sources';
import { stepFields } from './kinds/lazy-form-kinds';

const JOHN = '0a0a0a0a-0000-4000-8000-000000000001';
const AMY = '0a0a0a0a-0000-4000-8000-000000000002';
const SHARES: SourceItem[] = [
  { uuid: JOHN, kind: 'relation', label: 'John Smith', tag: 'person' },
  { uuid: AMY, kind: 'child', label: 'Amy Smith', tag: 'children' },
];
const context = {
  today: '2026-11-22',
  lookupAddresses: async (postcode: string) => ({ postcode, items: [] }),
  sourceItems: (source: string) => (source === 'estate.shares' ? SHARES : []),
  openStep: () => {},
};
const ZERO_AMY = 'You must give Amy Smith more than 0%. Either increase this or remove this beneficiary.';

async function renderSplit(amounts: Record<string, number>) {
  // The split field's code, as the step's route loads it before the step is drawn (web/wizard/step-route-loader.ts).
  await stepFields.load();
  const onSubmit = vi.fn();
  render(<StepRenderer step={stepFile('estate-split')} initialData={{ split: { equal: false, amounts } }} onSubmit={onSubmit} context={context} />);
  await screen.findByRole('textbox', { name: 'John Smith' });
  return { onSubmit, user: userEvent.setup() };
}

describe('The estate split step', () => {
  it('shows a 0% share on its own row, naming the beneficiary, and the summary links to that row', async () => {
    const { onSubmit, user } = await renderSplit({ [JOHN]: 100, [AMY]: 0 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const amy = screen.getByRole('textbox', { name: 'Amy Smith' });
    const john = screen.getByRole('textbox', { name: 'John Smith' });
    expect(within(amy.closest('li')!).getByText(ZERO_AMY)).toBeInTheDocument();
    expect(amy).toHaveAccessibleDescription(ZERO_AMY);
    expect(amy).toHaveAttribute('aria-invalid', 'true');
    expect(john).not.toHaveAttribute('aria-invalid');
    expect(within(john.closest('li')!).queryByText(/more than 0%/)).toBeNull();
    // Only on its row and in the summary: not once more above the whole split.
    expect(screen.getAllByText(ZERO_AMY)).toHaveLength(2);

    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: ZERO_AMY }));
    expect(amy).toHaveFocus();

    await user.clear(amy);
    await user.type(amy, '10');
    expect(screen.queryByText(ZERO_AMY)).toBeNull();
  });

  it("links the total's error to the first share's input", async () => {
    const { user } = await renderSplit({ [JOHN]: 50, [AMY]: 20 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Total must equal 100%. Please update percentages' }));
    expect(screen.getByRole('textbox', { name: 'John Smith' })).toHaveFocus();
  });

  it('a decimal typed shows in the total, the table and the pie as the box shows it, and its error is in the summary', async () => {
    const { onSubmit, user } = await renderSplit({ [JOHN]: 50, [AMY]: 50 });
    const john = screen.getByRole('textbox', { name: 'John Smith' });
    await user.clear(john);
    await user.type(john, '33.5');
    expect(john).toHaveValue('33.5');
    expect(screen.getByRole('status')).toHaveTextContent('Total: 83.5% of 100%');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'John Smith' }).closest('tr')).toHaveTextContent('33.5%');
    expect(within(table).getByRole('rowheader', { name: /Unallocated/ }).closest('tr')).toHaveTextContent('16.5%');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const links = within(screen.getByRole('alert')).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Total must equal 100%. Please update percentages', 'Enter a whole percentage for John Smith, for example 25']);
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Enter a whole percentage for John Smith, for example 25' }));
    expect(john).toHaveFocus();
  });

  it('lists every share error in the summary in the order of the rows, whatever rule found it', async () => {
    const { user } = await renderSplit({ [JOHN]: 50, [AMY]: 50 });
    const amy = screen.getByRole('textbox', { name: 'Amy Smith' });
    const john = screen.getByRole('textbox', { name: 'John Smith' });
    await user.clear(amy);
    await user.type(amy, '0');
    await user.clear(john);
    await user.type(john, '99.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const links = within(screen.getByRole('alert')).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Total must equal 100%. Please update percentages', 'Enter a whole percentage for John Smith, for example 25', ZERO_AMY]);
  });
});
