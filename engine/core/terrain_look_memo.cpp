#include "engine/core/terrain_look_memo.h"

#include <array>
#include <vector>

namespace skirmish {

namespace terrain_looks {

namespace {

// Pairs of entries in a thread's table (a power of two): 4,096 pairs of
// 120-byte entries, about 1 MB. On the planner bench's activations they
// keep 46% of the looks asked (one entry a key: 41%; 65,536 entries,
// 8 MB: 62%, but no faster for the cache misses).
constexpr std::size_t kPairs = 4096;

// An empty entry's key is all zero, and a key's first word (the sight's
// serial) never is, so no look finds one.
struct Entry {
  Key key;
  TerrainLook look;
};

// Two keys share a pair: the newer kept first, the older second, so a look
// asked again soon after another with the same place in the table is
// still found.
struct Pair {
  std::array<Entry, 2> entry;
};

// Each entry's hash is kept apart too, two to a pair side by side (64 KB in
// all): a look not remembered, half of those asked, is told so from them
// without reading the entries (read, they were a twentieth of the
// planner's time in cache misses).
struct Table {
  int open = 0;  // scopes open on the thread
  std::vector<std::array<uint64_t, 2>> hashes;
  std::vector<Pair> pairs;
};

thread_local Table table;

constexpr std::size_t kCacheLine = 64;

std::size_t pair_of(const Key& key) {
  return static_cast<std::size_t>(key.hash) & (kPairs - 1);
}

}  // namespace

bool remembering() {
  return table.open > 0;
}

const TerrainLook* find(const Key& key) {
  const std::size_t i = pair_of(key);
  const std::array<uint64_t, 2>& h = table.hashes[i];
  if (h[0] == key.hash && table.pairs[i].entry[0].key == key) return &table.pairs[i].entry[0].look;
  if (h[1] == key.hash && table.pairs[i].entry[1].key == key) return &table.pairs[i].entry[1].look;
  // Not remembered: the look goes over the terrain (hundreds of
  // instructions) and then keeps what it found in this pair. The pair's
  // lines are fetched meanwhile, not when keep writes them (the write
  // waited on the fetch: a twentieth of the planner's time sat in keep).
  const char* lines = reinterpret_cast<const char*>(&table.pairs[i]);
  for (std::size_t at = 0; at < sizeof(Pair); at += kCacheLine) __builtin_prefetch(lines + at, 1);
  return nullptr;
}

void keep(const Key& key, const TerrainLook& look) {
  const std::size_t i = pair_of(key);
  std::array<uint64_t, 2>& h = table.hashes[i];
  Pair& p = table.pairs[i];
  h[1] = h[0];
  p.entry[1] = p.entry[0];
  h[0] = key.hash;
  p.entry[0] = Entry{key, look};
}

}  // namespace terrain_looks

RememberTerrainLooks::RememberTerrainLooks() {
  terrain_looks::Table& t = terrain_looks::table;
  if (t.pairs.empty()) {
    t.hashes.resize(terrain_looks::kPairs);
    t.pairs.resize(terrain_looks::kPairs);
  }
  ++t.open;
}

RememberTerrainLooks::~RememberTerrainLooks() {
  --terrain_looks::table.open;
}

}  // namespace skirmish
