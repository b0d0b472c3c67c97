// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Will } from '../../../engine/will/will';
import { createStepRouter, HARNESS_USER, sampleWill, SAMPLE_CHILD, SAMPLE_PARTNER, StepHarness } from '../test-harness';


function renderEditChild() {
  const router = createStepRouter(`/will/family/edit-child/${SAMPLE_CHILD}`);
  const saves: Will[] = [];
  render(<StepHarness router={router} will={sampleWill()} onSave={(saved) => saves.push(saved)} />);
  return { router, saves, user: userEvent.setup() };
}

describe('form step with a destructive action (family-edit-child)', () => {
  it('reads the child into the form', async () => {
    renderEditChild();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit child' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full legal name')).toHaveValue('Amy Smith');
  });

  it("Delete asks 'Are you sure?' naming the child; Cancel keeps the child and saves nothing", async () => {
    const { router, saves, user } = renderEditChild();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(within(dialog).getByText('This will remove Amy Smith from every section of your will. This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Full legal name')).toHaveValue('Amy Smith');
    expect(saves).toEqual([]);
    expect(router.state.location.pathname).toBe(`/will/family/edit-child/${SAMPLE_CHILD}`);
  });

  it('Confirm removes the child, saves the will without them and returns to the family list', async () => {
    const { router, saves, user } = renderEditChild();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your family' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/will/family/add-familymembers');
    expect(saves).toHaveLength(1);
    expect(saves[0]!.children ?? {}).toEqual({});
    expect(screen.queryByRole('button', { name: /^Edit\s*Amy Smith$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Edit\s*John Smith$/ })).toBeInTheDocument();
  });

  it('Save writes the edited child back through its bind and returns to the list', async () => {
    const { saves, user } = renderEditChild();
    const name = await screen.findByLabelText('Full legal name');
    await user.clear(name);
    await user.type(name, 'Amelia Smith');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your family' })).toBeInTheDocument();
    expect(saves[0]!.children?.[SAMPLE_CHILD]).toMatchObject({ fullName: 'Amelia Smith', birthday: '2015-05-05' });
    expect(screen.getByRole('button', { name: /^Edit\s*Amelia Smith$/ })).toBeInTheDocument();
  });
});

describe('form step with an answer kept when the session ended', () => {
  const keep = (owner: string) =>
    sessionStorage.setItem(
      'will-writer:kept-answer',
      JSON.stringify({ key: `/will/family/edit-child/${SAMPLE_CHILD}#family-edit-child`, owner, data: { fullName: 'Amelia Kept', birthday: '2015-05-05' } }),
    );

  it('saves it when the user it was typed by signs in again', async () => {
    keep(HARNESS_USER.hashid);
    const { saves } = renderEditChild();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your family' })).toBeInTheDocument();
    expect(saves[0]!.children?.[SAMPLE_CHILD]).toMatchObject({ fullName: 'Amelia Kept' });
    expect(sessionStorage.length).toBe(0);
  });

  it('never saves it into the will of someone else who signs in on the tab, and drops it', async () => {
    keep('someone-else');
    const { saves } = renderEditChild();
    expect(await screen.findByLabelText('Full legal name')).toHaveValue('Amy Smith');
    expect(saves).toEqual([]);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('form step reloaded mid-step', () => {
  it('shows again what was typed before the reload, unsaved', async () => {
    sessionStorage.clear();
    const first = renderEditChild();
    const name = await screen.findByLabelText('Full legal name');
    await first.user.clear(name);
    await first.user.type(name, 'Amelia Typed');
    window.dispatchEvent(new Event('pagehide'));
    cleanup();

    const second = renderEditChild();
    expect(await screen.findByLabelText('Full legal name')).toHaveValue('Amelia Typed');
    expect(second.saves).toEqual([]);
    expect(first.saves).toEqual([]);
    // Shown, not saved: Save saves it.
    await second.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your family' })).toBeInTheDocument();
    expect(second.saves[0]!.children?.[SAMPLE_CHILD]).toMatchObject({ fullName: 'Amelia Typed' });
  });

  it('a reload with nothing typed shows the stored answer', async () => {
    sessionStorage.clear();
    renderEditChild();
    await screen.findByLabelText('Full legal name');
    window.dispatchEvent(new Event('pagehide'));
    cleanup();
    renderEditChild();
    expect(await screen.findByLabelText('Full legal name')).toHaveValue('Amy Smith');
  });
});

describe('deleting a person lists what goes with them', () => {
  it('names their gifts, estate share, executorship and guardianships in the confirmation', async () => {
    const router = createStepRouter(`/will/family/edit-person/${SAMPLE_PARTNER}`);
    render(<StepHarness router={router} will={sampleWill()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText(
        'With them go the gift “My gold watch to John Smith”, their share of your estate, their place as an executor and their place as guardian of Amy Smith and Rex.',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing more for someone with no place in the will', async () => {
    const will = sampleWill();
    const router = createStepRouter(`/will/family/edit-person/${SAMPLE_PARTNER}`);
    render(<StepHarness router={router} will={{ ...will, gifts: [], estate: [], executors: [], guardians: {} }} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(within(screen.getByRole('dialog', { name: 'Are you sure?' })).queryByText(/^With them go/)).toBeNull();
  });
});
