// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StepFile } from '../../engine/steps/step-file';
import type { Will } from '../../engine/will/will';
import { StepNotes } from './step-notes';

const TODAY = '2025-06-15';
const step = {
  id: 'test-notes',
  route: '/will/test',
  title: 'Test',
  kind: 'info',
  notes: [
    { text: 'A plain tip' },
    { figures: 'inheritanceTax.estimate', title: 'An estimate', text: 'Tax of about {tax}', points: ['Estate {estate}'], empty: 'No values yet' },
    { figures: 'inheritanceTax.estimate', text: 'Shown only with figures: {tax}' },
  ],
} as unknown as StepFile;

const willWorth = (estimatedValue?: number): Will => ({
  schemaVersion: 2,
  passedSteps: [1, 2],
  assets: [{ selector: 'bankAcount', value: 'Big Bank', ...(estimatedValue === undefined ? {} : { estimatedValue }) }],
});

function renderNotes(will?: Will) {
  return render(<StepNotes step={step} isVisible={() => true} data={{}} will={will} today={TODAY} />);
}

describe('step notes naming engine figures', () => {
  it('fill the title, text and points from the figures, as money', () => {
    renderNotes(willWorth(500_000));
    expect(screen.getByText('A plain tip')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'An estimate' })).toBeInTheDocument();
    expect(screen.getByText('Tax of about £70,000')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Estate £500,000');
    expect(screen.getByText('Shown only with figures: £70,000')).toBeInTheDocument();
  });

  it('show the empty text instead (or nothing) when the figures have nothing to give', () => {
    renderNotes(willWorth());
    expect(screen.getByText('No values yet')).toBeInTheDocument();
    expect(screen.queryByText(/Tax of about/)).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByText(/Shown only with figures/)).not.toBeInTheDocument();
  });
});
