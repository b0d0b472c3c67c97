// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CharityResult } from '../api/charities-api';
import { renderWidgetForm } from './widget-test-form';

const CANCER: CharityResult = { id: '1089464', name: 'Cancer Research UK', regNumber: '1089464', logo: null };
const MACMILLAN: CharityResult = { id: '261017', name: 'Macmillan Cancer Support', regNumber: '261017', logo: null };

let found: CharityResult[] = [CANCER, MACMILLAN];
const search = vi.fn(async (_url: string) => new Response(JSON.stringify(found), { status: 200, headers: { 'Content-Type': 'application/json' } }));

beforeEach(() => {
  vi.useFakeTimers();
  found = [CANCER, MACMILLAN];
  search.mockClear();
  vi.stubGlobal('fetch', search);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = (options: Record<string, unknown> = { addStep: 'estate-add-charity' }) =>
  renderWidgetForm({
    schema: { type: 'object', properties: { found: { type: 'array', title: 'Search for a charity', items: { type: 'object' } } } },
    uiSchema: { found: { 'ui:widget': 'charitySearch', 'ui:options': options } },
  });

/** Lets `ms` of time pass, and the search it starts answer. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const box = () => screen.getByRole('combobox', { name: 'Search for a charity' });
/**
 * Types `text` into the search a character at a time with no pause between (user-event's own pauses wait on
 * timers these tests fake, so the events are fired directly).
 */
function type(text: string) {
  fireEvent.focus(box());
  for (let i = 1; i <= text.length; i++) fireEvent.change(box(), { target: { value: text.slice(0, i) } });
}
/** Presses `key` in the search; false when the widget prevented the key's default (Enter submitting the page). */
const press = (key: string) => fireEvent.keyDown(box(), { key });
const queries = () => search.mock.calls.map(([url]) => new URL(url, 'http://localhost').searchParams.get('query'));

describe('CharitySearchWidget', () => {
  it('searches nothing for fewer than 3 characters, spaces aside', async () => {
    setup();
    type('  ca  ');
    await wait(1000);
    expect(search).not.toHaveBeenCalled();
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    fireEvent.change(box(), { target: { value: '' } });
    type('can');
    await wait(300);
    expect(queries()).toEqual(['can']);
  });

  it('searches once, 300 ms after typing stops, for what was typed last', async () => {
    setup();
    type('cancer');
    await wait(299);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(queries()).toEqual(['cancer']);
    expect(screen.getByRole('status')).toHaveTextContent('2 charities found');
  });

  it('says "1 charity found" for one result', async () => {
    search.mockImplementationOnce(async () => new Response(JSON.stringify(found.slice(0, 1)), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    setup();
    type('cancer');
    await wait(300);
    expect(screen.getByRole('status')).toHaveTextContent(/^1 charity found$/);
  });

  it('shows the results as a listbox the combobox controls, and says when there are none', async () => {
    setup();
    type('cancer');
    await wait(300);
    const listbox = screen.getByRole('listbox', { name: 'Search for a charity' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox.id);
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Cancer Research UK Registered number 1089464',
      'Macmillan Cancer Support Registered number 261017',
    ]);

    found = [];
    fireEvent.change(box(), { target: { value: '' } });
    type('zzzz');
    await wait(300);
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('No charities found for zzzz');
  });

  it('moves through the suggestions with the arrow keys (wrapping round), and Escape closes them', async () => {
    setup();
    type('cancer');
    await wait(300);
    const [first, second] = screen.getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    press('ArrowDown');
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('aria-selected', 'false');
    press('ArrowDown');
    expect(box()).toHaveAttribute('aria-activedescendant', second!.id);
    press('ArrowDown');
    expect(box()).toHaveAttribute('aria-activedescendant', first!.id);
    press('ArrowUp');
    expect(box()).toHaveAttribute('aria-activedescendant', second!.id);

    press('Escape');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('picks the highlighted charity with Enter without submitting the page, and lists nothing of its own (the choice list shows it)', async () => {
    const { data } = setup();
    type('cancer');
    await wait(300);
    press('ArrowDown');
    press('ArrowDown');
    expect(press('Enter'), 'Enter is kept from submitting the page').toBe(false);

    expect(data().found).toEqual([{ uuid: expect.stringMatching(/^[0-9a-f-]{36}$/), ...MACMILLAN }]);
    expect(box()).toHaveValue('');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox')).toBeNull();

    // Enter with nothing highlighted picks nothing (and still does not submit).
    type('cancer');
    await wait(300);
    expect(press('Enter')).toBe(false);
    expect(data().found).toHaveLength(1);
  });

  it("opens the add-charity step from 'Add manually', and has no such link without an addStep", async () => {
    const { formContext, unmount } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Add manually' }));
    expect(formContext.openStep).toHaveBeenCalledWith('estate-add-charity');
    unmount();

    setup({});
    expect(screen.queryByRole('button', { name: 'Add manually' })).not.toBeInTheDocument();
  });
});
