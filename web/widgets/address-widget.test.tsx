// @vitest-environment jsdom
import { ApiError } from '../api/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { widgetMeta } from './address-widget';
import { renderWidgetForm } from './widget-test-form';
import type { AddressLookupResult, WizardContext } from './wizard-context';

const schema = {
  type: 'object' as const,
  properties: {
    address: { type: 'string' as const, title: 'Full home address' },
    manualAddress: { type: 'boolean' as const },
    hasUserAddress: { type: 'boolean' as const },
  },
};
const hidden = { 'ui:widget': 'hidden' };
const uiSchema = (options: Record<string, unknown> = {}) => ({
  address: { 'ui:widget': 'address', 'ui:options': options },
  manualAddress: hidden,
  hasUserAddress: hidden,
});

const DOWNING_STREET: AddressLookupResult = {
  postcode: 'SW1A 2AA',
  items: [
    { summaryline: '10 Downing Street, London, SW1A 2AA' },
    { summaryline: '11 Downing Street, London, SW1A 2AA' },
  ],
};
const ME = { address: '1 My Road, Leeds, LS1 1AA', manualAddress: true };

function setup(
  options: {
    formData?: Record<string, unknown>;
    ui?: Record<string, unknown>;
    context?: Partial<WizardContext>;
    errors?: Record<string, string>;
  } = {},
) {
  const lookupAddresses = vi.fn(async (): Promise<AddressLookupResult> => DOWNING_STREET);
  const view = renderWidgetForm({
    schema,
    uiSchema: uiSchema(options.ui),
    formData: options.formData,
    context: { lookupAddresses, ...options.context },
    errors: options.errors,
  });
  return { ...view, lookupAddresses };
}

const postcodeInput = () => screen.getByRole('textbox', { name: 'Postcode' });
const findButton = () => screen.getByRole('button', { name: 'Find Address' });

