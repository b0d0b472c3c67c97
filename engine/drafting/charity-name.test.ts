import { describe, expect, it } from 'vitest';
import { charityName } from './charity-name';
import { draftWill } from './draft-will';
import { draftText } from './draft-text';
import { castWill, DOGS_TRUST, SAM, TODAY } from './fixtures/clause-wills';

describe('a charity’s name in the will', () => {
  it('keeps the definite article its name has, capitalised, and turns a register’s inverted form round', () => {
    expect(charityName('The Royal British Legion')).toBe('The Royal British Legion');
    expect(charityName('the royal british legion')).toBe('The royal british legion');
    expect(charityName('Royal British Legion, The')).toBe('The Royal British Legion');
    expect(charityName('THE SALVATION ARMY')).toBe('THE SALVATION ARMY');
    expect(charityName('Dogs Trust')).toBe('Dogs Trust');
    expect(charityName('Theatre Royal Trust')).toBe('Theatre Royal Trust');
  });

  it('never reads “the The” in a gift, a share, the fallback or the charities clause', () => {
    const legion = DOGS_TRUST;
    const will = castWill({
      charity: { [legion]: { id: 1, name: 'Royal British Legion, The', regNumber: '219279' } },
      executors: [{ type: 'person', uuid: SAM }],
      gifts: [{ type: 'money', itemDesc: '500', beneficiaries: [legion] }],
      estate: [{ amount: 100, beneficiary: { type: 'charity', uuid: legion }, substituteType: null, substitutes: [] }],
      residueFallback: { type: 'charities', charities: [legion] },
    });
    const text = draftText(draftWill(will, TODAY));
    expect(text).toContain('I give £500 to The Royal British Legion (registered charity number 219279).');
    expect(text).not.toMatch(/\b[Tt]he The\b|Legion, The/);
  });
});
