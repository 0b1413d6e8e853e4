// What the utility planner tells a person (ai/utility/reasons.cpp): an
// option's gains in numbers and the largest cost after "but"; and, where
// nothing speaks for its choice, what the other options came to instead of
// an empty "nothing offered promises more".
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

using ai_test::minimal_table;

Action hold(int man) {
  Action a;
  a.kind = ActionKind::kPass;
  a.actor = static_cast<int16_t>(man);
  return a;
}

// An option whose terms are given as (name, contribution) with weight 1.
RankedOption option(const Action& a, std::vector<Consideration> terms) {
  RankedOption o;
  o.action = a;
  o.terms = std::move(terms);
  for (const Consideration& t : o.terms) o.score += t.contribution();
  return o;
}

// Facts of an option the rule set forecast (not tried on the dice).
OptionFacts forecast() {
  OptionFacts f;
  f.forecast_known = true;
  return f;
}

// The same, with the enemy men its damage dealt term counts (no harm besides).
OptionFacts forecast_of(const RankedOption& o) {
  OptionFacts f = forecast();
  for (const Consideration& c : o.terms) {
    if (c.name == kDamageDealt) f.enemy_losses = c.value;
  }
  return f;
}

struct Told {
  ai_test::Table t;
  explicit Told(ai_test::Table table = minimal_table()) : t(std::move(table)) {}
  Considerations considerations;
  std::string name(int man) const { return figure_name(*t.scenario, man); }
  std::string reason(const RankedOption& o, const OptionFacts& facts) const {
    return utility_reason(*t.rules, *t.opening, o, facts, considerations);
  }
  std::string reason(const RankedOption& o) const { return reason(o, forecast_of(o)); }
  // Each option explained, then the choice's line.
  std::string choice(std::vector<RankedOption> ranked, std::size_t pick = 0,
                     WhyAlike alike_because = WhyAlike::kUnsaid) const {
    for (RankedOption& o : ranked) o.reason = reason(o);
    return utility_choice_reason(*t.rules, *t.opening, ranked, pick, alike_because);
  }
};

TEST(UtilityReasons, GainsFirstThenTheLargestCostAfterBut) {
  Told told;
  OptionFacts facts = forecast();
  facts.leader = 0;
  facts.main_figure = 1;
  facts.enemy_losses = 0.4;
  const RankedOption o =
      option(hold(1), {{kDamageDealt, 0.4, 1}, {kCohesion, -0.2, 1}, {kLeaderSafety, -0.01, 1}});
  EXPECT_EQ(told.reason(o, facts), told.name(1) +
                                       " holds: expects to put 0.40 enemy men out of the fight; "
                                       "but strays from " +
                                       told.name(0));
  // An order that may fail: the chance with the gain, what a failure does
  // after "but".
  OptionFacts risky = forecast();
  risky.carried_out = 0.83;
  risky.enemy_losses = 0.5;
  EXPECT_EQ(told.reason(option(hold(1), {{kDamageDealt, 0.5, 1}, {kMoraleRisk, -0.17, 1}}), risky),
            told.name(1) +
                " holds: expects to put 0.50 enemy men out of the fight, 83% likely to be carried "
                "out; but 17% that it fails and shakes the men");
  // A cost too small to tell is left out.
  const RankedOption small = option(hold(1), {{kDamageDealt, 0.4, 1}, {kCohesion, -0.001, 1}});
  EXPECT_EQ(told.reason(small, facts),
            told.name(1) + " holds: expects to put 0.40 enemy men out of the fight");
}

TEST(UtilityReasons, ALeaderClosingOnHisMenKeepsCloseToThem) {
  Told told;
  OptionFacts facts = forecast();
  facts.leader = 0;
  facts.main_figure = 0;
  EXPECT_EQ(told.reason(option(hold(0), {{kCohesion, 0.3, 1}}), facts),
            told.name(0) + " holds: keeps close to his men");
  EXPECT_EQ(told.reason(option(hold(0), {{kCohesion, -0.3, 1}}), facts),
            told.name(0) + " holds: leaves his men behind");
}

