#!/usr/bin/env bash
# The one command that runs every test (README: npm test).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/vitest ]; then npm install; fi
node -e 'if (+process.versions.node.split(".")[0] < 24) { console.error("Node " + process.version + " is too old: run through npm so the project'"'"'s Node 24 is used"); process.exit(1); }'

echo "== Type check"
tsc -p tsconfig.json

if [ -n "${DATABASE_URL:-}" ]; then databases="PostgreSQL, and the database layer on PGlite too"; else databases="PGlite"; fi
echo "== Unit and integration tests (vitest on $databases)"
vitest run

echo "== Web build"
npm run --silent build --workspace @lms/host >/dev/null

echo "== Browser journeys (Playwright in Debian's Chromium, with axe)"
bash scripts/ensure-chromium.sh
playwright test -c tests/e2e/playwright.config.ts
