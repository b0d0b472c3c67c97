/**
 * Golden wills for children and young beneficiaries: each drafted, drawn to PDF and read back with poppler's
 * pdftotext, checked for the clauses that must and must not appear, the checks that fire and, for the grandparent,
 * the estimate beside the will.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { draftWill } from '../../engine/drafting/draft-will';
import { CHILDREN_GOLDEN_WILLS, CHILDREN_TODAY, bareTrustForMinor, cohabitingParent, widowedGrandparent } from '../../engine/drafting/fixtures/golden-children';
import { homeNotCloselyInherited, willInheritanceTax } from '../../engine/products/tax/inheritance-tax-input';
import type { Will } from '../../engine/will/will';
import { renderDocuments } from '../../server/services/pdf/render-documents';

const dir = mkdtempSync(join(tmpdir(), 'golden-children-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
/** The text of a PDF by pdftotext, its whitespace run together. */
function textOf(pdf: Uint8Array): string {
  const file = join(dir, `doc-${files++}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('/usr/bin/pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

async function willText(will: Will): Promise<string> {
  return textOf((await renderDocuments(draftWill(will, CHILDREN_TODAY, { draft: false }))).will);
}

const HOLD_25 =
  'If anyone becomes entitled to a gift or a share under this will before reaching the age of 25, my Executors will hold it on trust for them until they reach 25, and they become entitled to it only if they reach that age.';
const VESTED =
  'If anyone under 18 becomes entitled to a gift or a share under this will, it is theirs absolutely, and my Executors will hold it for them until they reach 18 and then give it to them. If they die before reaching 18, it passes as part of their own estate.';
const OUTLIVES = 'at my death if no parent with parental responsibility for the child outlives me';

describe.each(Object.entries(CHILDREN_GOLDEN_WILLS))('golden will: %s', (_name, make) => {
  it('ends with the signing clause and the witnesses’ boxes, and never prints a placeholder', async () => {
    const text = await willText(make());
    for (const box of ['First witness', 'Second witness']) expect(text).toContain(box);
    expect(text).not.toMatch(/undefined|null|\{[a-z]+\}/);
  });
});

describe('golden wills for children: what each must and must not say', () => {
  it('widowed grandparent, grandchildren at 25: held until 25 and from 18 the income; no residence band for their part of the home', async () => {
    const text = await willText(widowedGrandparent());
    expect(text).toContain(HOLD_25);
    expect(text).toContain('From the age of 18 until they reach 25, that person is entitled to the income');
    expect(text).toContain('Isla Ellison');
    expect(text).toContain('Noah Ellison');
    expect(text).not.toContain('it is theirs absolutely');
    expect(text).not.toMatch(/Guardians/);
    // The estimate: the son's half of the £500,000 home is closely inherited; the grandchildren's half in trust is not.
    expect(willInheritanceTax(widowedGrandparent(), CHILDREN_TODAY)).toMatchObject({ estate: 1_400_000, residenceNilRateBand: 250_000, tax: 200_000 });
    expect(homeNotCloselyInherited(widowedGrandparent(), CHILDREN_TODAY)).toBe(250_000);
  });

  it('cohabiting parent without parental responsibility for Leo: a guardian for Mia only, and a check that says why', async () => {
    const draft = draftWill(cohabitingParent(), CHILDREN_TODAY, { draft: false });
    const text = await willText(cohabitingParent());
    expect(text).toContain('If my child Mia Foster (born 15 January 2020) is under 18 when I die, I appoint Claire Foster');
    expect(text).toContain(OUTLIVES);
    expect(text).not.toMatch(/guardian of Leo Moss|guardians of Leo Moss/);
    expect(text).not.toMatch(/no parent with parental responsibility for the child survives me/);
    const guardianChecks = draft.warnings.filter((w) => w.step === 'guardians');
    expect(guardianChecks.map((w) => [w.code, w.blocking])).toEqual([['noParentalResponsibility', false]]);
    expect(guardianChecks[0]!.message).toContain('Leo Moss');
  });

  it('bare trust for a minor child: theirs absolutely, held until 18, never contingent; the guardian appointed', async () => {
    const text = await willText(bareTrustForMinor());
    expect(text).toContain(VESTED);
    expect(text).toContain('will keep any income they do not use for that person absolutely');
    expect(text).not.toContain('only if they reach');
    expect(text).not.toContain('section 31 of the Trustee Act 1925');
    expect(text).toContain('I appoint Joanna Porter');
    expect(draftWill(bareTrustForMinor(), CHILDREN_TODAY).warnings.filter((w) => w.blocking)).toEqual([]);
  });
});
