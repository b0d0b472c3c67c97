// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { widgetMeta } from './checkbox-widget';
import { renderWidgetForm } from './widget-test-form';

const STATEMENT = 'I have read the trustee terms and I want to appoint a paid professional executor';
const schema = { type: 'object' as const, properties: { acceptTerms: { type: 'boolean' as const, title: STATEMENT } } };
const uiSchema = { acceptTerms: { 'ui:widget': 'checkbox', 'ui:help': 'Their fees are paid from your estate.' } };

describe('CheckboxWidget', () => {
  it('owns its label: the statement once, as the label beside the box', () => {
    renderWidgetForm({ schema, uiSchema });
    expect(widgetMeta.ownsLabel).toBe(true);
    expect(screen.getAllByText(STATEMENT)).toHaveLength(1);
    const box = screen.getByRole('checkbox', { name: STATEMENT });
    expect(box).toHaveAttribute('id', 'root_acceptTerms');
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Their fees are paid from your estate.');
  });

  it('ticking gives true, unticking false; clicking the label ticks the box', async () => {
    const { user, data } = renderWidgetForm({ schema, uiSchema });
    await user.click(screen.getByText(STATEMENT));
    expect(data()).toEqual({ acceptTerms: true });
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByRole('checkbox'));
    expect(data()).toEqual({ acceptTerms: false });
  });

  it('shows a stored true as ticked', () => {
    renderWidgetForm({ schema, uiSchema, formData: { acceptTerms: true } });
    expect(screen.getByRole('checkbox', { name: STATEMENT })).toBeChecked();
  });

  it('draws its error inside the field, before the box, and ties it to the box', () => {
    renderWidgetForm({ schema, uiSchema, errors: { acceptTerms: 'Tick the box to confirm' } });
    const box = screen.getByRole('checkbox', { name: STATEMENT });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/^Their fees are paid from your estate\. .*Tick the box to confirm$/);
    const error = within(box.closest('.ww-check') as HTMLElement).getByText('Tick the box to confirm').closest('p')!;
    expect(error).toHaveAttribute('id', 'root_acceptTerms-error');
    expect(error.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
