/**
 * Keeping a delivered will current: which reminder emails are due for an account today. Pure: the daily job
 * (server/keeping-current/run-keep-current.ts) gathers the facts and sends what this answers, once each (a key names
 * each reminder; a sent key is never due again).
 *
 * - a yearly check-in on each anniversary of the first delivery ("Has anything changed?"), the latest year only;
 * - a child the will names guardians for turns 18 (the guardianship no longer applies);
 * - a residuary beneficiary who was under the trust age at the last delivery reaches it (they now take their share
 *   outright, and the will's trust wording may need a look);
 * - the update subscription renews within 30 days, with the price and how to cancel: service mail, sent whatever
 *   the check-in preference (a renewal must never surprise anyone).
 * The first three stop when the user turns check-ins off.
 */
import { ageOn } from '../../will/about-you/age';
import { addDays } from '../../account/retention';
import { daysInMonth, parseIsoDate } from '../../time/calendar-date';
import { DEFAULT_TRUST_AGE } from '../../will/estate/trust-age';
import type { Will } from '../../will/will';

export type ReminderKind = 'checkIn' | 'childAdult' | 'trustAge' | 'renewal';
export type Reminder = { key: string; kind: ReminderKind; service: boolean; uuid?: string; name?: string; years?: number; on?: string };

export type KeepCurrentFacts = {
  /** The day the first version was delivered, and the day of the latest (UK dates, YYYY-MM-DD). */
  firstDeliveredOn: string;
  lastDeliveredOn: string;
  checkInsOn: boolean;
  sent: ReadonlySet<string>;
  /** The will as last delivered. */
  will: Will;
  /** The update subscription, when there is one: when it renews, and whether it will. */
  renewal: { renewsOn: string; renews: boolean } | null;
};

/** Days before a renewal that its notice is sent. */
const RENEWAL_NOTICE_DAYS = 30;

const ADULT = 18;

/** The day someone born on `birthday` reaches `age` (29 February birthdays reach it on 1 March in other years). */
export function dayOfAge(birthday: string, age: number): string {
  const born = parseIsoDate(birthday);
  if (!born) return '9999-12-31';
  const year = born.year + age;
  const leapDayMissing = born.day > daysInMonth(year, born.month);
  const [month, day] = leapDayMissing ? [born.month + 1, 1] : [born.month, born.day];
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function checkIn(facts: KeepCurrentFacts, today: string): Reminder[] {
  const years = ageOn(facts.firstDeliveredOn, today);
  if (years === null || years < 1) return [];
  return [{ key: `checkIn:${years}`, kind: 'checkIn', service: false, years }];
}

/** Children with guardians named, under 18 at the last delivery and 18 by today. */
function childrenComeOfAge(facts: KeepCurrentFacts, today: string): Reminder[] {
  const { will } = facts;
  return Object.entries(will.children ?? {}).flatMap(([uuid, child]) => {
    if (!child || !(will.guardians?.[uuid]?.length)) return [];
    const on = dayOfAge(child.birthday, ADULT);
    return on > facts.lastDeliveredOn && on <= today ? [{ key: `childAdult:${uuid}`, kind: 'childAdult' as const, service: false, uuid, name: child.fullName, on }] : [];
  });
}

/** People sharing the residue who were under the trust age at the last delivery and have reached it by today. */
function beneficiariesReachTrustAge(facts: KeepCurrentFacts, today: string): Reminder[] {
  const { will } = facts;
  const age = typeof will.trustAge === 'number' ? will.trustAge : DEFAULT_TRUST_AGE;
  return (will.estate ?? []).flatMap((share) => {
    if (share.beneficiary.type !== 'person') return [];
    const uuid = share.beneficiary.uuid;
    const person = will.relations?.[uuid] ?? will.children?.[uuid];
    if (!person) return [];
    // A child with guardians who comes of age at 18 has the coming-of-age reminder already.
    if (age === ADULT && will.children?.[uuid] && will.guardians?.[uuid]?.length) return [];
    const on = dayOfAge(person.birthday, age);
    return on > facts.lastDeliveredOn && on <= today ? [{ key: `trustAge:${uuid}`, kind: 'trustAge' as const, service: false, uuid, name: person.fullName, years: age, on }] : [];
  });
}

function renewalNotice(facts: KeepCurrentFacts, today: string): Reminder[] {
  const renewal = facts.renewal;
  if (!renewal?.renews) return [];
  const due = addDays(renewal.renewsOn, -RENEWAL_NOTICE_DAYS) <= today && today < renewal.renewsOn;
  return due ? [{ key: `renewal:${renewal.renewsOn}`, kind: 'renewal', service: true, on: renewal.renewsOn }] : [];
}

/** Every reminder due today and not sent before; check-ins and the will's own events only while check-ins are on. */
export function dueReminders(facts: KeepCurrentFacts, today: string): Reminder[] {
  const optional = facts.checkInsOn ? [...checkIn(facts, today), ...childrenComeOfAge(facts, today), ...beneficiariesReachTrustAge(facts, today)] : [];
  return [...optional, ...renewalNotice(facts, today)].filter((reminder) => !facts.sent.has(reminder.key));
}
