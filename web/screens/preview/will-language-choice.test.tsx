// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WillState } from '../../api/will-api';
import { WillContext, type SaveOutcome, type WillStore } from '../../will/will-context';
import type { Will } from '../../../engine/will/will';
import { WillLanguageChoice } from './will-language-choice';

function renderChoice(willLanguage: Will['willLanguage'], outcome: SaveOutcome = { ok: true }) {
  const state = { will: { schemaVersion: 2, willLanguage }, people: { relations: {}, children: {} }, revision: 3, partner_charity: null } as unknown as WillState;
  const save = vi.fn<(will: Will) => Promise<SaveOutcome>>(async () => outcome);
  const onSaved = vi.fn();
  const store: WillStore = { state, loadError: null, load: () => undefined, reload: async () => undefined, save };
  render(
    <WillContext.Provider value={store}>
      <WillLanguageChoice onSaved={onSaved} />
    </WillContext.Provider>,
  );
  return { save, onSaved };
}

describe('the choice of the will’s language', () => {
  it('shows the stored choice, English when none is stored, with the Welsh name marked as Welsh', () => {
    renderChoice(undefined);
    expect(screen.getByRole('group', { name: 'The language of your will' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Cymraeg').getAttribute('lang')).toBe('cy');
  });

  it('saves the will with the language chosen, then lets the page draw it again', async () => {
    const { save, onSaved } = renderChoice('en');
    fireEvent.click(screen.getByRole('radio', { name: 'Welsh (Cymraeg)' }));
    expect((screen.getByRole('radio', { name: 'Welsh (Cymraeg)' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({ schemaVersion: 2, willLanguage: 'cy', relations: {}, children: {} });
  });

  it('says so when the choice could not be saved, and does not redraw', async () => {
    const { onSaved } = renderChoice('cy', { ok: false, fields: {} });
    fireEvent.click(screen.getByRole('radio', { name: /^Welsh and English/ }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your choice could not be saved. Please try again.');
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: 'Welsh (Cymraeg)' }) as HTMLInputElement).checked).toBe(true);
  });
});
