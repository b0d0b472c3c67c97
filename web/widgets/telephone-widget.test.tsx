// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetMeta } from './telephone-widget';
import { renderWidgetForm } from './widget-test-form';

const schema = {
  type: 'object' as const,
  properties: { phoneNumber: { type: 'string' as const, title: 'Phone number' } },
};
const uiSchema = { phoneNumber: { 'ui:widget': 'telephone' } };

describe('TelephoneWidget', () => {
  it('is a tel input with autocomplete tel, labelled by the field template', () => {
    renderWidgetForm({ schema, uiSchema });
    expect(widgetMeta.ownsLabel).toBe(false);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('id', 'root_phoneNumber');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('sets the typed number, reports blur, and clears to undefined', async () => {
    const { user, data, onBlur } = renderWidgetForm({ schema, uiSchema });
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await user.type(input, '07700 900123');
    expect(data()).toEqual({ phoneNumber: '07700 900123' });
    await user.tab();
    expect(onBlur).toHaveBeenCalledWith('root_phoneNumber', '07700 900123');
    await user.clear(input);
    expect(data()).toEqual({ phoneNumber: undefined });
  });

  it("lets ui:options turn autocomplete off for someone else's number", () => {
    renderWidgetForm({
      schema,
      uiSchema: { phoneNumber: { 'ui:widget': 'telephone', 'ui:options': { autocomplete: 'off' } } },
    });
    expect(screen.getByRole('textbox')).toHaveAttribute('autocomplete', 'off');
  });

  it('is marked invalid with its error message as description', () => {
    renderWidgetForm({ schema, uiSchema, errors: { phoneNumber: 'Enter a phone number' } });
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a phone number');
  });
});
