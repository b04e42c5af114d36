#!/usr/bin/env bash
# Installs Debian's Chromium for the browser journeys when it is missing.
# Never a downloaded browser: Playwright drives /usr/bin/chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium package for the browser tests..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get install -y --no-install-recommends chromium || { $SUDO apt-get update && $SUDO apt-get install -y --no-install-recommends chromium; }
