/**
 * `npm run bench`: runs every bench/*.ts except this file, one after another (never in parallel, so they do not
 * compete for CPU or disk), each in its own process. Exits non-zero if any benchmark failed; the rest still run.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const only = process.argv.slice(2);
const benches = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && name !== basename(fileURLToPath(import.meta.url)))
  .filter((name) => only.length === 0 || only.some((o) => name.includes(o)))
  .sort();

const failed: string[] = [];
for (const name of benches) {
  console.log(`\n== bench/${name}`);
  const run = spawnSync(process.execPath, [tsxCli, join(here, name)], { stdio: 'inherit' });
  if (run.status !== 0) failed.push(`${name} (${run.status ?? run.signal})`);
}
console.log(`\n${benches.length - failed.length} of ${benches.length} benchmarks ran cleanly${failed.length ? `; failed: ${failed.join(', ')}` : ''}`);
if (failed.length > 0) process.exitCode = 1;
