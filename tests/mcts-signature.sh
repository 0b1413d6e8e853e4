#!/usr/bin/env bash
# The MCTS signature must be the same on 1 and 2 threads (and run to run).
set -euo pipefail
bin="$1"
one=$("$bin" --threads 1)
two=$("$bin" --threads 2)
again=$("$bin" --threads 1)
echo "1 thread:  $one"
echo "2 threads: $two"
if [[ "$one" != "$two" || "$one" != "$again" ]]; then
  echo "the MCTS signature drifted"
  exit 1
fi
