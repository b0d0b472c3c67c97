// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepRenderer } from './step-renderer';
import { stepFile } from './step-files';
import type { StepFile } from '../../engine/steps/step-file';
import type { PredicateCheck } from './visible-fields';

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

  it('lists the summary in field order whichever errors came first: date of birth before address', async () => {
    const { user } = renderAboutYou({ initialData: { birthday: '1985-12-10' }, serverErrors: { birthday: ['You must be 18 or over to make a will'] } });
    await user.selectOptions(screen.getByLabelText('Title'), 'Dr.');
    await user.type(screen.getByLabelText('Full legal name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Phone number'), '07700 900982');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const links = within(screen.getByRole('alert')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#root_birthday', '#root_address']);
  });

  it('never disables Save: pressing it with problems shows a summary linked to each field, takes focus there, and submits nothing', async () => {
    const { onSubmit, user } = renderAboutYou();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(save);
    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByText('There is a problem')).toBeInTheDocument();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Select a title', '#root_title'],
      ['Enter your full legal name', '#root_fullName'],
      ['Enter your date of birth', '#root_birthday'],
      ['Enter your address', '#root_address'],
      ['Enter your phone number', '#root_phoneNumber'],
    ]);
    expect(document.getElementById('root_fullName-error')).toHaveTextContent('Enter your full legal name');
    expect(screen.getByLabelText('Full legal name')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(summary).getByRole('link', { name: 'Enter your full legal name' }));
    expect(screen.getByLabelText('Full legal name')).toHaveFocus();
  });

  it('submits with Enter too, and once submitted the errors follow the answers as the user types', async () => {
    const { onSubmit, user } = renderAboutYou();
    await user.type(screen.getByLabelText('Full legal name'), 'ada{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(document.getElementById('root_fullName-error')).not.toBeInTheDocument();
    expect(document.getElementById('root_title-error')).toHaveTextContent('Select a title');
    await user.selectOptions(screen.getByLabelText('Title'), 'Dr.');
    expect(document.getElementById('root_title-error')).not.toBeInTheDocument();
    expect(within(screen.getByRole('alert')).queryByText('Select a title')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Day'), '31');
    await user.type(screen.getByLabelText('Month'), '2');
    await user.type(screen.getByLabelText('Year'), '1985');
    expect(document.getElementById('root_birthday-error')).toHaveTextContent('Date not valid');
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '28');
    expect(document.getElementById('root_birthday-error')).not.toBeInTheDocument();
  });

  it('submits the slice once every answer is valid', async () => {
    const { onSubmit, user } = renderAboutYou();
    await fillAboutYou(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Dr.',
      fullName: 'Ada Lovelace-Byron',
      birthday: '1985-12-10',
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

  it('still capitalises the name typed after the field was first left empty', async () => {
    const { user } = renderAboutYou();
    const name = screen.getByLabelText('Full legal name');
    await user.click(name);
    await user.tab();
    await user.type(name, 'tom cousin');
    await user.tab();
    expect(name).toHaveValue('Tom Cousin');
  });

  it('shows no error before the first submit, even after the user leaves an empty field', async () => {
    const { user } = renderAboutYou();
    await user.click(screen.getByLabelText('Full legal name'));
    await user.tab();
    expect(screen.queryByText('Enter your full legal name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full legal name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows every error at once when drawn with showErrors (as StepDisplayContext asks in Storybook)', () => {
    renderAboutYou({ showErrors: true });
    expect(within(screen.getByRole('alert')).getAllByRole('link')).toHaveLength(5);
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

  it('shows the saving label while submitting, marked busy but not disabled, and does not submit twice', async () => {
    const { onSubmit, user } = renderAboutYou({ submitting: true, initialData: { title: 'Ms.', fullName: 'Jane Smith', birthday: '1985-03-27', address: 'A', phoneNumber: '01632 960 001' } });
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeEnabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('StepRenderer drawing an onboarding question', () => {
  it('starts unanswered with Continue enabled; pressing it asks for an answer, then submits the chosen one', async () => {
    const onSubmit = vi.fn();
    render(<StepRenderer step={stepFile('onboarding-relationship')} initialData={{}} onSubmit={onSubmit} context={context} />);
    const user = userEvent.setup();
    expect(screen.getByText('Question 1 of 5')).toBeInTheDocument();
    expect(screen.getByLabelText('Yes')).not.toBeChecked();
    expect(screen.getByLabelText('No')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByLabelText('No'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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

/** A step with a nested object and a question asked only when `wantsNote` is true (`ui:options.visibleIf`). */
const nestedStep = {
  id: 'test-nested',
  route: '/will/test-nested',
  title: 'Your property',
  schema: {
    type: 'object',
    required: ['value', 'note'],
    properties: {
      value: {
        type: 'object',
        title: 'The property',
        required: ['owner'],
        properties: { owner: { type: 'string', title: 'Owner', minLength: 1 }, address: { type: 'string', title: 'Property address' } },
      },
      wantsNote: { type: 'boolean', title: 'Add a note' },
      note: { type: 'string', title: 'Note', minLength: 1 },
    },
  },
  uiSchema: { note: { 'ui:options': { visibleIf: 'test.wantsNote' } } },
  messages: { 'required:note': 'Write your note', 'required:owner': 'Say who owns it' },
  actions: { primary: { label: 'Save' } },
} as unknown as StepFile;
const wantsNote: PredicateCheck = (predicate, data) => predicate === 'test.wantsNote' && data.wantsNote === true;

describe('StepRenderer and nested or hidden fields', () => {
  it('shows a server error at a nested field, linked from the summary, until that field changes', async () => {
    const user = userEvent.setup();
    render(
      <StepRenderer
        step={nestedStep}
        initialData={{ value: { owner: 'Me', address: '1 Road' } }}
        serverErrors={{ 'value.owner': ['Choose who owns the property'] }}
        onSubmit={() => {}}
        context={context}
        isVisible={wantsNote}
      />,
    );
    expect(document.getElementById('root_value_owner-error')).toHaveTextContent('Choose who owns the property');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Choose who owns the property' })).toHaveAttribute('href', '#root_value_owner');
    await user.type(screen.getByLabelText(/^Property address/), 'x');
    expect(document.getElementById('root_value_owner-error')).toHaveTextContent('Choose who owns the property');
    await user.type(screen.getByLabelText(/^Owner/), 'x');
    expect(screen.queryByText('Choose who owns the property')).not.toBeInTheDocument();
  });

  it('reports a nested required field at its own path', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<StepRenderer step={nestedStep} initialData={{ value: { address: '1 Road' } }} onSubmit={onSubmit} context={context} isVisible={wantsNote} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.getElementById('root_value_owner-error')).toHaveTextContent('Say who owns it');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Say who owns it' })).toHaveAttribute('href', '#root_value_owner');
  });

  it('neither shows nor judges a hidden question, and submits it as undefined', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<StepRenderer step={nestedStep} initialData={{ value: { owner: 'Me' }, wantsNote: true }} onSubmit={onSubmit} context={context} isVisible={wantsNote} />);
    await user.type(screen.getByLabelText('Note'), 'Keep the garden');
    await user.click(screen.getByLabelText('Add a note'));
    expect(screen.queryByLabelText('Note')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Write your note')).not.toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const submitted = onSubmit.mock.calls[0]![0] as Record<string, unknown>;
    expect(submitted).toHaveProperty('note', undefined);
    expect(submitted).toMatchObject({ value: { owner: 'Me' }, wantsNote: false });
  });

  it('judges the question once it is shown', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<StepRenderer step={nestedStep} initialData={{ value: { owner: 'Me' }, wantsNote: true }} onSubmit={onSubmit} context={context} isVisible={wantsNote} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.getElementById('root_note-error')).toHaveTextContent('Write your note');
  });
});
