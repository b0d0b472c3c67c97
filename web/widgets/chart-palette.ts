/**
 * The estate split chart's colours: `--colour-chart-1` to `--colour-chart-12` in web/styles/tokens.css (Okabe-Ito's
 * eight, then four of Paul Tol's), taken in this fixed order, share by share, so a share keeps its colour on the
 * chart and in the table beside it. Every second share is also hatched, so two neighbouring shares differ in pattern
 * as well as colour for people who cannot tell the two colours apart.
 */
export const CHART_COLOURS = 12;

export type ChartSlice = { remainder?: boolean; over?: boolean };

/** The class giving the `index`th share (counted over all shares, drawn or not) its colour and, every second one, its hatching. */
export function sliceClass(slice: ChartSlice, index: number): string {
  if (slice.over) return 'split-chart__over';
  if (slice.remainder) return 'split-chart__remainder';
  return `split-chart__slice--${(index % CHART_COLOURS) + 1}`;
}

/** Whether the `index`th share is hatched (every second one, so neighbours always differ). */
export function isHatched(slice: ChartSlice, index: number): boolean {
  return !slice.over && !slice.remainder && index % 2 === 1;
}
