// What Rencounter tells the planners (planner_queries.h): forecasts of a
// shot, a charge and a Volley Fire order against a fixed-seed simulation of
// 200,000 applies of the same action on copies (STYLE habit 5); exposure in
// the open, behind a wall, prone and out of sight, and to the melee to come;
// the men each side may lose before it breaks; evaluate at the start of
// a symmetric game, as men fall, and once it is over. Nothing asked changes
// the state (the queries take no Dice at all, so none can be drawn).
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

#include "engine/core/random.h"
#include "engine/core/terrain.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/break_counts.h"
#include "engine/rules/rencounter/planner_odds.h"
#include "engine/rules/rencounter/planner_queries.h"
#include "engine/rules/rencounter/rencounter_outcome.h"
#include "engine/rules/rencounter/table_exits.h"
#include "tests/core/terrain_builders.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::TestMan;
using testing::two_units;

constexpr int kRuns = 200000;
constexpr double kTolerance = 0.005;  // half a percentage point

class PlannerQueries : public ::testing::Test {
 protected:
  void start(const std::vector<TestMan>& red, const std::vector<TestMan>& blue,
             double wall_height = 0, double wall_y = 0, std::vector<Objective> objectives = {}) {
    Scenario sc = *two_units(red, blue);
    sc.objectives = std::move(objectives);
    if (wall_height > 0) {
      auto field = std::make_shared<Battlefield>(*sc.battlefield);
      TerrainFeature wall =
          skirmish::testing::line_of(TerrainType::kWall, {{0, wall_y}, {48, wall_y}});
      wall.height = wall_height;
      field->features.push_back(wall);
      sc.battlefield = field;
    }
    scenario_ = std::make_shared<const Scenario>(std::move(sc));
    state_ = rules_.new_game(scenario_);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  void apply(const Action& a, ScriptedDice& dice) { rules_.apply(*state_, a, dice, null_sink()); }
  // Red's card comes up (deck: Red, Blue, joker).
  void red_card() {
    ScriptedDice dice;
    dice.card(3, 0);
    apply({ActionKind::kActivate, -1, -1, -1, 0, {}}, dice);
  }
  // ... and every man of Red passes his action roll.
  void red_acts(int men) {
    red_card();
    ScriptedDice roll;
    for (int k = 0; k < men; ++k) roll.die(6, 1);
    apply({ActionKind::kOrder, -1, -1, 0, 0, {}}, roll);
  }
  Forecast forecast(const Action& a) {
    EXPECT_TRUE(rules_.check(*state_, a).ok) << rules_.check(*state_, a).reason;
    const uint64_t before = state_->hash();
    Forecast f;
    rules_.forecast(*state_, a, f);
    EXPECT_EQ(state_->hash(), before) << "forecast changed the state";
    return f;
  }
  Exposure exposure(int figure, Vec2 at) {
    const uint64_t before = state_->hash();
    Exposure e;
    rules_.exposure(*state_, figure, at, e);
    EXPECT_EQ(state_->hash(), before) << "exposure changed the state";
    EXPECT_TRUE(e.known);
    return e;
  }

  double shot_offered(int figure, Vec2 at) {
    const uint64_t before = state_->hash();
    const double offered = rules_.shot_offered(*state_, figure, at);
    EXPECT_EQ(state_->hash(), before) << "shot_offered changed the state";
    return offered;
  }

  // Shares of kRuns applies of `a` (seeds 1..kRuns) after which `target`
  // was struck (his wound points rose: every hit of the weapons used here
  // wounds), `target` was out of the fight, and `actor` was.
  struct Tally {
    double struck = 0, target_out = 0, actor_out = 0;
  };
  Tally simulate(const Action& a, int target, int actor) {
    std::unique_ptr<GameState> copy = state_->clone();
    const int points = s().men[static_cast<size_t>(target)].wounds.points;
    Tally t;
    for (int k = 1; k <= kRuns; ++k) {
      copy->copy_from(*state_);
      SeededDice dice(static_cast<uint64_t>(k));
      rules_.apply(*copy, a, dice, null_sink());
      const RencounterState& r = as_rencounter(*copy);
      t.struck += r.men[static_cast<size_t>(target)].wounds.points > points ? 1 : 0;
      t.target_out += in_the_fight(r, target) ? 0 : 1;
      t.actor_out += actor >= 0 && !in_the_fight(r, actor) ? 1 : 0;
    }
    t.struck /= kRuns;
    t.target_out /= kRuns;
    t.actor_out /= kRuns;
    return t;
  }

  // Men of [first, last) out of the fight after an apply of `a`, on average
  // over kRuns seeds (only men in the fight before it are counted).
  double men_out(const Action& a, int first, int last) {
    std::unique_ptr<GameState> copy = state_->clone();
    double out = 0;
    for (int k = 1; k <= kRuns; ++k) {
      copy->copy_from(*state_);
      SeededDice dice(static_cast<uint64_t>(k));
      rules_.apply(*copy, a, dice, null_sink());
      for (int i = first; i < last; ++i) {
        out += in_the_fight(s(), i) && !in_the_fight(as_rencounter(*copy), i) ? 1 : 0;
      }
    }
    return out / kRuns;
  }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
};

const std::vector<std::string> kMusket = {"Flintlock Musket"};
const std::vector<std::string> kSword = {"Sword"};

TEST_F(PlannerQueries, AShotAgreesWithSimulation) {
  start({{"Sgt Gridley", {24, 10}, 4, kMusket}}, {{"Abel Moss", {24, 22}, 4, kMusket}});
  red_acts(1);
  const Action shot{ActionKind::kShoot, 0, 1, -1, 0, {}};
  const Forecast f = forecast(shot);
  ASSERT_TRUE(f.known);
  EXPECT_DOUBLE_EQ(f.carried_out, 1.0);
  EXPECT_TRUE(f.moves.empty());
  const Tally t = simulate(shot, 1, 0);
  EXPECT_NEAR(f.hit_chance, t.struck, kTolerance);
  EXPECT_NEAR(f.enemy_losses, t.target_out, kTolerance);
  EXPECT_GT(f.enemy_losses, 0.05);
  EXPECT_GT(f.enemy_harm, f.enemy_losses);
  EXPECT_DOUBLE_EQ(f.own_losses, 0.0);
}

TEST_F(PlannerQueries, AShotAfterAHalfMoveAgreesWithSimulation) {
  start({{"Sgt Gridley", {24, 10}, 4, kMusket}}, {{"Abel Moss", {24, 22}, 4, kMusket}});
  red_acts(1);
  const Action stood{ActionKind::kShoot, 0, 1, -1, 0, {}};
  // Three inches aside: still at medium range (-2), now snap fire (-2).
  const Action walked{ActionKind::kShoot, 0, 1, -1, 0, Vec2{27, 10}};
  const Forecast f = forecast(walked);
  ASSERT_TRUE(f.known);
  ASSERT_EQ(f.moves.size(), 1u);
  EXPECT_EQ(f.moves[0].figure, 0);
  EXPECT_LT(f.hit_chance, forecast(stood).hit_chance) << "snap fire with another action, -2";
  const Tally t = simulate(walked, 1, 0);
  EXPECT_NEAR(f.hit_chance, t.struck, kTolerance);
  EXPECT_NEAR(f.enemy_losses, t.target_out, kTolerance);
}

TEST_F(PlannerQueries, AChargeAgreesWithSimulation) {
  start({{"Sgt Gridley", {24, 10}, 4, kSword}}, {{"Abel Moss", {24, 14}, 4, kSword}});
  red_acts(1);
  const Action charge{ActionKind::kCharge, 0, 1, -1, 0, {}};
  const Forecast f = forecast(charge);
  ASSERT_TRUE(f.known);
  ASSERT_EQ(f.moves.size(), 1u);
  EXPECT_LT(distance(f.moves[0].to, s().figures()[1].at), 1.5) << "he ends in contact";
  EXPECT_GT(f.enemy_losses, 0.05);
  EXPECT_GT(f.own_losses, 0.0) << "the riposte";
  const Tally t = simulate(charge, 1, 0);
  EXPECT_NEAR(f.enemy_losses, t.target_out, kTolerance);
  EXPECT_NEAR(f.own_losses, t.actor_out, kTolerance);
}

TEST_F(PlannerQueries, AVolleyAgreesWithSimulation) {
  start({{"Lt Vance", {21, 10}, 4, kMusket},
         {"Pte Wilton", {22.6, 10}, 3, kMusket},
         {"Pte Hoskins", {24.2, 10}, 4, kMusket},
         {"Pte Dowd", {25.8, 10}, 5, kMusket}},
        {{"Abel Moss", {24, 24}, 4, kMusket}});
  red_card();
  const Action volley{ActionKind::kOrder, -1, 4, 0, static_cast<int32_t>(Order::kVolleyFire), {}};
  const Forecast f = forecast(volley);
  ASSERT_TRUE(f.known);
  EXPECT_GT(f.carried_out, 0.5);
  EXPECT_LT(f.carried_out, 1.0);
  const Tally t = simulate(volley, 4, -1);
  EXPECT_NEAR(f.hit_chance, t.struck, kTolerance);
  EXPECT_NEAR(f.enemy_losses, t.target_out, kTolerance);
}

// Several strokes on one man share his riposte and add to one gang-up:
// taken as independent (docs), so a looser tolerance (measured: 0.5 points off).
TEST_F(PlannerQueries, AFormedChargeIsNearTheSimulation) {
  start({{"Lt Vance", {22, 10}, 4, kSword},
         {"Pte Wilton", {23.6, 10}, 4, kSword},
         {"Pte Hoskins", {25.2, 10}, 4, kSword}},
        {{"Abel Moss", {22.5, 13.5}, 4, kSword}, {"Cy Pratt", {25, 13.5}, 4, kSword}});
  red_card();
  const Action charge{ActionKind::kOrder, -1, 3, 0, static_cast<int32_t>(Order::kFormedCharge), {}};
  const Forecast f = forecast(charge);
  ASSERT_TRUE(f.known);
  EXPECT_NEAR(f.carried_out, 4.0 / 6.0, 1e-12);
  EXPECT_EQ(f.moves.size(), 3u);
  EXPECT_NEAR(f.enemy_losses, men_out(charge, 3, 5), 0.01);
  EXPECT_NEAR(f.own_losses, men_out(charge, 0, 3), 0.01);
}

TEST_F(PlannerQueries, FollowMeIsCarriedOutOnTheLeadersRoll) {
  start({{"Lt Vance", {22, 10}, 4, kMusket}, {"Pte Wilton", {23.6, 10}, 4, kMusket}},
        {{"Abel Moss", {24, 30}, 4, kMusket}});
  red_card();
  const Action follow{ActionKind::kOrder, -1, -1, 0, static_cast<int32_t>(Order::kFollowMe),
                      Vec2{22, 14}};
  const Forecast f = forecast(follow);
  ASSERT_TRUE(f.known);
  EXPECT_NEAR(f.carried_out, 4.0 / 6.0, 1e-12) << "an Average leader: 4 or less on a d6";
  ASSERT_EQ(f.moves.size(), 2u);
  EXPECT_EQ(f.moves[0].figure, 0);
  EXPECT_NEAR(f.moves[1].to.y, 14, 1e-9) << "abreast of the leader";
  EXPECT_DOUBLE_EQ(f.enemy_losses, 0.0);
}

// An objective of Red's with an area.
Objective red_objective(const std::string& name, ObjectiveKind kind, Circle area, int points) {
  Objective o;
  o.name = name;
  o.kind = kind;
  o.side = "Red";
  o.area = area;
  o.points = points;
  return o;
}

// Leaving the table by an exit objective takes its points outright, once
// (the first man out scores it) unless every man scores them; under
// individual actions, the chance that one of the men who can go acts.
TEST_F(PlannerQueries, LeavingByAnExitTakesItsPoints) {
  const Objective exit = red_objective("the east road", ObjectiveKind::kExit, {{48, 10}, 4}, 3);
  start({{"Lt Vance", {44, 10}, 4, kSword}, {"Pte Wilton", {44, 12}, 3, kMusket}},
        {{"Abel Moss", {10, 30}, 4, kMusket}}, 0, 0, {exit});
  red_card();
  const Action individual{
      ActionKind::kOrder, -1, -1, 0, static_cast<int32_t>(Order::kIndividual), {}};
  // Average 4 or less on a d6, green 3 or less (000 / Actions).
  EXPECT_NEAR(forecast(individual).points_taken, 3 * (1 - (1 - 4.0 / 6) * (1 - 3.0 / 6)), 1e-12);

  ScriptedDice both_act;
  both_act.die(6, 1).die(6, 1);
  apply(individual, both_act);
  const Action vance_goes{ActionKind::kSpecial, 0, -1, -1, kSpecialExit, Vec2{48, 10}};
  const Forecast f = forecast(vance_goes);
  ASSERT_TRUE(f.known);
  EXPECT_DOUBLE_EQ(f.points_taken, 3.0);
  ASSERT_EQ(f.moves.size(), 1u);
  EXPECT_DOUBLE_EQ(f.enemy_losses, 0.0);
  ScriptedDice none;
  apply(vance_goes, none);
  ASSERT_EQ(s().figures()[0].status, FigureStatus::kOffTable);
  const Action wilton_goes{ActionKind::kSpecial, 1, -1, -1, kSpecialExit, Vec2{48, 12}};
  EXPECT_DOUBLE_EQ(forecast(wilton_goes).points_taken, 0.0) << "the road is already scored";
  s().config.exit_points_per_man = true;
  EXPECT_DOUBLE_EQ(forecast(wilton_goes).points_taken, 3.0) << "every man scores it";
}

// A man moving into a reach objective's area takes its points, once.
TEST_F(PlannerQueries, AMoveIntoAReachAreaTakesItsPoints) {
  const Objective well = red_objective("the well", ObjectiveKind::kReach, {{30, 10}, 2}, 2);
  start({{"Lt Vance", {26, 10}, 4, kSword}, {"Pte Wilton", {26, 12}, 3, kMusket}},
        {{"Abel Moss", {10, 30}, 4, kMusket}}, 0, 0, {well});
  red_acts(2);
  const auto walk = [](int who, Vec2 to) {
    return Action{ActionKind::kMove,
                  static_cast<int16_t>(who),
                  -1,
                  -1,
                  static_cast<int32_t>(MoveMode::kWalk),
                  to};
  };
  EXPECT_DOUBLE_EQ(forecast(walk(0, {29.5, 10})).points_taken, 2.0);
  EXPECT_DOUBLE_EQ(forecast(walk(0, {27, 10})).points_taken, 0.0) << "short of the area";
  ScriptedDice none;
  apply(walk(0, {29.5, 10}), none);
  EXPECT_DOUBLE_EQ(forecast(walk(1, {29.5, 11})).points_taken, 0.0) << "reached already";
}

// Individual actions: each man's chance to act times his best lone shot
// (or stroke) as his own choice would forecast it; a man with nothing to
// shoot or strike adds nothing. Letting loaded men fire is worth their shots.
TEST_F(PlannerQueries, IndividualActionsAreEachMansBestShotOnHisRoll) {
  start({{"Lt Vance", {22, 10}, 4, kSword},
         {"Pte Wilton", {23.6, 10}, 3, kMusket},
         {"Pte Hoskins", {25.2, 10}, 5, kMusket}},
        {{"Abel Moss", {24, 20}, 4, kMusket}, {"Cy Pratt", {30, 24}, 4, kMusket}});
  red_card();
  const Action individual{
      ActionKind::kOrder, -1, -1, 0, static_cast<int32_t>(Order::kIndividual), {}};
  const Forecast f = forecast(individual);
  ASSERT_TRUE(f.known);
  EXPECT_DOUBLE_EQ(f.carried_out, 1.0) << "every man rolls: the order itself always stands";
  EXPECT_TRUE(f.moves.empty());
  double expected = 0;
  for (const int man : {1, 2}) {
    double best = 0;
    for (const int foe : {3, 4}) {
      Forecast shot;
      forecast_figure_action(
          s(),
          {ActionKind::kShoot, static_cast<int16_t>(man), static_cast<int16_t>(foe), -1, 0, {}},
          shot);
      ASSERT_TRUE(shot.known);
      best = std::max(best, shot.enemy_losses);
    }
    // Green 3 or less on a d6, veteran 5 or less (000 / Actions).
    expected += (man == 1 ? 3.0 / 6.0 : 5.0 / 6.0) * best;
  }
  EXPECT_GT(expected, 0.05);
  EXPECT_NEAR(f.enemy_losses, expected, 1e-12) << "the sword adds nothing out of reach";
  EXPECT_DOUBLE_EQ(f.own_losses, 0.0) << "no roll of an unshaken man makes him run";

  // Empty muskets: nothing to shoot, so the order forecasts no harm.
  for (const int man : {1, 2}) s().men[static_cast<size_t>(man)].rounds = 0;
  EXPECT_DOUBLE_EQ(forecast(individual).enemy_losses, 0.0);
}

TEST_F(PlannerQueries, ExposureBehindAWallIsLess) {
  const std::vector<TestMan> blue = {{"Abel Moss", {20, 26}, 4, kMusket},
                                     {"Cy Pratt", {24, 26}, 4, kMusket},
                                     {"Eli Shaw", {28, 26}, 4, kMusket}};
  start({{"Sgt Gridley", {24, 8}, 4, kMusket}}, blue, 0.5, 11);
  const Exposure open = exposure(0, {24, 12.5});
  const Exposure walled = exposure(0, {24, 10.4});
  EXPECT_EQ(open.shooters, 3);
  EXPECT_EQ(open.clear_shots, 3);
  EXPECT_DOUBLE_EQ(open.cover, 0.0);
  EXPECT_EQ(walled.shooters, 3);
  EXPECT_LT(walled.clear_shots, open.clear_shots);
  EXPECT_GT(walled.cover, open.cover);
  EXPECT_LT(walled.expected_hits, open.expected_hits);
  EXPECT_LT(walled.expected_losses, open.expected_losses);
  EXPECT_GT(open.expected_losses, 0.0);
}

TEST_F(PlannerQueries, AProneManOrOneOutOfSightIsLessExposed) {
  const std::vector<TestMan> blue = {{"Abel Moss", {20, 26}, 4, kMusket},
                                     {"Cy Pratt", {28, 26}, 4, kMusket}};
  start({{"Sgt Gridley", {24, 8}, 4, kMusket}}, blue, 3.0, 11);
  const Exposure standing = exposure(0, {24, 14});
  s().figures()[0].posture = Posture::kProne;
  const Exposure prone = exposure(0, {24, 14});
  EXPECT_LT(prone.expected_hits, standing.expected_hits);
  EXPECT_LE(prone.expected_losses, standing.expected_losses);
  const Exposure hidden = exposure(0, {24, 8});  // behind a wall 3" high
  EXPECT_EQ(hidden.shooters, 0);
  EXPECT_DOUBLE_EQ(hidden.expected_hits, 0.0);
  EXPECT_DOUBLE_EQ(hidden.cover, 1.0);
}

// 000 / Fire Combat: the shot a spot offers is his own next shot from it,
// the best of those at the men he would see there, weighed as a shot is.
TEST_F(PlannerQueries, TheShotASpotOffersIsHisBestShotFromThere) {
  const std::vector<TestMan> blue = {{"Abel Moss", {24, 26}, 4, kMusket},
                                     {"Cy Pratt", {34, 26}, 4, kSword}};
  start({{"Sgt Gridley", {24, 14}, 4, kMusket}, {"Pte Ames", {30, 14}, 4, kSword}}, blue, 3.0, 11);
  red_acts(2);
  const double there = shot_offered(0, {24, 14});
  EXPECT_GT(there, 0.02);
  const Forecast at_moss = forecast({ActionKind::kShoot, 0, 2, -1, 0, {}});
  const Forecast at_pratt = forecast({ActionKind::kShoot, 0, 3, -1, 0, {}});
  EXPECT_NEAR(there, std::max(at_moss.enemy_losses, at_pratt.enemy_losses), 1e-9);
  EXPECT_DOUBLE_EQ(shot_offered(0, {24, 8}), 0.0) << "behind a wall 3\" high";
  EXPECT_DOUBLE_EQ(shot_offered(1, {30, 14}), 0.0) << "a sword shoots nobody";
  const double contact = 2 * s().figures()[0].base_radius + 0.01;
  EXPECT_DOUBLE_EQ(shot_offered(0, {24, 26 - contact}), 0.0) << "in contact he fights";
  s().men[0].rounds = 0;
  EXPECT_DOUBLE_EQ(shot_offered(0, {24, 14}), 0.0) << "a man still loading has no shot to give";
}

TEST_F(PlannerQueries, ChargersAreThoseWhoseReachCoversTheGap) {
  start({{"Sgt Gridley", {24, 8}, 4, kMusket}}, {{"Abel Moss", {24, 20}, 4, kSword}});
  EXPECT_EQ(exposure(0, {24, 8}).chargers, 0) << "11 inches off";
  EXPECT_EQ(exposure(0, {24, 16}).chargers, 1) << "3 inches off";
}

// 000 / Charging, 000 / Melee: the melee to come for a man is the stroke of
// every enemy who could reach him, the same stroke a charge forecast gives
// and a simulation of the charge rolls.
TEST_F(PlannerQueries, MeleeLossesAreTheChargersStrokes) {
  start({{"Sgt Gridley", {24, 10}, 4, kSword}}, {{"Abel Moss", {24, 14}, 4, kSword}});
  red_acts(1);
  const Action charge{ActionKind::kCharge, 0, 1, -1, 0, {}};
  const Forecast f = forecast(charge);
  ASSERT_TRUE(f.known);
  const Exposure e = exposure(1, s().figures()[1].at);
  EXPECT_EQ(e.chargers, 1);
  EXPECT_NEAR(e.melee_losses, f.enemy_losses, 1e-12) << "the same stroke, by the same odds";
  EXPECT_NEAR(e.melee_losses, simulate(charge, 1, 0).target_out, kTolerance);
  EXPECT_DOUBLE_EQ(exposure(1, {24, 30}).melee_losses, 0.0) << "out of every charge's reach";
}

// 000 / Melee / One Vs Many: three on one man each strike at +2 and he
// parries at -2, so three chargers threaten more than three times one.
TEST_F(PlannerQueries, SeveralChargersGangUp) {
  start({{"Sgt Gridley", {24, 10}, 4, kSword}}, {{"Abel Moss", {24, 16}, 4, kSword}});
  const double one = exposure(1, s().figures()[1].at).melee_losses;
  start({{"Sgt Gridley", {24, 10}, 4, kSword},
         {"Pte Wilton", {21, 11}, 4, kSword},
         {"Pte Hoskins", {27, 11}, 4, kSword}},
        {{"Abel Moss", {24, 16}, 4, kSword}});
  const Exposure three = exposure(3, s().figures()[3].at);
  EXPECT_EQ(three.chargers, 3);
  EXPECT_GT(one, 0.0);
  EXPECT_GT(three.melee_losses, 3 * one + 0.01);
}

void kill(RencounterState& s, int i) {
  s.men[static_cast<size_t>(i)].wounds.points = kDeathPoints;
  s.figures()[static_cast<size_t>(i)].status = FigureStatus::kDead;
}

// 000 / Victory: the men each side may still lose before it breaks, told
// with every forecast, are the losses that break it.
TEST_F(PlannerQueries, MenToBreakAreTheLossesThatBreakTheSide) {
  std::vector<TestMan> red, blue;
  for (int k = 0; k < 6; ++k)
    red.push_back({"Red " + std::to_string(k), {14.0 + 4 * k, 6}, 4, kMusket});
  for (int k = 0; k < 5; ++k)
    blue.push_back({"Blue " + std::to_string(k), {14.0 + 4 * k, 30}, 4, kMusket});
  start(red, blue);
  red_card();
  const Action individual{
      ActionKind::kOrder, -1, -1, 0, static_cast<int32_t>(Order::kIndividual), {}};
  Forecast f;
  rules_.forecast(*state_, individual, f);
  EXPECT_EQ(f.own_men_to_break, 3) << "6 men in one unit: weak with 3 standing";
  ASSERT_GT(f.enemy_men_to_break, 0);
  int losses = 0;
  for (int i = 6; i < 11 && !rules_.outcome(*state_).over; ++i) {
    kill(s(), i);
    ++losses;
  }
  EXPECT_TRUE(rules_.outcome(*state_).over);
  EXPECT_EQ(losses, f.enemy_men_to_break);
}

TEST_F(PlannerQueries, EvaluateIsEvenAtTheStartAndRisesAsTheEnemyFalls) {
  std::vector<TestMan> red, blue;
  for (int k = 0; k < 6; ++k) {
    red.push_back({"Red " + std::to_string(k), {14.0 + 4 * k, 6}, 4, kMusket});
    blue.push_back({"Blue " + std::to_string(k), {14.0 + 4 * k, 30}, 4, kMusket});
  }
  start(red, blue);
  EXPECT_NEAR(rules_.evaluate(*state_, 0), 0.0, 1e-9);
  EXPECT_NEAR(rules_.evaluate(*state_, 1), 0.0, 1e-9);
  double last = 0;
  for (int i = 6; i < 8; ++i) {
    kill(s(), i);
    const double v = rules_.evaluate(*state_, 0);
    EXPECT_GT(v, last);
    EXPECT_LT(v, 1.0);
    EXPECT_NEAR(rules_.evaluate(*state_, 1), -v, 1e-12);
    last = v;
  }
  kill(s(), 8);
  kill(s(), 9);  // 2 healthy of 6: below half, Blue has broken
  ASSERT_TRUE(rules_.outcome(*state_).over);
  EXPECT_EQ(rules_.outcome(*state_).winner, 0);
  EXPECT_DOUBLE_EQ(rules_.evaluate(*state_, 0), 1.0);
  EXPECT_DOUBLE_EQ(rules_.evaluate(*state_, 1), -1.0);
}

// Every legal action and every man's own spot along random games on the
// shipped scenario: the state never changes, every number is a chance or a
// non-negative expectation.
TEST_F(PlannerQueries, RandomPlayNeverChangesTheStateAndGivesSaneNumbers) {
  state_ = rules_.new_game(testing::default_scenario());
  SeededDice dice(7);
  Xoshiro256 choose(8);
  std::vector<Action> actions;
  Forecast f;
  Exposure e;
  int known = 0;
  for (int step = 0; step < 400 && !rules_.next_decision(*state_).game_over(); ++step) {
    rules_.legal_actions(*state_, actions);
    const uint64_t before = state_->hash();
    for (const Action& a : actions) {
      rules_.forecast(*state_, a, f);
      if (!f.known) continue;
      ++known;
      for (double p : {f.carried_out, f.hit_chance}) {
        EXPECT_GE(p, 0.0);
        EXPECT_LE(p, 1.0 + 1e-12);
      }
      for (double x : {f.enemy_losses, f.enemy_harm, f.own_losses, f.own_harm}) EXPECT_GE(x, 0.0);
    }
    for (int i = 0; i < static_cast<int>(state_->figures().size()); i += 5) {
      rules_.exposure(*state_, i, state_->figures()[static_cast<size_t>(i)].at, e);
      EXPECT_GE(e.expected_hits, 0.0);
      EXPECT_LE(e.expected_hits, e.shooters + 1e-12);
      EXPECT_LE(e.expected_losses, e.expected_hits + 1e-12);
      EXPECT_LE(e.clear_shots, e.shooters);
      EXPECT_GE(e.melee_losses, 0.0);
      EXPECT_LE(e.melee_losses, e.chargers + 1e-12);
      EXPECT_GE(e.cover, 0.0);
      EXPECT_LE(e.cover, 1.0);
    }
    const double v = rules_.evaluate(*state_, 0);
    EXPECT_GE(v, -1.0);
    EXPECT_LE(v, 1.0);
    ASSERT_EQ(state_->hash(), before) << "a planner query changed the state at step " << step;
    rules_.apply(*state_, actions[choose.below(actions.size())], dice, null_sink());
  }
  EXPECT_GT(known, 100);
  RecordProperty("forecasts_known", known);
}

// The shot a spot offers skips the looks that could not beat the best shot
// found (planner_shot_offered): over random play on the four shipped
// scenarios, at each man's spot and a few inches off it, it gives what
// looking at every man in reach gives, to the bit.
TEST_F(PlannerQueries, TheShotOfferedSkipsOnlyLooksThatCouldNotBeatIt) {
  int shots = 0;
  for (const char* file :
       {"reference.yaml", "default.yaml", "ambush.yaml", "defended_building.yaml"}) {
    state_ = rules_.new_game(testing::shipped_scenario(file));
    SeededDice dice(11);
    Xoshiro256 choose(12);
    std::vector<Action> actions;
    for (int step = 0; step < 150 && !rules_.next_decision(*state_).game_over(); ++step) {
      if (step % 3 == 0) {
        for (int i = 0; i < static_cast<int>(state_->figures().size()); ++i) {
          const Vec2 here = state_->figures()[static_cast<size_t>(i)].at;
          for (const Vec2 off : {Vec2{0, 0}, Vec2{3, 1}, Vec2{-2, -4}}) {
            const double quick = planner_shot_offered(s(), i, here + off);
            const double every =
                planner_shot_offered(s(), i, here + off, ShotOfferSearch::kEveryLook);
            ASSERT_EQ(quick, every) << file << " step " << step << " man " << i;
            shots += every > 0 ? 1 : 0;
          }
        }
      }
      rules_.legal_actions(*state_, actions);
      rules_.apply(*state_, actions[choose.below(actions.size())], dice, null_sink());
    }
  }
  EXPECT_GT(shots, 200);
  RecordProperty("spots_with_a_shot", shots);
}

// The men counted once for every side (break_counts.h) break a side, and
// decide the battle, exactly when side_broken and battle_decided say so:
// men are put out one by one, in a different order each time, until both
// sides have broken.
TEST_F(PlannerQueries, BreakCountsAgreeWithSideBroken) {
  int broken = 0;
  for (uint64_t order = 1; order <= 20; ++order) {
    state_ = rules_.new_game(testing::default_scenario());
    std::vector<int> men(s().figures().size());
    for (size_t i = 0; i < men.size(); ++i) men[i] = static_cast<int>(i);
    Xoshiro256 shuffle(order);
    for (size_t i = men.size(); i > 1; --i) std::swap(men[i - 1], men[shuffle.below(i)]);
    BreakCounts counts;
    for (int i : men) {
      count_break(s(), counts);
      for (int side = 0; side < static_cast<int>(s().side_start.size()); ++side) {
        ASSERT_EQ(side_broken(s(), counts, side), side_broken(s(), side)) << "order " << order;
        ASSERT_EQ(counts.healthy[static_cast<size_t>(side)], healthy_men(s(), side));
        broken += side_broken(s(), side) ? 1 : 0;
      }
      ASSERT_EQ(battle_decided(s(), counts), battle_decided(s()));
      // battle_decided counts the men once for every side: the answer is
      // still whether some side_broken says so.
      bool some_side_broken = false;
      for (int side = 0; side < static_cast<int>(s().side_start.size()); ++side) {
        some_side_broken = some_side_broken || side_broken(s(), side);
      }
      ASSERT_EQ(battle_decided(s()), some_side_broken) << "order " << order;
      kill(s(), i);
    }
  }
  EXPECT_GT(broken, 100);
}

}  // namespace
}  // namespace skirmish::rencounter
