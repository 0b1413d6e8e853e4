#!/usr/bin/env bash
# Quick start: installs what is missing, builds, then runs the main job on the
# shipped default scenario: validates it and renders the table to table.svg.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
tools/build.sh
build/tools/skirmish validate scenarios/default.yaml
build/tools/skirmish render scenarios/default.yaml -o table.svg
echo "Drawn the table to $(pwd)/table.svg"
