// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stepFiles } from '../../web/wizard/step-files';
import { StepFileIndex } from './step-file-index';

afterEach(cleanup);

describe('the step-file index', () => {
  it('lists every step file with its route, flow, what it writes, the clauses that feeds and its stories', () => {
    render(<StepFileIndex />);
    const table = screen.getByRole('table', { name: /^Step files/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Object.keys(stepFiles).length);
    const row = (id: string) => rows.find((r) => within(r).getByRole('rowheader').textContent?.startsWith(id))!;
    const split = within(row('estate-split'));
    expect(split.getByText('/will/estate/split')).toBeInTheDocument();
    expect(split.getByText('Step 5: Estate')).toBeInTheDocument();
    expect(row('estate-split')).toHaveTextContent(/Residuary Estate/i);
    expect(split.getByRole('link', { name: 'Filled' })).toHaveAttribute('href', './index.html?path=/story/steps-estate-split--filled');
    const funeral = within(row('funeral-wishes'));
    expect(funeral.getByText('/will/funeralWishes')).toBeInTheDocument();
    expect(row('funeral-wishes')).toHaveTextContent(/Funeral wishes/);
    expect(row('sign-in')).toHaveTextContent(/None/);
    expect(row('estate-add-charity')).toHaveTextContent(/\(pop-up\)/);
  });
});
