import { existsSync, readFileSync } from 'node:fs';

// Prints the closing line CI reads: every test vitest ran in the given runs' JSON reports, as "N passed, M failed".
// A run that left no report (it could not start) counts as one failure.
type Report = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
const files = process.argv.length > 2 ? process.argv.slice(2) : ['test-results/vitest.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  if (!existsSync(file)) {
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0) process.exitCode = 1;
