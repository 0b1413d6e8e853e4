// The tactical destinations (ai/tactics/destinations.h) a Musket and
// Medieval Mayhem man is offered at his move: his group ordered by the
// test's dice (every die a 3), then the finder run over the moves the rule
// set offers him.
#pragma once

#include <gtest/gtest.h>

#include <vector>

#include "ai/tactics/destinations.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::ai::testing {

inline std::vector<Destination> destinations_at_his_move(mayhem::testing::MayhemGame& g, int man) {
  using mayhem::testing::move_die;
  using mayhem::testing::order;
  using mayhem::testing::slow_die;
  g.start(0);
  // Three movement dice (a group's; a man alone's) and a die for slow going.
  g.play(order(man), {move_die(3), move_die(3), move_die(3), slow_die(3)});
  std::vector<Action> moves;
  for (const Action& a : g.legal()) {
    if (a.kind == ActionKind::kMove && a.actor == man && a.at) moves.push_back(a);
  }
  EXPECT_FALSE(moves.empty()) << g.story();
  DestinationFinder finder;
  std::vector<Destination> found;
  finder.find(g.rules(), g.state(), man, moves, found);
  return found;
}

}  // namespace skirmish::ai::testing
