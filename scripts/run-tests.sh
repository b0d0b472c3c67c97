#!/usr/bin/env bash
# Runs every vitest project on SQLite, then the HTTP server suite and the two-process test again on a throwaway
# PostgreSQL (scripts/with-postgres.sh, without flushing to disk: nothing of the run outlives it), and prints the
# closing line CI reads for both runs together.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf test-results
report() { echo "--reporter=default --reporter=json --outputFile.json=test-results/$1.json"; }
# shellcheck disable=SC2046
npx vitest run $(report sqlite)
sqlite=$?
echo "HTTP server suite on PostgreSQL:"
# shellcheck disable=SC2046
bash scripts/with-postgres.sh --no-fsync npx vitest run tests/server tests/e2e/two-processes.test.ts $(report postgres)
postgres=$?
npx tsx scripts/test-summary.ts test-results/sqlite.json test-results/postgres.json
[ "$sqlite" = 0 ] && [ "$postgres" = 0 ]
