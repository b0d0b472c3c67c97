import { describe, expect, it } from 'vitest';
import { stepNameProblems } from './step-name-problems';

const step = (extra: Record<string, unknown>) => ({ id: 'x', route: '/will/x', title: 'X', schema: {}, uiSchema: {}, ...extra });

describe('the names of what a step reads from the API and draws instead of its form', () => {
  const known = { apiSources: ['calls.booking'], panels: ['mirror.invitations'], predicates: ['calls.booked'], events: ['step.next'], operations: [] };

  it('refuses an unknown source, panel, or name in an instead’s actions, each at its pointer', () => {
    const problems = stepNameProblems(
      step({ source: 'calls.crystalBall', instead: [{ visibleIf: 'calls.noCall', panel: 'mirror.nothing', actions: { secondary: [{ label: 'Go', step: 'nowhere', operation: 'calls.teleport' }] } }] }),
      known,
      ['x'],
    );
    expect(problems).toEqual([
      { pointer: '/instead/0/visibleIf', message: 'unknown predicate "calls.noCall"' },
      { pointer: '/source', message: 'unknown API source "calls.crystalBall"' },
      { pointer: '/instead/0/panel', message: 'unknown panel "mirror.nothing"' },
      { pointer: '/instead/0/actions/secondary/0/operation', message: 'unknown operation "calls.teleport"' },
      { pointer: '/instead/0/actions/secondary/0/step', message: 'unknown step "nowhere"' },
    ]);
  });

  it('accepts the names it knows, and leaves a kind it is not given unchecked (the server knows no web names)', () => {
    const file = step({ source: 'calls.booking', instead: [{ visibleIf: '!calls.booked', panel: 'mirror.invitations' }] });
    expect(stepNameProblems(file, known, ['x'])).toEqual([]);
    expect(stepNameProblems(step({ source: 'anything.atAll', instead: [{ visibleIf: 'calls.booked', panel: 'any.panel' }] }), { predicates: ['calls.booked'] }, ['x'])).toEqual([]);
  });

  it('gives {partner} to a bind whose route lacks it, as {uuid} and {index}, and nothing else', () => {
    expect(stepNameProblems(step({ bind: '/people/relations/{partner}' }), {}, ['x'])).toEqual([]);
    expect(stepNameProblems(step({ bind: '/people/children/{child}' }), {}, ['x'])[0]?.pointer).toBe('/bind');
  });
});
