#include "engine/core/terrain_look_memo.h"

#include <array>
#include <bit>
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

struct Table {
  int open = 0;  // scopes open on the thread
  std::vector<Pair> pairs;
};

thread_local Table table;

Pair& pair_for(const Key& key) {
  uint64_t h = 0x9e3779b97f4a7c15ULL;
  for (uint64_t w : key.words) {
    h ^= w;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 32;
  }
  return table.pairs[static_cast<std::size_t>(h) & (kPairs - 1)];
}

}  // namespace

bool remembering() {
  return table.open > 0;
}

// Doubles by their bits: two keys match only for the very same inputs.
Key key_of(uint64_t sight, const Sighting& shooter, const Sighting& target, bool indexed) {
  Key k;
  k.words[0] = sight;
  k.words[1] = std::bit_cast<uint64_t>(shooter.base.centre.x);
  k.words[2] = std::bit_cast<uint64_t>(shooter.base.centre.y);
  k.words[3] = std::bit_cast<uint64_t>(target.base.centre.x);
  k.words[4] = std::bit_cast<uint64_t>(target.base.centre.y);
  k.words[5] = std::bit_cast<uint64_t>(target.base.radius);
  k.words[6] = static_cast<uint64_t>(shooter.posture) | uint64_t{shooter.mounted} << 8 |
               static_cast<uint64_t>(target.posture) << 16 | uint64_t{target.mounted} << 24 |
               uint64_t{indexed} << 32;
  return k;
}

const TerrainLook* find(const Key& key) {
  const Pair& p = pair_for(key);
  if (p.entry[0].key == key) return &p.entry[0].look;
  if (p.entry[1].key == key) return &p.entry[1].look;
  return nullptr;
}

void keep(const Key& key, const TerrainLook& look) {
  Pair& p = pair_for(key);
  p.entry[1] = p.entry[0];
  p.entry[0] = Entry{key, look};
}

}  // namespace terrain_looks

RememberTerrainLooks::RememberTerrainLooks() {
  terrain_looks::Table& t = terrain_looks::table;
  if (t.pairs.empty()) t.pairs.resize(terrain_looks::kPairs);
  ++t.open;
}

RememberTerrainLooks::~RememberTerrainLooks() {
  --terrain_looks::table.open;
}

}  // namespace skirmish
