import { describe, expect, it } from 'vitest';
import { addDays, retentionActions, type RetentionAccount } from './retention';

const policy = { unverifiedDays: 30, unpaidDraftDays: 365, noticeDays: 7 };
const account = (overrides: Partial<RetentionAccount> = {}): RetentionAccount => ({
  userId: '1',
  createdOn: '2026-01-01',
  emailVerified: false,
  paid: false,
  lastActiveOn: '2026-01-01',
  reminders: [],
  ...overrides,
});

describe('retention of unconfirmed accounts', () => {
  it('leaves a new account alone, reminds a week before day 30, and erases on day 30', () => {
    expect(retentionActions(account(), '2026-01-23', policy)).toEqual([]);
    expect(retentionActions(account(), '2026-01-24', policy)).toEqual([{ userId: '1', action: 'remind', reason: 'unverified', eraseOn: '2026-01-31' }]);
    const reminded = account({ reminders: [{ reason: 'unverified', sentOn: '2026-01-24', eraseOn: '2026-01-31' }] });
    expect(retentionActions(reminded, '2026-01-30', policy)).toEqual([]);
    expect(retentionActions(reminded, '2026-01-31', policy)).toEqual([{ userId: '1', action: 'erase', reason: 'unverified' }]);
  });

  it('never erases without a week’s notice, however late the job first runs', () => {
    expect(retentionActions(account(), '2026-03-01', policy)).toEqual([{ userId: '1', action: 'remind', reason: 'unverified', eraseOn: '2026-03-08' }]);
  });

  it('forgets the reminder once the address is confirmed, and never touches a paid account', () => {
    const reminded = { reminders: [{ reason: 'unverified' as const, sentOn: '2026-01-24', eraseOn: '2026-01-31' }] };
    expect(retentionActions(account({ ...reminded, emailVerified: true }), '2026-02-01', policy)).toEqual([{ userId: '1', action: 'forget', reason: 'unverified' }]);
    expect(retentionActions(account({ ...reminded, paid: true }), '2026-02-01', policy)).toEqual([{ userId: '1', action: 'forget', reason: 'unverified' }]);
    expect(retentionActions(account({ paid: true }), '2030-01-01', policy)).toEqual([]);
  });
});

describe('retention of unpaid drafts', () => {
  const verified = (overrides: Partial<RetentionAccount> = {}) => account({ emailVerified: true, lastActiveOn: '2026-02-01', ...overrides });

  it('reminds a week before the configured time without use, then erases', () => {
    expect(retentionActions(verified(), '2027-01-24', policy)).toEqual([]);
    expect(retentionActions(verified(), '2027-01-25', policy)).toEqual([{ userId: '1', action: 'remind', reason: 'unpaidDraft', eraseOn: '2027-02-01' }]);
    const reminded = verified({ reminders: [{ reason: 'unpaidDraft', sentOn: '2027-01-25', eraseOn: '2027-02-01' }] });
    expect(retentionActions(reminded, '2027-02-01', policy)).toEqual([{ userId: '1', action: 'erase', reason: 'unpaidDraft' }]);
  });

  it('follows the configured period', () => {
    expect(retentionActions(verified(), '2026-02-24', { ...policy, unpaidDraftDays: 30 })).toEqual([{ userId: '1', action: 'remind', reason: 'unpaidDraft', eraseOn: '2026-03-03' }]);
  });

  it('forgets the reminder when the user comes back, and starts the period again', () => {
    const back = verified({ lastActiveOn: '2027-01-28', reminders: [{ reason: 'unpaidDraft', sentOn: '2027-01-25', eraseOn: '2027-02-01' }] });
    expect(retentionActions(back, '2027-02-01', policy)).toEqual([{ userId: '1', action: 'forget', reason: 'unpaidDraft' }]);
    expect(retentionActions({ ...back, reminders: [] }, '2027-02-01', policy)).toEqual([]);
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('calendar days', () => {
  it('agree with the calendar over four centuries', () => {
    let date = '1900-01-01';
    for (let i = 0; i < 146_097; i += 37) {
      const next = addDays(date, 37);
      expect(addDays(next, -37)).toBe(date);
      date = next;
    }
    expect(addDays('1900-02-28', 1)).toBe('1900-03-01');
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29');
    expect(addDays('1970-01-01', 0)).toBe('1970-01-01');
  });
});
