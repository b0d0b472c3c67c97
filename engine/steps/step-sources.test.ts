import { describe, expect, it } from 'vitest';
import { ADULT_CHILD, DOG, FRIEND, PARTNER, TODAY, YOUNG_CHILD, completeWill } from '../will/fixtures/will-fixtures';
import { stepSources } from './step-sources';
import { emptyWill, type Will } from '../will/will';

const TEEN = '88888888-8888-4888-8888-888888888888';
const withTeen = (birthday: string): Will => ({
  ...completeWill(),
  children: { ...completeWill().children, [TEEN]: { fullName: 'Cat Smith', birthday, address: '1 High Street' } },
});

describe('people.familyMembers (SPEC 2.7)', () => {
  it('lists the partner first (tagged), then other relations, then children, then pets, labelled by name', () => {
    // The partner is put last in the map so the order comes from the rule, not from insertion.
    const will = completeWill();
    const relations = { [FRIEND]: will.relations![FRIEND]!, [PARTNER]: will.relations![PARTNER]! };
    expect(stepSources['people.familyMembers']!({ ...will, relations }, { today: TODAY })).toEqual([
      { uuid: PARTNER, kind: 'relation', label: 'John Smith', tag: 'partner' },
      { uuid: FRIEND, kind: 'relation', label: 'Sam Jones' },
      { uuid: YOUNG_CHILD, kind: 'child', label: 'Amy Smith' },
      { uuid: ADULT_CHILD, kind: 'child', label: 'Ben Smith' },
      { uuid: DOG, kind: 'pet', label: 'Rex' },
    ]);
  });

  it('tags nobody when there is no partner, and is empty for a new will', () => {
    const items = stepSources['people.familyMembers']!({ ...completeWill(), partner: null }, { today: TODAY });
    expect(items.filter((i) => i.tag)).toEqual([]);
    expect(stepSources['people.familyMembers']!(emptyWill(), { today: TODAY })).toEqual([]);
  });
});

describe('people.eligibleAdults (SPEC 4.2, 9: 18 and over on today)', () => {
  const uuids = (will: Will, today: string) => stepSources['people.eligibleAdults']!(will, { today }).map((i) => i.uuid);

  it('lists adult relations and adult children, never young children, pets or charities', () => {
    expect(stepSources['people.eligibleAdults']!(completeWill(), { today: TODAY })).toEqual([
      { uuid: PARTNER, kind: 'relation', label: 'John Smith' },
      { uuid: FRIEND, kind: 'relation', label: 'Sam Jones' },
      { uuid: ADULT_CHILD, kind: 'child', label: 'Ben Smith' },
    ]);
  });

  it('a child counts from their 18th birthday on the given today', () => {
    expect(uuids(withTeen('2007-06-15'), '2025-06-14')).not.toContain(TEEN);
    expect(uuids(withTeen('2007-06-15'), '2025-06-15')).toContain(TEEN);
  });
});

describe('dependants.needingGuardian (SPEC 4.2)', () => {
  const uuids = (will: Will, today: string) => stepSources['dependants.needingGuardian']!(will, { today }).map((i) => i.uuid);

  it('lists children under 18 then pets, labelled by name', () => {
    expect(stepSources['dependants.needingGuardian']!(completeWill(), { today: TODAY })).toEqual([
      { uuid: YOUNG_CHILD, kind: 'child', label: 'Amy Smith' },
      { uuid: DOG, kind: 'pet', label: 'Rex' },
    ]);
  });

  it('a child stops needing a guardian on their 18th birthday', () => {
    expect(uuids(withTeen('2007-06-15'), '2025-06-14')).toContain(TEEN);
    expect(uuids(withTeen('2007-06-15'), '2025-06-15')).not.toContain(TEEN);
  });
});
