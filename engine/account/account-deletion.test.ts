import { describe, expect, it } from 'vitest';
import { accountDeletionRefusal } from './account-deletion';

describe('account deletion', () => {
  it('is refused only while a paid will is with the legal team', () => {
    expect(accountDeletionRefusal({ paid: true, submission: 'NEW' })).toBe('willInReview');
    expect(accountDeletionRefusal({ paid: true, submission: 'NEEDS_USER_ATTENTION' })).toBe('willInReview');
    expect(accountDeletionRefusal({ paid: true, submission: 'DELIVERED' })).toBeNull();
    expect(accountDeletionRefusal({ paid: true, submission: 'CANCELLED' })).toBeNull();
    expect(accountDeletionRefusal({ paid: false, submission: 'NEW' })).toBeNull();
    expect(accountDeletionRefusal({ paid: true, submission: null })).toBeNull();
  });
});
