// Cavalry under orders and in retreat (000 / Formed Charge; 000 / Movement /
// Leaving Melee: the pass-through Formed Charge by cavalry; 000 / Combat /
// Charging; 000 / Morale / Effects of Action Rolls Greater than 6 on
// horseback; exit objectives ridden; another man's loose horse caught),
// with the dice answered by what they are rolled for.
#include <gtest/gtest.h>

#include <algorithm>
#include <deque>
#include <map>

#include "engine/core/random.h"
#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/melee_actions.h"
#include "engine/rules/rencounter/melee_exchange.h"
#include "engine/rules/rencounter/morale_flow.h"
#include "engine/rules/rencounter/rencounter_outcome.h"
#include "engine/rules/rencounter/rider_candidates.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/table_exits.h"
#include "engine/rules/rencounter/unit_orders.h"
#include "tests/core/terrain_builders.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::TestMan;
using testing::two_units;

// Dice that answer by the roll's purpose: a queue of values per roll code,
// then a standing answer per code, else the die's highest face (which fails
// every roll made "at most": strokes and parries miss, checks fail). Cards
// come up first in the deck's order. Counts what was rolled for.
class CodedDice final : public Dice {
 public:
  CodedDice& next(int16_t code, int value) {
    queued_[code].push_back(value);
    return *this;
  }
  CodedDice& always(int16_t code, int value) {
    standing_[code] = value;
    return *this;
  }
  int rolled(int16_t code) const {
    const auto it = count_.find(code);
    return it == count_.end() ? 0 : it->second;
  }

 protected:
  int generate(int sides, const RollPurpose& p) override {
    ++count_[p.code];
    auto& q = queued_[p.code];
    if (!q.empty()) {
      const int v = q.front();
      q.pop_front();
      return std::min(v, sides);
    }
    const auto it = standing_.find(p.code);
    return it == standing_.end() ? sides : std::min(it->second, sides);
  }
  int generate_card(int, const RollPurpose&) override { return 0; }

 private:
  std::map<int16_t, std::deque<int>> queued_;
  std::map<int16_t, int> standing_;
  std::map<int16_t, int> count_;
};

constexpr int kCapt = 0;  // Red's leader, mounted at (20, 10) heading +y
constexpr int kTpr = 1;   // Red, mounted at (24, 10) heading +y
constexpr int kAbel = 2;  // Blue, on foot 12" ahead of the captain
constexpr int kBen = 3;   // Blue, on foot 12" ahead of the trooper
constexpr int kCal = 4;   // Blue, far off

