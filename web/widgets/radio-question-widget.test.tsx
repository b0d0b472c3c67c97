// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetMeta } from './radio-question-widget';
import { renderWidgetForm } from './widget-test-form';

const booleanSchema = {
  type: 'object' as const,
  properties: {
    comc: {
      type: 'boolean' as const,
      title: 'Do you want your will to stay valid after you marry?',
      oneOf: [
        { const: true, title: 'Yes' },
        { const: false, title: 'No' },
      ],
    },
  },
};

const enumSchema = {
  type: 'object' as const,
  properties: {
    funeralType: { type: 'string' as const, title: 'What kind of funeral?', enum: ['burial', 'cremated', 'other'] },
  },
};

describe('RadioQuestionWidget', () => {
  it('owns its label: a fieldset whose legend is the field label', () => {
    renderWidgetForm({ schema: booleanSchema, uiSchema: { comc: { 'ui:widget': 'radio' } } });
    expect(widgetMeta.ownsLabel).toBe(true);
    const group = screen.getByRole('group', { name: 'Do you want your will to stay valid after you marry?' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getAllByText('Do you want your will to stay valid after you marry?')).toHaveLength(1);
  });

  it('sets a boolean value from Yes/No and gives the first radio the field id', async () => {
    const { user, data } = renderWidgetForm({ schema: booleanSchema, uiSchema: { comc: { 'ui:widget': 'radio' } } });
    const yes = screen.getByRole('radio', { name: 'Yes' });
    expect(yes).toHaveAttribute('id', 'root_comc');
    expect(yes).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(data()).toEqual({ comc: false });
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByText('Yes'));
    expect(data()).toEqual({ comc: true });
  });

  it('shows an existing value as checked', () => {
    renderWidgetForm({
      schema: booleanSchema,
      uiSchema: { comc: { 'ui:widget': 'radio' } },
      formData: { comc: false },
    });
    expect(screen.getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  });

  it('works with a string enum and is operable with the keyboard', async () => {
    const { user, data } = renderWidgetForm({
      schema: enumSchema,
      uiSchema: { funeralType: { 'ui:widget': 'radio' } },
    });
    await user.tab();
    expect(screen.getByRole('radio', { name: 'burial' })).toHaveFocus();
    await user.keyboard(' ');
    expect(data()).toEqual({ funeralType: 'burial' });
    await user.keyboard('{ArrowDown}');
    expect(data()).toEqual({ funeralType: 'cremated' });
    expect(screen.getByRole('radio', { name: 'cremated' })).toHaveFocus();
  });

  it('describes options by their hints from ui:options.hints', () => {
    renderWidgetForm({
      schema: booleanSchema,
      uiSchema: { comc: { 'ui:widget': 'radio', 'ui:options': { hints: { true: 'Your will stays valid.' } } } },
    });
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveAccessibleDescription('Your will stays valid.');
    expect(screen.getByRole('radio', { name: 'No' })).not.toHaveAttribute('aria-describedby');
  });

  it('marks the question invalid and points at the error message', () => {
    renderWidgetForm({
      schema: booleanSchema,
      uiSchema: { comc: { 'ui:widget': 'radio' } },
      errors: { comc: 'Select yes or no' },
    });
    const group = screen.getByRole('group', { name: 'Do you want your will to stay valid after you marry?' });
    expect(group).toHaveAttribute('aria-describedby', 'root_comc-error');
    expect(group).toHaveAccessibleDescription('Select yes or no');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
  });

  it('reports blur once, when focus leaves the group', async () => {
    const { user, onBlur } = renderWidgetForm({
      schema: enumSchema,
      uiSchema: { funeralType: { 'ui:widget': 'radio' } },
    });
    await user.click(screen.getByRole('radio', { name: 'burial' }));
    await user.click(screen.getByRole('radio', { name: 'other' }));
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledWith('root_funeralType', 'other');
  });
});
