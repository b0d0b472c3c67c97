import { describe, expect, it } from 'vitest';
import { stepsOpenedFrom } from './step-links';
import type { StepFile } from './step-file';

describe('stepsOpenedFrom', () => {
  it("names a field's add step, a collection's edit steps and the secondary actions' steps, each once", () => {
    const step = {
      id: 'gifts-collection',
      schema: { type: 'object', properties: {} },
      uiSchema: { beneficiaries: { 'ui:options': { addStep: 'add-person' } }, nested: { items: { 'ui:options': { addStep: 'add-person' } } } },
      items: { source: 'people', edit: { child: 'edit-child', pet: 'edit-pet' } },
      actions: { secondary: [{ label: 'Add a pet', step: 'add-pet' }, { label: 'Back', event: 'step.back' }] },
    } as unknown as StepFile;
    expect(stepsOpenedFrom(step).sort()).toEqual(['add-person', 'add-pet', 'edit-child', 'edit-pet']);
  });

  it('is empty for a step that opens none', () => {
    expect(stepsOpenedFrom({ id: 'x', schema: { type: 'object', properties: {} }, uiSchema: {} } as unknown as StepFile)).toEqual([]);
  });
});
