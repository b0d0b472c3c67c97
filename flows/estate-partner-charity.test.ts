import { describe, expect, it } from 'vitest';
import { mayEnter, nextDestination } from './flow-runner';
import type { FlowContext } from './flow-context';
import { CHARITY, TODAY, completeWill } from '../engine/will/fixtures/will-fixtures';
import { runOperation } from '../engine/steps/step-operations';
import { stepFigures } from '../engine/steps/step-figures';
import type { PartnerCharity, Will } from '../engine/will/will';

/** The charity of a user who came through the RNLI's link, as GET /api/will answers partner_charity. */
const RNLI: PartnerCharity = { id: '209603', name: 'The Royal National Lifeboat Institution', registered_number: '209603', logo_url: null, is_giftable: true };
const NEW_UUID = '88888888-8888-4888-8888-888888888888';

/** Step 4 passed, the partner sharing the estate, the fixture's Dogs Trust among the charities, and `partnerCharity`. */
function willWith(partnerCharity: PartnerCharity): Will {
  const will = completeWill();
  return { ...will, passedSteps: [1, 2, 4], estate: [will.estate![0]!], partnerCharity };
}
const ctx = (will: Will): FlowContext => ({ will, today: TODAY, answers: {}, markers: { charityFlow: true, employerFlow: false, charityNumber: '209603' } });
const afterBeneficiaries = (will: Will) => nextDestination('estate-beneficiaries', { type: 'step.next' }, ctx(will)).to;

/** 'Add to my will': the step's commit with the new uuid its screen gives it, then where the flow goes. */
function addToMyWill(will: Will) {
  const result = runOperation('charities.addPartner', will, { params: { uuid: NEW_UUID }, today: TODAY });
  if (!result.ok) throw new Error('charities.addPartner refused');
  return { will: result.will, to: nextDestination('estate-partner-charity', { type: 'step.next', params: { uuid: NEW_UUID } }, ctx(result.will)).to };
}

describe('the partner charity offer (SPEC 2.10)', () => {
  it('follows the beneficiaries when the charity the user came through is giftable and not yet added', () => {
    expect(afterBeneficiaries(willWith(RNLI))).toEqual({ stepId: 'estate-partner-charity' });
    expect(mayEnter('estate-partner-charity', ctx(willWith(RNLI)))).toBe(true);
  });

  it('is skipped for no partner charity, one not giftable, or one already among the charities (by id or name)', () => {
    const sameId = { ...willWith(RNLI), charity: { [CHARITY]: { id: 209603, name: 'RNLI', regNumber: '209603' } } };
    const sameName = { ...willWith(RNLI), charity: { [CHARITY]: { name: 'the royal national lifeboat institution' } } };
    for (const will of [willWith(null), willWith({ ...RNLI, is_giftable: false }), sameId, sameName]) {
      expect(afterBeneficiaries(will)).toEqual({ stepId: 'estate-charities' });
      expect(mayEnter('estate-partner-charity', ctx(will))).toEqual({ stepId: 'estate-charities' });
    }
  });

  it("'Add to my will' adds the charity from search, chooses it, and goes on to the charities; it is not offered again", () => {
    const { will, to } = addToMyWill(willWith(RNLI));
    expect(to).toEqual({ stepId: 'estate-charities' });
    expect(will.charity?.[NEW_UUID]).toEqual({ id: '209603', name: 'The Royal National Lifeboat Institution', regNumber: '209603' });
    expect(will.estate?.find((s) => s.beneficiary.uuid === NEW_UUID)).toMatchObject({ beneficiary: { type: 'charity', uuid: NEW_UUID }, entryType: 'search' });
    expect(afterBeneficiaries(will)).toEqual({ stepId: 'estate-charities' });
  });

  it("'Add to my will' reuses a charity of the will with the same register id instead of adding another", () => {
    const will = { ...willWith({ ...RNLI, id: '227523', name: 'Dogs Trust', registered_number: '227523' }), estate: [] };
    const withId = { ...will, charity: { [CHARITY]: { id: '227523', name: 'Dogs Trust (Leeds)', regNumber: '227523' } } };
    const added = addToMyWill(withId).will;
    expect(Object.keys(added.charity ?? {})).toEqual([CHARITY]);
    expect(added.estate).toEqual([expect.objectContaining({ beneficiary: { type: 'charity', uuid: CHARITY }, entryType: 'search' })]);
  });

  it("'Not now' goes on to the charities with the will unchanged", () => {
    const will = willWith(RNLI);
    const next = nextDestination('estate-partner-charity', { type: 'step.next' }, ctx(will));
    expect(next.to).toEqual({ stepId: 'estate-charities' });
    expect(next.will).toBe(will);
  });

  it("the step's texts name the charity ({charity}), and have nothing to name without one", () => {
    expect(stepFigures['charities.partner']!(willWith(RNLI), { today: TODAY })).toEqual({ charity: 'The Royal National Lifeboat Institution' });
    expect(stepFigures['charities.partner']!(willWith(null), { today: TODAY })).toBeNull();
  });
});
