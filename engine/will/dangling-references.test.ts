import { describe, it, expect } from 'vitest';
import { completeWill } from './fixtures/will-fixtures';
import { danglingReferences } from './dangling-references';

const GHOST = '77777777-7777-4777-8777-777777777777';

describe('danglingReferences', () => {
  it('finds nothing in a consistent will', () => {
    expect(danglingReferences(completeWill())).toEqual([]);
  });

  it('names every place a missing uuid appears', () => {
    const will = completeWill();
    will.partner = GHOST;
    will.guardians = { [GHOST]: [GHOST] };
    will.estate![0]!.substitutes = [GHOST];
    will.executors = [{ type: 'person', uuid: GHOST }];
    will.gifts![0]!.beneficiaries = [GHOST];
    expect(danglingReferences(will)).toEqual([
      'partner', `guardians.${GHOST}`, `guardians.${GHOST}.0`, 'estate.0.substitutes.0', 'executors.0', 'gifts.0.beneficiaries.0',
    ]);
  });
});
