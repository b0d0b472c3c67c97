import { arc, pie } from 'd3-shape';

export type PieSlice = { key: string; label: string; percent: number; remainder?: boolean; over?: boolean };

const SIZE = 160;
const RADIUS = SIZE / 2;
const slicePath = arc<{ startAngle: number; endAngle: number }>().innerRadius(RADIUS * 0.5).outerRadius(RADIUS - 2);

/**
 * The estate split drawn as a ring: one slice per share, a slice for the unallocated remainder, and an error-coloured
 * 'over by' slice when the shares add up to more than 100 (so 105% never looks like a full, correct ring). The
 * picture is decorative (aria-hidden): the table beside it gives the same shares as text.
 */
export function SplitPieChart({ slices }: { slices: PieSlice[] }) {
  const drawn = slices.filter((s) => s.percent > 0);
  const arcs = pie<PieSlice>().sort(null).value((s) => s.percent)(drawn);
  return (
    <svg className="split-chart" viewBox={`${-RADIUS} ${-RADIUS} ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden="true" focusable="false">
      <circle r={RADIUS - 2} className="split-chart__empty" />
      {arcs.map((a, i) => (
        <path key={a.data.key} d={slicePath(a) ?? undefined} className={a.data.over ? 'split-chart__over' : a.data.remainder ? 'split-chart__remainder' : `split-chart__slice split-chart__slice--${i % 6}`} />
      ))}
    </svg>
  );
}
