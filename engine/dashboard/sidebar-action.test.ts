import { describe, expect, it } from 'vitest';
import { TODAY, completeWill } from '../will/fixtures/will-fixtures';
import { sidebarAction, sidebarPanel, summaryLine } from './sidebar-action';
import { sidebarState } from './dashboard-state';
import { emptyWill } from '../will/will';

const free = { subscriptionActive: true };
const paying = { subscriptionActive: false };

describe('sidebarAction (the one thing each SPEC 4.1 state asks of the user)', () => {
  it('started: begin with About You', () => {
    expect(sidebarAction('started', emptyWill(), TODAY, paying)).toEqual({ kind: 'link', route: '/will/yourself' });
  });
  it('in_progress: the first step in order not yet passed whose prerequisites are', () => {
    const will = { ...completeWill(), passedSteps: [1, 2] };
    expect(sidebarState(will, {}, TODAY)).toBe('in_progress');
    expect(sidebarAction('in_progress', will, TODAY, paying)).toEqual({ kind: 'link', route: '/will/guardians' });
    const noDependants = { ...will, children: {}, pets: {}, guardians: {} };
    expect(sidebarAction('in_progress', noDependants, TODAY, paying)).toEqual({ kind: 'link', route: '/will/financial' });
  });
  it('ready_to_submit: Submit and pay goes to checkout', () => {
    expect(sidebarAction('ready_to_submit', completeWill(), TODAY, paying)).toEqual({ kind: 'link', route: '/will/checkout' });
  });
  it('needs_attention: Fix opens the first passed step that is no longer complete', () => {
    const will = { ...completeWill(), executors: [] };
    expect(sidebarAction('needs_attention', will, TODAY, paying)).toEqual({ kind: 'link', route: '/will/executors' });
    const estateToo = { ...will, estate: completeWill().estate!.slice(1) };
    expect(sidebarAction('needs_attention', estateToo, TODAY, paying)).toEqual({ kind: 'link', route: '/will/estate' });
  });
  it('needs_attention in a paid will: Fix opens a needed step that is no longer passed', () => {
    const will = { ...completeWill(), executors: [], passedSteps: (completeWill().passedSteps ?? []).filter((step) => step !== 6) };
    expect(sidebarAction('needs_attention', will, TODAY, { ...paying, submitted: true })).toEqual({ kind: 'link', route: '/will/executors' });
  });
  it('reviewed_needs_attention: Resubmit, free only with an active subscription', () => {
    expect(sidebarAction('reviewed_needs_attention', completeWill(), TODAY, free)).toEqual({ kind: 'resubmit', free: true });
    expect(sidebarAction('reviewed_needs_attention', completeWill(), TODAY, paying)).toEqual({ kind: 'resubmit', free: false });
  });
  it('Submit and pay and Resubmit are blocked, naming the step, while the will may not be submitted', () => {
    const gifts = [{ type: 'oneoff' as const, itemDesc: 'My watch', beneficiaries: ['99999999-9999-4999-8999-999999999999'] as [string] }];
    const giftLeftOut = { ...completeWill(), gifts };
    expect(sidebarState(giftLeftOut, {}, TODAY)).toBe('ready_to_submit');
    const blocked = {
      kind: 'blocked',
      next: { id: 'gifts', title: 'Gifts', route: '/will/gifts', reason: 'check', message: 'Fix Gifts first. A gift (My watch) has no beneficiary, so it is not in your will.' },
    };
    expect(sidebarAction('ready_to_submit', giftLeftOut, TODAY, paying)).toEqual(blocked);
    expect(sidebarAction('reviewed_needs_attention', giftLeftOut, TODAY, free)).toEqual(blocked);
    expect(sidebarAction('reviewed_needs_attention', giftLeftOut, TODAY, paying)).toEqual(blocked);
    expect(sidebarAction('in_review', giftLeftOut, TODAY, { ...paying, refunded: true })).toEqual(blocked);
    expect(sidebarAction('in_review', giftLeftOut, TODAY, paying)).toEqual({ kind: 'none' });
  });
  it('delivered: download the will; in_review: nothing to do', () => {
    expect(sidebarAction('delivered', completeWill(), TODAY, paying)).toEqual({ kind: 'download', route: '/api/will/document.pdf' });
    expect(sidebarAction('in_review', completeWill(), TODAY, paying)).toEqual({ kind: 'none' });
  });
  it('in_review after a refund: checkout, to pay again, with the refunded panel', () => {
    expect(sidebarAction('in_review', completeWill(), TODAY, { ...paying, refunded: true })).toEqual({ kind: 'link', route: '/will/checkout' });
    expect(sidebarPanel('in_review', true)).toBe('refunded');
    expect(sidebarPanel('in_review', false)).toBe('in_review');
    // The summary line over the panel says the same, not that the legal team is checking the will.
    expect(summaryLine('in_review', true)).toBe('refunded');
    expect(summaryLine('in_review', false)).toBe('in_review');
    expect(summaryLine('delivered', true)).toBe('delivered');
    expect(sidebarPanel('delivered', true)).toBe('delivered');
  });
  it('delivered, then changed: the mismatch panel and Resubmit, free only with an active subscription', () => {
    expect(sidebarAction('delivered', completeWill(), TODAY, { ...free, deliveredChanged: true })).toEqual({ kind: 'resubmit', free: true });
    expect(sidebarAction('delivered', completeWill(), TODAY, { ...paying, deliveredChanged: true })).toEqual({ kind: 'resubmit', free: false });
    expect(sidebarPanel('delivered', false, true)).toBe('delivered_changed');
    expect(sidebarPanel('delivered', false, false)).toBe('delivered');
  });
});
