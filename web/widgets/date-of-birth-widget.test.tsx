// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetMeta } from './date-of-birth-widget';
import { renderWidgetForm } from './widget-test-form';

const schema = {
  type: 'object' as const,
  properties: { birthday: { type: 'string' as const, title: 'Date of birth' } },
};
const uiSchema = { birthday: { 'ui:widget': 'dateOfBirth' } };

const day = () => screen.getByRole('textbox', { name: 'Day' });
const month = () => screen.getByRole('textbox', { name: 'Month' });
const year = () => screen.getByRole('textbox', { name: 'Year' });

describe('DateOfBirthWidget', () => {
  it('owns its label: Day, Month and Year inputs in a fieldset', () => {
    renderWidgetForm({ schema, uiSchema });
    expect(widgetMeta.ownsLabel).toBe(true);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.tagName).toBe('FIELDSET');
    expect(day()).toHaveAttribute('id', 'root_birthday');
    for (const [input, autocomplete, width] of [
      [day(), 'bday-day', '2'],
      [month(), 'bday-month', '2'],
      [year(), 'bday-year', '4'],
    ] as const) {
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', autocomplete);
      expect(input).toHaveClass(`ww-input--width-${width}`);
    }
  });

  it('emits a zero-padded ISO date', async () => {
    const { user, data } = renderWidgetForm({ schema, uiSchema });
    await user.type(day(), '3');
    await user.type(month(), '2');
    await user.type(year(), '1985');
    expect(data()).toEqual({ birthday: '1985-02-03' });
    expect(day()).toHaveValue('3');
    expect(month()).toHaveValue('2');
  });

  it('keeps partial and impossible input, emitting a string that fails validation', async () => {
    const { user, data } = renderWidgetForm({ schema, uiSchema });
    await user.type(month(), '2');
    await user.type(year(), '1985');
    expect(data()).toEqual({ birthday: '1985-02-' });
    await user.type(day(), '30');
    expect(data()).toEqual({ birthday: '1985-02-30' });
    await user.clear(year());
    await user.type(year(), '19');
    expect(data()).toEqual({ birthday: '19-02-30' });
    expect(year()).toHaveValue('19');
  });

  it('clears the value when every part is emptied', async () => {
    const { user, data } = renderWidgetForm({ schema, uiSchema, formData: { birthday: '1985-02-03' } });
    await user.clear(day());
    await user.clear(month());
    await user.clear(year());
    expect(data()).toEqual({ birthday: undefined });
  });

  it('shows an existing value and follows a value set from outside', async () => {
    const { form } = renderWidgetForm({ schema, uiSchema, formData: { birthday: '1985-02-03' } });
    expect(day()).toHaveValue('03');
    expect(month()).toHaveValue('02');
    expect(year()).toHaveValue('1985');
    await act(async () => form.current?.setFieldValue('birthday', '2001-12-25'));
    expect(day()).toHaveValue('25');
    expect(month()).toHaveValue('12');
    expect(year()).toHaveValue('2001');
  });

  it('reports blur once, when focus leaves the three inputs', async () => {
    const { user, onBlur } = renderWidgetForm({ schema, uiSchema });
    await user.type(day(), '1');
    await user.tab();
    await user.type(month(), '1');
    await user.tab();
    await user.type(year(), '1990');
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledWith('root_birthday', '1990-01-01');
  });

  it('marks every part invalid and describes the group by the error', () => {
    renderWidgetForm({ schema, uiSchema, errors: { birthday: 'Date not valid' } });
    expect(screen.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription('Date not valid');
    for (const input of [day(), month(), year()]) expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it("turns bday autocomplete off through ui:options for someone else's date of birth", () => {
    renderWidgetForm({
      schema,
      uiSchema: { birthday: { 'ui:widget': 'dateOfBirth', 'ui:options': { autocomplete: 'off' } } },
    });
    for (const input of [day(), month(), year()]) expect(input).toHaveAttribute('autocomplete', 'off');
  });
});
