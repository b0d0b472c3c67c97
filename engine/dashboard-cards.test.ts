import { describe, it, expect } from 'vitest';
import { TODAY, completeWill } from './fixtures/will-fixtures';
import { dashboardCards } from './dashboard-cards';
import { emptyWill } from './will';

const summary = (cards: ReturnType<typeof dashboardCards>) =>
  Object.fromEntries(cards.map((c) => [c.step.id, `${c.visible ? '' : 'hidden '}${c.mark} ${c.action}${c.disabled ? ' disabled' : ''}`]));

describe('dashboard cards (SPEC 2.5)', () => {
  it('a new will: About You can start, the rest wait for prerequisites, guardians hidden', () => {
    expect(summary(dashboardCards(emptyWill(), TODAY))).toEqual({
      yourself: 'none get_started', family: 'none get_started disabled', guardians: 'hidden none get_started disabled',
      financial: 'none get_started disabled', estate: 'none get_started disabled', executors: 'none get_started disabled',
      funeral_wishes: 'none get_started disabled', gifts: 'none get_started disabled', other_wishes: 'none get_started disabled',
    });
  });

  it('passed and complete: tick and Edit; optional steps can start after financial', () => {
    const cards = summary(dashboardCards(completeWill(), TODAY));
    expect(cards.estate).toBe('tick edit');
    expect(cards.guardians).toBe('tick edit');
    expect(cards.gifts).toBe('none get_started');
  });

  it('passed but incomplete: estate and executors half-complete with Fix; guardians Fix', () => {
    const will = { ...completeWill(), executors: [], estate: completeWill().estate!.slice(1), guardians: {} };
    const cards = summary(dashboardCards(will, TODAY));
    expect(cards.estate).toBe('half fix');
    expect(cards.executors).toBe('half fix');
    expect(cards.guardians).toBe('none fix');
  });
});
