#!/usr/bin/env bash
# Tools the tests call: Debian's Chromium for the end-to-end tests (Playwright's own browser download does not work
# here) and poppler's pdftotext, which the PDF tests read their documents with. Installed with apt-get when missing
# and we are root.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x /usr/bin/pdftotext ] || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != "0" ]; then
  echo "Missing test tools: install them with 'sudo apt-get install ${missing[*]}' and run the tests again." >&2
  exit 1
fi
echo "Installing ${missing[*]} for the tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
