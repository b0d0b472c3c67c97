// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SourceItem } from '../../engine/steps/step-sources';
import { widgetMeta } from './source-choice-widget';
import { renderWidgetForm } from './widget-test-form';

const PEOPLE: SourceItem[] = [
  { uuid: 'u-john', kind: 'relation', label: 'John Smith' },
  { uuid: 'u-sam', kind: 'relation', label: 'Sam Jones' },
];
const sourceItems = (source: string) => (source === 'people.eligibleAdults' ? PEOPLE : []);

const single = {
  schema: { type: 'object' as const, properties: { executor: { type: 'string' as const, title: 'Who should be your executor?' } } },
  uiSchema: { executor: { 'ui:widget': 'choice', 'ui:options': { source: 'people.eligibleAdults', addStep: 'people-add-person' } } },
};
const multiple = {
  schema: { type: 'object' as const, properties: { guardians: { type: 'array' as const, title: 'Who should look after Amy?', items: { type: 'string' as const } } } },
  uiSchema: { guardians: { 'ui:widget': 'choice', 'ui:options': { source: 'people.eligibleAdults', multiple: true } } },
};

describe('SourceChoiceWidget', () => {
  it('owns its label: a fieldset whose legend is the field label', () => {
    renderWidgetForm({ ...single, context: { sourceItems } });
    expect(widgetMeta.ownsLabel).toBe(true);
    expect(screen.getByRole('group', { name: 'Who should be your executor?' }).tagName).toBe('FIELDSET');
  });

  it('offers the items of its named source as radios, the value one uuid', async () => {
    const { user, data } = renderWidgetForm({ ...single, context: { sourceItems } });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['u-john', 'u-sam']);
    expect(radios[0]).toHaveAttribute('id', 'root_executor');
    await user.click(screen.getByRole('radio', { name: 'Sam Jones' }));
    expect(data()).toEqual({ executor: 'u-sam' });
    await user.click(screen.getByRole('radio', { name: 'John Smith' }));
    expect(data()).toEqual({ executor: 'u-john' });
    expect(screen.getByRole('radio', { name: 'Sam Jones' })).not.toBeChecked();
  });

  it('with `multiple`, offers checkboxes and keeps a list of uuids', async () => {
    const { user, data } = renderWidgetForm({ ...multiple, formData: { guardians: ['u-john'] }, context: { sourceItems } });
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'John Smith' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Sam Jones' }));
    expect(data()).toEqual({ guardians: ['u-john', 'u-sam'] });
    await user.click(screen.getByRole('checkbox', { name: 'John Smith' }));
    expect(data()).toEqual({ guardians: ['u-sam'] });
  });

  it("'+ Add someone' opens the add step through formContext.openStep", async () => {
    const { user, formContext } = renderWidgetForm({ ...single, context: { sourceItems } });
    await user.click(screen.getByRole('button', { name: '+ Add someone' }));
    expect(formContext.openStep).toHaveBeenCalledWith('people-add-person');
  });

  it('chooses whom its add step saved (formContext `saved`), once', async () => {
    const withAdd = { ...multiple, uiSchema: { guardians: { 'ui:widget': 'choice', 'ui:options': { source: 'people.eligibleAdults', multiple: true, addStep: 'guardians-add-guardian' } } } };
    const { user, data } = renderWidgetForm({ ...withAdd, formData: { guardians: ['u-john'] }, context: { sourceItems, saved: { stepId: 'guardians-add-guardian', uuid: 'u-sam' } } });
    expect(screen.getByRole('checkbox', { name: 'Sam Jones' })).toBeChecked();
    expect(data()).toEqual({ guardians: ['u-john', 'u-sam'] });
    // Chosen once: the user may untick them again.
    await user.click(screen.getByRole('checkbox', { name: 'Sam Jones' }));
    expect(data()).toEqual({ guardians: ['u-john'] });
  });

  it('chooses nothing that another step saved (an edit screen)', () => {
    const withAdd = { ...multiple, uiSchema: { guardians: { 'ui:widget': 'choice', 'ui:options': { source: 'people.eligibleAdults', multiple: true, addStep: 'guardians-add-guardian' } } } };
    renderWidgetForm({ ...withAdd, formData: { guardians: [] }, context: { sourceItems, saved: { stepId: 'family-edit-person', uuid: 'u-john' } } });
    expect(screen.getByRole('checkbox', { name: 'John Smith' })).not.toBeChecked();
  });

  it('draws no add button without `addStep`, and says so when the source is empty', () => {
    renderWidgetForm({ ...multiple, context: { sourceItems: () => [] } });
    expect(screen.queryByRole('button', { name: '+ Add someone' })).not.toBeInTheDocument();
    expect(screen.getByText('There is no one to choose yet.')).toBeInTheDocument();
  });

  it('shows its error in the group and marks each choice invalid', () => {
    renderWidgetForm({ ...single, context: { sourceItems }, errors: { executor: 'Choose someone' } });
    expect(document.getElementById('root_executor-error')).toHaveTextContent('Choose someone');
    expect(screen.getByRole('group', { name: 'Who should be your executor?' })).toHaveAccessibleDescription(/Choose someone/);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toHaveAttribute('aria-invalid', 'true');
  });
});
