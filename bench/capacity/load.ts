/**
 * An open-loop load of several kinds of request, each at its own rate: arrivals are spaced evenly (with a little
 * jitter) whatever the answers take, as independent users arrive, and bounded: past `maxInFlight` requests waiting, an
 * arrival is shed and counted as an error, so an overloaded server shows as errors and latency, never as a bench
 * that runs forever. Latencies are kept per kind for percentiles.
 */
export type KindResult = { count: number; errors: number; statuses: Record<string, number>; latencies: number[] };
export type Kind = { name: string; perSecond: number; run: () => Promise<{ status: number } | null> };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function runLoad(kinds: Kind[], seconds: number, maxInFlight: number): Promise<Record<string, KindResult>> {
  const results: Record<string, KindResult> = Object.fromEntries(kinds.map((k) => [k.name, { count: 0, errors: 0, statuses: {}, latencies: [] }]));
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  const start = performance.now();
  const end = start + seconds * 1000;
  const next = kinds.map((k) => start + Math.random() * (1000 / k.perSecond));
  const fire = (kind: Kind) => {
    const result = results[kind.name]!;
    if (inFlight >= maxInFlight) {
      result.errors++;
      result.statuses.shed = (result.statuses.shed ?? 0) + 1;
      return;
    }
    inFlight++;
    const began = performance.now();
    const task = kind
      .run()
      .then(
        (answer) => {
          if (answer === null) return; // nothing to do (no paid will waiting for review yet)
          result.count++;
          result.latencies.push(performance.now() - began);
          result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
          if (answer.status >= 400) result.errors++;
        },
        (error: Error) => {
          result.count++;
          result.errors++;
          result.statuses[error.name] = (result.statuses[error.name] ?? 0) + 1;
        },
      )
      .finally(() => {
        inFlight--;
        pending.delete(task);
      });
    pending.add(task);
  };
  while (performance.now() < end) {
    const now = performance.now();
    kinds.forEach((kind, i) => {
      while (next[i]! <= now) {
        fire(kind);
        const interval = 1000 / kind.perSecond;
        next[i]! += interval * (0.5 + Math.random());
      }
    });
    await new Promise((done) => setTimeout(done, 2));
  }
  await Promise.all(pending);
  for (const result of Object.values(results)) result.latencies.sort((a, b) => a - b);
  return results;
}
