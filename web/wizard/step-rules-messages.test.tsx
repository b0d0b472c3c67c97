// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepRenderer } from './step-renderer';
import { stepFile, stepFiles } from './step-files';

/** The step forms show the gift-description and charity-number messages at their field. */
const context = { today: '2026-11-22', lookupAddresses: async (postcode: string) => ({ postcode, items: [] }), sourceItems: () => [], openStep: () => {} };

it('asks what the gift is when a collection is left at its starter text', async () => {
  const onSubmit = vi.fn();
  render(<StepRenderer step={stepFile('gifts-collection')} initialData={{ itemDesc: 'All of my ', beneficiaries: ['x'] }} onSubmit={onSubmit} context={context} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Done' }));
  expect(onSubmit).not.toHaveBeenCalled();
  const field = screen.getByLabelText(/Describe the collection/);
  expect(field).toHaveAccessibleDescription(expect.stringContaining("Say what the gift is, for example 'My gold watch' or 'All of my books'."));
});

it('refuses a charity number the registers never issue, at the number field', async () => {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<StepRenderer step={stepFile('estate-add-charity')} initialData={{ name: 'Dogs Trust' }} onSubmit={onSubmit} context={context} />);
  await user.type(screen.getByLabelText(/Registered charity number/), 'abc');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/Registered charity number/)).toHaveAccessibleDescription(expect.stringContaining('6 or 7 digits (with -1 for a linked charity)'));
});

it('says "(optional)" once on an optional field: the field template adds it, no step file title carries it', () => {
  render(<StepRenderer step={stepFile('estate-add-charity')} initialData={{ name: 'Dogs Trust' }} onSubmit={vi.fn()} context={context} />);
  expect(screen.getByText(/Registered charity number/).closest('label')).toHaveTextContent(/^Registered charity number \(optional\)$/);
  const titles = JSON.stringify(Object.values(stepFiles)).match(/"(ui:)?title":"[^"]*\(optional\)"/g);
  expect(titles).toBeNull();
});

it('asks "Would you like to leave part of your estate to charity?" once: the heading asks it, the radios\' legend is for screen readers only', () => {
  render(<StepRenderer step={stepFile('estate-charities')} initialData={{}} onSubmit={vi.fn()} context={context} />);
  const question = 'Would you like to leave part of your estate to charity?';
  const legend = screen.getByRole('group', { name: question }).querySelector('legend');
  expect(legend).toHaveClass('ww-visually-hidden');
  expect(screen.getAllByText(question).filter((node) => !node.closest('.ww-visually-hidden, .visually-hidden'))).toEqual([screen.getByRole('heading', { name: question })]);
});
