// The tactical analysis on Rencounter (ai/tactics/): destinations into
// cover and to contact (tests/ai/fixtures/), every one of them a move the
// rule set accepts; the words for where the cover is; fire targets in the
// order of the rule set's forecast; and the utility planner offered the
// destinations beside the rule set's own moves.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "ai/tactics/destinations.h"
#include "ai/tactics/fire_targets.h"
#include "ai/tactics/objective_paths.h"
#include "ai/tactics/reach.h"
#include "ai/tactics/shelter.h"
#include "ai/tactics/threat.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"
#include "tests/core/terrain_builders.h"

namespace skirmish::ai {
namespace {

// The fixture brought to `figure`'s own action; nullptr state if it never comes.
ai_test::Table at_own_action(const std::string& fixture, int figure) {
  ai_test::Table t = ai_test::scenario_table(fixture);
  if (!t.opening) return t;
  const int side = t.opening->figures()[static_cast<std::size_t>(figure)].side;
  if (!ai_test::bring_to(t, side, [&](const GameState&, const Decision& d) {
        return d.kind == DecisionKind::kFigureAction && d.figure == figure;
      })) {
    t.opening.reset();
  }
  return t;
}

// The rule set's offered moves for `figure` (walk, run), as a planner passes them.
std::vector<Action> offered_moves(const Rules& rules, const GameState& s, int figure) {
  std::vector<Action> legal, moves;
  rules.legal_actions(s, legal);
  for (const Action& a : legal) {
    if (a.kind == ActionKind::kMove && a.actor == figure && a.at) moves.push_back(a);
  }
  return moves;
}

bool answers_known(const Rules& rules, const GameState& state) {
  Exposure e;
  Movement m;
  rules.exposure(state, 0, state.figures()[0].at, e);
  rules.movement(state, 0, m);
  return e.known && m.known;
}

TEST(Reach, RespectsHisAllowanceAndTheGoing) {
  const int moss = 0;
  ai_test::Table t = at_own_action("tests/ai/fixtures/wall_nearby.yaml", moss);
  ASSERT_TRUE(t.opening) << "Pte Moss never had an action of his own";
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const GameState& s = *t.opening;
  Reach r;
  ASSERT_TRUE(reach_of(*t.rules, s, moss, *free_space_for(t.scenario->battlefield), r));
  EXPECT_DOUBLE_EQ(r.ordinary, 6.0) << "000 / Movement / Foot / Speed: a 6\" walk";
  EXPECT_DOUBLE_EQ(r.fastest, 9.0) << "and a 9\" run";
  const Vec2 at = s.figures()[moss].at;  // (20, 10), the wall north of him at x = 21
  EXPECT_TRUE(r.reaches(at + Vec2{-5, 0}, false));
  EXPECT_FALSE(r.reaches(at + Vec2{-8, 0}, false)) << "beyond a walk";
  EXPECT_TRUE(r.reaches(at + Vec2{-8, 0}, true)) << "within a run";
  EXPECT_FALSE(r.reaches(at + Vec2{-10, 0}, true));
  // Over the wall (x = 21, y 13..19) to (22, 18) costs its crossing; the
  // way round its southern end is cheaper, and is what he is told.
  const Vec2 beyond{22, 18};
  const FreeSpace& space = r.field.space();
  EXPECT_NEAR(space.segment_inches(at, beyond),
              distance(at, beyond) + crossing_inches(Going::kMedium), 1e-9);
  EXPECT_LT(r.field.to(beyond), space.segment_inches(at, beyond));
  EXPECT_GE(r.field.to(beyond), distance(at, beyond));
}

TEST(Destinations, IntoCoverLiesBehindTheWallWithLessExposure) {
  const int moss = 0;
  ai_test::Table t = at_own_action("tests/ai/fixtures/wall_nearby.yaml", moss);
  ASSERT_TRUE(t.opening) << "Pte Moss never had an action of his own";
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const GameState& s = *t.opening;
  const Segment wall{{21, 13}, {21, 19}};
  const std::vector<Action> moves = offered_moves(*t.rules, s, moss);
  DestinationFinder finder;
  std::vector<Destination> found;
  finder.find(*t.rules, s, moss, moves, found);
  ASSERT_FALSE(found.empty());

  Exposure here;
  t.rules->exposure(s, moss, s.figures()[moss].at, here);
  std::vector<int> enemies;
  std::vector<Vec2> enemy_at;
  known_enemies(s, 0, enemies, enemy_at);
  EXPECT_EQ(enemies.size(), 4u);
  int cover = 0;
  for (const Destination& d : found) {
    if (d.why != Why::kIntoCover) continue;
    ++cover;
    EXPECT_LT(d.at.x, 21.0) << "on his own side of the wall";
    EXPECT_LT(distance(wall, d.at), kShelterInches + 0.5) << "against the wall";
    Exposure there;
    t.rules->exposure(s, moss, d.at, there);
    EXPECT_TRUE(there.expected_hits < here.expected_hits || there.clear_shots < here.clear_shots);
    EXPECT_LT(cover_value(here), cover_value(there));
    EXPECT_EQ(shelter_words(s.battlefield(), d.at, enemy_at), "behind a wall");
  }
  EXPECT_GE(cover, 1) << "no destination into cover";
  EXPECT_EQ(shelter_words(s.battlefield(), s.figures()[moss].at, enemy_at), "")
      << "he starts in the open";
}

TEST(Destinations, EveryOneIsAMoveTheRulesAcceptWithinHisAllowance) {
  for (const auto& [fixture, figure] :
       {std::pair<std::string, int>{"tests/ai/fixtures/wall_nearby.yaml", 0},
        std::pair<std::string, int>{"tests/ai/fixtures/isolated_archer.yaml", 0},
        std::pair<std::string, int>{"tests/ai/fixtures/leader_alone.yaml", 0}}) {
    ai_test::Table t = at_own_action(fixture, figure);
    if (!t.opening) continue;
    if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
    const GameState& s = *t.opening;
    DestinationFinder finder;
    std::vector<Destination> found;
    finder.find(*t.rules, s, figure, offered_moves(*t.rules, s, figure), found);
    EXPECT_FALSE(found.empty()) << fixture;
    for (std::size_t i = 0; i < found.size(); ++i) {
      const Destination& d = found[i];
      EXPECT_EQ(d.move.kind, ActionKind::kMove);
      EXPECT_EQ(d.move.actor, figure);
      ASSERT_TRUE(d.move.at);
      EXPECT_EQ(*d.move.at, d.at);
      const CheckResult ok = t.rules->check(s, d.move);
      EXPECT_TRUE(ok.ok) << fixture << ": " << name_of(d.why) << ": " << ok.reason;
      EXPECT_LE(d.path_inches, finder.movement().fastest_inches + 1e-9);
      for (std::size_t j = 0; j < i; ++j) {
        EXPECT_GE(distance(found[j].at, d.at), DestinationSettings{}.merge_inches)
            << "deduplicated";
      }
    }
  }
}

TEST(Destinations, ToContactIsOfferedWithinChargeReach) {
  const int adams = 0, archer = 1;
  ai_test::Table t = at_own_action("tests/ai/fixtures/isolated_archer.yaml", adams);
  ASSERT_TRUE(t.opening) << "Sgt Adams never had an action of his own";
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const GameState& s = *t.opening;
  DestinationFinder finder;
  std::vector<Destination> found;
  finder.find(*t.rules, s, adams, offered_moves(*t.rules, s, adams), found);
  const auto contact = std::find_if(found.begin(), found.end(),
                                    [](const Destination& d) { return d.why == Why::kToContact; });
  ASSERT_NE(contact, found.end()) << "5\" off, within a 9\" run";
  EXPECT_EQ(contact->target, archer);
  const Figure& him = s.figures()[archer];
  const Figure& me = s.figures()[adams];
  EXPECT_NEAR(distance(contact->at, him.at), me.base_radius + him.base_radius, 1e-6)
      << "base to base";
  EXPECT_LE(contact->path_inches, finder.movement().fastest_inches);
  EXPECT_TRUE(t.rules->check(s, contact->move).ok);
}

TEST(Shelter, TheWordsNameTheWallOrTheWood) {
  TerrainFeature wall = skirmish::testing::line_of(TerrainType::kWall, {{21, 13}, {21, 19}});
  wall.name = "Mill yard wall";
  TerrainFeature wood =
      skirmish::testing::area_of(TerrainType::kWoods, skirmish::testing::rectangle(2, 2, 8, 8));
  wood.name = "Bluebell wood";
  const auto field = skirmish::testing::field_of({wall, wood});
  const std::vector<Vec2> enemies = {{36, 14}, {36, 11}, {36, 17}, {36, 20}};
  EXPECT_EQ(shelter_words(*field, {20, 16}, enemies), "behind the Mill yard wall");
  EXPECT_EQ(shelter_words(*field, {5, 5}, enemies), "in the Bluebell wood");
  EXPECT_EQ(shelter_words(*field, {20, 10}, enemies), "") << "in the open, south of the wall";
  EXPECT_EQ(shelter_words(*field, {15, 16}, enemies), "") << "6\" back: too far to shelter";
  EXPECT_EQ(shelter_words(*field, {22, 16}, enemies), "") << "on the enemy's side of it";
  // Sheltered from one of four is not "behind" it.
  EXPECT_EQ(shelter_words(*field, {20, 12.5}, enemies), "");
}

TEST(FireTargets, AreRankedByTheForecastEffect) {
  const int moss = 0;
  ai_test::Table t = at_own_action("tests/ai/fixtures/wall_nearby.yaml", moss);
  ASSERT_TRUE(t.opening) << "Pte Moss never had an action of his own";
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const GameState& s = *t.opening;
  std::vector<Action> legal;
  t.rules->legal_actions(s, legal);
  std::vector<FireTarget> targets;
  Forecast scratch;
  rank_fire_targets(*t.rules, s, moss, legal, targets, scratch);
  ASSERT_GE(targets.size(), 2u) << "four rebels in sight of a loaded musket";
  for (std::size_t i = 0; i < targets.size(); ++i) {
    EXPECT_TRUE(t.rules->check(s, targets[i].shot).ok);
    Forecast f;
    t.rules->forecast(s, targets[i].shot, f);
    ASSERT_TRUE(f.known);
    EXPECT_DOUBLE_EQ(targets[i].effect, f.carried_out * f.enemy_losses);
    EXPECT_DOUBLE_EQ(targets[i].hit_chance, f.hit_chance);
    if (i > 0) {
      EXPECT_GE(targets[i - 1].effect, targets[i].effect);
      if (targets[i - 1].effect == targets[i].effect) {
        EXPECT_GE(targets[i - 1].hit_chance, targets[i].hit_chance);
      }
    }
  }
}

TEST(ObjectivePaths, GoRoundTheChapelWalls) {
  ai_test::Table t = ai_test::scenario_table("scenarios/reference.yaml");
  ASSERT_TRUE(t.opening);
  const Scenario& sc = *t.scenario;
  ASSERT_FALSE(sc.objectives.empty());
  int chapel = -1;
  for (std::size_t o = 0; o < sc.objectives.size(); ++o) {
    if (sc.objectives[o].kind == ObjectiveKind::kHold) chapel = static_cast<int>(o);
  }
  ASSERT_GE(chapel, 0);
  const Circle area = sc.objectives[static_cast<std::size_t>(chapel)].area;
  for (const Vec2 p : {Vec2{5, 5}, Vec2{40, 30}, Vec2{29, 10}, Vec2{area.centre}}) {
    const double straight = std::max(0.0, distance(p, area.centre) - area.radius);
    const double by_path = objective_path_inches(*t.rules, *t.opening, chapel, p);
    EXPECT_GE(by_path, straight - 1e-9);
    EXPECT_LT(by_path, 3 * straight + 6) << "a way exists";
  }
  EXPECT_EQ(objective_path_inches(*t.rules, *t.opening, chapel, area.centre), 0.0);
}

TEST(ObjectivePaths, GoInByTheStockadesGateRatherThanOverItsWall) {
  // The raid: the blockhouse's area (radius 4 round (24, 23)) inside a
  // palisade 16" square, its gate at (22.5..25.5, 14). The rule set prices a
  // climb at 35", so from the foot of the west palisade the way in is
  // round by the gate (some 20"), not over the wall (35" and more).
  ai_test::Table t = ai_test::scenario_table("scenarios/mayhem_stockade_raid.yaml");
  ASSERT_TRUE(t.opening);
  const Scenario& sc = *t.scenario;
  int blockhouse = -1;
  for (std::size_t o = 0; o < sc.objectives.size(); ++o) {
    if (sc.objectives[o].kind == ObjectiveKind::kHold) blockhouse = static_cast<int>(o);
  }
  ASSERT_GE(blockhouse, 0);
  const double west = objective_path_inches(*t.rules, *t.opening, blockhouse, {15, 23});
  EXPECT_GT(west, 15.0);
  EXPECT_LT(west, 30.0);
  // Before the gate, the way is short and straight in.
  const double gate = objective_path_inches(*t.rules, *t.opening, blockhouse, {24, 12});
  EXPECT_NEAR(gate, distance(Vec2{24, 12}, Vec2{24, 23}) - 4, 1.5);
}

TEST(UtilityWithTactics, AddsDestinationMovesTheRulesAccept) {
  const int moss = 0;
  ai_test::Table t = at_own_action("tests/ai/fixtures/wall_nearby.yaml", moss);
  ASSERT_TRUE(t.opening) << "Pte Moss never had an action of his own";
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const GameState& s = *t.opening;
  std::vector<Action> legal;
  t.rules->legal_actions(s, legal);
  const auto all = load_personalities(default_personalities_path());
  UtilityPlanner planner(find_personality(all, "balanced"), 1);
  const PlanResult plan = planner.plan(*t.rules, s, 0);
  std::size_t added = 0;
  for (const RankedOption& o : plan.ranked) {
    if (o.offered < legal.size()) {
      EXPECT_EQ(o.action, legal[o.offered]) << "the rule set's offers keep their places";
      continue;
    }
    ++added;
    EXPECT_EQ(o.action.kind, ActionKind::kMove);
    EXPECT_EQ(o.action.actor, moss);
    EXPECT_TRUE(t.rules->check(s, o.action).ok) << t.rules->describe(s, o.action);
  }
  EXPECT_GE(added, 1u);
  EXPECT_LE(added, UtilitySettings{}.tactical_moves);

  UtilitySettings none;
  none.tactical_moves = 0;
  UtilityPlanner plain(find_personality(all, "balanced"), 1, none);
  EXPECT_EQ(plain.plan(*t.rules, s, 0).ranked.size(), legal.size());
}

// At a unit's order, the orders that lead it to a point go to its leader's
// destinations too: each one the rule set accepts, no more than settled.
TEST(UtilityWithTactics, AddsOrdersToTheLeadersDestinations) {
  ai_test::Table t = ai_test::scenario_table("scenarios/reference.yaml");
  ASSERT_TRUE(t.opening);
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  int side = -1;
  ASSERT_TRUE(ai_test::bring_to(t, 0, [&](const GameState&, const Decision& d) {
    side = d.side;
    return d.kind == DecisionKind::kChooseOrder;
  })) << "the Crown never chose an order";
  const GameState& s = *t.opening;
  std::vector<Action> legal;
  t.rules->legal_actions(s, legal);
  const auto all = load_personalities(default_personalities_path());
  UtilitySettings three;
  three.tactical_orders = 3;
  UtilityPlanner planner(find_personality(all, "balanced"), 1, three);
  const PlanResult plan = planner.plan(*t.rules, s, side);
  std::size_t added = 0;
  for (const RankedOption& o : plan.ranked) {
    if (o.offered < legal.size()) continue;
    ++added;
    EXPECT_EQ(o.action.kind, ActionKind::kOrder);
    EXPECT_TRUE(o.action.at.has_value());
    EXPECT_TRUE(t.rules->check(s, o.action).ok) << t.rules->describe(s, o.action);
    for (const Action& a : legal) {
      if (a.kind == ActionKind::kOrder && a.at) {
        EXPECT_GE(distance(*a.at, *o.action.at), 0.5);
      }
    }
  }
  EXPECT_GE(added, 1u);
  EXPECT_LE(added, three.tactical_orders);

  UtilityPlanner plain(find_personality(all, "balanced"), 1);  // none by default
  EXPECT_EQ(plain.plan(*t.rules, s, side).ranked.size(), legal.size());
}

}  // namespace
}  // namespace skirmish::ai
