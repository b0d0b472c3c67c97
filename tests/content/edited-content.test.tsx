// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { StepRenderer } from '../../web/wizard/step-renderer';
import { readStepFiles } from '../../server/content/read-step-files';
import type { StepFile } from '../../engine/steps/step-file';

const context = { today: '2026-11-22', lookupAddresses: async (postcode: string) => ({ postcode, items: [] }), sourceItems: () => [], openStep: () => {} };

/** A copy of schemas/ with About You's label and hint and an onboarding option reworded, as an editor would. */
function editedSteps(): Record<string, StepFile> {
  const schemas = mkdtempSync(join(tmpdir(), 'edited-schemas-'));
  cpSync(resolve('schemas'), schemas, { recursive: true });
  const dir = join(schemas, 'steps');
  const edit = (name: string, change: (step: any) => void) => {
    const file = join(dir, name);
    const step = JSON.parse(readFileSync(file, 'utf8'));
    change(step);
    writeFileSync(file, JSON.stringify(step, null, 2));
  };
  edit('about-you.json', (step) => {
    step.schema.properties.fullName.title = 'Your name in full';
    step.uiSchema.phoneNumber['ui:help'] = 'Only our legal team will call this number.';
  });
  edit('onboarding-relationship.json', (step) => {
    step.schema.properties.hasPartner.oneOf[0].title = 'Yes, I have a partner';
  });
  return Object.fromEntries(readStepFiles(dir).map(({ step }) => [step.id, step]));
}

describe('a content editor changes text with no TypeScript change', () => {
  const steps = editedSteps();

  it('the renderer draws the edited About You label and hint', () => {
    render(<StepRenderer step={steps['about-you']!} initialData={{}} onSubmit={() => {}} context={context} />);
    expect(screen.getByLabelText('Your name in full')).toBeInTheDocument();
    expect(screen.getByText('Only our legal team will call this number.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full legal name')).not.toBeInTheDocument();
  });

  it('the renderer draws the edited onboarding option', () => {
    render(<StepRenderer step={steps['onboarding-relationship']!} initialData={{}} onSubmit={() => {}} context={context} />);
    expect(screen.getByLabelText('Yes, I have a partner')).toBeInTheDocument();
  });
});