describe('AddressWidget: lookup', () => {
  it('owns its label, and disables Find Address while the postcode is blank', async () => {
    const { user } = setup();
    expect(widgetMeta.ownsLabel).toBe(true);
    expect(screen.getByRole('group', { name: 'Full home address' }).tagName).toBe('FIELDSET');
    expect(postcodeInput()).toHaveAttribute('id', 'root_address');
    expect(findButton()).toBeDisabled();
    await user.type(postcodeInput(), '   ');
    expect(findButton()).toBeDisabled();
    await user.type(postcodeInput(), 'SW1A 2AA');
    expect(findButton()).toBeEnabled();
  });

  it('looks up the postcode and lists the results with ", UK" in a live status', async () => {
    const { user, lookupAddresses } = setup();
    await user.type(postcodeInput(), 'sw1a2aa');
    await user.click(findButton());
    expect(lookupAddresses).toHaveBeenCalledWith('SW1A 2AA');
    expect(await screen.findByRole('status')).toHaveTextContent('Results for SW1A 2AA');
    const results = screen.getByRole('group', { name: 'Select an address' });
    expect(
      within(results)
        .getAllByRole('radio')
        .map((radio) => radio.nextSibling?.textContent),
    ).toEqual(['10 Downing Street, London, SW1A 2AA, UK', '11 Downing Street, London, SW1A 2AA, UK']);
    // Drawn as the app's other radio groups (web/widgets/radio-question-widget.tsx): their legend and radios, no box.
    expect(results.querySelector('legend')?.className).toBe('ww-legend');
    expect(results.querySelector('.ww-radios .ww-radios__item .ww-radios__input')).not.toBeNull();
  });

  it('picking a result sets the address, clears the manual flag and shows it read-only', async () => {
    const { user, data, patch } = setup();
    await user.type(postcodeInput(), 'SW1A 2AA');
    await user.click(findButton());
    await user.click(await screen.findByRole('radio', { name: '11 Downing Street, London, SW1A 2AA, UK' }));
    expect(data()).toEqual({ address: '11 Downing Street, London, SW1A 2AA, UK', manualAddress: false });
    expect(patch).toHaveBeenCalledWith({ manualAddress: false });
    const selected = screen.getByRole('textbox', { name: 'Selected address' });
    expect(selected).toHaveValue('11 Downing Street, London, SW1A 2AA, UK');
    expect(selected).toHaveAttribute('readonly');
    // Arrow keys move through the results without losing the list.
    await user.keyboard('{ArrowUp}');
    expect(data().address).toBe('10 Downing Street, London, SW1A 2AA, UK');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('says "No results for" the normalised postcode the lookup answered', async () => {
    const { user } = setup({ context: { lookupAddresses: async () => ({ postcode: 'EC1A 1BB', items: [] }) } });
    await user.type(postcodeInput(), 'ec1a 1bb');
    await user.click(findButton());
    expect(await screen.findByRole('status')).toHaveTextContent('No results for EC1A 1BB');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('explains a failed lookup and points to manual entry', async () => {
    const { user } = setup({ context: { lookupAddresses: () => Promise.reject(new Error('502')) } });
    await user.type(postcodeInput(), 'SW1A 2AA');
    await user.click(findButton());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        "We couldn't look up that postcode. Please enter your address manually.",
      ),
    );
    expect(screen.getByRole('button', { name: 'Enter address manually' })).toBeEnabled();
  });

  it('shows the server\'s reason for a postcode it refuses, not the outage message', async () => {
    const refusal = new ApiError(422, { type: 'validation', message: 'Enter a valid postcode', fields: { postcode: ['Enter a valid postcode'] } });
    const { user } = setup({ context: { lookupAddresses: () => Promise.reject(refusal) } });
    await user.type(postcodeInput(), 'hello');
    await user.click(findButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Enter a valid postcode'));
    expect(screen.getByRole('status')).not.toHaveTextContent("We couldn't look up");
  });

  it('looks up on Enter in the postcode field instead of submitting the step', async () => {
    const { user, lookupAddresses, onChange } = setup();
    await user.type(postcodeInput(), 'SW1A 2AA{Enter}');
    expect(lookupAddresses).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Results for SW1A 2AA')).toBeInTheDocument();
    expect(onChange.mock.calls.every(([event]) => event.formData.address === undefined)).toBe(true);
  });

  it('shows only the answer to the latest lookup', async () => {
    let answerFirst: (result: AddressLookupResult) => void = () => {};
    const lookupAddresses = vi
      .fn<(postcode: string) => Promise<AddressLookupResult>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => ({ postcode: 'EC1A 1BB', items: [] }));
    const { user } = setup({ context: { lookupAddresses } });
    await user.type(postcodeInput(), 'SW1A 2AA');
    await user.click(findButton());
    await user.clear(postcodeInput());
    await user.type(postcodeInput(), 'EC1A 1BB');
    await user.click(findButton());
    expect(await screen.findByText('No results for EC1A 1BB')).toBeInTheDocument();
    await act(async () => answerFirst(DOWNING_STREET));
    expect(screen.getByRole('status')).toHaveTextContent('No results for EC1A 1BB');
  });
});

describe('AddressWidget: manual entry', () => {
  it('switches to five fields, the first three marked required, and focuses the first', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    const names = ['Address', 'Postcode', 'City/Town', 'County', 'Country'];
    const inputs = names.map((name) => screen.getByRole('textbox', { name }));
    expect(inputs[0]).toHaveAttribute('id', 'root_address');
    expect(inputs[0]).toHaveFocus();
    expect(inputs.map((input) => input.getAttribute('aria-required'))).toEqual(['true', 'true', 'true', null, null]);
    expect(inputs.map((input) => document.querySelector(`label[for="${input.id}"]`)?.textContent)).toEqual([
      'Address*',
      'Postcode*',
      'City/Town*',
      'County',
      'Country',
    ]);
    expect(screen.queryByRole('button', { name: 'Find Address' })).not.toBeInTheDocument();
  });

  it('joins the parts once the required three are filled, and sets the manual flag', async () => {
    const { user, data } = setup();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 High St');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'cm1 1aa');
    expect(data()).toEqual({ address: '', manualAddress: true });
    await user.type(screen.getByRole('textbox', { name: 'City/Town' }), 'Chelmsford');
    expect(data()).toEqual({ address: '1 High St, Chelmsford, CM1 1AA', manualAddress: true });
    await user.type(screen.getByRole('textbox', { name: 'County' }), 'Essex');
    await user.type(screen.getByRole('textbox', { name: 'Country' }), 'United Kingdom');
    expect(data().address).toBe('1 High St, Chelmsford, Essex, CM1 1AA, United Kingdom');
    await user.clear(screen.getByRole('textbox', { name: 'City/Town' }));
    expect(data().address).toBe('');
  });

  it('switches back to lookup by postcode', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await user.click(screen.getByRole('button', { name: 'Find address by postcode' }));
    expect(findButton()).toBeInTheDocument();
    expect(postcodeInput()).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'City/Town' })).not.toBeInTheDocument();
  });

  it('marks the blank required parts invalid when the field has an error', async () => {
    const { user } = setup({ errors: { address: 'Enter your address' } });
    expect(screen.getByRole('group', { name: 'Full home address' })).toHaveAccessibleDescription('Enter your address');
    expect(postcodeInput()).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 High St');
    expect(screen.getByRole('textbox', { name: 'Address' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'City/Town' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'County' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('AddressWidget: existing address', () => {
  const formData = { address: '10 Downing Street, London, SW1A 2AA, UK', manualAddress: false };

  it('shows the address read-only with a way to change it', async () => {
    const { user } = setup({ formData });
    const selected = screen.getByRole('textbox', { name: 'Selected address' });
    expect(selected).toHaveValue(formData.address);
    expect(selected).toHaveAttribute('id', 'root_address');
    expect(screen.queryByRole('button', { name: 'Find Address' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change address' }));
    expect(postcodeInput()).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Selected address' })).toHaveValue(formData.address);
  });

  it('prefills manual entry from the address without changing it', async () => {
    const { user, data, patch } = setup({ formData });
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveValue('10 Downing Street');
    expect(screen.getByRole('textbox', { name: 'City/Town' })).toHaveValue('London');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('SW1A 2AA');
    expect(screen.getByRole('textbox', { name: 'Country' })).toHaveValue('UK');
    expect(data()).toEqual(formData);
    expect(patch).not.toHaveBeenCalled();
  });
});

describe('AddressWidget: same as my address', () => {
  const ui = { sameAsUserFlag: 'hasUserAddress' };

  it("is offered only with sameAsUserFlag and the user's address", () => {
    setup({ context: { userAddress: ME } });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it("ticking copies the user's address and manual flag and disables the toggle; unticking clears it", async () => {
    const { user, data } = setup({ ui, context: { userAddress: ME } });
    const sameAs = screen.getByRole('checkbox', { name: 'Same as my address' });
    await user.click(sameAs);
    expect(data()).toEqual({ address: ME.address, manualAddress: true, hasUserAddress: true });
    expect(screen.getByRole('textbox', { name: 'Selected address' })).toHaveValue(ME.address);
    expect(screen.getByRole('button', { name: 'Enter address manually' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Find Address' })).not.toBeInTheDocument();

    await user.click(sameAs);
    expect(data()).toEqual({ address: '', manualAddress: true, hasUserAddress: false });
    expect(screen.getByRole('button', { name: 'Enter address manually' })).toBeEnabled();
    expect(findButton()).toBeDisabled();
  });

  it("starts ticked when the address is the user's", () => {
    setup({
      ui,
      context: { userAddress: ME },
      formData: { address: ME.address, manualAddress: true, hasUserAddress: true },
    });
    expect(screen.getByRole('checkbox', { name: 'Same as my address' })).toBeChecked();
  });

  it('uses a custom manual flag name from ui:options', async () => {
    const { user, patch } = setup({
      ui: { sameAsUserFlag: 'hasUserAddress', manualFlag: 'isManual' },
      context: { userAddress: { address: ME.address, manualAddress: false } },
    });
    await user.click(screen.getByRole('checkbox'));
    expect(patch).toHaveBeenCalledWith({ hasUserAddress: true, isManual: false });
  });
});

describe('AddressWidget: copy and focus', () => {
  it('takes its text from ui:options over copy/widgets.json', () => {
    setup({ ui: { findAddress: 'Search', enterManually: 'Type it in' } });
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Type it in' })).toBeInTheDocument();
  });

  it('reports blur once, when focus leaves the widget', async () => {
    const { user, onBlur } = setup();
    await user.type(postcodeInput(), 'SW1A 2AA');
    await user.click(findButton());
    await user.click(await screen.findByRole('radio', { name: '10 Downing Street, London, SW1A 2AA, UK' }));
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledWith('root_address', '10 Downing Street, London, SW1A 2AA, UK');
  });
});
