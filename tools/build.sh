#!/usr/bin/env bash
# Configures and builds skirmish in Release into build/ (warnings are errors).
set -euo pipefail
cd "$(dirname "$0")/.."
generator=()
command -v ninja >/dev/null && generator=(-G Ninja)
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DSKIRMISH_WERROR=ON >/dev/null
cmake --build build --parallel "$(nproc)"
