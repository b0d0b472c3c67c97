// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import titles from '../../schemas/catalogue/titles.json';
import { widgetMeta } from './title-select-widget';
import { renderWidgetForm } from './widget-test-form';

const schema = {
  type: 'object' as const,
  required: ['title'],
  properties: { title: { type: 'string' as const, title: 'Title', enum: titles } },
};
const uiSchema = { title: { 'ui:widget': 'titleSelect' } };

describe('TitleSelectWidget', () => {
  it('is a native select labelled by the field template, starting on "Select a title"', () => {
    renderWidgetForm({ schema, uiSchema });
    expect(widgetMeta.ownsLabel).toBe(false);
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toHaveAttribute('id', 'root_title');
    expect(select).toHaveDisplayValue('Select a title');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select a title', ...titles]);
  });

  it('sets the chosen title and empties the field on the placeholder', async () => {
    const { user, data } = renderWidgetForm({ schema, uiSchema });
    await user.selectOptions(screen.getByRole('combobox'), 'Dr.');
    expect(data()).toEqual({ title: 'Dr.' });
    await user.selectOptions(screen.getByRole('combobox'), 'Select a title');
    expect(data()).toEqual({ title: undefined });
  });

  it('shows an existing title', () => {
    renderWidgetForm({ schema, uiSchema, formData: { title: 'Mx.' } });
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Mx.');
  });

  it('takes the placeholder text from ui:placeholder', () => {
    renderWidgetForm({ schema, uiSchema: { title: { 'ui:widget': 'titleSelect', 'ui:placeholder': 'Choose' } } });
    expect(screen.getByRole('combobox')).toHaveDisplayValue('Choose');
  });

  it('is marked invalid with its error message as description', () => {
    renderWidgetForm({ schema, uiSchema, errors: { title: 'Select a title' } });
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-describedby', 'root_title-error');
  });
});
