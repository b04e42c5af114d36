#!/usr/bin/env bash
# The one command that runs every test (README: npm test).
# Ends with the time each phase took (also when one fails), so every change sees what it adds.
set -euo pipefail
cd "$(dirname "$0")/.."

# Install, or refresh a checkout whose lockfile moved on since its last install (a pull that added packages).
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then npm install; fi
node -e 'if (+process.versions.node.split(".")[0] < 24) { console.error("Node " + process.version + " is too old: run through npm so the project'"'"'s Node 24 is used"); process.exit(1); }'

phase_names=()
phase_seconds=()
phase=""
phase_started=0
run_started=$EPOCHREALTIME

# Closes the running phase with its duration; $1 says how it ended.
end_phase() {
  if [ -n "$phase" ]; then
    phase_names+=("$phase ($1)")
    phase_seconds+=("$(awk -v a="$phase_started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')")
    phase=""
  fi
}

# start_phase <name in the timing table> <heading>
start_phase() {
  end_phase passed
  phase=$1
  phase_started=$EPOCHREALTIME
  echo "== $2"
}

print_times() {
  local status=$?
  end_phase "$([ "$status" -eq 0 ] && echo passed || echo "failed, exit $status")"
  echo
  echo "== Time per phase"
  local i
  for i in "${!phase_names[@]}"; do
    printf '%8ss  %s\n' "${phase_seconds[$i]}" "${phase_names[$i]}"
  done
  printf '%8ss  total\n' "$(awk -v a="$run_started" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }')"
}
trap print_times EXIT

start_phase "type check" "Type check"
tsc -p tsconfig.json

start_phase "layer boundaries" "Layer boundaries (docs/architecture.md: dependency-cruiser on source and tests)"
tsx tests/boundaries/main.ts

if [ -n "${DATABASE_URL:-}" ]; then databases="PostgreSQL, and the database layer on PGlite too"; else databases="PGlite"; fi
start_phase "vitest" "Unit and integration tests (vitest on $databases)"
# The JSON report's per-file times give the slowest files below, also when a test fails (scratch/ is ignored by git).
vitest_status=0
rm -f scratch/vitest-report.json
vitest run --reporter=default --reporter=json --outputFile.json=scratch/vitest-report.json || vitest_status=$?
if [ -f scratch/vitest-report.json ]; then node tests/timing/slowestTestFiles.ts scratch/vitest-report.json 15; fi
if [ "$vitest_status" -ne 0 ]; then exit "$vitest_status"; fi

start_phase "web build" "Web build"
# Only the entry chunk's size (host/web/entryChunkSize.ts) is worth a line here: what every visitor downloads first.
npm run --silent build --workspace @lms/host | grep '^Entry chunk'

start_phase "journeys" "Browser journeys (Playwright in Debian's Chromium, with axe)"
bash scripts/ensure-chromium.sh
E2E_RUN=$(node -e 'console.log(require("node:crypto").randomBytes(4).toString("hex"))')
export E2E_RUN
journeys_status=0
rm -f scratch/journey-report.json
mkdir -p scratch
E2E_JSON_REPORT="$PWD/scratch/journey-report.json" playwright test -c tests/e2e/playwright.config.ts || journeys_status=$?
tsx tests/e2e/support/dropJourneyDatabases.ts
if [ -f scratch/journey-report.json ]; then node tests/timing/slowestJourneys.ts scratch/journey-report.json 10; fi
exit "$journeys_status"