// The shot a move gives is told as his own only where it shows in whole
// percents; a gain that is the other men's (a section following him) is
// told as theirs.
TEST(UtilityReasons, AShotGainedIsHisOnlyWhereItShows) {
  Told told;
  OptionFacts facts = forecast();
  facts.main_figure = 1;
  facts.moved = true;
  facts.before.known = facts.after.known = true;
  const RankedOption o = option(hold(1), {{kFirePosition, 0.2, 1}});
  facts.shot_before = 0.11;
  facts.shot_after = 0.22;
  EXPECT_EQ(told.reason(o, facts),
            told.name(1) +
                " holds: a better shot from there: 22% to put a man out of the fight, 11% where "
                "he stands");
  facts.shot_before = 0;
  EXPECT_EQ(told.reason(o, facts), told.name(1) +
                                       " holds: gives him a shot he lacks where he stands: 22% to "
                                       "put a man out of the fight");
  // 31% either way, or none to speak of: the men's gain, not his.
  facts.shot_before = 0.312;
  facts.shot_after = 0.308;
  EXPECT_EQ(told.reason(o, facts), told.name(1) + " holds: puts the men where they can shoot");
  facts.shot_before = 0;
  facts.shot_after = 0.004;
  EXPECT_EQ(told.reason(o, facts), told.name(1) + " holds: puts the men where they can shoot");
}

// The shooters a move leaves him under, with the hits to expect; where
// those show alike to a tenth, his chance of being put out instead.
TEST(UtilityReasons, ShootersToldWithHitsOrTheChanceOfFalling) {
  Told told;
  OptionFacts facts = forecast();
  facts.main_figure = 1;
  facts.moved = true;
  facts.before.known = facts.after.known = true;
  facts.before.shooters = 3;
  facts.after.shooters = 5;
  facts.before.expected_hits = 1.0;
  facts.after.expected_hits = 1.5;
  facts.before.expected_losses = 0.2;
  facts.after.expected_losses = 0.5;
  facts.enemy_losses = 0.1;
  const RankedOption worse = option(hold(1), {{kDamageDealt, 0.1, 1}, {kDamageReceived, -0.2, 1}});
  EXPECT_EQ(told.reason(worse, facts),
            told.name(1) +
                " holds: expects to put 0.10 enemy men out of the fight; but 3 "
                "enemy shooters could fire on him (1.0 hits to expect), now 5 (1.5)");
  facts.after.expected_hits = 1.04;
  EXPECT_EQ(told.reason(worse, facts),
            told.name(1) +
                " holds: expects to put 0.10 enemy men out of the fight; but 3 "
                "enemy shooters could fire on him (18% to put him out of the fight), now 5 (39%)");
}

TEST(UtilityReasons, WithNothingForItAnOptionSaysWhatItCostsOrThatItIsEven) {
  Told told(ai_test::scenario_table("scenarios/reference.yaml"));
  ASSERT_NE(told.t.rules, nullptr);
  ASSERT_FALSE(told.t.scenario->objectives.empty());
  OptionFacts facts;
  facts.objective = 0;
  facts.closer = -3;
  EXPECT_EQ(told.reason(option(hold(1), {{kObjective, -0.5, 1}}), facts),
            told.t.rules->describe(*told.t.opening, hold(1)) + ": 3.0\" further from " +
                told.t.scenario->objectives[0].name);
  EXPECT_EQ(
      told.reason(option(hold(1), {{kObjective, 0, 1}})),
      told.t.rules->describe(*told.t.opening, hold(1)) + ": neither gains nor risks anything");
  // An order tried on the dice rather than forecast, nothing yet: its
  // worth is in what the men then do, and that is said; a pass is even.
  OptionFacts sampled;
  sampled.forecast_known = false;
  Action order;
  order.kind = ActionKind::kActivate;
  order.actor = 1;
  EXPECT_EQ(told.reason(option(order, {{kDamageDealt, 0, 1}}), sampled),
            told.t.rules->describe(*told.t.opening, order) +
                ": changes nothing by itself (tried on the dice); what it lets the men do is "
                "weighed as they do it");
  EXPECT_EQ(
      told.reason(option(hold(1), {{kDamageDealt, 0, 1}}), sampled),
      told.t.rules->describe(*told.t.opening, hold(1)) + ": neither gains nor risks anything");
}

