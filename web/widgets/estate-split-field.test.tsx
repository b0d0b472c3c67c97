// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SourceItem } from '../../engine/steps/step-sources';
import type { SplitValue } from '../../engine/steps/step-views';
import { renderWidgetForm } from './widget-test-form';

const JOHN = '0a0a0a0a-0000-4000-8000-000000000001';
const AMY = '0a0a0a0a-0000-4000-8000-000000000002';
const SHARES: SourceItem[] = [
  { uuid: JOHN, kind: 'relation', label: 'John Smith', tag: 'person' },
  { uuid: AMY, kind: 'child', label: 'Amy Smith', tag: 'person' },
];

function setup(split: SplitValue) {
  const view = renderWidgetForm({
    schema: { type: 'object', properties: { split: { type: 'object', title: 'Your estate split' } } },
    uiSchema: { split: { 'ui:field': 'estateSplit', 'ui:options': { source: 'estate.shares' } } },
    formData: { split },
    context: { sourceItems: (source) => (source === 'estate.shares' ? SHARES : []) },
  });
  // The field's latest answer.
  return { ...view, split: () => view.data().split as SplitValue };
}

const percentInput = (name: string) => screen.getByRole('textbox', { name });
const equalToggle = () => screen.getByRole('checkbox', { name: 'Divide my estate equally' });
/** The rows of the table beside the pie chart: [name, share]. */
const tableRows = () =>
  within(screen.getByRole('table', { name: 'How your estate is shared' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('EstateSplitField', () => {
  it('draws a percentage input per beneficiary with its current share', () => {
    setup({ equal: false, amounts: { [JOHN]: 60, [AMY]: 40 } });
    expect(percentInput('John Smith')).toHaveValue('60');
    expect(percentInput('Amy Smith')).toHaveValue('40');
    expect(equalToggle()).not.toBeChecked();
  });

  it('keeps each share a whole number from 0 to 100: digits only (a decimal is refused, below), and anything over 100 is stored as 100', async () => {
    const { user, split } = setup({ equal: false, amounts: { [JOHN]: 60, [AMY]: 40 } });
    const john = percentInput('John Smith');
    await user.clear(john);
    await user.type(john, '150');
    expect(split().amounts[JOHN]).toBe(100);
    await user.tab();
    expect(john).toHaveValue('100');

    await user.clear(john);
    await user.type(john, '-3x5');
    expect(john).toHaveValue('35');
    expect(split().amounts[JOHN]).toBe(35);

    await user.clear(john);
    expect(split().amounts[JOHN]).toBe(0);
    await user.tab();
    expect(john).toHaveValue('0');
  });

  it('is a text input with a numeric keypad, so the mouse wheel changes nothing', () => {
    const { onChange } = setup({ equal: false, amounts: { [JOHN]: 60, [AMY]: 40 } });
    const john = percentInput('John Smith');
    expect(john).toHaveAttribute('type', 'text');
    expect(john).toHaveAttribute('inputmode', 'numeric');
    onChange.mockClear();
    fireEvent.wheel(john, { deltaY: -100 });
    fireEvent.wheel(john, { deltaY: 100 });
    expect(john).toHaveValue('60');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('divides equally while ticked, and restores the manual shares when unticked', async () => {
    const { user, split } = setup({ equal: false, amounts: { [JOHN]: 70, [AMY]: 30 } });
    await user.click(equalToggle());
    expect(split().equal).toBe(true);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(tableRows()).toEqual([
      ['John Smith', '50%'],
      ['Amy Smith', '50%'],
    ]);

    await user.click(equalToggle());
    expect(split()).toEqual({ equal: false, amounts: { [JOHN]: 70, [AMY]: 30 } });
    expect(percentInput('John Smith')).toHaveValue('70');
    expect(percentInput('Amy Smith')).toHaveValue('30');
  });

  it('remembers shares typed in this visit across the toggle; a share with none remembered comes back as 1', async () => {
    // As the view reads an equal split: every amount 0.
    const { user, split } = setup({ equal: true, amounts: { [JOHN]: 0, [AMY]: 0 } });
    await user.click(equalToggle());
    expect(split()).toEqual({ equal: false, amounts: { [JOHN]: 1, [AMY]: 1 } });

    await user.clear(percentInput('John Smith'));
    await user.type(percentInput('John Smith'), '25');
    await user.click(equalToggle());
    await user.click(equalToggle());
    expect(split()).toEqual({ equal: false, amounts: { [JOHN]: 25, [AMY]: 1 } });
    expect(percentInput('John Smith')).toHaveValue('25');
  });

  it('shows the unallocated remainder in the table beside the pie chart, and none when the shares make 100', async () => {
    const { user } = setup({ equal: false, amounts: { [JOHN]: 60, [AMY]: 20 } });
    expect(tableRows()).toEqual([
      ['John Smith', '60%'],
      ['Amy Smith', '20%'],
      ['Unallocated', '20%'],
    ]);
    expect(document.querySelectorAll('.split-chart .split-chart__slice')).toHaveLength(3);

    await user.clear(percentInput('Amy Smith'));
    await user.type(percentInput('Amy Smith'), '40');
    expect(tableRows()).toEqual([
      ['John Smith', '60%'],
      ['Amy Smith', '40%'],
    ]);
    expect(document.querySelectorAll('.split-chart .split-chart__slice')).toHaveLength(2);
  });

  it('refuses a decimal with a message on its row, naming the beneficiary, and passes it on as typed for the whole-number rule', () => {
    const { split } = setup({ equal: false, amounts: { [JOHN]: 60, [AMY]: 40 } });
    fireEvent.change(percentInput('John Smith'), { target: { value: '12.5' } });
    expect(percentInput('John Smith')).toHaveValue('12.5');
    expect(percentInput('John Smith')).toHaveAccessibleDescription('Enter a whole percentage for John Smith, for example 25');
    expect(percentInput('John Smith')).toHaveAttribute('aria-invalid', 'true');
    // Not its digits run together (125), nor the last whole number (60): the split's rule refuses 12.5 on Next.
    expect(split().amounts[JOHN]).toBe(12.5);
    expect(screen.getByRole('status')).toHaveTextContent('Total: 52.5% of 100%');
  });

  it('shows a live total, and the table and pie follow the fields as typed, with an "over by" share above 100', () => {
    setup({ equal: false, amounts: { [JOHN]: 60, [AMY]: 40 } });
    expect(screen.getByRole('status')).toHaveTextContent('Total: 100% of 100%');
    fireEvent.change(percentInput('John Smith'), { target: { value: '65' } });
    expect(screen.getByRole('status')).toHaveTextContent('Total: 105% of 100%');
    expect(screen.getByRole('status')).toHaveClass('estate-split__total--over');
    expect(tableRows()).toEqual([['John Smith', '65%'], ['Amy Smith', '40%'], ['Over by 5%', '5%']]);
    expect(document.querySelector('.split-chart .split-chart__over')).not.toBeNull();
    fireEvent.change(percentInput('John Smith'), { target: { value: '150' } });
    expect(tableRows()[0]).toEqual(['John Smith', '150%']);
    fireEvent.change(percentInput('John Smith'), { target: { value: '20' } });
    expect(screen.getByRole('status')).not.toHaveClass('estate-split__total--over');
    expect(tableRows()).toEqual([['John Smith', '20%'], ['Amy Smith', '40%'], ['Unallocated', '40%']]);
  });
});
