#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: Debian's postgresql (installed with apt-get when missing and
# we are root), a cluster in a temporary folder on a free port, DATABASE_URL exported to the command. The cluster is
# stopped and removed afterwards, whatever the command's outcome; the command's exit status is this script's.
#   scripts/with-postgres.sh npx vitest run tests/server
#   scripts/with-postgres.sh --no-fsync npx vitest run tests/server
# The cluster writes durably (fsync and synchronous commit on, as a production server does), which the durable-save
# benchmarks measure. `--no-fsync` is for the test run: nothing it writes must outlive the run, so the cluster skips
# flushing to disk (fsync, synchronous_commit and full_page_writes off).
set -euo pipefail

DURABILITY="-c fsync=on"
if [ "${1:-}" = "--no-fsync" ]; then
  DURABILITY="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  shift
fi

bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ -z "$(bin_dir)" ]; then
  if [ "$(id -u)" != "0" ]; then
    echo "PostgreSQL is missing: install it with 'sudo apt-get install postgresql' and run this again." >&2
    exit 1
  fi
  echo "Installing Debian's postgresql for the PostgreSQL test run…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
BIN="$(bin_dir)"

# PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user.
as_owner() { if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

DIR="$(mktemp -d "${TMPDIR:-/tmp}/will-writer-pg.XXXXXX")"
[ "$(id -u)" = "0" ] && chown postgres "$DIR"
PORT="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"

cleanup() {
  as_owner "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

as_owner "$BIN/initdb" -D "$DIR/data" -U will_writer --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=200 $DURABILITY" start >/dev/null
as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U will_writer will_writer

export DATABASE_URL="postgres://will_writer@127.0.0.1:$PORT/will_writer"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on port $PORT (temporary cluster in $DIR)"
set +e
"$@"
status=$?
set -e
exit "$status"
