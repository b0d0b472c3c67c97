import { describe, expect, it } from 'vitest';
import { danglingReferences, repeatedReferences } from '../dangling-references';
import { asksReplacementExecutors, setReplacementExecutors } from './executors';
import { ADULT_CHILD, completeWill, DOG, FRIEND, PARTNER, TODAY, YOUNG_CHILD } from '../fixtures/will-fixtures';
import { normaliseSave } from '../normalise-save';
import { removePerson } from '../operations/remove-person';
import { stepPredicates } from '../../steps/step-predicates';
import { stepSources } from '../../steps/step-sources';
import { stepViews } from '../../steps/step-views';
import type { Will } from '../will';

const MISSING = '99999999-9999-4999-8999-999999999999';
const oneExecutor = (): Will => ({ ...completeWill(), executors: [{ type: 'person', uuid: PARTNER }] });

describe('replacement executors in the stored will', () => {
  it('are asked for when fewer than two people are executors', () => {
    expect(asksReplacementExecutors(completeWill())).toBe(false);
    expect(asksReplacementExecutors(oneExecutor())).toBe(true);
    expect(asksReplacementExecutors({ ...completeWill(), executors: [{ type: 'guardian-angel', uuid: null }] })).toBe(true);
    expect(stepPredicates['executors.asksReplacements']!({ will: oneExecutor(), today: TODAY })).toBe(true);
  });

  it('are chosen from the adults who are not executors, and the view keeps only people who are not executors', () => {
    expect(stepSources['people.replacementCandidates']!(oneExecutor(), { today: TODAY }).map((p) => p.uuid)).toEqual([FRIEND, ADULT_CHILD]);
    const view = stepViews['executors.replacements']!;
    const written = view.write(oneExecutor(), [FRIEND, PARTNER, DOG, FRIEND, 3]);
    expect(written.replacementExecutors).toEqual([FRIEND]);
    expect(view.read(written)).toEqual([FRIEND]);
    expect(setReplacementExecutors(oneExecutor(), [ADULT_CHILD, FRIEND]).replacementExecutors).toEqual([ADULT_CHILD, FRIEND]);
  });

  it('are normalised on save: missing people, repeats and executors dropped, each reported first', () => {
    const will: Will = { ...oneExecutor(), replacementExecutors: [FRIEND, MISSING, FRIEND, PARTNER, YOUNG_CHILD] };
    expect(danglingReferences(will)).toContain('replacementExecutors.1');
    expect(repeatedReferences(will)).toEqual(expect.arrayContaining(['replacementExecutors.2', 'replacementExecutors.3']));
    expect(normaliseSave(will).replacementExecutors).toEqual([FRIEND, YOUNG_CHILD]);
  });

  it('lose a person deleted from the will (people.remove)', () => {
    const result = removePerson({ ...oneExecutor(), replacementExecutors: [FRIEND] }, { params: { uuid: FRIEND }, today: TODAY });
    expect(result.ok && result.will.replacementExecutors).toEqual([]);
  });
});
