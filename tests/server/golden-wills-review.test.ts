/**
 * The six wills of the solicitor's review, each whole: every point the review raised for that will, drafted, drawn to
 * PDF and read back with pdftotext. The focused golden files (golden-wills-executors, -classes, -children) test each
 * rule on its own; this file checks that the rules hold together on the wills that were read.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { blockingChecks } from '../../engine/drafting/draft-checks';
import { draftWill } from '../../engine/drafting/draft-will';
import { CLASSES, CLASSES_TODAY, civilPartnerWithCharities, cohabitingFatherWithStepchild, engagedWithPetsOnScheme } from '../../engine/drafting/fixtures/golden-classes';
import { COMPANY, divorcedCoExecutors, EXECUTORS_TODAY, GX, welshSoleExecutor, widowedGrandparent } from '../../engine/drafting/fixtures/golden-executors';
import type { TrusteeService } from '../../engine/drafting/trustee-service';
import { removePerson } from '../../engine/will/operations/remove-person';
import type { Will } from '../../engine/will/will';
import { renderDocuments } from '../../server/services/pdf/render-documents';
import { flat, pdfReader } from './golden-pdf';

const reader = pdfReader('golden-review-');
afterAll(reader.cleanUp);

async function read(will: Will, today: string, trustee: TrusteeService = COMPANY) {
  const draft = draftWill(will, today, { draft: false, trustee });
  const docs = await renderDocuments(draft);
  const text = (pdf: Uint8Array) => flat(reader.readBack(pdf).pages.join(' '));
  return { draft, will: text(docs.will), guide: text(docs.guide), letter: docs.letter ? text(docs.letter) : '', checks: blockingChecks(will, today, trustee).map((c) => c.code) };
}

describe('the six wills of the review, each whole', () => {
  it('a cohabiting father with a stepchild: the class names her, and "my children" is defined', async () => {
    const { will, checks } = await read(cohabitingFatherWithStepchild(true), CLASSES_TODAY);
    expect(will).toMatch(/my children/i);
    expect(will).toContain('Ella');
    expect(will).toMatch(/(my|our) [Ee]xecutors/);
    expect(checks).toEqual([]);
  });

  it('a widowed grandparent: grandchildren held to 25, the trustee company beside an individual, its number and charging', async () => {
    const { will, guide, checks } = await read(widowedGrandparent('hybrid'), EXECUTORS_TODAY);
    expect(will).toContain('25');
    expect(will).toContain('Will Writer Trustees Limited (company number 01234567)');
    expect(will).toMatch(/never alone/);
    expect(will).toMatch(/charg/i);
    expect(will).toMatch(/appropriat/i);
    expect(guide).not.toMatch(/divorce/i);
    expect(checks).toEqual([]);
  });

  it('a civil partner leaving half to charities: the hand-entered charity blocks delivery, with the similar-purposes words', async () => {
    const { will, guide, checks } = await read(civilPartnerWithCharities(), CLASSES_TODAY);
    expect(checks).toContain('charityWithoutNumber');
    expect(will).toMatch(/similar purposes as my Executors choose/);
    expect(guide).toMatch(/does not revoke/);
  });

  it('an engaged testator with pets and five executors: one event, the rehoming scheme, four act and the fifth waits', async () => {
    const base = engagedWithPetsOnScheme();
    const five: Will = {
      ...base,
      relations: {
        ...base.relations,
        [GX.sister]: { fullName: 'Harriet Pemberton', birthday: '1982-02-02', address: '9 Grove Lane, Harrogate, HG1 2AA' },
        [GX.cousin]: { fullName: 'Callum Reid', birthday: '1979-05-05', address: '41 Byres Road, Glasgow, G11 5RD' },
      },
      executors: [CLASSES.partner, CLASSES.brother, CLASSES.friend, GX.sister, GX.cousin].map((uuid) => ({ type: 'person' as const, uuid })),
    };
    const { will, checks, draft } = await read(five, CLASSES_TODAY);
    expect(will).toContain('I make this will expecting to form a civil partnership with');
    expect(will).not.toMatch(/expecting to marry/);
    expect(will).toContain('under its rehoming scheme');
    expect(will).toContain('No more than four executors may act at any one time.');
    expect(draft.warnings.map((w) => w.code)).toContain('tooManyExecutors');
    expect(checks).toEqual([]);
  });

  it('a divorced testator who leaves out his son and deletes a co-executor: the omission is stated without reasons and the check fires', async () => {
    const removed = removePerson(divorcedCoExecutors(), { params: { uuid: GX.colleague }, today: EXECUTORS_TODAY });
    expect(removed.ok).toBe(true);
    const after = (removed as { will: Will }).will;
    const { will, letter, checks } = await read(after, EXECUTORS_TODAY);
    expect(checks).toEqual(['noReplacementExecutor']);
    expect(will).toContain('has been left out deliberately');
    expect(will).not.toMatch(/no contact for many years/);
    expect(will).not.toMatch(/rules of intestacy|intestacy rules/i);
    expect(letter).toContain('no contact for many years');
  });

  it('a Welsh couple with a sole executor: the replacement is asked for, then appointed in their place', async () => {
    expect((await read(welshSoleExecutor(false), EXECUTORS_TODAY)).checks).toEqual(['noReplacementExecutor']);
    const { will, checks } = await read(welshSoleExecutor(true), EXECUTORS_TODAY);
    expect(checks).toEqual([]);
    expect(will).toMatch(/dies before me or cannot or will not act, I appoint/);
  });
});
