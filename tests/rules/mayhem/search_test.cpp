// 004 / Musket Mayhem / Miscellaneous Rules / Search: "the player rolls
// against the figure's search value and the referee roles against the
// search difficulty. If both rolls are successful, the player is given the
// necessary information; otherwise the player is told that he doesn't find
// anything." (search.h)
#include <gtest/gtest.h>

#include "engine/rules/mayhem/mayhem_outcome.h"
#include "engine/rules/mayhem/search.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Red's scout (search value 5, "better") stands in the storehouse area,
// where the powder is hidden (difficulty 3, 2 points); Red's Bell stands
// well outside it.
std::string storehouse() {
  return two_sides(
      "musket",
      {"{name: Scout, at: [20, 20], facing: 0, search: better, weapons: [Tomahawk]}",
       "{name: Pte Bell, at: [5, 30], facing: 0, weapons: [Tomahawk]}"},
      {"{name: Capt Blue, at: [44, 32], facing: 270, weapons: [Sword]}"},
      "objectives:\n  - {name: Find the powder, kind: search, side: Red, at: [20, 20], "
      "radius: 2, difficulty: 3, points: 2}\n");
}

Action search(int man) {
  Action a;
  a.kind = ActionKind::kSpecial;
  a.param = kSpecialSearch;
  a.actor = static_cast<int16_t>(man);
  return a;
}

Roll player(int v) {
  return {kSearchRoll, v};
}
Roll referee(int v) {
  return {kSearchDifficultyRoll, v};
}

void order_alone(MayhemGame& g, const std::string& who) {
  g.play(order(g.named(who)), {move_die(4), move_die(4), move_die(4), slow_die(1)});
}

TEST(MayhemSearch, BothDiceFindIt) {
  MayhemGame g(storehouse());
  const int scout = g.named("Scout");
  EXPECT_EQ(objective_points_now(g.state(), 0), 0);
  g.start(0);
  order_alone(g, "Scout");
  ASSERT_TRUE(g.offered(search(scout))) << g.check(search(scout)).reason;
  g.play(search(scout), {player(5), referee(3)});
  EXPECT_TRUE(
      g.narrated("Scout searches (Find the powder): 5 against his 5, 3 against "
                 "difficulty 3: found!"))
      << g.story();
  EXPECT_TRUE(g.state().found[0]);
  EXPECT_EQ(objective_points_now(g.state(), 0), 2);
  EXPECT_EQ(objective_points(g.state(), 0), 2);
  EXPECT_EQ(g.figure(scout).at, (Vec2{20, 20}));  // he did not move
}

TEST(MayhemSearch, EitherDieShortFindsNothing) {
  const std::vector<std::pair<int, int>> misses = {{4, 6}, {6, 2}, {1, 1}};
  for (const auto& [p, r] : misses) {
    MayhemGame g(storehouse());
    const int scout = g.named("Scout");
    g.start(0);
    order_alone(g, "Scout");
    g.play(search(scout), {player(p), referee(r)});
    EXPECT_TRUE(g.narrated("he finds nothing.")) << g.story();
    EXPECT_FALSE(g.state().found[0]) << p << " " << r;
    EXPECT_EQ(objective_points_now(g.state(), 0), 0);
  }
}

TEST(MayhemSearch, OnceFoundNotOfferedAgain) {
  MayhemGame g(storehouse());
  const int scout = g.named("Scout");
  g.start(0);
  order_alone(g, "Scout");
  g.play(search(scout), {player(6), referee(6)});
  g.state().next_mover = 0;  // let him act again, as on a later turn
  EXPECT_FALSE(g.offered(search(scout)));
  EXPECT_FALSE(g.check(search(scout)).ok);
}

TEST(MayhemSearch, AMovedManOrAManOutsideCannotSearch) {
  MayhemGame g(storehouse());
  const int scout = g.named("Scout"), bell = g.named("Pte Bell");
  g.start(0);
  order_alone(g, "Scout");
  g.state().men[static_cast<size_t>(scout)].moved = true;  // as if he had moved this turn
  EXPECT_FALSE(g.offered(search(scout)));
  const CheckResult moved = g.check(search(scout));
  EXPECT_FALSE(moved.ok);
  EXPECT_NE(moved.reason.find("has moved this turn"), std::string::npos) << moved.reason;
  g.state().men[static_cast<size_t>(scout)].moved = false;
  g.play(move_to(scout, {26, 20}));
  order_alone(g, "Pte Bell");
  const CheckResult outside = g.check(search(bell));
  EXPECT_FALSE(outside.ok);
  EXPECT_NE(outside.reason.find("in no area his side has still to search"), std::string::npos)
      << outside.reason;
}

TEST(MayhemSearch, TheChanceIsBothDice) {
  MayhemGame g(storehouse());
  const int scout = g.named("Scout");
  // 5+ (2 in 6) and 3+ (4 in 6).
  EXPECT_DOUBLE_EQ(search_chance(g.state(), scout, 0), (2.0 / 6) * (4.0 / 6));
  g.start(0);
  order_alone(g, "Scout");
  Forecast f;
  g.rules().forecast(g.state(), search(scout), f);
  EXPECT_TRUE(f.known);
  EXPECT_DOUBLE_EQ(f.carried_out, (2.0 / 6) * (4.0 / 6));
  // A search that finds nothing leaves him as he was (Forecast::failure_risk).
  EXPECT_DOUBLE_EQ(f.failure_risk, 0.0);
  // Found, its 2 points are the side's for good.
  EXPECT_DOUBLE_EQ(f.points_taken, 2 * (2.0 / 6) * (4.0 / 6));
}

}  // namespace
}  // namespace skirmish::mayhem::testing
