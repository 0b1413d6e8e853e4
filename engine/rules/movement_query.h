// How far a man may move this action, as a planner asks it (Rules::movement).
//
// Planners are generic (DESIGN / The AI does not cheat): they know no rule
// set's speeds, yet to find where a man can get to they need his allowance.
// This small plain struct carries it across the rules interface. A rule set
// that cannot say leaves the defaults, which mean "nothing known"; planners
// then ask Rules::check about each point instead.
#pragma once

namespace skirmish {

// What a man may move in his next action, in inches of allowance: a straight
// inch of open ground costs one, bad going and obstacles cost more (the rule
// set judges a real move with Rules::check).
struct Movement {
  // The rule set filled this in; false means nothing is known.
  bool known = false;
  // He may move at all in his next action (on the table, able to act, not
  // held where he is).
  bool can_move = false;
  // His ordinary move (a walk, a crawl when prone, his horse's pace), and his
  // fastest (a run, a charge, a gallop), in inches of open ground.
  double ordinary_inches = 0;
  double fastest_inches = 0;

  void clear() { *this = Movement{}; }
};

}  // namespace skirmish
