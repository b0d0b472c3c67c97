import { describe, expect, it } from 'vitest';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { estateMachine } from './estate.machine';
import { mayEnter, nextDestination } from './flow-runner';
import type { FlowContext, FlowEvent } from './flow-context';
import { CHARITY, FRIEND, PARTNER, TODAY, completeWill } from '../engine/will/fixtures/will-fixtures';
import type { EstateShare, Will } from '../engine/will/will';

const markers = { charityFlow: false, employerFlow: false };
const share = (uuid: string, type: EstateShare['beneficiary']['type']): EstateShare => ({ amount: 50, beneficiary: { type, uuid }, substituteType: null, substitutes: [] });

/** A will with step 4 passed and the estate chosen: people, charities, or both; the question flag; a partner charity. */
function willFor(opts: { people: boolean; charities: boolean; answered?: boolean; partnerCharity?: boolean }): Will {
  const estate = [...(opts.people ? [share(PARTNER, 'person')] : []), ...(opts.charities ? [share(CHARITY, 'charity')] : [])];
  return {
    ...completeWill(),
    passedSteps: [1, 2, 4],
    estate,
    charityInterestAnswered: opts.answered ?? false,
    partnerCharity: opts.partnerCharity ? { id: '202918', name: 'Oxfam', registered_number: '202918', logo_url: null, is_giftable: true } : null,
  };
}
const ctx = (will: Will, flag = false): FlowContext => ({ will, today: TODAY, answers: {}, markers, config: { additional_estate_flow_question: flag } });

/** SPEC 4.3 estate flow written out: the forward pass of screens for these choices. */
function specForward(o: { people: boolean; flag: boolean; answered: boolean; partnerCharity: boolean }): string[] {
  return [
    'estate-intro',
    'estate-beneficiaries',
    ...(o.partnerCharity ? ['estate-partner-charity'] : []),
    'estate-charities',
    ...(o.flag && !o.answered ? ['estate-charity-interest'] : []),
    'estate-split',
    ...(o.people ? ['estate-substitutes'] : []),
    'estate-fallback',
    'estate-trust-age',
    'estate-messages',
    'estate-capacity',
  ];
}

const cases = [true, false].flatMap((people) =>
  [true, false].flatMap((flag) => [true, false].flatMap((answered) => [true, false].map((partnerCharity) => ({ people, flag, answered, partnerCharity })))),
);

describe('estate machine, the forward path (model-based, SPEC 4.3)', () => {
  for (const c of cases) {
    it(`${c.people ? 'people and a charity' : 'only charities'}, flag ${c.flag ? 'on' : 'off'}${c.answered ? ', answered' : ''}${c.partnerCharity ? ', partner charity' : ''}`, () => {
      const input = ctx(willFor({ people: c.people, charities: true, answered: c.answered, partnerCharity: c.partnerCharity }), c.flag);
      const paths = getSimplePaths(estateMachine, {
        input,
        events: [{ type: 'step.next' }] as FlowEvent[],
        toState: (snapshot) => snapshot.status === 'done',
      });
      expect(paths).toHaveLength(1);
      const [path] = paths;
      const visited = path!.steps.map((s) => String(s.state.value)).filter((id) => id.startsWith('estate-'));
      expect(visited).toEqual(specForward(c));
      expect(path!.state.value).toBe('dashboard-executor');
      // Agree on the capacity modal passes step 5.
      expect(path!.state.context.will.passedSteps).toEqual([1, 2, 4, 5]);
    });
  }

  it('Back from the intro leaves for the dashboard at #estate; every step state can reach it', () => {
    const paths = getShortestPaths(estateMachine, { input: ctx(willFor({ people: true, charities: true })), events: [{ type: 'step.next' }, { type: 'step.back' }] as FlowEvent[] });
    const reached = new Set(paths.map((p) => String(p.state.value)));
    expect(reached).toContain('dashboard-estate');
    expect(nextDestination('estate-intro', { type: 'step.back' }, ctx(willFor({ people: true, charities: true }))).to).toEqual({ route: '/will/dashboard#estate' });
  });

  it('Back from the fallback goes to substitutes when people share, else to the split; messages back to the trust age', () => {
    expect(nextDestination('estate-fallback', { type: 'step.back' }, ctx(willFor({ people: true, charities: false }))).to).toEqual({ stepId: 'estate-substitutes' });
    expect(nextDestination('estate-fallback', { type: 'step.back' }, ctx(willFor({ people: false, charities: true }))).to).toEqual({ stepId: 'estate-split' });
    expect(nextDestination('estate-trust-age', { type: 'step.back' }, ctx(willFor({ people: false, charities: true }))).to).toEqual({ stepId: 'estate-fallback' });
    expect(nextDestination('estate-messages', { type: 'step.back' }, ctx(willFor({ people: true, charities: false }))).to).toEqual({ stepId: 'estate-trust-age' });
  });

  it('the add and edit charity modals return to the charities', () => {
    const c = ctx(willFor({ people: false, charities: true }));
    expect(nextDestination('estate-add-charity', { type: 'step.next' }, c).to).toEqual({ stepId: 'estate-charities' });
    expect(nextDestination('estate-edit-charity', { type: 'item.removed' }, c).to).toEqual({ stepId: 'estate-charities' });
  });
});

