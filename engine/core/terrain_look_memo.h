// What terrain alone does to a look, remembered on this thread.
//
// A planner asks the same look again and again: an option's exposure looks
// from every enemy shooter to the spot, and the next decisions of the same
// activation ask many of those looks again with only other men moved
// (docs/benchmarks.md, "Remembered terrain looks"). The terrain does not
// move, so what it does to the sight rays from one eye to one target is the
// same every time; the men in the way are looked at afresh on every look.
//
// While a RememberTerrainLooks scope is open on a thread, LineOfSight::look
// (a look among men given as a span) keeps what the terrain did to its rays
// and the two men's ground levels, keyed by everything those depend on: the
// sight itself (LineOfSight::serial), the shooter's centre, posture and
// mounting, the target's centre, radius, posture and mounting, and whether
// the pieces were found through the grid. A look with doors broken open or
// gaps knocked in a line (they change during a game) is not remembered.
// The key holds all that the answer depends on, so an entry never goes
// stale: entries outlive the scope and are only ever overwritten.
//
// The table is one per thread (threads never share one), a fixed size
// (about 1 MB), two entries to a place in it, allocated the first time a
// scope opens on the thread.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "engine/core/los.h"

namespace skirmish {

namespace terrain_looks {

// Three columns, as sight_rays.h's kColumns.
constexpr int kColumns = 3;

struct Key {
  std::array<uint64_t, 7> words{};
  uint64_t hash = 0;  // of the words, as fill_key made it (not compared)
  // Word by word, without a branch or a call (the default compares by
  // memcmp, a call on every look).
  bool operator==(const Key& o) const {
    uint64_t differ = 0;
    for (std::size_t k = 0; k < words.size(); ++k) differ |= words[k] ^ o.words[k];
    return differ == 0;
  }
};

// What the terrain did to one look: the men's ground levels, whether it hid
// every column (the look then stops), and each ray's terrain fields.
struct TerrainLook {
  std::array<double, kColumns> hidden_to{};
  std::array<int64_t, kColumns> foliage{};
  int shooter_level = 0;
  int target_level = 0;
  std::array<int8_t, kColumns> obscuring{};    // leafy lines crossed
  std::array<int8_t, kColumns> least_cover{};  // a SolidCover level
  bool screened = false;
};

// Whether a RememberTerrainLooks scope is open on this thread.
bool remembering();

// Fills `k` for a look: doubles by their bits, so that two keys match only
// for the very same inputs. Inline, and into the look's own key: returned
// from a call (and then copied), its words were stored one at a time and
// read back two at a time, which the processor cannot forward (a stall on
// every look, some 4% of the look's time).
inline void fill_key(Key& k, uint64_t sight, const Sighting& shooter, const Sighting& target,
                     bool indexed) {
  k.words[0] = sight;
  k.words[1] = std::bit_cast<uint64_t>(shooter.base.centre.x);
  k.words[2] = std::bit_cast<uint64_t>(shooter.base.centre.y);
  k.words[3] = std::bit_cast<uint64_t>(target.base.centre.x);
  k.words[4] = std::bit_cast<uint64_t>(target.base.centre.y);
  k.words[5] = std::bit_cast<uint64_t>(target.base.radius);
  k.words[6] = static_cast<uint64_t>(shooter.posture) | uint64_t{shooter.mounted} << 8 |
               static_cast<uint64_t>(target.posture) << 16 | uint64_t{target.mounted} << 24 |
               uint64_t{indexed} << 32;
  uint64_t h = 0x9e3779b97f4a7c15ULL;
  for (uint64_t w : k.words) {
    h ^= w;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 32;
  }
  k.hash = h;
}
// The remembered look for `key`, or nullptr.
const TerrainLook* find(const Key& key);
void keep(const Key& key, const TerrainLook& look);

}  // namespace terrain_looks

// Opens the memo on this thread for the scope's life; scopes nest.
class RememberTerrainLooks {
 public:
  RememberTerrainLooks();
  ~RememberTerrainLooks();
  RememberTerrainLooks(const RememberTerrainLooks&) = delete;
  RememberTerrainLooks& operator=(const RememberTerrainLooks&) = delete;
};

}  // namespace skirmish
