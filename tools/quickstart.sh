#!/usr/bin/env bash
# Quick start: installs what is missing, builds, then runs the main job on the
# shipped default scenario: checks it, draws the table to table.svg, and
# starts a game in which you command the Crown (red) against the computer
# (difficulty level 3 of 5, the utility planner with lapses; `--level N` to
# change it).
# Type `help` at the prompt; end of input saves the game to game.sav, and
# `build/tools/skirmish play scenarios/default.yaml --resume game.sav
# --red human --blue computer` carries on.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
tools/build.sh
build/tools/skirmish validate scenarios/default.yaml
build/tools/skirmish render scenarios/default.yaml -o table.svg
echo "Drawn the table to $(pwd)/table.svg"
build/tools/skirmish play scenarios/default.yaml --red human --blue computer --save game.sav
