// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForm } from './widget-test-form';

const schema = { type: 'object' as const, properties: { wish: { type: 'string' as const, title: 'Your wish' } } };
const uiSchema = { wish: { 'ui:widget': 'textarea', 'ui:help': 'Anything at all.', 'ui:placeholder': 'I have no other wishes' } };

describe('TextareaWidget', () => {
  it('is a textarea labelled by the field template, described by its hint, with its placeholder', () => {
    renderWidgetForm({ schema, uiSchema });
    const box = screen.getByRole('textbox', { name: 'Your wish' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAccessibleDescription('Anything at all.');
    expect(box).toHaveAttribute('placeholder', 'I have no other wishes');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('sets the typed text, clears to undefined, and is tied to its error', async () => {
    const { user, data } = renderWidgetForm({ schema, uiSchema, errors: { wish: 'Too long' } });
    const box = screen.getByRole('textbox', { name: 'Your wish' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.getAttribute('aria-describedby')).toContain('root_wish-error');
    await user.type(box, 'Roses');
    expect(data()).toEqual({ wish: 'Roses' });
    await user.clear(box);
    expect(data()).toEqual({ wish: undefined });
  });
});
