// shelters() (shelter.h) for one point against many enemies at once, as
// into_cover asks it for every node a man can reach: what does not hang on
// the enemy is worked out once for the point. A point inside a wood or
// building is sheltered from every line; of the walls, hedges and outlines
// near it, only the edges that pass within kShelterInches of it can be
// crossed that close, so only they are tested against each enemy's line.
// The answers are those of shelters(), enemy by enemy.
#pragma once

#include <vector>

#include "engine/core/geometry.h"
#include "engine/core/terrain.h"

namespace skirmish::ai {

class ShelterProbe {
 public:
  // Starts over at `p`, with no pieces.
  void reset(Vec2 p);
  // Adds a piece that may shelter the point: one that screens, whose box
  // grown by kShelterInches holds it (as shelters() first asks).
  void add(const TerrainFeature& f);
  // Whether any piece added shelters the point from `enemy`: the same as
  // shelters(f, p, enemy) for some added f.
  bool sheltered_from(Vec2 enemy) const;

 private:
  Vec2 p_;
  bool inside_ = false;                        // in an area piece: sheltered from all
  std::vector<Segment> edges_;                 // edges of lines and outlines within reach
  std::vector<const TerrainFeature*> trees_;   // trees near the point
  std::vector<const TerrainFeature*> pieces_;  // every piece added, for the odd case
};

}  // namespace skirmish::ai
