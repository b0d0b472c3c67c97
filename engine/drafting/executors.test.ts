import { describe, expect, it } from 'vitest';
import type { Executor } from '../will/will';
import { ANN, BEN, castWill, clauseBody, clauseOf, PARTNER, SAM, TOM } from './fixtures/clause-wills';
import { fixtureUuid } from './fixtures/large-will';
import { draftWill } from './draft-will';
import { clauseLines } from './draft-text';
import { TODAY } from './fixtures/clause-wills';
import type { TrusteeService } from './trustee-service';

const person = (uuid: string): Executor => ({ type: 'person', uuid });
const TRUSTEE: Executor = { type: 'guardian-angel', uuid: null };

const DEFINITION = 'In this will, “my Executors” means whoever is acting as my executor and trustee at the time, whether appointed above or in substitution.';
const OTHERS_ACT = 'If any of my Executors dies before me, or is unable or unwilling to act, the others may act without them.';
const CHARGING =
  'Will Writer Trustees Limited may charge fees for the work it does as my executor and trustee, including work that an executor who is not a professional could have done personally, in accordance with its published terms and conditions in force when the work is done.';
// The embedded default company is not described as a trust corporation, so the will says it never acts alone.
const JOINTLY = 'Will Writer Trustees Limited is not a trust corporation. It may act only together with at least one of my other Executors who is an individual, and never alone.';
const NOMINEE = 'Will Writer Trustees Limited is not a trust corporation. It may act through a nominee or attorney it appoints to take a grant of probate on its behalf.';
const SUCCESSOR =
  'If, by the time of my death, Will Writer Trustees Limited has changed its name, merged with another company or transferred its business, this appointment is of the company that then carries on its business.';

describe('executors and trustees', () => {
  it('friends and family only, one person: appointed inline with their address', () => {
    expect(clauseOf(castWill({ executors: [person(SAM)], executorCategory: 1 }), 'executors')).toEqual([
      '3. Executors and trustees',
      '3.1 I appoint Sam Jones of 2 Low Road, York, YO1 1AA to be my executor and trustee.',
      `3.2 ${DEFINITION}`,
    ]);
  });

  it('friends and family only, several: a lettered list, the spouse and child described as such, and the others act if one cannot', () => {
    const will = castWill({ maritalStatus: { id: 3, comc: null }, partner: PARTNER, executors: [person(PARTNER), person(BEN)], executorCategory: 1 });
    expect(clauseBody(will, 'executors')).toEqual([
      'I appoint the following to be my executors and trustees:',
      '  (a) my spouse John Smith of 1 High Street, Leeds, LS1 1AA',
      '  (b) my child Ben Smith of 9 Other Street, Hull, HU1 1AA',
      DEFINITION,
      OTHERS_ACT,
    ]);
  });

  it('the professional trustee service only, with its charging and successor paragraphs', () => {
    expect(clauseBody(castWill({ executors: [TRUSTEE], executorCategory: 2 }), 'executors')).toEqual([
      'I appoint Will Writer Trustees Limited to be my executor and trustee.',
      DEFINITION,
      NOMINEE,
      CHARGING,
      SUCCESSOR,
    ]);
  });

  it('hybrid: friends and family with the trustee service', () => {
    expect(clauseBody(castWill({ executors: [person(SAM), TRUSTEE], executorCategory: 3 }), 'executors')).toEqual([
      'I appoint the following to be my executors and trustees:',
      '  (a) Sam Jones of 2 Low Road, York, YO1 1AA',
      '  (b) Will Writer Trustees Limited',
      DEFINITION,
      OTHERS_ACT,
      JOINTLY,
      CHARGING,
      SUCCESSOR,
    ]);
  });

  it('more than four: the first four act and the rest substitute, one at a time in order', () => {
    const will = castWill({ executors: [person(PARTNER), person(SAM), person(ANN), person(TOM), person(BEN), TRUSTEE], executorCategory: 3 });
    expect(clauseBody(will, 'executors')).toEqual([
      'I appoint the following to be my executors and trustees:',
      '  (a) John Smith of 1 High Street, Leeds, LS1 1AA',
      '  (b) Sam Jones of 2 Low Road, York, YO1 1AA',
      '  (c) Ann Lee of 3 Hill Top, Bath, BA1 1AA',
      '  (d) Tom Green of 4 Park Lane, Leeds, LS2 2BB',
      'No more than four executors may act at any one time. If any of those named above dies before me, or is unable or unwilling to act, I appoint the following, one at a time in the order shown, to act in their place:',
      '  (a) my child Ben Smith of 9 Other Street, Hull, HU1 1AA',
      '  (b) Will Writer Trustees Limited',
      DEFINITION,
      OTHERS_ACT,
      JOINTLY,
      CHARGING,
      SUCCESSOR,
    ]);
  });

  it('appoints each executor once and drops ones no longer in the will', () => {
    const will = castWill({ executors: [person(SAM), person(SAM), person(fixtureUuid(999)), TRUSTEE, TRUSTEE] });
    expect(clauseBody(will, 'executors')?.slice(0, 3)).toEqual([
      'I appoint the following to be my executors and trustees:',
      '  (a) Sam Jones of 2 Low Road, York, YO1 1AA',
      '  (b) Will Writer Trustees Limited',
    ]);
  });

  it('is absent with no executor', () => {
    expect(clauseOf(castWill(), 'executors')).toBeNull();
    expect(clauseOf(castWill({ executors: [person(fixtureUuid(999))] }), 'executors')).toBeNull();
  });
});