describe('estate entry (SPEC 4.1 prerequisites and the flow\'s own)', () => {
  it('needs step 4 passed', () => {
    const will = { ...willFor({ people: true, charities: false }), passedSteps: [1, 2] };
    expect(mayEnter('estate-intro', ctx(will))).toEqual({ route: '/will/dashboard' });
    expect(mayEnter('estate-intro', ctx(willFor({ people: true, charities: false })))).toBe(true);
  });

  it('the split and messages need a beneficiary; substitutes need a person', () => {
    const none = ctx(willFor({ people: false, charities: false }));
    expect(mayEnter('estate-split', none)).toEqual({ stepId: 'estate-beneficiaries' });
    expect(mayEnter('estate-messages', none)).toEqual({ stepId: 'estate-beneficiaries' });
    expect(mayEnter('estate-fallback', none)).toEqual({ stepId: 'estate-beneficiaries' });
    expect(mayEnter('estate-trust-age', none)).toEqual({ stepId: 'estate-beneficiaries' });
    expect(mayEnter('estate-substitutes', ctx(willFor({ people: false, charities: true })))).toEqual({ stepId: 'estate-fallback' });
  });

  it('the edit charity modal needs a charity of this will', () => {
    const c = ctx(willFor({ people: false, charities: true }));
    expect(mayEnter('estate-edit-charity', c, { uuid: CHARITY })).toBe(true);
    expect(mayEnter('estate-edit-charity', c, { uuid: FRIEND })).toEqual({ stepId: 'estate-charities' });
  });
});

describe('an edit of a passed estate', () => {
  it('unpasses step 5 while the edit leaves the estate unfinished, and keeps it passed while it is complete', () => {
    const passed = completeWill();
    const withFriend: Will = { ...passed, estate: [...passed.estate!, { ...share(FRIEND, 'person'), amount: 0 }] };
    expect(nextDestination('estate-beneficiaries', { type: 'step.next' }, ctx(withFriend)).will.passedSteps).toEqual([1, 2, 3, 4, 6]);
    expect(nextDestination('estate-beneficiaries', { type: 'step.next' }, ctx(passed)).will.passedSteps).toEqual([1, 2, 3, 4, 5, 6]);
    expect(nextDestination('estate-split', { type: 'step.next' }, ctx(passed)).will.passedSteps).toEqual([1, 2, 3, 4, 5, 6]);
    // The capacity screen passes it again once it is complete.
    const fixed = { ...withFriend, passedSteps: [1, 2, 3, 4, 6], estate: passed.estate };
    expect(nextDestination('estate-capacity', { type: 'step.next' }, ctx(fixed)).will.passedSteps).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