class HorseCharges : public ::testing::Test {
 protected:
  HorseCharges() {
    set_up({{"Capt Hale", {20, 10}, 4, {"Sword"}}, {"Tpr Moss", {24, 10}, 4, {"Sword"}}},
           {{"Abel Moss", {20, 22}, 4, {"Sword"}},
            {"Ben Nye", {24, 22}, 4, {"Sword"}},
            {"Cal Orr", {44, 32}, 4, {"Sword"}}});
  }
  void set_up(std::vector<TestMan> red, std::vector<TestMan> blue,
              std::vector<Objective> objectives = {}) {
    auto sc = std::make_shared<Scenario>(*two_units(red, blue));
    sc->objectives = std::move(objectives);
    scenario_ = sc;
    state_ = rules_.new_game(scenario_);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  Figure& fig(int i) { return s().figures()[static_cast<size_t>(i)]; }
  ManRecord& man(int i) { return s().men[static_cast<size_t>(i)]; }
  void mount(int i, int speed, double facing = 90) {
    fig(i).mounted = true;
    fig(i).base_radius = 1.0f;
    fig(i).facing = static_cast<float>(facing);
    man(i).horse.has_horse = true;
    man(i).horse.speed = static_cast<int8_t>(speed);
  }
  // The captain at (20, 20) rides across the front at 12", Abel 12" to his
  // left and Ben out of the way: on foot he would walk back 6".
  void across_the_front() {
    mount(kCapt, 12, 0);
    fig(kCapt).at = {20, 20};
    fig(kAbel).at = {20, 32};
    fig(kBen).at = {40, 34};
  }
  // Red's card comes up first.
  void red_activates() {
    CodedDice cards;
    rules_.apply(*state_, {ActionKind::kActivate, -1, -1, -1, 0, {}}, cards, events_);
    ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kChooseOrder);
    ASSERT_EQ(s().active_unit(), 0);
  }
  static Action order(Order o, int target, std::optional<Vec2> at = std::nullopt) {
    return {ActionKind::kOrder, -1, static_cast<int16_t>(target), 0, static_cast<int32_t>(o), at};
  }
  std::vector<Action> offered() {
    std::vector<Action> out;
    rules_.legal_actions(*state_, out);
    return out;
  }
  bool narrated(const std::string& words) const { return log().find(words) != std::string::npos; }
  std::string log() const { return testing::story(events_); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

// --- Formed Charge at horse pace (000 / Formed Charge; Effects of enemy figures on movement)

TEST_F(HorseCharges, AFormedChargeGoesInAtTheHorsesPace) {
  mount(kCapt, 12);
  mount(kTpr, 12);
  red_activates();
  CodedDice dice;
  dice.next(roll_code::kActionRoll, 1);  // the order passes; every stroke then misses
  rules_.apply(*state_, order(Order::kFormedCharge, kAbel), dice, events_);
  EXPECT_TRUE(in_contact(s(), kCapt, kAbel)) << log();
  // 12" less the two bases and a little: the horse slows to 10" to stop there.
  EXPECT_EQ(man(kCapt).horse.speed, 10);
  EXPECT_EQ(dice.rolled(kHorsemanshipRoll), 0) << "a horse that can stop needs no test";
  EXPECT_TRUE(engaged(s(), kTpr)) << "the trooper charges too";
  EXPECT_GT(man(kTpr).horse.speed, 6);
  EXPECT_EQ(man(kCapt).runs, 1) << "only his stroke counts against a man's wind";
  EXPECT_FALSE(narrated("carries him on")) << "a horse that charged is not carried on";
}

TEST_F(HorseCharges, TooFastToStopTheLeadersHorseRidesTheManDown) {
  mount(kCapt, 18);  // at least 12" this turn, and Abel is 10.45" off
  mount(kTpr, 12);
  red_activates();
  CodedDice dice;
  dice.next(roll_code::kActionRoll, 1);
  dice.always(kHorsemanshipRoll, 1);  // he rides his horse in and stays on
  dice.always(kTrampleDamageRoll, 12);
  rules_.apply(*state_, order(Order::kFormedCharge, kAbel), dice, events_);
  EXPECT_EQ(dice.rolled(kHorsemanshipRoll), 2) << log();
  EXPECT_TRUE(narrated("Capt Hale tests horsemanship to ride his horse in")) << log();
  EXPECT_TRUE(narrated("Capt Hale tests horsemanship at the impact")) << log();
  EXPECT_EQ(man(kCapt).horse.speed, 12) << "it comes on at its least speed";
  EXPECT_TRUE(narrated("Capt Hale's horse rides down Abel Moss")) << log();
  EXPECT_EQ(fig(kAbel).posture, Posture::kProne);
  EXPECT_EQ(dice.rolled(kTrampleDamageRoll), 1) << "only the captain came in too fast";
}

TEST_F(HorseCharges, TooFastAndSheeringOffHeStrikesInPassingWithoutTrampling) {
  mount(kCapt, 18);
  mount(kTpr, 12);
  man(kCapt).horsemanship = 3;
  red_activates();
  CodedDice dice;
  dice.next(roll_code::kActionRoll, 1);
  dice.next(kHorsemanshipRoll, 6);  // over his 3: the horse sheers off
  rules_.apply(*state_, order(Order::kFormedCharge, kAbel), dice, events_);
  EXPECT_TRUE(narrated("sheers off; he strikes in passing")) << log();
  EXPECT_TRUE(narrated("Capt Hale strikes at Abel Moss")) << log();
  EXPECT_EQ(dice.rolled(kTrampleDamageRoll), 0);
}

// --- The pass-through Formed Charge (000 / Leaving Melee; Charging)

TEST_F(HorseCharges, APassThroughIsOfferedToCavalryOnly) {
  red_activates();
  auto passes = [&] {
    int n = 0;
    for (const Action& a : offered()) {
      if (a.kind == ActionKind::kOrder &&
          a.param == static_cast<int32_t>(Order::kPassThroughCharge)) {
        EXPECT_TRUE(rules_.check(*state_, a).ok) << rules_.check(*state_, a).reason;
        ++n;
      }
    }
    return n;
  };
  EXPECT_EQ(passes(), 0) << "on foot they cannot ride through";
  const std::string why = order_refusal(s(), Order::kPassThroughCharge, kAbel, Vec2{20, 30});
  EXPECT_NE(why.find("only cavalry"), std::string::npos) << why;
  mount(kCapt, 12);
  mount(kTpr, 12);
  EXPECT_GT(passes(), 0);
}

TEST_F(HorseCharges, APassThroughMustRideOnOutOfContactWithinTheHorsesPace) {
  mount(kCapt, 12);
  mount(kTpr, 12);
  red_activates();
  // Ending beside Abel is a charge, not a pass.
  std::string why = order_refusal(s(), Order::kPassThroughCharge, kAbel, Vec2{18.45, 22});
  EXPECT_NE(why.find("does not stop"), std::string::npos) << why;
  // 25" of riding is beyond an 18" horse.
  why = order_refusal(s(), Order::kPassThroughCharge, kAbel, Vec2{18, 35});
  EXPECT_NE(why.find("his horse may go 6\" to 18\""), std::string::npos) << why;
  // Past him on the left, grazing his base, and 4" on: legal.
  EXPECT_EQ(order_refusal(s(), Order::kPassThroughCharge, kAbel, Vec2{17.9, 26}), "");
  // Turning in across him after the stroke would ride through him.
  why = order_refusal(s(), Order::kPassThroughCharge, kAbel, Vec2{20, 27});
  EXPECT_NE(why.find("in the way"), std::string::npos) << why;
}

TEST_F(HorseCharges, TheRidersStrikeInPassingAndRideOnOutOfTheMelee) {
  mount(kCapt, 12);
  mount(kTpr, 12);
  red_activates();
  const Vec2 to{17.9, 26};
  ASSERT_TRUE(rules_.check(*state_, order(Order::kPassThroughCharge, kAbel, to)).ok);
  CodedDice dice;
  dice.next(roll_code::kActionRoll, 1);  // the order passes; every stroke misses
  rules_.apply(*state_, order(Order::kPassThroughCharge, kAbel, to), dice, events_);
  EXPECT_TRUE(narrated("orders a Pass-through Charge")) << log();
  EXPECT_TRUE(narrated("Capt Hale rides in")) << log();
  EXPECT_TRUE(narrated("Capt Hale strikes at Abel Moss")) << log();
  EXPECT_TRUE(narrated("Capt Hale rides on")) << log();
  EXPECT_NEAR(distance(fig(kCapt).at, to), 0, 1e-6);
  EXPECT_FALSE(engaged(s(), kCapt)) << "he has ridden out of the melee";
  EXPECT_FALSE(engaged(s(), kTpr));
  EXPECT_TRUE(narrated("Tpr Moss rides in")) << log();
  // The whole course is the horse's speed: about 16" here.
  EXPECT_GE(man(kCapt).horse.speed, 15);
  EXPECT_LE(man(kCapt).horse.speed, 17);
  EXPECT_FALSE(narrated("carries him on"));
  EXPECT_EQ(dice.rolled(kTrampleDamageRoll), 0) << "passing alongside, nobody is ridden down";
  EXPECT_EQ(dice.rolled(kMeleeStrokeRollCode), 2) << "one stroke each";
}

TEST_F(HorseCharges, AFailedOrderLeavesTheHorsesToCarryOn) {
  mount(kCapt, 12);
  mount(kTpr, 12);
  red_activates();
  CodedDice dice;
  dice.next(roll_code::kActionRoll,
            6);  // "the unit does not move, except for required follow through"
  rules_.apply(*state_, order(Order::kPassThroughCharge, kAbel, Vec2{17.9, 26}), dice, events_);
  EXPECT_TRUE(narrated("Capt Hale's horse carries him on 6.0\"")) << log();
  EXPECT_EQ(dice.rolled(kMeleeStrokeRollCode), 0);
}

// --- Falling back on horseback (000 / Morale / Effects of Action Rolls Greater than 6)

TEST_F(HorseCharges, ARiderFallsBackAtHisHorsesPaceAsTheActivationEnds) {
  across_the_front();
  const double before = distance(fig(kCapt).at, fig(kAbel).at);
  fall_back(s(), kCapt, events_);
  EXPECT_TRUE(narrated("Capt Hale turns his horse to fall back"));
  EXPECT_NEAR(distance(fig(kCapt).at, fig(kAbel).at), before, 1e-9) << "not yet";
  CodedDice dice;
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_TRUE(fig(kCapt).mounted);
  // At 12" he may go 18": 45 degrees away at once, then 45 more 6" on.
  EXPECT_GT(distance(fig(kCapt).at, fig(kAbel).at), before + 12) << log();
  EXPECT_GE(man(kCapt).horse.speed, 17);
  EXPECT_NEAR(fig(kCapt).facing, 270, 1e-6) << "he ends with his back to the enemy";
  EXPECT_FALSE(man(kCapt).horse.falling_back);
  EXPECT_EQ(fig(kCapt).posture, Posture::kStanding) << "a rider does not kneel to hide";
}

TEST_F(HorseCharges, ARiderRunningForGoodRidesOffTheTable) {
  mount(kCapt, 6, 270);
  fig(kCapt).at = {20, 4};
  man(kCapt).morale.runs_for_good = true;
  fall_back(s(), kCapt, events_);
  CodedDice dice;
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_EQ(fig(kCapt).status, FigureStatus::kOffTable) << log();
  EXPECT_TRUE(narrated("Capt Hale rides off the table"));
  EXPECT_TRUE(lost(s(), kCapt));
}

TEST_F(HorseCharges, AMoraleRollOfSevenSendsARiderBackInPlay) {
  across_the_front();
  man(kTpr).horse.has_horse = false;
  fig(kTpr).at = {40, 2};  // out of the way, on foot
  man(kCapt).wounds.points = 1;
  red_activates();
  const double before = distance(fig(kCapt).at, fig(kAbel).at);
  CodedDice dice;
  dice.next(roll_code::kActionRoll, 6);  // 6 + 1 = 7: the captain falls back
  dice.next(roll_code::kActionRoll, 6);  // the trooper hesitates
  dice.always(kHorsemanshipRoll, 1);     // wounded, over 3" and over 6: he stays on
  rules_.apply(*state_, order(Order::kIndividual, -1), dice, events_);
  EXPECT_TRUE(narrated("Capt Hale turns his horse to fall back")) << log();
  EXPECT_TRUE(narrated("wounded, after rolling over 6")) << log();
  EXPECT_GT(distance(fig(kCapt).at, fig(kAbel).at), before + 12) << log();
}

// --- A man run into with no room to dodge (000 / Effects of enemy figures on movement)

TEST_F(HorseCharges, HemmedInHeStrikesAtTheRiderInsteadOfDodging) {
  mount(kCapt, 18);  // not ridden on: it carries him on 12"
  fig(kAbel).at = {20, 15};
  fig(kBen).at = {21.5, 15};  // his mates on either side leave him no room
  fig(kCal).at = {18.5, 15};
  CodedDice dice;
  dice.next(roll_code::kActionRoll, 1);  // Abel's action check passes
  dice.always(kHorsemanshipRoll, 1);
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_TRUE(narrated("Abel Moss has no room to dodge and strikes at the rider")) << log();
  EXPECT_TRUE(narrated("Abel Moss strikes at Capt Hale")) << log();
  EXPECT_TRUE(narrated("Capt Hale's horse rides down Abel Moss")) << log();
  EXPECT_EQ(fig(kAbel).posture, Posture::kProne);
}

TEST_F(HorseCharges, AHorseThatCannotGoOnIsToldSo) {
  mount(kCapt, 12);            // not ridden on: it would carry him on 6"
  fig(kAbel).at = {20, 11.5};  // but Abel stands touching its nose
  CodedDice dice;              // at 6" it just stops: no damage, no dodge
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_TRUE(narrated("Capt Hale's horse cannot go on")) << log();
  EXPECT_FALSE(narrated("carries him on 0.0")) << log();
  EXPECT_TRUE(narrated("Capt Hale's horse pulls up")) << log();
}

// --- Exits on horseback (table_exits.h)

Objective exit_at(Vec2 at, int points) {
  Objective o;
  o.name = "the east road";
  o.kind = ObjectiveKind::kExit;
  o.side = "Red";
  o.area = {at, 4};
  o.points = points;
  return o;
}

class HorseExits : public HorseCharges {
 protected:
  HorseExits() {
    set_up({{"Capt Hale", {40, 10}, 4, {"Sword"}}, {"Tpr Moss", {10, 2}, 4, {"Sword"}}},
           {{"Abel Moss", {10, 30}, 4, {"Sword"}}}, {exit_at({48, 10}, 3)});
  }
  static Action exit(Vec2 at) { return {ActionKind::kSpecial, kCapt, -1, -1, kSpecialExit, at}; }
};

TEST_F(HorseExits, ARiderRidesOffByTheExitAndScores) {
  mount(kCapt, 12, 0);
  std::vector<Action> out;
  add_melee_candidates(s(), kCapt, out);
  const auto it = std::find(out.begin(), out.end(), exit({48, 10}));
  ASSERT_NE(it, out.end()) << "the exit is offered to a rider";
  ASSERT_TRUE(check_figure_action(s(), *it).ok) << check_figure_action(s(), *it).reason;
  CodedDice dice;
  apply_figure_action(s(), *it, dice, events_);
  EXPECT_EQ(fig(kCapt).status, FigureStatus::kOffTable) << log();
  EXPECT_TRUE(man(kCapt).kit.exited);
  EXPECT_FALSE(lost(s(), kCapt));
  EXPECT_EQ(objective_points(s(), 0), 3);
  EXPECT_TRUE(narrated("Capt Hale rides 7.0\"")) << log();
  EXPECT_TRUE(narrated("rides off the table by the east road")) << log();
}

TEST_F(HorseExits, TheEdgeEndsTheRideButTheHorseMustTurnAsItMay) {
  mount(kCapt, 18, 0);  // 12" at least, but the edge is 7" off: it goes on off the table
  EXPECT_TRUE(check_figure_action(s(), exit({48, 10})).ok);
  mount(kCapt, 18, 90);  // a right angle at 12" and more is too sharp
  const CheckResult r = check_figure_action(s(), exit({48, 10}));
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.reason.find("turns at most 45 degrees"), std::string::npos) << r.reason;
}

TEST_F(HorseExits, AHorseThatBalksAtAWallStaysOnTheTable) {
  auto sc = std::make_shared<Scenario>(*scenario_);
  auto field = std::make_shared<Battlefield>(*sc->battlefield);
  TerrainFeature wall = skirmish::testing::line_of(TerrainType::kWall, {{44, 0}, {44, 36}});
  wall.height = 0.5;  // 3 feet: +1
  field->features.push_back(wall);
  sc->battlefield = field;
  scenario_ = sc;
  state_ = rules_.new_game(scenario_);
  mount(kCapt, 12, 0);
  ASSERT_TRUE(check_figure_action(s(), exit({48, 10})).ok);
  CodedDice dice;
  dice.next(kHorsemanshipRoll, 6);  // 6 + 1 against 6: failed by one, it balks
  apply_figure_action(s(), exit({48, 10}), dice, events_);
  EXPECT_EQ(fig(kCapt).status, FigureStatus::kFighting) << log();
  EXPECT_TRUE(narrated("balks")) << log();
  EXPECT_EQ(objective_points(s(), 0), 0);
}

// --- Another man's loose horse (riderless_horses.h)

TEST_F(HorseCharges, AManOnFootCatchesAnotherMansLooseHorse) {
  HorseRecord& loose = man(kCapt).horse;
  loose.has_horse = true;
  loose.loose = true;
  loose.left_at = {30, 10};
  loose.size = HorseSize::kBig;
  loose.wounds = 1;
  fig(kTpr).at = {31.5, 10};  // on foot, in base contact with it
  std::vector<Action> out;
  add_mount_candidate(s(), kTpr, out);
  const Action take{ActionKind::kSpecial, kTpr, kCapt, -1, kSpecialMount, {}};
  ASSERT_NE(std::find(out.begin(), out.end(), take), out.end());
  ASSERT_TRUE(check_figure_action(s(), take).ok) << check_figure_action(s(), take).reason;
  EXPECT_EQ(rules_.describe(*state_, take), "Tpr Moss catches Capt Hale's loose horse and mounts");
  CodedDice none;
  apply_figure_action(s(), take, none, events_);
  EXPECT_TRUE(in_saddle(s(), kTpr));
  EXPECT_EQ(man(kTpr).horse.size, HorseSize::kBig) << "the horse is his, as it is";
  EXPECT_EQ(man(kTpr).horse.wounds, 1);
  EXPECT_FALSE(man(kCapt).horse.has_horse);
  EXPECT_FALSE(
      check_figure_action(s(), {ActionKind::kSpecial, kCapt, -1, -1, kSpecialMount, {}}).ok);
  EXPECT_TRUE(narrated("Tpr Moss catches Capt Hale's loose horse and mounts"));
}

TEST_F(HorseCharges, OnlyAManWithNoHorseToHandMayCatchAnothers) {
  HorseRecord& loose = man(kCapt).horse;
  loose.has_horse = true;
  loose.loose = true;
  loose.left_at = {30, 10};
  fig(kAbel).at = {30, 11.5};  // an enemy may take it too
  const Action enemy{ActionKind::kSpecial, kAbel, kCapt, -1, kSpecialMount, {}};
  EXPECT_TRUE(check_figure_action(s(), enemy).ok) << check_figure_action(s(), enemy).reason;
  fig(kTpr).at = {31.5, 10};
  man(kTpr).horse.has_horse = true;
  man(kTpr).horse.held = true;
  man(kTpr).horse.left_at = {40, 10};
  const CheckResult r =
      check_figure_action(s(), {ActionKind::kSpecial, kTpr, kCapt, -1, kSpecialMount, {}});
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.reason.find("a horse of his own"), std::string::npos) << r.reason;
}