// The damage dealt term adds the rule set's harm (wounds, checks forced) to
// the men put out; the reason tells the men as the listed odds do, and the
// harm apart.
TEST(UtilityReasons, MenPutOutAndHarmAreToldApart) {
  Told told;
  const RankedOption shot = option(hold(1), {{kDamageDealt, 0.06 + kHarmPerLoss * 0.45, 1}});
  OptionFacts facts = forecast();
  facts.enemy_losses = 0.06;
  facts.enemy_harm = 0.45;
  EXPECT_EQ(told.reason(shot, facts),
            told.name(1) +
                " holds: expects to put 0.06 enemy men out of the fight, 0.45 harm done in all");
  // Harm without a man put out.
  facts.enemy_losses = 0;
  EXPECT_EQ(told.reason(shot, facts),
            told.name(1) +
                " holds: expects to harm the enemy without putting a man out of the fight, 0.45 "
                "harm done in all");
  // A rule set that names what its harm counts has it said.
  Told rencounter(ai_test::scenario_table("scenarios/reference.yaml"));
  facts.enemy_losses = 0.06;
  EXPECT_NE(rencounter.reason(shot, facts).find("0.45 harm done in all (wounds, shaken nerve)"),
            std::string::npos);
  Told mayhem(ai_test::scenario_table("scenarios/mayhem_stockade_raid.yaml"));
  EXPECT_NE(
      mayhem.reason(shot, facts).find("0.45 harm done in all (men out, courage checks forced)"),
      std::string::npos);
}

TEST(UtilityReasons, TheOnlyChoiceOfferedSaysSo) {
  Told told;
  EXPECT_EQ(told.choice({option(hold(1), {{kObjective, 0, 1}})}),
            told.name(1) + " holds: the only choice offered");
}

TEST(UtilityReasons, AChoiceWithNothingForItTellsWhatTheOthersCameTo) {
  Told told;
  // Every choice alike.
  EXPECT_EQ(told.choice({option(hold(1), {}), option(hold(2), {}), option(hold(3), {})}),
            told.name(1) + " holds: nothing offered promises more (all 3 choices are rated alike)");
  // The next best, and what counts against it.
  const RankedOption worse = option(hold(2), {{kDamageDealt, 0.1, 1}, {kMoraleRisk, -0.3, 1}});
  EXPECT_EQ(told.choice({option(hold(1), {}), worse}),
            told.name(1) + " holds: nothing offered promises more (next best, " + told.name(2) +
                " holds: expects to put 0.10 enemy men out of the fight; but may go wrong)");
  // Some alike, the rest lower.
  EXPECT_EQ(told.choice({option(hold(1), {}), option(hold(3), {}), worse}),
            told.name(1) +
                " holds: nothing offered promises more (2 choices are rated alike; "
                "the best of the rest, " +
                told.name(2) +
                " holds: expects to put 0.10 enemy men out of the fight; but may go wrong)");
  // A choice with a gain is told as it is.
  const RankedOption good = option(hold(3), {{kDamageDealt, 0.2, 1}});
  EXPECT_EQ(told.choice({good, worse}), told.reason(good));
}

// Orders tried on the dice that change nothing until the men move (which
// Mayhem group goes next): all alike, the first offered goes, and the
// reason says so and where the weighing happens instead.
TEST(UtilityReasons, OrdersAllAlikeUntilTheMenMoveSaySo) {
  Told told;
  Action first;
  first.kind = ActionKind::kActivate;
  first.actor = 1;
  Action second = first;
  second.actor = 2;
  const std::vector<RankedOption> orders = {option(first, {{kDamageDealt, 0, 1}}),
                                            option(second, {{kDamageDealt, 0, 1}})};
  EXPECT_EQ(told.choice(orders, 0, WhyAlike::kWeighedLater),
            told.t.rules->describe(*told.t.opening, first) +
                ": the first offered of 2 choices rated alike; what an order lets the men do is "
                "weighed as they do it");
  // Told only of an order weighed later: otherwise as before.
  EXPECT_EQ(told.choice(orders, 0, WhyAlike::kUnsaid),
            told.t.rules->describe(*told.t.opening, first) +
                ": nothing offered promises more (both choices are rated alike)");
  // Not all alike: the rest are told as before.
  const RankedOption worse = option(hold(2), {{kDamageDealt, 0.1, 1}, {kMoraleRisk, -0.3, 1}});
  EXPECT_EQ(told.choice({orders[0], worse}, 0, WhyAlike::kWeighedLater),
            told.t.rules->describe(*told.t.opening, first) +
                ": nothing offered promises more (next best, " + told.name(2) +
                " holds: expects to put 0.10 enemy men out of the fight; but may go wrong)");
}

TEST(UtilityReasons, TheLeastCostlyChoiceSaysWhatItCosts) {
  Told told;
  const RankedOption less = option(hold(1), {{kReloadTiming, -0.1, 1}});
  const RankedOption more = option(hold(2), {{kReloadTiming, -0.4, 1}});
  EXPECT_EQ(told.choice({less, more}),
            told.name(1) +
                " holds: an enemy could charge him while he reloads; the least costly choice "
                "offered");
}

}  // namespace
}  // namespace skirmish::ai
