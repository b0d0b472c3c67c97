/**
 * bench/pdf: time to draft a large will and render its PDF, the work behind GET /api/will/draft.pdf and its two companion documents.
 *
 * The will (engine/drafting/fixtures/large-will.ts) has a spouse, 4 children, 3 pets, 10 gifts, 8 residuary
 * beneficiaries with substitutes and 4 executors. After WARMUP untimed runs (module loading, font parsing, JIT), it
 * times RUNS runs of draftWill + renderDocuments (will, signing guide, letter of wishes) one after another and prints the median and p95 in ms, with the
 * drafting step alone for comparison. The target is the DESIGN budget, p95 at most 100 ms; the script exits non-zero
 * when it is missed.
 *
 * Run with `npx tsx bench/pdf.ts [runs]`.
 */
import { draftWill } from '../engine/drafting/draft-will';
import { largeWill, LARGE_WILL_TODAY } from '../engine/drafting/fixtures/large-will';
import { renderDocuments } from '../server/services/pdf/render-documents';

const RUNS = Number(process.argv[2] ?? 200);
const WARMUP = 10;
const TARGET_P95_MS = 100;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  const will = largeWill();
  for (let i = 0; i < WARMUP; i++) await renderDocuments(draftWill(will, LARGE_WILL_TODAY));
  const total: number[] = [];
  const drafting: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const draft = draftWill(will, LARGE_WILL_TODAY);
    const drafted = performance.now();
    const docs = await renderDocuments(draft);
    total.push(performance.now() - start);
    drafting.push(drafted - start);
    bytes = docs.will.length + docs.guide.length + (docs.letter?.length ?? 0);
  }
  total.sort((a, b) => a - b);
  drafting.sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(1);
  const p95 = percentile(total, 95);
  console.log(`bench/pdf: large will, ${RUNS} runs, ${Math.round(bytes / 1024)} KB PDF`);
  console.log(`  draft + PDF  median ${ms(percentile(total, 50))} ms  p95 ${ms(p95)} ms  (target p95 <= ${TARGET_P95_MS} ms)`);
  console.log(`  draft only   median ${ms(percentile(drafting, 50))} ms  p95 ${ms(percentile(drafting, 95))} ms`);
  if (p95 > TARGET_P95_MS) {
    console.error(`bench/pdf: p95 ${ms(p95)} ms is over the ${TARGET_P95_MS} ms target`);
    process.exitCode = 1;
  }
}

await main();
