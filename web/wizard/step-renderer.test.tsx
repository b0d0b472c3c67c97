// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepRenderer } from './step-renderer';
import { stepFile } from './step-files';

const context = {
  today: '2026-11-22',
  lookupAddresses: async (postcode: string) => ({ postcode, items: [{ summaryline: '10 Downing Street, London, SW1A 2AA' }] }),
  sourceItems: () => [],
  openStep: () => {},
};
const aboutYou = stepFile('about-you');

function renderAboutYou(props: Partial<Parameters<typeof StepRenderer>[0]> = {}) {
  const onSubmit = vi.fn();
  render(<StepRenderer step={aboutYou} initialData={{}} onSubmit={onSubmit} context={context} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

async function fillAboutYou(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Title'), 'Dr.');
  await user.type(screen.getByLabelText('Full legal name'), 'ada lovelace-byron');
  await user.type(screen.getByLabelText('Day'), '10');
  await user.type(screen.getByLabelText('Month'), '12');
  await user.type(screen.getByLabelText('Year'), '1985');
  await user.type(screen.getByLabelText('Postcode'), 'SW1A 2AA');
  await user.click(screen.getByRole('button', { name: 'Find Address' }));
  await user.click(await screen.findByLabelText('10 Downing Street, London, SW1A 2AA, UK'));
  await user.type(screen.getByLabelText('Phone number'), '07700 900982');
}

describe('StepRenderer drawing About You from its step file', () => {
  it('draws the heading, labels and hints from the JSON', () => {
    renderAboutYou();
    expect(screen.getByRole('heading', { level: 1, name: 'About You' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full legal name')).toBeInTheDocument();
    expect(screen.getByText("We'll only contact you to help you with your will.")).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
  });

  it('keeps Save disabled until every field is complete and the birthday valid, then submits the slice', async () => {
    const { onSubmit, user } = renderAboutYou();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await fillAboutYou(user);
    expect(save).toBeEnabled();
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '31');
    await user.clear(screen.getByLabelText('Month'));
    await user.type(screen.getByLabelText('Month'), '2');
    expect(save).toBeDisabled();
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '28');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Dr.',
      fullName: 'Ada Lovelace-Byron',
      birthday: '1985-02-28',
      address: '10 Downing Street, London, SW1A 2AA, UK',
      manualAddress: false,
      phoneNumber: '07700 900982',
    });
  });

  it('capitalises the full name on the first blur only', async () => {
    const { user } = renderAboutYou();
    const name = screen.getByLabelText('Full legal name');
    await user.type(name, 'jane smith');
    await user.tab();
    expect(name).toHaveValue('Jane Smith');
    await user.clear(name);
    await user.type(name, 'jane de la cruz');
    await user.tab();
    expect(name).toHaveValue('jane de la cruz');
  });

  it('shows a field error once the user leaves it, in the step file words', async () => {
    const { user } = renderAboutYou();
    await user.click(screen.getByLabelText('Full legal name'));
    await user.tab();
    expect(await screen.findByText('Enter your full legal name')).toBeInTheDocument();
    expect(screen.getByLabelText('Full legal name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the first server error per field, the title key on the title select, with a linked summary', () => {
    renderAboutYou({
      initialData: { title: 'Ms.', fullName: 'X', birthday: '1985-03-27', address: 'A', phoneNumber: '0123456789' },
      serverErrors: { title: ['Select a valid title'], fullName: ['Name is too short', 'second message'], birthday: ['Date not valid'] },
    });
    const summary = screen.getByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Select a valid title' })).toHaveAttribute('href', '#root_title');
    expect(within(summary).getByRole('link', { name: 'Name is too short' })).toHaveAttribute('href', '#root_fullName');
    expect(screen.queryByText('second message')).not.toBeInTheDocument();
    expect(screen.getAllByText('Date not valid').length).toBeGreaterThan(0);
  });

  it('shows the saving label and disables the button while submitting', () => {
    renderAboutYou({ submitting: true });
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });
});

describe('StepRenderer drawing an onboarding question', () => {
  it('starts unanswered with Continue disabled, and submits the chosen answer', async () => {
    const onSubmit = vi.fn();
    render(<StepRenderer step={stepFile('onboarding-relationship')} initialData={{}} onSubmit={onSubmit} context={context} />);
    const user = userEvent.setup();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Yes')).not.toBeChecked();
    expect(screen.getByLabelText('No')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.click(screen.getByLabelText('No'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ hasPartner: false });
  });

  it('fills {questionCount} on the welcome step', () => {
    render(<StepRenderer step={stepFile('onboarding-welcome')} initialData={{}} onSubmit={() => {}} context={context} textValues={{ questionCount: 5 }} />);
    expect(screen.getByText(/Answer 5 simple questions/)).toBeInTheDocument();
  });
});

describe('StepRenderer and server errors', () => {
  it('drops a server error once the user changes that field', async () => {
    const user = userEvent.setup();
    render(
      <StepRenderer
        step={stepFile('register')}
        initialData={{ name: 'A', email: 'taken@example.com', password: 'password123' }}
        serverErrors={{ email: ['An account with this email address already exists.'] }}
        onSubmit={() => {}}
        context={context}
      />,
    );
    expect(screen.getAllByText('An account with this email address already exists.')).toHaveLength(2);
    await user.type(screen.getByLabelText('Email address'), 'x');
    expect(screen.queryByText('An account with this email address already exists.')).not.toBeInTheDocument();
  });
});
