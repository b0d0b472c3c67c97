// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepRenderer } from '../step-renderer';
import { stepFile } from '../step-files';
import type { StepFile } from '../../../engine/steps/step-file';

const context = { today: '2026-11-22', lookupAddresses: async (postcode: string) => ({ postcode, items: [] }), sourceItems: () => [], openStep: () => {} };

/** A step with one list of short answers, at most two, each at most five characters. */
const listStep = {
  id: 'list-probe',
  route: '/will/list-probe',
  title: 'Your wishes',
  bind: '/will/funeralWishes',
  schema: {
    type: 'object',
    properties: { additionalWishes: { type: 'array', title: 'Other wishes', maxItems: 2, items: { type: 'string', title: 'Wish', default: '', maxLength: 5 } } },
  },
  uiSchema: { additionalWishes: { 'ui:help': 'One at a time.', 'ui:options': { orderable: false, addLabel: 'Add a wish', removeLabel: 'Remove' } } },
  messages: { 'maxLength:additionalWishes.1': 'Keep the second wish short' },
} as unknown as StepFile;

function draw(step: StepFile, initialData: Record<string, unknown>) {
  const onSubmit = vi.fn();
  render(<StepRenderer step={step} initialData={initialData} onSubmit={onSubmit} context={context} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('lists (ArrayFieldTemplate)', () => {
  it('draws a fieldset with its legend and hint, each item labelled by its number with its own Remove', async () => {
    const { user, onSubmit } = draw(listStep, { additionalWishes: ['Roses'] });
    const group = screen.getByRole('group', { name: 'Other wishes' });
    expect(group).toHaveAccessibleDescription('One at a time.');
    expect(within(group).getByLabelText('Wish 1')).toHaveValue('Roses');
    await user.click(within(group).getByRole('button', { name: 'Add a wish' }));
    await user.type(within(group).getByLabelText('Wish 2'), 'Lily');
    await user.click(within(group).getByRole('button', { name: 'Remove Wish 1' }));
    expect(within(group).getByLabelText('Wish 1')).toHaveValue('Lily');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ additionalWishes: ['Lily'] });
  });

  it('a new item starts empty, not as a problem, and Add goes once the list is full', async () => {
    const { user, onSubmit } = draw(listStep, {});
    await user.click(screen.getByRole('button', { name: 'Add a wish' }));
    await user.click(screen.getByRole('button', { name: 'Add a wish' }));
    expect(screen.queryByRole('button', { name: 'Add a wish' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ additionalWishes: ['', ''] });
  });

  it('shows an error inside the list at its item, linked from the summary', async () => {
    const { user, onSubmit } = draw(listStep, { additionalWishes: ['Roses', 'Too long by far'] });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const link = within(screen.getByRole('alert')).getByRole('link', { name: 'Keep the second wish short' });
    expect(link).toHaveAttribute('href', '#root_additionalWishes_1');
    expect(screen.getByLabelText('Wish 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Wish 2')).toHaveAccessibleDescription(/Keep the second wish short/);
    expect(screen.getByLabelText('Wish 1')).not.toHaveAttribute('aria-invalid');
  });
});

describe('funeral wishes step file', () => {
  it('asks for the type, and a description only when the type is something else', async () => {
    const onSubmit = vi.fn();
    const isVisible = (predicate: string, data: Record<string, unknown>) => predicate !== 'funeral.isOtherType' || data.funeralType === 'other';
    render(<StepRenderer step={stepFile('funeral-wishes')} initialData={{}} onSubmit={onSubmit} context={context} isVisible={isVisible} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText('Describe the funeral you would like')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Choose the kind of funeral you would like' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Something else'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Describe the funeral you would like' })).toBeInTheDocument();
    expect(screen.getByLabelText('Where would you like your final resting place to be? (optional)')).toHaveAttribute('placeholder', 'I have no preference for my final resting place');
    await user.type(screen.getByLabelText('Describe the funeral you would like'), 'A sea burial');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ funeralType: 'other', funeralTypeOther: 'A sea burial' });
  });
});
