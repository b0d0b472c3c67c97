// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SubmissionDetail } from '../../api/review-api';
import { ReviewDraft } from './review-record';

const draft = {
  title: 'Last Will and Testament of Jane Doe',
  language: 'en',
  pendingWelsh: [],
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

  it('shows a Welsh will as the user will receive it or in English, with the Welsh wording awaiting approval', () => {
    const clause = (heading: string, text: string) => ({ number: 1, kind: 'revocation', heading, paragraphs: [{ text }] });
    const welsh = {
      ...draft,
      language: 'cy',
      title: 'Ewyllys Olaf Jane Doe',
      clauses: [clause('Dirymu', "Yr wyf yn dirymu pob ewyllys a chodisil a wneuthum o'r blaen.")],
      pendingWelsh: [{ key: 'clauses.revocation.text', heading: 'Revocation', reason: 'unapproved' }],
    } as unknown as SubmissionDetail['draft'];
    const english = { ...draft, clauses: [clause('Revocation', 'I revoke all my earlier wills and codicils.')] } as unknown as SubmissionDetail['draft'];
    render(<ReviewDraft draft={welsh} english={english} />);
    expect(screen.getByRole('heading', { name: "Welsh wording awaiting the legal team's approval" }).parentElement!.textContent).toContain('Revocation (clauses.revocation.text)');
    expect(screen.getByRole('article').getAttribute('lang')).toBe('cy');
    expect(screen.getByRole('heading', { name: '1. Dirymu' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'In English' }));
    expect(screen.getByRole('heading', { name: '1. Revocation' })).toBeTruthy();
    expect(screen.getByText('I revoke all my earlier wills and codicils.')).toBeTruthy();
    expect(screen.getByRole('article').getAttribute('lang')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'In Welsh, as the user will receive it' }));
    expect(screen.getByRole('heading', { name: '1. Dirymu' })).toBeTruthy();
  });

  it('offers no language toggle for an English will', () => {
    render(<ReviewDraft draft={draft} english={null} />);
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
