// 004 / Musket Mayhem / Miscellaneous Rules / Stockade walls: "Figures
// attempting to climb a stockade wall may do so if there is a clear space at
// least one base width to either side of the figure with no defenders. Roll
// one die. On a 6 the figure is placed on the other side of the wall".
// Ours: a wall at least `stockade_height` (2) tall is a stockade, never
// walked across (stockade.h).
#include <gtest/gtest.h>

#include "engine/rules/mayhem/stockade.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// A palisade 2 tall along x = 10; Pte Ames at its foot (his base 0.1" off
// it), Pte Bell far off so that Red has a second group. Blue's men carry no
// missiles: no fire windows.
std::string palisade(const std::string& blue_extra = "") {
  std::vector<std::string> blue = {
      "{name: Capt Blue, at: [40, 30], facing: 270, weapons: [Sword]}"};
  if (!blue_extra.empty()) blue.push_back(blue_extra);
  return two_sides("musket",
                   {"{name: Pte Ames, at: [9.4, 15], facing: 0, weapons: [Tomahawk]}",
                    "{name: Pte Bell, at: [2, 33], facing: 0, weapons: [Tomahawk]}"},
                   blue,
                   "terrain:\n  - {type: wall, name: palisade, path: [[10, 5], [10, 30]], "
                   "height: 2}\n");
}

Action climb(int man) {
  Action a;
  a.kind = ActionKind::kSpecial;
  a.param = kSpecialClimb;
  a.actor = static_cast<int16_t>(man);
  return a;
}

Roll climbing_die(int v) {
  return {kClimbRoll, v};
}

// Ames alone: 3d6" and the 1d6".
void order_ames(MayhemGame& g, int slow = 1) {
  g.play(order(g.named("Pte Ames")), {move_die(4), move_die(4), move_die(4), slow_die(slow)});
}

TEST(MayhemStockade, ASixPutsHimOverTheWall) {
  MayhemGame g(palisade());
  const int ames = g.named("Pte Ames");
  g.start(0);
  order_ames(g);
  ASSERT_TRUE(g.offered(climb(ames))) << g.check(climb(ames)).reason;
  g.play(climb(ames), {climbing_die(6)});
  EXPECT_TRUE(g.narrated("Pte Ames climbs the palisade: 6, he is over")) << g.story();
  // Square over the wall, 0.05" off its far face.
  EXPECT_NEAR(g.figure(ames).at.x, 10.55, 1e-9);
  EXPECT_NEAR(g.figure(ames).at.y, 15.0, 1e-9);
  EXPECT_TRUE(g.man(ames).moved);
}

// Planners: a climb is carried out on a 6 and lands him over the wall; a
// failed one leaves him where he was, so it risks nothing but the try.
TEST(MayhemStockade, TheForecastIsASixAndTheFarSide) {
  MayhemGame g(palisade());
  const int ames = g.named("Pte Ames");
  g.start(0);
  order_ames(g);
  Forecast f;
  g.rules().forecast(g.state(), climb(ames), f);
  ASSERT_TRUE(f.known);
  EXPECT_DOUBLE_EQ(f.carried_out, 1.0 / 6.0);
  EXPECT_DOUBLE_EQ(f.failure_risk, 0.0);
  ASSERT_EQ(f.moves.size(), 1u);
  EXPECT_NEAR(f.moves[0].to.x, 10.55, 1e-9);
  EXPECT_NEAR(f.moves[0].to.y, 15.0, 1e-9);
}

TEST(MayhemStockade, AnythingButASixLeavesHimAtTheFoot) {
  for (int die = 1; die <= 5; ++die) {
    MayhemGame g(palisade());
    const int ames = g.named("Pte Ames");
    g.start(0);
    order_ames(g);
    g.play(climb(ames), {climbing_die(die)});
    EXPECT_TRUE(g.narrated("cannot get over")) << g.story();
    EXPECT_EQ(g.figure(ames).at, (Vec2{9.4, 15})) << "die " << die;
  }
}

