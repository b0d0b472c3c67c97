import { describe, expect, it } from 'vitest';
import type { Will } from '../../will/will';
import { dayOfAge, dueReminders, type KeepCurrentFacts } from './reminders';

const CHILD = 'c0000000-0000-4000-8000-000000000001';
const NIECE = 'a0000000-0000-4000-8000-000000000002';
const GUARDIAN = 'a0000000-0000-4000-8000-000000000003';

const will = (trustAge?: 18 | 21 | 25): Will =>
  ({
    children: { [CHILD]: { fullName: 'Ava Whitfield', birthday: '2009-03-10' } },
    relations: { [NIECE]: { fullName: 'Nia Hollis', birthday: '2006-06-01' }, [GUARDIAN]: { fullName: 'Cath Hollis', birthday: '1980-01-01' } },
    guardians: { [CHILD]: [GUARDIAN] },
    estate: [
      { amount: 50, beneficiary: { type: 'person', uuid: CHILD } },
      { amount: 50, beneficiary: { type: 'person', uuid: NIECE } },
    ],
    ...(trustAge ? { trustAge } : {}),
  }) as unknown as Will;

const facts = (overrides: Partial<KeepCurrentFacts> = {}): KeepCurrentFacts => ({
  firstDeliveredOn: '2026-05-20',
  lastDeliveredOn: '2026-05-20',
  checkInsOn: true,
  sent: new Set(),
  will: will(21),
  renewal: { renewsOn: '2027-05-20', renews: true },
  ...overrides,
});

const keys = (f: KeepCurrentFacts, today: string) => dueReminders(f, today).map((r) => r.key);

describe('the reminders of a delivered will', () => {
  it('checks in once a year on the anniversary of the first delivery, the latest year only', () => {
    expect(keys(facts(), '2027-05-19')).not.toContain('checkIn:1');
    expect(keys(facts(), '2027-05-20')).toContain('checkIn:1');
    expect(keys(facts(), '2029-06-01').filter((k) => k.startsWith('checkIn'))).toEqual(['checkIn:3']);
    expect(keys(facts({ sent: new Set(['checkIn:1']) }), '2027-06-01')).not.toContain('checkIn:1');
  });

  it('tells when a child the will names guardians for turns 18, once, and not for a birthday before the delivery', () => {
    expect(dueReminders(facts(), '2027-03-10')).toContainEqual(expect.objectContaining({ key: `childAdult:${CHILD}`, name: 'Ava Whitfield', on: '2027-03-10' }));
    expect(keys(facts(), '2027-03-09')).not.toContain(`childAdult:${CHILD}`);
    expect(keys(facts({ lastDeliveredOn: '2027-04-01' }), '2027-04-02')).not.toContain(`childAdult:${CHILD}`);
  });

  it('tells when a residuary beneficiary reaches the trust age, at the will\'s age', () => {
    expect(keys(facts(), '2027-06-01')).toContain(`trustAge:${NIECE}`);
    expect(keys(facts({ will: will(25) }), '2027-06-01')).not.toContain(`trustAge:${NIECE}`);
    expect(keys(facts({ will: will(25) }), '2031-06-01')).toContain(`trustAge:${NIECE}`);
    // At 18, a child with guardians has the coming-of-age reminder instead.
    expect(keys(facts({ will: will() }), '2027-03-10')).toEqual(expect.not.arrayContaining([`trustAge:${CHILD}`]));
  });

  it('gives notice of the renewal 30 days ahead even with check-ins off, and none for a cancelled one', () => {
    expect(keys(facts(), '2027-04-19')).not.toContain('renewal:2027-05-20');
    expect(dueReminders(facts({ checkInsOn: false }), '2027-04-20')).toEqual([{ key: 'renewal:2027-05-20', kind: 'renewal', service: true, on: '2027-05-20' }]);
    expect(keys(facts({ renewal: { renewsOn: '2027-05-20', renews: false } }), '2027-04-25').filter((k) => k.startsWith('renewal'))).toEqual([]);
  });

  it('sends nothing optional once check-ins are off', () => {
    expect(dueReminders(facts({ checkInsOn: false, renewal: null }), '2031-06-01')).toEqual([]);
  });

  it('reaches an age on the day, with a leap-day birthday on 1 March', () => {
    expect(dayOfAge('2008-02-29', 18)).toBe('2026-03-01');
    expect(dayOfAge('2009-03-10', 18)).toBe('2027-03-10');
  });
});
