// Where each side stands in the fight, as reports, playtest statistics and
// the utility planner's exits ask it (Rules::standing): which sides are past
// their break point and what the objectives are worth to whom right now,
// and which can score for nobody any more.
//
// The break point and victory points are each rule set's own, so the rules
// answer; a rule set that cannot say leaves `known` false and the sides and
// objectives at "nothing broken, nothing scored".
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace skirmish {

struct SideStanding {
  bool broken = false;     // past its break point now
  int victory_points = 0;  // from the scenario's objectives, as they stand now
};

struct Standing {
  bool known = false;                    // the rule set filled this in
  std::vector<SideStanding> sides;       // one per scenario side
  std::vector<int> objective_scored_by;  // one per scenario objective: its side, or -1
  // One per scenario objective: 1 where every man who reaches or leaves by
  // it scores its points again (Rencounter's `exit_points: per_man`), 0
  // where the first alone scores.
  std::vector<uint8_t> scores_each_man;
  // One per scenario objective: 1 where it can score for nobody any more,
  // whatever happens (Mayhem: hold ground whose centre lies in a burning
  // building), so that nobody need make for it; 0 where it still can.
  std::vector<uint8_t> ended;

  // Sized for `sides` and `objectives`, all unbroken and unscored; keeps the
  // vectors' memory.
  void reset(int sides_count, int objectives_count) {
    known = false;
    sides.assign(static_cast<size_t>(sides_count), SideStanding{});
    objective_scored_by.assign(static_cast<size_t>(objectives_count), -1);
    scores_each_man.assign(static_cast<size_t>(objectives_count), 0);
    ended.assign(static_cast<size_t>(objectives_count), 0);
  }
};

}  // namespace skirmish