describe('the trustee service company, from configuration', () => {
  const body = (executors: Executor[], trustee: TrusteeService) =>
    clauseLines(draftWill(castWill({ executors }), TODAY, { trustee }).clauses.find((c) => c.kind === 'executors')!)
      .slice(1)
      .map((line) => line.replace(/^\d+\.\d+ /, ''));

  it('names the configured company and calls it a trust corporation only when configuration says so; it may then act alone', () => {
    const corporation = { name: 'Acme Trust Corporation Limited', trustCorporation: true };
    expect(body([TRUSTEE], corporation)).toEqual([
      'I appoint Acme Trust Corporation Limited (a trust corporation) to be my executor and trustee.',
      DEFINITION,
      'Acme Trust Corporation Limited is a trust corporation and may act alone or together with any of my other Executors.',
      CHARGING.replace('Will Writer Trustees Limited', 'Acme Trust Corporation Limited'),
      SUCCESSOR.replace('Will Writer Trustees Limited', 'Acme Trust Corporation Limited'),
    ]);
    const draft = draftWill(castWill({ executors: [person(SAM), TRUSTEE] }), TODAY, { trustee: corporation });
    expect(draft.warnings.map((w) => w.code)).not.toContain('trusteeNotTrustCorporation');
    expect(JSON.stringify(draft)).not.toContain('Will Writer Trustees');
  });

  it('a company that is not one is appointed jointly, and the preview\'s notes say so', () => {
    const company = { name: 'Acme Executors Limited', trustCorporation: false };
    const lines = body([person(SAM), TRUSTEE], company);
    expect(lines).toContain('  (b) Acme Executors Limited');
    expect(lines).toContain('Acme Executors Limited is not a trust corporation. It may act only together with at least one of my other Executors who is an individual, and never alone.');
    expect(lines.join('\n')).not.toContain('(a trust corporation)');
    const warnings = draftWill(castWill({ executors: [person(SAM), TRUSTEE] }), TODAY, { trustee: company }).warnings;
    expect(warnings).toContainEqual({
      step: 'executors',
      blocking: false,
      code: 'trusteeNotTrustCorporation',
      message: 'Acme Executors Limited is not a trust corporation, so your will appoints it to act jointly with your other executors, not alone.',
    });
    expect(draftWill(castWill({ executors: [TRUSTEE] }), TODAY, { trustee: company }).warnings.map((w) => w.code)).toContain('trusteeAlone');
    expect(draftWill(castWill({ executors: [person(SAM)] }), TODAY, { trustee: company }).warnings.map((w) => w.code)).not.toContain('trusteeNotTrustCorporation');
  });
});
