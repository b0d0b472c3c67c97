// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import titles from '../../schemas/catalogue/titles.json';
import { renderWidgetForm } from './widget-test-form';

const schema = {
  type: 'object' as const,
  properties: {
    title: { type: 'string' as const, title: 'Title', enum: titles },
    birthday: { type: 'string' as const, title: 'Date of birth' },
    phoneNumber: { type: 'string' as const, title: 'Phone number' },
    comc: {
      type: 'boolean' as const,
      title: 'Contemplation of marriage',
      oneOf: [
        { const: true, title: 'Yes' },
        { const: false, title: 'No' },
      ],
    },
    address: { type: 'string' as const, title: 'Address' },
    manualAddress: { type: 'boolean' as const },
    hasUserAddress: { type: 'boolean' as const },
    guardians: { type: 'array' as const, title: 'Who should look after Amy?', items: { type: 'string' as const } },
    executor: { type: 'string' as const, title: 'Who should be your executor?' },
  },
};
const uiSchema = {
  title: { 'ui:widget': 'titleSelect' },
  birthday: { 'ui:widget': 'dateOfBirth' },
  phoneNumber: { 'ui:widget': 'telephone' },
  comc: { 'ui:widget': 'radio', 'ui:options': { hints: { true: 'Your will stays valid after marriage.' } } },
  address: { 'ui:widget': 'address', 'ui:options': { sameAsUserFlag: 'hasUserAddress' } },
  manualAddress: { 'ui:widget': 'hidden' },
  hasUserAddress: { 'ui:widget': 'hidden' },
  guardians: { 'ui:widget': 'choice', 'ui:options': { source: 'people', multiple: true, addStep: 'people-add-person' } },
  executor: { 'ui:widget': 'choice', 'ui:options': { source: 'people' } },
};
const errors = {
  title: 'Select a title',
  birthday: 'Date not valid',
  phoneNumber: 'Enter a phone number',
  comc: 'Select yes or no',
  address: 'Enter your address',
  guardians: 'Choose at least one person',
  executor: 'Choose someone',
};

async function violations(container: Element) {
  // jsdom does no layout, so colour contrast cannot be judged here (the e2e suite checks it in Chromium).
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

describe('widgets accessibility (axe-core)', () => {
  const context = {
    userAddress: { address: '1 My Road, Leeds, LS1 1AA', manualAddress: true },
    lookupAddresses: async () => ({ postcode: 'SW1A 2AA', items: [{ summaryline: '10 Downing Street, London, SW1A 2AA' }] }),
    sourceItems: () => [
      { uuid: 'u-john', kind: 'relation' as const, label: 'John Smith' },
      { uuid: 'u-sam', kind: 'relation' as const, label: 'Sam Jones' },
    ],
  };

  it('has no violations with errors shown, lookup results listed', async () => {
    const { container, user } = renderWidgetForm({ schema, uiSchema, errors, context });
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'SW1A 2AA');
    await user.click(screen.getByRole('button', { name: 'Find Address' }));
    await user.click(await screen.findByRole('radio', { name: '10 Downing Street, London, SW1A 2AA, UK' }));
    await user.click(screen.getByRole('checkbox', { name: 'John Smith' }));
    await user.click(screen.getAllByRole('radio', { name: 'Sam Jones' })[0]!);
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations with a source that is empty (the choice widget says so)', async () => {
    const { container } = renderWidgetForm({ schema, uiSchema, errors, context: { ...context, sourceItems: () => [] } });
    expect(await violations(container)).toEqual([]);
  });

  it('has no violations in manual entry and with the same-as address ticked', async () => {
    const { container, user } = renderWidgetForm({ schema, uiSchema, errors, context });
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    expect(await violations(container)).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Same as my address' }));
    expect(await violations(container)).toEqual([]);
  });
});
