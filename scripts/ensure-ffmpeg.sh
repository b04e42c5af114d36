#!/usr/bin/env bash
# Installs Debian's ffmpeg (ffmpeg and ffprobe) for video conversion when it is missing.
# `npm start` calls it with --optional: when the install fails the server still starts,
# without conversion (it says so once at start-up). `npm test` needs it: the conversion tests run ffmpeg.
set -euo pipefail
optional=false
if [ "${1:-}" = "--optional" ]; then optional=true; fi
if command -v ffmpeg > /dev/null && command -v ffprobe > /dev/null; then exit 0; fi
echo "Installing Debian's ffmpeg package for video conversion..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
install() {
  $SUDO apt-get install -y --no-install-recommends ffmpeg || { $SUDO apt-get update && $SUDO apt-get install -y --no-install-recommends ffmpeg; }
}
if ! install; then
  if [ "$optional" = true ]; then
    echo "Could not install ffmpeg: uploaded videos stay as uploaded, unconverted (docs/operations.md, Video conversion)." >&2
    exit 0
  fi
  exit 1
fi
