// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BlockedStepNotice } from './blocked-step-notice';
import { dashboardCards } from '../../../engine/dashboard/dashboard-cards';
import type { Will } from '../../../engine/will/will';

const cards = (passedSteps: number[]) => dashboardCards({ schemaVersion: 2, passedSteps } as Will, '2026-11-22');
const draw = (passedSteps: number[], state: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: '/will/dashboard', state }]}>
      <BlockedStepNotice cards={cards(passedSteps)} />
    </MemoryRouter>,
  );

describe('BlockedStepNotice', () => {
  it('names the step opened out of order and the steps to finish first', () => {
    draw([1], { blocked: '/will/estate/split' });
    expect(screen.getByRole('status')).toHaveTextContent('To start Estate, finish Financial first.');
  });

  it('says nothing when the dashboard was opened normally', () => {
    draw([1], null);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing once the prerequisites are passed', () => {
    draw([1, 2, 3, 4, 5, 6, 7, 8, 9], { blocked: '/will/family' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
