import { useId } from 'react';
import { arc, pie } from 'd3-shape';
import { isHatched, sliceClass } from './chart-palette';

export type PieSlice = { key: string; label: string; percent: number; remainder?: boolean; over?: boolean };

const SIZE = 160;
const RADIUS = SIZE / 2;
const slicePath = arc<{ startAngle: number; endAngle: number }>().innerRadius(RADIUS * 0.5).outerRadius(RADIUS - 2);

/**
 * The estate split drawn as a ring: one slice per share, a slice for the unallocated remainder, and an error-coloured
 * 'over by' slice when the shares add up to more than 100 (so 105% never looks like a full, correct ring). Each share
 * keeps its place in the palette (web/widgets/chart-palette.ts) whether or not an earlier share is zero, and every
 * second share is hatched. The picture is decorative (aria-hidden): the table beside it gives the same shares as text.
 */
export function SplitPieChart({ slices }: { slices: PieSlice[] }) {
  const hatch = `${useId()}-hatch`;
  const drawn = slices.map((slice, index) => ({ slice, index })).filter(({ slice }) => slice.percent > 0);
  const arcs = pie<{ slice: PieSlice; index: number }>().sort(null).value(({ slice }) => slice.percent)(drawn);
  return (
    <svg className="split-chart" viewBox={`${-RADIUS} ${-RADIUS} ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={hatch} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="2" height="6" className="split-chart__hatch-line" />
        </pattern>
      </defs>
      <circle r={RADIUS - 2} className="split-chart__empty" />
      {arcs.map((a) => {
        const { slice, index } = a.data;
        const d = slicePath(a) ?? undefined;
        return (
          <g key={slice.key}>
            <path d={d} className={`split-chart__slice ${sliceClass(slice, index)}`} />
            {isHatched(slice, index) && <path d={d} className="split-chart__hatch" fill={`url(#${hatch})`} />}
          </g>
        );
      })}
    </svg>
  );
}
