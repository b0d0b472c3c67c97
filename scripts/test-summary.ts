import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

// Prints the closing lines CI reads: the name of every test that failed (CI keeps only the tail of the output, so the
// failures are repeated here), then every test vitest ran in the given runs' JSON reports as "N passed, M failed".
// A run that left no report (it could not start) counts as one failure.
type Assertion = { status: string; fullName: string; failureMessages?: string[] };
type Report = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: { name: string; status: string; message?: string; assertionResults?: Assertion[] }[];
};
const files = process.argv.length > 2 ? process.argv.slice(2) : ['test-results/vitest.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
for (const file of files) {
  if (!existsSync(file)) {
    failed += 1;
    failures.push(`${file}: the run left no report`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  for (const result of report.testResults ?? []) {
    const where = relative(process.cwd(), result.name);
    const failing = (result.assertionResults ?? []).filter((assertion) => assertion.status === 'failed');
    for (const assertion of failing) {
      const reason = (assertion.failureMessages?.[0] ?? '').split('\n')[0]?.slice(0, 300);
      failures.push(`${where} › ${assertion.fullName}\n    ${reason}`);
    }
    // A file whose set-up failed has no failed test, only skipped ones: it counts as a failure of its own.
    if (failing.length === 0 && result.status === 'failed') {
      failed += 1;
      failures.push(`${where}: ${(result.message ?? '').split('\n')[0]?.slice(0, 300)}`);
    }
  }
}
if (failures.length > 0) console.log(`Failed (${files.join(', ')}):\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (failed > 0) process.exitCode = 1;
