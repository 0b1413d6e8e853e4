// Ground toward an exit, as the utility planner counts it
// (ai/utility/considerations.h, kExitFollowerShare): an exit scores once,
// for the first man off by it, so a step toward it counts in full for the
// side's man nearest it and a quarter for every other; once a man has left
// by it, it counts nothing. Three Red men on a Musket Mayhem table with an
// exit on the east edge; each is walked 6" east and the objective progress
// of that walk read off.
#include <gtest/gtest.h>

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ai/tactics/destinations.h"
#include "ai/utility/considerations.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"
#include "tests/ai/mayhem_destinations.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::ai {
namespace {

using mayhem::testing::MayhemGame;
using mayhem::testing::two_sides;

std::string exit_table(const std::string& more_objectives = "") {
  return two_sides(
      "musket",
      {"{name: Sgt Ames, at: [30, 18], facing: 0}", "{name: Pte Bell, at: [10, 18], facing: 0}",
       "{name: Pte Cole, at: [10, 20], facing: 0}"},
      {"{name: Capt Blue, at: [2, 34], facing: 0}"},
      "objectives:\n"
      "  - {name: Off east, kind: exit, side: Red, at: [48, 18], radius: 4, "
      "points: 3}\n" +
          more_objectives,
      10);
}

// Walking `man` (of side 0) 6" east, as the utility planner scores it:
// the objective progress counted, and the reason told.
struct Walk {
  double ground = 0;
  std::string reason;
};

Walk walk_east(const Rules& rules, const GameState& state, int man) {
  const Weights w =
      find_personality(load_personalities(default_personalities_path()), "balanced").weights;
  Considerations c;
  c.begin(rules, state, 0);
  Forecast f;
  f.known = true;
  f.moves.push_back(
      {static_cast<int16_t>(man), state.figures()[static_cast<size_t>(man)].at + Vec2{6, 0}});
  RankedOption option;
  option.action.kind = ActionKind::kMove;
  option.action.actor = static_cast<int16_t>(man);
  OptionFacts facts;
  c.score(rules, state, 0, option.action, f, 0, w, option.terms, facts);
  Walk out;
  for (const Consideration& t : option.terms) {
    if (t.name == kObjective) out.ground = t.value;
  }
  out.reason = utility_reason(rules, state, option, facts, c);
  return out;
}

double ground_for(MayhemGame& g, int man) {
  return walk_east(g.rules(), g.state(), man).ground;
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

TEST(ExitGround, AFollowerIsToldWhoLeadsTheWay) {
  MayhemGame g(exit_table());
  const Walk bell = walk_east(g.rules(), g.state(), g.named("Pte Bell"));
  EXPECT_NE(bell.reason.find("closer to Off east (one man off takes it: Sgt Ames is nearest)"),
            std::string::npos)
      << bell.reason;
  const Walk ames = walk_east(g.rules(), g.state(), g.named("Sgt Ames"));
  EXPECT_NE(ames.reason.find("closer to Off east"), std::string::npos) << ames.reason;
  EXPECT_EQ(ames.reason.find("one man off"), std::string::npos) << ames.reason;
}

// A man whose fall scores for the enemy does not run for the exit while
// another can: Blue scores for Sgt Ames's fall, so Pte Bell, the nearest
// of the others, is the runner, and the reasons say so.
std::string prize_table() {
  return exit_table(
      "  - {name: Get the sergeant, kind: kill, side: Blue, figure: Sgt Ames, points: 1}\n");
}

TEST(ExitGround, TheEnemysPrizeDoesNotRunWhileAnotherCan) {
  MayhemGame g(prize_table());
  const int ames = g.named("Sgt Ames"), bell = g.named("Pte Bell"), cole = g.named("Pte Cole");
  EXPECT_NEAR(ground_for(g, bell), 1.0, 1e-9);
  EXPECT_NEAR(ground_for(g, ames), kExitFollowerShare, 1e-9);
  EXPECT_NEAR(ground_for(g, cole), kExitFollowerShare, 1e-9);
  const Walk a = walk_east(g.rules(), g.state(), ames);
  EXPECT_NE(a.reason.find("(one man off takes it: Pte Bell runs for it, as his own fall scores "
                          "\"Get the sergeant\")"),
            std::string::npos)
      << a.reason;
  const Walk c = walk_east(g.rules(), g.state(), cole);
  EXPECT_NE(c.reason.find("(one man off takes it: Pte Bell runs for it, not Sgt Ames, whose fall "
                          "scores \"Get the sergeant\")"),
            std::string::npos)
      << c.reason;
}

TEST(ExitGround, TheEnemysPrizeRunsWhenNobodyElseCan) {
  MayhemGame g(prize_table());
  const int ames = g.named("Sgt Ames");
  mayhem::MayhemState& s = g.state();
  s.figures()[static_cast<size_t>(g.named("Pte Bell"))].status = FigureStatus::kOffTable;
  s.figures()[static_cast<size_t>(g.named("Pte Cole"))].status = FigureStatus::kOffTable;
  EXPECT_NEAR(ground_for(g, ames), 1.0, 1e-9);
}

// Rencounter's option `exit_points: per_man`: every man off scores, so
// every man is drawn in full. The Crown column of the shipped ambush; Pte
// Adams walks behind Cpl Hart, the nearest the exit.
TEST(ExitGround, WhereEveryManOffScoresEveryManIsDrawnInFull) {
  const auto ground_of_adams = [](const std::string& exit_points) {
    auto scenario = std::make_shared<Scenario>(
        *ai_test::load_playable(ai_test::source_path("scenarios/ambush.yaml")));
    scenario->options.push_back({"exit_points", exit_points, {}});
    const Rules& rules = ai_test::registry().get(scenario->rules);
    const std::unique_ptr<GameState> state = rules.new_game(scenario);
    int adams = -1;
    for (size_t i = 0; i < state->figures().size(); ++i) {
      if (figure_name(state->scenario(), static_cast<int>(i)) == "Pte Adams") {
        adams = static_cast<int>(i);
      }
    }
    EXPECT_GE(adams, 0);
    return walk_east(rules, *state, adams).ground;
  };
  const double once = ground_of_adams("once");
  const double per_man = ground_of_adams("per_man");
  EXPECT_GT(per_man, 0.5);
  EXPECT_NEAR(once, kExitFollowerShare * per_man, 1e-9);
}

// The finder's way toward the objective (ai/tactics/destinations.h) leads
// to an exit only while it can still score: Sgt Ames, his group's first to
// move, 8" from the exit's edge, aims there; once Pte Cole has left by it,
// he aims at the side's other objective, the ground to hold in the far
// corner.
TEST(ExitGround, TheWayTowardAnExitTakenLeadsToTheNextObjective) {
  const auto aim_of_ames = [](bool exit_taken) {
    MayhemGame g(exit_table(
        "  - {name: The corner, kind: hold, side: Red, at: [4, 4], radius: 3, points: 1}\n"));
    const int ames = g.named("Sgt Ames"), cole = g.named("Pte Cole");
    mayhem::MayhemState& s = g.state();
    s.figures()[static_cast<size_t>(ames)].at = {36, 18};
    if (exit_taken) {
      s.figures()[static_cast<size_t>(cole)].at = {47.5, 18};
      s.figures()[static_cast<size_t>(cole)].status = FigureStatus::kOffTable;
      s.men[static_cast<size_t>(cole)].exited = true;
    }
    const std::vector<Destination> found = testing::destinations_at_his_move(g, ames);
    std::vector<int> aims;
    for (const Destination& d : found) {
      if (d.why == Why::kTowardObjective) aims.push_back(d.target);
    }
    return aims;
  };
  const std::vector<int> before = aim_of_ames(false);
  ASSERT_FALSE(before.empty());
  for (int objective : before) EXPECT_EQ(objective, 0) << "toward the exit";
  const std::vector<int> after = aim_of_ames(true);
  ASSERT_FALSE(after.empty());
  for (int objective : after) EXPECT_EQ(objective, 1) << "toward the corner";
}

}  // namespace
}  // namespace skirmish::ai
