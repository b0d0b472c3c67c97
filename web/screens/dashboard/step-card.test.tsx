// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { StepCard } from './step-card';
import { dashboardCards } from '../../../engine/dashboard/dashboard-cards';
import { attentionWarning } from '../../../engine/dashboard/attention-warning';
import type { Will } from '../../../engine/will/will';
import { prefilledCardMark } from '../../../engine/products/mirror/mirror-marker';

const today = '2026-11-22';
const cardFor = (will: Will, id: string, submitted = false) => dashboardCards(will, today, { submitted }).find((c) => c.step.id === id)!;
const draw = (will: Will, id: string, submitted = false) => {
  const card = cardFor(will, id, submitted);
  return render(
    <MemoryRouter>
      <ul>
        <StepCard card={card} warning={card.action === 'fix' ? attentionWarning(will, card.step.id, today) : undefined} />
      </ul>
    </MemoryRouter>,
  );
};

describe('StepCard', () => {
  it('offers Get Started, disabled until the prerequisite step is passed', () => {
    draw({ schemaVersion: 2, passedSteps: [] } as Will, 'family');
    const button = screen.getByRole('button', { name: 'Get Started' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Family: Not started Finish About You first.');
  });

  it('says nothing of prerequisites once they are passed', () => {
    draw({ schemaVersion: 2, passedSteps: [1] } as Will, 'family');
    expect(screen.queryByText(/first\./)).toBeNull();
  });

  it('links Get Started to the step once its prerequisite is passed', () => {
    draw({ schemaVersion: 2, passedSteps: [1] } as Will, 'family');
    expect(screen.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/will/family');
  });

  it('shows a tick and Edit for a passed step', () => {
    const { container } = draw({ schemaVersion: 2, passedSteps: [1] } as Will, 'yourself');
    expect(screen.getByRole('link', { name: /Edit/ })).toHaveAttribute('href', '/will/yourself');
    expect(container.querySelector('.step-card--tick')).not.toBeNull();
  });

  it('shows Fix, the half mark and the SPEC warning for passed but incomplete executors', () => {
    const { container } = draw({ schemaVersion: 2, passedSteps: [1, 2, 4, 6], executors: [] } as unknown as Will, 'executors');
    expect(screen.getByRole('link', { name: /Fix/ })).toBeInTheDocument();
    expect(container.querySelector('.step-card--half')).not.toBeNull();
    expect(screen.getByText('You must allocate one or more executors.')).toBeInTheDocument();
  });

  it('in a paid or submitted will, offers Fix (not Get Started) for a needed step that is no longer passed', () => {
    const { container } = draw({ schemaVersion: 2, passedSteps: [1, 2, 4, 5], executors: [] } as unknown as Will, 'executors', true);
    expect(screen.getByRole('link', { name: /Fix/ })).toHaveAttribute('href', '/will/executors');
    expect(container.querySelector('.step-card--half')).not.toBeNull();
    expect(screen.getByText('You must allocate one or more executors.')).toBeInTheDocument();
  });

  it('names the child left with no guardian on the Guardians card', () => {
    const will = {
      schemaVersion: 2,
      passedSteps: [1, 2, 3],
      children: { c1: { fullName: 'Amy Smith', birthday: '2015-05-05', address: '1 High Street, Leeds, LS1 1AA' } },
      guardians: {},
    } as unknown as Will;
    draw(will, 'guardians');
    expect(screen.getByRole('link', { name: /Fix/ })).toHaveAttribute('href', '/will/guardians');
    expect(screen.getByText('Amy Smith has no guardian now. Choose a guardian for them.')).toBeInTheDocument();
  });

  it('carries the prefilled mark My Will refers to, on a step of a will filled in from a partner\'s', () => {
    const will = { schemaVersion: 2, passedSteps: [1], mirror: { inviterName: 'Jane Smith', prefilledSteps: [2], childrenToConfirm: [] } } as unknown as Will;
    render(
      <MemoryRouter>
        <ul>
          <StepCard card={cardFor(will, 'family')} prefilled={prefilledCardMark(will, 2)} />
          <StepCard card={cardFor(will, 'yourself')} prefilled={prefilledCardMark(will, 1)} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getAllByText("Filled in from Jane Smith's answers")).toHaveLength(1);
    expect(screen.getByText("Filled in from Jane Smith's answers").closest('li')).toHaveAttribute('id', 'family');
  });
});