TEST(MayhemStockade, AStockadeCannotBeWalkedAcross) {
  MayhemGame g(palisade());
  const int ames = g.named("Pte Ames");
  g.start(0);
  order_ames(g, 3);  // 3" through obstacles: enough for a 2.6" step over a wall
  const CheckResult over = g.check(move_to(ames, {12, 15}));
  EXPECT_FALSE(over.ok);
  EXPECT_NE(over.reason.find("the palisade is a stockade: it can only be climbed"),
            std::string::npos)
      << over.reason;
  // Nor charged across (a charge order to a man just beyond is refused by
  // the same check).
  for (const Action& a : g.legal()) {
    if (a.kind == ActionKind::kMove && a.at) {
      EXPECT_LT(a.at->x, 10.0) << to_text(a);
    }
  }
  // Along the wall, on his own side, he may go.
  EXPECT_TRUE(g.check(move_to(ames, {9.4, 20})).ok);
}

TEST(MayhemStockade, ALowerWallIsNoStockade) {
  // The same wall with stockades set at 3 figure heights: an ordinary wall,
  // crossed on the 1d6".
  MayhemGame g(palisade(), {{"stockade_height", "3", {}}});
  const int ames = g.named("Pte Ames");
  g.start(0);
  order_ames(g, 3);
  EXPECT_TRUE(g.check(move_to(ames, {12, 15})).ok) << g.check(move_to(ames, {12, 15})).reason;
  EXPECT_FALSE(g.offered(climb(ames)));
  EXPECT_FALSE(g.check(climb(ames)).ok);
}

TEST(MayhemStockade, PlannersPriceAStockadeAsFiveActivationsAtItsFoot) {
  // Rules::line_crossings: the palisade (feature 0) at 35" of allowance, a
  // climb's expected waiting; with stockades set higher, the goings decide.
  std::vector<double> crossings;
  {
    MayhemGame g(palisade());
    g.rules().line_crossings(g.state(), crossings);
    ASSERT_EQ(crossings.size(), 1u);
    EXPECT_DOUBLE_EQ(crossings[0], kStockadeCrossingInches);
    EXPECT_DOUBLE_EQ(kStockadeCrossingInches, 5 * 7.0);
  }
  MayhemGame low(palisade(), {{"stockade_height", "3", {}}});
  low.rules().line_crossings(low.state(), crossings);
  EXPECT_TRUE(crossings.empty());
}

TEST(MayhemStockade, ADefenderBesideHimStopsTheClimb) {
  // Blue's man behind the wall, a little to Ames's left: within one base
  // width of the stretch of wall Ames would climb.
  MayhemGame g(palisade("{name: Pte Cole, at: [10.6, 16.2], facing: 180, weapons: [Tomahawk]}"));
  const int ames = g.named("Pte Ames");
  g.start(0);
  order_ames(g);
  EXPECT_FALSE(g.offered(climb(ames)));
  const CheckResult c = g.check(climb(ames));
  EXPECT_FALSE(c.ok);
  EXPECT_NE(c.reason.find("Pte Cole defends the palisade there"), std::string::npos) << c.reason;
}

TEST(MayhemStockade, ADefenderFartherAlongLeavesTheWayClear) {
  // 3" along the wall: more than a base width clear of Ames's stretch.
  MayhemGame g(palisade("{name: Pte Cole, at: [10.6, 18], facing: 180, weapons: [Tomahawk]}"));
  const int ames = g.named("Pte Ames");
  g.start(0);
  order_ames(g);
  EXPECT_TRUE(g.offered(climb(ames))) << g.check(climb(ames)).reason;
}

TEST(MayhemStockade, OnlyAtTheFootOfTheWall) {
  MayhemGame g(palisade());
  const int bell = g.named("Pte Bell");
  g.start(0);
  g.play(order(bell), {move_die(4), move_die(4), move_die(4), slow_die(1)});
  EXPECT_FALSE(g.offered(climb(bell)));
  const CheckResult c = g.check(climb(bell));
  EXPECT_FALSE(c.ok);
  EXPECT_NE(c.reason.find("not at the foot of a stockade"), std::string::npos) << c.reason;
}

}  // namespace
}  // namespace skirmish::mayhem::testing
