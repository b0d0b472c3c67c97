// @vitest-environment jsdom
import { expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StepRenderer } from './step-renderer';
import { stepFile } from './step-files';
import type { StepFile } from '../../engine/steps/step-file';

const context = { today: '2026-11-22', lookupAddresses: async (postcode: string) => ({ postcode, items: [] }), sourceItems: () => [], openStep: () => {} };

/** A copy of the add-asset step whose property options are labelled otherwise (as a Welsh layer would label them). */
function relabelled(): StepFile {
  const step = structuredClone(stepFile('financial-add-asset')) as StepFile & { uiSchema: Record<string, any> };
  step.uiSchema.mortgage['ui:options'].enumNames = { Yes: 'Oes', No: 'Nac oes' };
  step.uiSchema.owner['ui:options'].enumNames = { 'I am the only owner': 'Fi yw’r unig berchennog', 'I own jointly with someone else': 'Rwy’n berchen arno ar y cyd' };
  return step;
}

it("labels a property's options from the step file's words while storing their values as before", async () => {
  const onSubmit = vi.fn();
  render(<StepRenderer step={stepFile('financial-add-asset')} initialData={{ selector: 'property' }} onSubmit={onSubmit} context={context} />);
  expect(screen.getByLabelText('Yes')).toBeInTheDocument();
  expect(screen.getByLabelText('I own jointly with someone else')).toBeInTheDocument();
});

it('draws the relabelled options, and a choice is kept as the English value the will stores', async () => {
  const onChange = vi.fn();
  render(<StepRenderer step={relabelled()} initialData={{ selector: 'property' }} onSubmit={vi.fn()} onChange={onChange} context={context} />);
  expect(screen.queryByLabelText('Yes')).not.toBeInTheDocument();
  await userEvent.setup().click(screen.getByLabelText('Rwy’n berchen arno ar y cyd'));
  expect(screen.getByLabelText('Rwy’n berchen arno ar y cyd')).toBeChecked();
  expect(onChange.mock.calls.at(-1)?.[0]).toMatchObject({ owner: 'I own jointly with someone else' });
});
