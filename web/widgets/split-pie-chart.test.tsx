// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { SplitPieChart, type PieSlice } from './split-pie-chart';
import { CHART_COLOURS } from './chart-palette';

const shares = (percents: number[]): PieSlice[] => percents.map((percent, i) => ({ key: `s${i}`, label: `Share ${i + 1}`, percent }));
const colourOf = (path: Element) => /split-chart__slice--(\d+)/.exec(path.getAttribute('class') ?? '')?.[1];

describe('the estate split pie chart', () => {
  it('gives twelve shares twelve different colours, in the palette’s fixed order, and hatches every second one', () => {
    const { container } = render(<SplitPieChart slices={shares(Array(12).fill(8))} />);
    const slices = [...container.querySelectorAll('.split-chart__slice')];
    expect(CHART_COLOURS).toBeGreaterThanOrEqual(10);
    expect(slices.map(colourOf)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const hatched = slices.map((slice) => slice.nextElementSibling?.classList.contains('split-chart__hatch') ?? false);
    expect(hatched).toEqual(Array.from({ length: 12 }, (_, i) => i % 2 === 1));
    expect(container.querySelector('pattern')?.id).toBe(container.querySelector('.split-chart__hatch')?.getAttribute('fill')?.slice(5, -1));
  });

  it('keeps a share’s colour when an earlier share is zero (as in the table beside it)', () => {
    const { container } = render(<SplitPieChart slices={shares([0, 50, 50])} />);
    expect([...container.querySelectorAll('.split-chart__slice')].map(colourOf)).toEqual(['2', '3']);
  });

  it('draws the remainder and an over-100 share in their own colours, never hatched', () => {
    const slices: PieSlice[] = [...shares([60]), { key: 'rest', label: 'Unallocated', percent: 40, remainder: true }];
    const { container, rerender } = render(<SplitPieChart slices={slices} />);
    expect(container.querySelector('.split-chart__remainder')).not.toBeNull();
    rerender(<SplitPieChart slices={[...shares([60, 45]), { key: 'over', label: 'Over by 5%', percent: 5, over: true }]} />);
    expect(container.querySelector('.split-chart__over')?.nextElementSibling).toBeNull();
  });
});
