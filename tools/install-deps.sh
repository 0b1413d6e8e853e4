#!/usr/bin/env bash
# Installs the Debian packages skirmish needs to build and test, if any are
# missing. As root it runs apt-get itself, with sudo it uses sudo; otherwise it
# prints the exact apt-get line to run and stops.
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config clang-format
  libboost-dev libboost-graph-dev libnanoflann-dev libcereal-dev libspdlog-dev
  libcli11-dev libyaml-cpp-dev libgtest-dev libgmock-dev libbenchmark-dev
  parallel
)

missing=()
for p in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [[ "$status" == "install ok installed" ]] || missing+=("$p")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

line="apt-get install -y --no-install-recommends ${missing[*]}"
if [[ $(id -u) -eq 0 ]]; then
  run=()
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  run=(sudo)
else
  echo "skirmish needs these Debian packages: ${missing[*]}" >&2
  echo "Run as root:  apt-get update && $line" >&2
  exit 1
fi
echo "Installing: ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
"${run[@]}" apt-get update -qq
# shellcheck disable=SC2086
"${run[@]}" $line