// --- Whole games with cavalry on both sides end, and use the new orders.

TEST(HorseChargeGames, RandomGamesWithCavalryOnBothSidesEnd) {
  RencounterRules rules;
  const auto scenario = two_units({{"Capt Hale", {16, 8}, 4, {"Sword"}},
                                   {"Tpr Moss", {20, 8}, 4, {"Sword"}},
                                   {"Tpr Webb", {24, 8}, 4, {"Sword"}}},
                                  {{"Maj Orr", {16, 28}, 4, {"Sword"}},
                                   {"Dgn Nye", {20, 28}, 4, {"Sword"}},
                                   {"Dgn Kerr", {24, 28}, 4, {"Sword"}}});
  int passes = 0;
  for (uint64_t seed = 1; seed <= 16; ++seed) {
    auto state = rules.new_game(scenario);
    auto& s = as_rencounter(*state);
    for (size_t i = 0; i < s.figures().size(); ++i) {
      s.figures()[i].mounted = true;
      s.figures()[i].base_radius = 1.0f;
      s.men[i].horse.has_horse = true;
    }
    SeededDice dice(seed);
    Xoshiro256 chooser(seed ^ 0x9e3779b97f4a7c15ULL);
    std::vector<Action> actions;
    NullSink none;
    int steps = 0;
    while (!rules.next_decision(*state).game_over() && steps < 20000) {
      rules.legal_actions(*state, actions);
      ASSERT_FALSE(actions.empty());
      // Lean to the pass-through when it is offered, so that it is played.
      const auto pass = std::find_if(actions.begin(), actions.end(), [](const Action& a) {
        return a.kind == ActionKind::kOrder &&
               a.param == static_cast<int32_t>(Order::kPassThroughCharge);
      });
      const Action a = pass != actions.end() && chooser.below(2) == 0
                           ? *pass
                           : actions[chooser.below(actions.size())];
      passes += a.kind == ActionKind::kOrder &&
                a.param == static_cast<int32_t>(Order::kPassThroughCharge);
      rules.apply(*state, a, dice, none);
      ++steps;
    }
    EXPECT_TRUE(rules.next_decision(*state).game_over()) << "seed " << seed;
  }
  EXPECT_GT(passes, 0);
}

}  // namespace
}  // namespace skirmish::rencounter
