// Ground toward an exit, as the utility planner counts it
// (ai/utility/considerations.h, kExitFollowerShare): an exit scores once,
// for the first man off by it, so a step toward it counts in full for the
// side's man nearest it and a quarter for every other; once a man has left
// by it, it counts nothing. Three Red men on a Musket Mayhem table with an
// exit on the east edge; each is walked 6" east and the objective progress
// of that walk read off.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "ai/utility/considerations.h"
#include "ai/utility/personality.h"
#include "tests/ai/ai_games.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::ai {
namespace {

using mayhem::testing::MayhemGame;
using mayhem::testing::two_sides;

std::string exit_table() {
  return two_sides(
      "musket",
      {"{name: Sgt Ames, at: [30, 18], facing: 0}", "{name: Pte Bell, at: [10, 18], facing: 0}",
       "{name: Pte Cole, at: [10, 20], facing: 0}"},
      {"{name: Capt Blue, at: [2, 34], facing: 0}"},
      "objectives:\n"
      "  - {name: Off east, kind: exit, side: Red, at: [48, 18], radius: 4, "
      "points: 3}\n",
      10);
}

// The objective progress counted for walking `man` 6" east.
double ground_for(MayhemGame& g, int man) {
  const Weights w =
      find_personality(load_personalities(default_personalities_path()), "balanced").weights;
  Considerations c;
  c.begin(g.rules(), g.state(), 0);
  Forecast f;
  f.known = true;
  f.moves.push_back({static_cast<int16_t>(man), g.figure(man).at + Vec2{6, 0}});
  Action walk;
  walk.actor = static_cast<int16_t>(man);
  std::vector<Consideration> terms;
  OptionFacts facts;
  c.score(g.rules(), g.state(), 0, walk, f, 0, w, terms, facts);
  for (const Consideration& t : terms) {
    if (t.name == kObjective) return t.value;
  }
  ADD_FAILURE() << "no objective progress among the terms";
  return 0;
}

TEST(ExitGround, TheManNearestTheExitIsDrawnInFullAndTheRestAQuarter) {
  MayhemGame g(exit_table());
  const int ames = g.named("Sgt Ames"), bell = g.named("Pte Bell");
  EXPECT_NEAR(ground_for(g, ames), 1.0, 1e-9);  // one move of 6", the side's only objective
  EXPECT_NEAR(ground_for(g, bell), kExitFollowerShare, 1e-9);
}

TEST(ExitGround, OnceAManHasLeftByTheExitNoGroundTowardItCounts) {
  MayhemGame g(exit_table());
  const int ames = g.named("Sgt Ames"), bell = g.named("Pte Bell");
  mayhem::MayhemState& s = g.state();
  s.figures()[static_cast<size_t>(ames)].at = {47.5, 18};
  s.figures()[static_cast<size_t>(ames)].status = FigureStatus::kOffTable;
  s.men[static_cast<size_t>(ames)].exited = true;
  EXPECT_EQ(ground_for(g, bell), 0.0);
}

TEST(ExitGround, AManWhoRanOffScoresNothingAndTheNextNearestRuns) {
  MayhemGame g(exit_table());
  const int ames = g.named("Sgt Ames"), bell = g.named("Pte Bell");
  mayhem::MayhemState& s = g.state();
  s.figures()[static_cast<size_t>(ames)].status = FigureStatus::kOffTable;  // ran, no exit
  // Pte Bell, on the exit's line, is now nearer it than Pte Cole.
  EXPECT_NEAR(ground_for(g, bell), 1.0, 1e-9);
}

}  // namespace
}  // namespace skirmish::ai
