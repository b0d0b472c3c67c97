import { describe, expect, it } from 'vitest';
import type { Executor, Will } from '../will/will';
import { draftWill } from './draft-will';
import { clauseLines, draftText } from './draft-text';
import { ANN, BEN, castWill, PARTNER, SAM, TODAY, TOM } from './fixtures/clause-wills';
import { fixtureUuid } from './fixtures/large-will';
import type { TrusteeService } from './trustee-service';

const person = (uuid: string): Executor => ({ type: 'person', uuid });
const COMPANY: Executor = { type: 'guardian-angel', uuid: null };
const NOT_CORPORATION: TrusteeService = { name: 'Acme Executors Limited', trustCorporation: false, companyNumber: '01234567' };
const CORPORATION: TrusteeService = { name: 'Acme Trust Corporation Limited', trustCorporation: true, companyNumber: 'SC123456' };

const body = (will: Will, trustee?: TrusteeService) =>
  clauseLines(draftWill(will, TODAY, trustee ? { trustee } : {}).clauses.find((c) => c.kind === 'executors')!)
    .slice(1)
    .map((line) => line.replace(/^\d+\.\d+ /, ''));

describe('replacement executors', () => {
  it('one executor and one replacement: "If … dies before me or cannot or will not act, I appoint …"', () => {
    expect(body(castWill({ executors: [person(SAM)], replacementExecutors: [ANN] }))).toEqual([
      'I appoint Sam Jones of 2 Low Road, York, YO1 1AA to be my executor and trustee.',
      'If Sam Jones dies before me or cannot or will not act, I appoint Ann Lee of 3 Hill Top, Bath, BA1 1AA to be my executor and trustee in their place.',
      'In this will, “my Executors” means whoever is acting as my executor and trustee at the time, whether appointed above or in substitution.',
    ]);
  });

  it('several replacements act one at a time in order; with several executors any of them is replaced', () => {
    expect(body(castWill({ executors: [person(SAM)], replacementExecutors: [ANN, BEN] })).slice(1, 4)).toEqual([
      'If Sam Jones dies before me or cannot or will not act, I appoint the following, one at a time in the order shown, to act in their place:',
      '  (a) Ann Lee of 3 Hill Top, Bath, BA1 1AA',
      '  (b) my child Ben Smith of 9 Other Street, Hull, HU1 1AA',
    ]);
    expect(body(castWill({ executors: [person(SAM), person(TOM)], replacementExecutors: [ANN] }))[3]).toBe(
      'If any of the people named above dies before me or cannot or will not act, I appoint Ann Lee of 3 Hill Top, Bath, BA1 1AA to be my executor and trustee in their place.',
    );
  });

  it('drops a replacement who is already an executor or no longer in the will', () => {
    const lines = body(castWill({ executors: [person(SAM)], replacementExecutors: [SAM, fixtureUuid(999)] }));
    expect(lines.join('\n')).not.toContain('in their place');
  });

  it('a company that is not a trust corporation, named alone: the replacement individual is appointed beside it, with its number and charging clause', () => {
    const lines = body(castWill({ executors: [COMPANY], replacementExecutors: [ANN] }), NOT_CORPORATION);
    expect(lines).toEqual([
      'I appoint Acme Executors Limited (company number 01234567) to be my executor and trustee.',
      'Acme Executors Limited is not a trust corporation and may not act alone, so I also appoint Ann Lee of 3 Hill Top, Bath, BA1 1AA to be my executor and trustee with it.',
      'In this will, “my Executors” means whoever is acting as my executor and trustee at the time, whether appointed above or in substitution.',
      'Acme Executors Limited may charge fees for the work it does as my executor and trustee, including work that an executor who is not a professional could have done personally, in accordance with its published terms and conditions in force when the work is done.',
      'If, by the time of my death, Acme Executors Limited has changed its name, merged with another company or transferred its business, this appointment is of the company that then carries on its business.',
    ]);
    expect(lines.join('\n')).not.toMatch(/nominee|may act alone/);
  });

  it('a company that is not one, beside a family executor: never alone, and a replacement steps in for the individual', () => {
    const lines = body(castWill({ executors: [person(SAM), COMPANY], replacementExecutors: [ANN] }), NOT_CORPORATION);
    expect(lines).toContain('If Sam Jones dies before me or cannot or will not act, I appoint Ann Lee of 3 Hill Top, Bath, BA1 1AA to be my executor and trustee in their place.');
    expect(lines).toContain('Acme Executors Limited is not a trust corporation. It may act only together with at least one of my other Executors who is an individual, and never alone.');
    expect(lines.join('\n')).not.toMatch(/nominee|may act alone/);
  });

  it('a trust corporation says so, with its number, and may act alone; a replacement takes its place if it does not act', () => {
    const lines = body(castWill({ executors: [COMPANY], replacementExecutors: [ANN] }), CORPORATION);
    expect(lines).toEqual([
      'I appoint Acme Trust Corporation Limited (company number SC123456, a trust corporation) to be my executor and trustee.',
      'If Acme Trust Corporation Limited cannot or will not act, I appoint Ann Lee of 3 Hill Top, Bath, BA1 1AA to be my executor and trustee in its place.',
      'In this will, “my Executors” means whoever is acting as my executor and trustee at the time, whether appointed above or in substitution.',
      'Acme Trust Corporation Limited is a trust corporation and may act alone or together with any of my other Executors.',
      expect.stringContaining('Acme Trust Corporation Limited may charge fees'),
      expect.stringContaining('this appointment is of the company that then carries on its business'),
    ]);
    expect(lines.join('\n')).not.toContain('not a trust corporation');
  });

  it('defines “my Executors” before the will first uses the words', () => {
    const will = castWill({
      maritalStatus: { id: 3, comc: null },
      partner: PARTNER,
      executors: [person(PARTNER), person(SAM), COMPANY],
      replacementExecutors: [ANN],
      estate: [{ amount: 100, beneficiary: { type: 'person', uuid: PARTNER }, substituteType: 'my_children', substitutes: [] }],
      pets: { [fixtureUuid(120)]: { name: 'Rex', type: 'dog', hasPetCarePlan: false } },
      funeralWishes: { funeralType: 'cremated', finalRestingPlace: null, additionalWishes: [] },
    });
    const text = draftText(draftWill(will, TODAY));
    const definition = text.indexOf('“my Executors” means');
    expect(definition).toBeGreaterThan(0);
    expect(text.search(/my (other )?Executors/)).toBeGreaterThan(definition);
  });
});
