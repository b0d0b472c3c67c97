/** The partner's side of a mirror pair for the review tests (server and e2e): the prefilled will, finished. */
import { completeWill, FRIEND } from '../../engine/will/fixtures/will-fixtures';
import type { SavePayload, Will } from '../../engine/will/will';

/**
 * The will the partner stored after accepting (engine/products/mirror's prefill of completeWill()), finished as they would:
 * the notices answered (the marker gone), the same steps passed as completeWill(), their phone number and assets, and a gift of
 * £750 to the friend where the inviter gave £500 (and no books): a difference the console must mark.
 * As a POST /api/will body at `revision`.
 */
export function finishedMirrorPayload(prefilled: Will, revision: number): SavePayload {
  const { mirror: _marker, relations, children, schemaVersion: _version, ...sections } = prefilled;
  const inviter = completeWill();
  return {
    ...sections,
    userInfo: { ...sections.userInfo, phoneNumber: '07700 900001' },
    passedSteps: inviter.passedSteps,
    assets: inviter.assets,
    gifts: [{ type: 'money', itemDesc: '750', moreInfo: null, beneficiaries: [FRIEND] }],
    people: { relations: relations ?? {}, children: children ?? {} },
    revision,
  };
}
