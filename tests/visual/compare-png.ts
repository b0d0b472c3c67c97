import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** How far a screenshot may stray from its baseline: anti-aliasing and sub-pixel text, not a moved or resized control. */
export const TOLERANCE = {
  /** pixelmatch's per-pixel colour threshold (0 to 1; its default is 0.1). */
  threshold: 0.1,
  /** The share of pixels that may differ. */
  maxDiffRatio: 0.001,
};

export type Comparison = { ok: true } | { ok: false; reason: string; diff?: Buffer };

/** Compares two PNGs: a different size fails at once (a taller page is drift); otherwise counts the differing pixels. */
export function comparePng(baseline: Buffer, actual: Buffer): Comparison {
  // Chromium encodes the same pixels to the same bytes: most screenshots need no decoding.
  if (baseline.equals(actual)) return { ok: true };
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  if (a.width !== b.width || a.height !== b.height) {
    return { ok: false, reason: `size ${b.width}×${b.height} px, baseline ${a.width}×${a.height} px` };
  }
  const diff = new PNG({ width: a.width, height: a.height });
  const count = pixelmatch(a.data, b.data, diff.data, a.width, a.height, { threshold: TOLERANCE.threshold });
  const ratio = count / (a.width * a.height);
  if (ratio <= TOLERANCE.maxDiffRatio) return { ok: true };
  return { ok: false, reason: `${count} pixels differ (${(ratio * 100).toFixed(2)}%, at most ${TOLERANCE.maxDiffRatio * 100}%)`, diff: PNG.sync.write(diff) };
}
