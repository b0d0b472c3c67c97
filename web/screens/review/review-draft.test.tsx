// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubmissionDetail } from '../../api/review-api';
import { ReviewDraft } from './review-record';

const draft = {
  title: 'Last Will and Testament of Jane Doe',
  clauses: [],
  warnings: [
    { code: 'residuaryNotAllocated', message: 'The estate shares add up to 90%, not 100%.', step: 'estate', blocking: true },
    { code: 'charityWithoutNumber', message: 'Dogs Trust has no registered charity number.', step: 'estate', blocking: false },
  ],
} as unknown as SubmissionDetail['draft'];

describe("the review console's drafted will", () => {
  it('lists a check that blocks delivery as failed, and an informational note apart from the failed checks', () => {
    render(<ReviewDraft draft={draft} />);
    const failed = screen.getByRole('heading', { name: 'Checks that failed' }).parentElement!;
    expect(within(failed).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['The estate shares add up to 90%, not 100%.']);
    const notes = screen.getByRole('heading', { name: /^Notes for the legal team/ }).parentElement!;
    expect(within(notes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Dogs Trust has no registered charity number.']);
  });

  it('has no failed checks heading when every check is informational', () => {
    render(<ReviewDraft draft={{ ...draft, warnings: draft.warnings.filter((w) => !w.blocking) }} />);
    expect(screen.queryByRole('heading', { name: 'Checks that failed' })).toBeNull();
  });
});
