#!/usr/bin/env bash
# A playtest run as 4 shards through GNU parallel, merged, gives exactly what
# one unsharded run gives: the same results file, byte for byte, and the same
# statistics (docs/playtest.md, "Scale-out").
set -euo pipefail
skirmish=$(realpath "$1")
scenario=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

run=(playtest "$scenario" --games 24 --red greedy --blue random --mirror --seed 7 --no-progress)
parallel --will-cite --halt now,fail=1 -j2 \
  "$skirmish" "${run[@]}" --shard {}/4 --out shard{}.jsonl '>' shard{}.txt ::: 1 2 3 4
"$skirmish" playtest-merge shard1.jsonl shard2.jsonl shard3.jsonl shard4.jsonl \
  --out merged.jsonl > merged.txt
"$skirmish" "${run[@]}" --out whole.jsonl > whole.txt

cmp merged.jsonl whole.jsonl
[[ $(wc -l < merged.jsonl) -eq 24 ]]
# The statistics: everything from the summary's first line on.
diff <(sed -n '/: 24 games, /,$p' merged.txt) <(sed -n '/: 24 games, /,$p' whole.txt)
grep -q "Balance: " whole.txt
echo "4 shards through GNU parallel merge to the unsharded run"
