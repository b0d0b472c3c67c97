#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright's own browser download does not work here); the PDF
# tests read drafts with poppler's pdftotext.
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && [ -x /usr/bin/pdftotext ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: install it with 'sudo apt-get install chromium' and run the tests again." >&2
  exit 1
fi
echo "Installing Debian's chromium for the end-to-end tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium poppler-utils >/dev/null
