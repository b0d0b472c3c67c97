import { describe, expect, it } from 'vitest';
import { completeWill, FRIEND, PARTNER, TODAY } from '../will/fixtures/will-fixtures';
import type { Will } from '../will/will';
import { reviewFlags } from './review-flags';

const flags = (input: Partial<Parameters<typeof reviewFlags>[0]> & { will: Will }) => reviewFlags({ today: TODAY, delivered: null, previous: null, ...input });

describe('reviewFlags', () => {
  it('none on a first review of a younger testator', () => {
    expect(flags({ will: completeWill() })).toEqual([]);
  });

  it('a testator aged 75 or over', () => {
    const will = { ...completeWill(), userInfo: { ...completeWill().userInfo, birthday: '1950-06-15' } };
    expect(flags({ will })).toEqual([{ kind: 'elderly_testator' }]);
  });

  it('a residuary beneficiary of the delivered will removed', () => {
    const delivered = completeWill();
    const will = { ...completeWill(), estate: completeWill().estate!.filter((share) => share.beneficiary.uuid !== PARTNER) };
    expect(flags({ will, delivered })).toEqual([{ kind: 'beneficiary_removed', names: ['John Smith'] }]);
    expect(flags({ will: delivered, delivered })).toEqual([]);
  });

  it('a residuary beneficiary outside the family added since the legal team last saw the will', () => {
    const previous = completeWill();
    const will = completeWill();
    will.estate = [...will.estate!, { amount: 0, beneficiary: { type: 'person', uuid: FRIEND }, substituteType: null, substitutes: [] }];
    expect(flags({ will, previous })).toEqual([{ kind: 'new_outsider_residuary', names: ['Sam Jones'] }]);
    // Already there before, or no earlier review to compare with: nothing new.
    expect(flags({ will, previous: will })).toEqual([]);
    expect(flags({ will })).toEqual([]);
    // A grandchild is family.
    const grandchild = structuredClone(will);
    grandchild.relations![FRIEND]!.descendant = true;
    expect(flags({ will: grandchild, previous })).toEqual([]);
  });

  it('the partner’s delivered mirror will changed', () => {
    expect(flags({ will: completeWill(), changedMirrorPartners: ['John Smith'] })).toEqual([{ kind: 'mirror_partner_changed', names: ['John Smith'] }]);
  });
});
