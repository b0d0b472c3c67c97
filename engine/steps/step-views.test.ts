import { describe, expect, it } from 'vitest';
import { estateComplete } from '../will/completeness';
import { CHARITY, FRIEND, PARTNER, completeWill } from '../will/fixtures/will-fixtures';
import { stepViews } from './step-views';
import type { Will } from '../will/will';

const start = (): Will => ({ ...completeWill(), estate: [], estate_split_type: 'manually' });
const view = (name: string) => stepViews[name]!;

describe('estate views', () => {
  it('ticking people adds their shares at 0%, unticking removes them, charities stay', () => {
    let will = view('estate.charities').write(start(), [CHARITY]);
    will = view('estate.people').write(will, [PARTNER, FRIEND]);
    expect(view('estate.people').read(will)).toEqual([PARTNER, FRIEND]);
    will = view('estate.people').write(will, [FRIEND]);
    expect(will.estate!.map((s) => s.beneficiary.uuid)).toEqual([CHARITY, FRIEND]);
    expect(will.estate!.every((s) => s.amount === 0)).toBe(true);
  });

  it('No to charity removes the charity shares', () => {
    const will = view('estate.charities').write(start(), [CHARITY]);
    expect(view('estate.leavesToCharity').read(will)).toBe(true);
    expect(view('estate.charities').read(view('estate.leavesToCharity').write(will, false))).toEqual([]);
  });

  it('a found charity already in the will (same register id) is reused, a new one added with entryType search', () => {
    const base = { ...start(), charity: { [CHARITY]: { id: '202918', name: 'Oxfam', regNumber: '202918' } } };
    const reused = view('estate.foundCharities').write(base, [{ uuid: 'aaaaaaaa-0000-4000-8000-000000000001', id: '202918', name: 'OXFAM GB' }]);
    expect(Object.keys(reused.charity!)).toEqual([CHARITY]);
    expect(reused.estate).toMatchObject([{ beneficiary: { type: 'charity', uuid: CHARITY }, entryType: 'search' }]);
    const added = view('estate.foundCharities').write(base, [{ uuid: 'aaaaaaaa-0000-4000-8000-000000000001', id: '1089464', name: 'Cancer Research UK', regNumber: '1089464' }]);
    expect(added.charity!['aaaaaaaa-0000-4000-8000-000000000001']).toEqual({ id: '1089464', name: 'Cancer Research UK', regNumber: '1089464' });
  });

  it('split, substitutes and messages written through their views make the estate complete', () => {
    let will = view('estate.people').write(start(), [PARTNER, FRIEND]);
    will = view('estate.split').write(will, { equal: false, amounts: { [PARTNER]: 70, [FRIEND]: 30 } });
    expect(estateComplete(will)).toBe(false);
    will = view('estate.substitutes').write(will, {
      shareCount: 2,
      choices: [
        { uuid: PARTNER, substituteType: 'remaining_beneficiaries', substitutes: [] },
        { uuid: FRIEND, substituteType: 'their_children', substitutes: [] },
      ],
    });
    will = view('estate.messages').write(will, { [PARTNER]: 'With love', [FRIEND]: '  ' });
    expect(estateComplete(will)).toBe(true);
    expect(will.estate_split_type).toBe('other');
    expect(will.estate!.map((s) => s.message)).toEqual(['With love', null]);
    expect(view('estate.split').read(will)).toEqual({ equal: false, amounts: { [PARTNER]: 70, [FRIEND]: 30 } });
  });

  it('an equal split stores 1 over the share count', () => {
    const will = view('estate.split').write(view('estate.people').write(start(), [PARTNER, FRIEND]), { equal: true, amounts: {} });
    expect(will.estate!.map((s) => s.amount)).toEqual([0.5, 0.5]);
    expect(will.estate_split_type).toBe('equally');
  });
});
