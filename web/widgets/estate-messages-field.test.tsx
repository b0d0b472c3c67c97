// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SourceItem } from '../../engine/steps/step-sources';
import { renderWidgetForm } from './widget-test-form';

const EMILY = '0a0a0a0a-0000-4000-8000-000000000001';
const OXFAM = '0a0a0a0a-0000-4000-8000-000000000004';
const SHARES: SourceItem[] = [
  { uuid: EMILY, kind: 'relation', label: 'Emily Smith', tag: 'person' },
  { uuid: OXFAM, kind: 'charity', label: 'Oxfam', tag: 'charity' },
];

function setup(messages: Record<string, string>) {
  const view = renderWidgetForm({
    schema: { type: 'object', properties: { messages: { type: 'object', title: 'Messages', additionalProperties: { type: 'string' } } } },
    uiSchema: { messages: { 'ui:field': 'estateMessages', 'ui:options': { source: 'estate.shares' } } },
    formData: { messages },
    context: { sourceItems: (source) => (source === 'estate.shares' ? SHARES : []) },
  });
  return { ...view, messages: () => view.data().messages as Record<string, string> };
}

describe('EstateMessagesField', () => {
  it('opens each message box with a disclosure button that says what it does and whether it is open', async () => {
    const { user, messages } = setup({ [EMILY]: '', [OXFAM]: '' });
    const emily = await screen.findByRole('button', { name: 'Add a message for Emily Smith' });
    expect(emily).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Add a message for Oxfam' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(emily);
    expect(emily).toHaveAttribute('aria-expanded', 'true');
    const box = screen.getByRole('textbox', { name: 'Message for Emily Smith (optional)' });
    expect(emily).toHaveAttribute('aria-controls', box.closest('.accordion__panel')!.id);
    await user.type(box, 'With love');
    expect(messages()[EMILY]).toBe('With love');
    expect(screen.getByRole('button', { name: 'Edit the message for Emily Smith' })).toBe(emily);

    await user.click(emily);
    expect(emily).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('starts open where a message is already written, reading "Edit the message for …"', async () => {
    setup({ [EMILY]: 'Thank you', [OXFAM]: '' });
    const emily = await screen.findByRole('button', { name: 'Edit the message for Emily Smith' });
    expect(emily).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Message for Emily Smith (optional)' })).toHaveValue('Thank you');
    expect(screen.getByRole('button', { name: 'Add a message for Oxfam' })).toHaveAttribute('aria-expanded', 'false');
  });
});
