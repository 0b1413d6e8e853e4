#!/usr/bin/env bash
# Fails, naming the files, if any C++ source differs from .clang-format.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.h' 2>/dev/null || find engine ai tools tests -name '*.cpp' -o -name '*.h')
bad=()
for f in "${files[@]}"; do
  [[ -f "$f" ]] || continue
  clang-format --dry-run --Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [[ ${#bad[@]} -gt 0 ]]; then
  echo "Not formatted (run clang-format -i on them): ${bad[*]}"
  exit 1
fi
echo "All ${#files[@]} C++ files formatted."
