// Where a man might go this move, each point with why (DESIGN / The rules
// interface: "movement candidates come from the tactical analysis"): into
// cover out of the enemy's sight, toward the objective, to contact for a
// charge, out of the enemy's charge reach, back to his leader, or hold.
//
// A point is offered only if the free-space graph (free_space.h) finds a
// way to it within his allowance (Rules::movement) and the rule set accepts
// a move there (Rules::check for a kMove by him: a straight move may be
// refused where the way goes round). Everything is judged from the side's
// view: only enemies his side has seen count.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "ai/tactics/distance_field.h"
#include "ai/tactics/free_space.h"
#include "ai/tactics/reach.h"
#include "ai/tactics/screened_counts.h"
#include "ai/tactics/shelter_probe.h"
#include "engine/rules/rules.h"
#include "engine/rules/standing.h"

namespace skirmish::ai {

enum class Why : uint8_t {
  kIntoCover,         // where fewer known enemies can shoot him, behind something
  kTowardObjective,   // as far along the way to his side's nearest live objective as he can go
  kToContact,         // base to base with an enemy, for a charge
  kOutOfChargeReach,  // beyond the reach of enemies who could charge him where he stands
  kBackToLeader,      // back beside his unit's leader
  kHold,              // where he stands
};
std::string_view name_of(Why why);

struct Destination {
  Why why = Why::kHold;
  Vec2 at;
  double path_inches = 0;  // allowance the way there costs by the free space
  Action move;             // the kMove there the rule set accepts
  int target = -1;         // the enemy (contact), leader, or objective index it is about
  // His exposure there, asked of the rule set for cover points only when
  // the settings say so (known = false otherwise).
  Exposure exposure;
};

struct DestinationSettings {
  // At most this many points (besides hold).
  std::size_t most = 6;
  // Points nearer than this to one already chosen add nothing.
  double merge_inches = 1.0;
  // At most this many cover points.
  int cover_points = 2;
  // Ask the rule set's exposure at the cover points (its dearest question)
  // and keep only those where fewer can hit him than where he stands. Off,
  // the terrain alone judges (more of the known enemy screened than where
  // he stands): for a planner that asks the exposure of every candidate
  // anyway when it scores them.
  bool ask_exposure = true;
  // Inches from his leader beyond which he is out of touch (as the utility
  // planner's cohesion yardstick).
  double leader_touch = 6.0;
};

class DestinationFinder {
 public:
  explicit DestinationFinder(DestinationSettings settings = {}) : settings_(settings) {}

  // Refills `out` with the destinations of `figure` in `view`. A move there
  // is a copy of the first of `moves` (kMove actions by him, e.g. those the
  // rule set offered: walk, run) that Rules::check accepts with the point
  // put in; with no `moves`, a kMove with param 0.
  void find(const Rules& rules, const GameState& view, int figure, std::span<const Action> moves,
            std::vector<Destination>& out);

  // What the last find worked from: his allowance and the way to every node.
  const Movement& movement() const { return reach_.movement; }
  const Reach& reach() const { return reach_; }

 private:
  bool add(const Rules& rules, const GameState& view, int figure, std::span<const Action> moves,
           Why why, Vec2 at, int target, std::vector<Destination>& out);
  void into_cover(const Rules& rules, const GameState& view, int figure,
                  std::span<const Action> moves, std::vector<Destination>& out);
  void toward_objective(const Rules& rules, const GameState& view, int figure,
                        std::span<const Action> moves, std::vector<Destination>& out);
  void to_contact(const Rules& rules, const GameState& view, int figure,
                  std::span<const Action> moves, std::vector<Destination>& out);
  void out_of_charge_reach(const Rules& rules, const GameState& view, int figure,
                           std::span<const Action> moves, std::vector<Destination>& out);
  void back_to_leader(const Rules& rules, const GameState& view, int figure,
                      std::span<const Action> moves, std::vector<Destination>& out);

  DestinationSettings settings_;
  std::shared_ptr<const FreeSpace> space_;
  Reach reach_;
  FieldPool fields_;   // the fields of the men's reach lately worked out
  Standing standing_;  // which objectives can still score, asked toward the objective
  std::vector<int> enemies_;
  std::vector<Vec2> enemy_at_;
  std::vector<double> enemy_reach_;                  // inches each enemy could charge
  std::vector<uint32_t> reachable_;                  // nodes within his fastest move
  std::vector<const TerrainFeature*> screens_near_;  // screening pieces within his reach
  std::vector<Box> shelter_boxes_;                   // their boxes grown by kShelterInches
  ShelterProbe probe_;                               // of those, the ones near one point
  ScreenedCounts screened_;                          // enemies each node is screened from
  struct Scored {
    uint32_t node;
    double score;
    double inches;
  };
  std::vector<Scored> scored_;
  std::vector<std::pair<double, int>> order_;
  Exposure here_;
  Exposure there_;
};

}  // namespace skirmish::ai
