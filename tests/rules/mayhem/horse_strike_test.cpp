// 004 / Medieval Mayhem / Horses (option horses_struck_separately): "a
// figure who succeeds in striking a mounted figure may choose to strike
// either the horse or the rider, with a barded horse counting as heavy
// armor, a cloth caparisoned horse as medium armor, and an unarmored horse
// as light armor. If the horse is killed the rider must make a morale check
// and is replaced by the appropriate dismounted figure if he remains on the
// table."
#include <gtest/gtest.h>

#include "engine/rules/forecast.h"

#include "engine/rules/mayhem/horse_strike.h"
#include "engine/rules/mayhem/mayhem_catalog.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Sgt Hal on foot (medium armor, a sword) faces Sir Guy, a knight in heavy
// armor on a horse of `horse` armor; their bases touch. `more_blue` adds
// Blue men.
std::string hal_and_guy(const std::string& horse, const std::string& variant = "medieval",
                        const std::string& guy_extra = "", bool guy_mounted = true,
                        const std::vector<std::string>& more_blue = {}) {
  std::vector<std::string> blue = {
      "{name: Capt Blue, at: [46.5, 34.5], facing: 0}",
      "{name: Sir Guy, at: [" + std::string(guy_mounted ? "11.5" : "11") +
          ", 10], facing: 180, mounted: " + (guy_mounted ? "true" : "false") +
          ", armor: heavy, courage: 3, horse_armor: " + horse + guy_extra + ", weapons: [Sword]}"};
  blue.insert(blue.end(), more_blue.begin(), more_blue.end());
  return two_sides(variant,
                   {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
                    "{name: Sgt Hal, at: [10, 10], facing: 0, armor: medium, weapons: [Sword]}"},
                   blue);
}

struct HalAndGuy {
  explicit HalAndGuy(const std::string& yaml, const std::vector<OptionValue>& options = kHorsesOn)
      : g(yaml, options) {}
  MayhemGame g;
  int hal = g.named("Sgt Hal"), guy = g.named("Sir Guy");

  // Red's melee: Hal 5 against Guy's 1 (+1 mounted against a man on foot).
  void hal_strikes() {
    g.start(0);
    g.play(end_moves());
    ASSERT_EQ(g.state().step, Step::kMelee) << g.story();
    g.play(fight(hal), {melee_skill(5), melee_skill(1)});
  }
};

// The choice is the striking side's, a decision of its own.
TEST(MayhemHorses, AHitOnAMountedManAsksHorseOrRider) {
  HalAndGuy t(hal_and_guy("barded"));
  t.hal_strikes();
  ASSERT_EQ(t.g.state().step, Step::kStrike) << t.g.story();
  EXPECT_TRUE(
      t.g.narrated("Sgt Hal fights Sir Guy: 5 to 2, Sgt Hal strikes Sir Guy, who is "
                   "mounted: the horse or the rider?"))
      << t.g.story();
  expect_horse_or_rider(t.g, DecisionKind::kFigureAction, t.hal, t.guy);
  EXPECT_EQ(t.g.figure(t.hal).side, 0);
  EXPECT_EQ(t.g.rules().describe(t.g.state(), strike_horse(t.hal, t.guy)),
            "Sgt Hal strikes at Sir Guy's barded horse");
  EXPECT_EQ(t.g.rules().describe(t.g.state(), strike_rider(t.hal, t.guy)),
            "Sgt Hal strikes at the rider, Sir Guy");
  // The planners' odds of each choice: Hal's sword against Guy's heavy
  // armor (5), or his barded horse (5); nothing for anything else.
  const StrokeOdds rider = strike_odds(t.g.state(), strike_rider(t.hal, t.guy));
  EXPECT_DOUBLE_EQ(rider.removed, 2.0 / 6);
  EXPECT_DOUBLE_EQ(rider.short_of, 4.0 / 6);
  EXPECT_DOUBLE_EQ(strike_odds(t.g.state(), strike_horse(t.hal, t.guy)).removed, 2.0 / 6);
  EXPECT_DOUBLE_EQ(strike_odds(t.g.state(), fight(t.hal)).total(), 0.0);
  const CheckResult wrong = t.g.check(fight(t.hal));
  EXPECT_FALSE(wrong.ok);
  EXPECT_NE(wrong.reason.find("strike the rider or the horse"), std::string::npos) << wrong.reason;
  EXPECT_FALSE(t.g.check(strike_horse(t.guy, t.hal)).ok);
}

// What the planners are told of each choice (Rules::forecast): the rider
// struck is lost on the stroke; the horse struck unhorses him (harm), and
// he is lost only if his courage check alone (3: passes on 1-3, else runs
// off on his own 4+) sends him off.
TEST(MayhemHorses, TheForecastOfEachChoice) {
  HalAndGuy t(hal_and_guy("barded"));
  t.hal_strikes();
  ASSERT_EQ(t.g.state().step, Step::kStrike) << t.g.story();
  Forecast rider, horse;
  t.g.rules().forecast(t.g.state(), strike_rider(t.hal, t.guy), rider);
  t.g.rules().forecast(t.g.state(), strike_horse(t.hal, t.guy), horse);
  EXPECT_TRUE(rider.known);
  EXPECT_TRUE(horse.known);
  EXPECT_DOUBLE_EQ(rider.enemy_losses, 2.0 / 6);
  EXPECT_DOUBLE_EQ(horse.enemy_harm, 2.0 / 6);
  EXPECT_DOUBLE_EQ(horse.enemy_losses, 2.0 / 6 * (3.0 / 6 * 3.0 / 6));
  EXPECT_DOUBLE_EQ(rider.own_losses + horse.own_losses, 0.0);
}

// Each row: an impact die one short of the horse's armor does nothing; one
// equal to it kills the horse, and the rider, on foot now, checks courage.
TEST(MayhemHorses, EachHorseArmorRow) {
  const std::pair<std::string, int> rows[] = {{"unarmored", 3}, {"caparisoned", 4}, {"barded", 5}};
  for (const auto& [words, armor] : rows) {
    SCOPED_TRACE(words);
    HalAndGuy miss(hal_and_guy(words));
    miss.hal_strikes();
    EXPECT_DOUBLE_EQ(strike_odds(miss.g.state(), strike_horse(miss.hal, miss.guy)).removed,
                     (7.0 - armor) / 6);
    miss.g.play(strike_horse(miss.hal, miss.guy), {melee_impact(armor - 1)});
    EXPECT_TRUE(miss.g.narrated("Sgt Hal strikes at Sir Guy's horse (" + std::to_string(armor - 1) +
                                " against " + std::to_string(armor) + "): no harm done."))
        << miss.g.story();
    EXPECT_TRUE(miss.g.figure(miss.guy).mounted);

    HalAndGuy kill(hal_and_guy(words));
    kill.hal_strikes();
    kill.g.play(strike_horse(kill.hal, kill.guy), {melee_impact(armor), group_courage(3)});
    EXPECT_TRUE(kill.g.narrated("Sgt Hal strikes at Sir Guy's horse (" + std::to_string(armor) +
                                " against " + std::to_string(armor) + "): the horse is down."))
        << kill.g.story();
    EXPECT_TRUE(kill.g.narrated("Sir Guy's horse is killed: he fights on foot.")) << kill.g.story();
    EXPECT_TRUE(
        kill.g.narrated("Sir Guy checks courage (his horse is killed): 3 against 3, holds."))
        << kill.g.story();
    const Figure& guy = kill.g.figure(kill.guy);
    EXPECT_FALSE(guy.mounted);
    EXPECT_FLOAT_EQ(guy.base_radius, 0.5f);
    EXPECT_EQ(guy.status, FigureStatus::kFighting);
    EXPECT_FALSE(kill.g.man(kill.guy).downed);
    // Red's melee is over: Blue's part of the turn.
    EXPECT_EQ(kill.g.state().active, 1);
  }
}

// The rider struck is judged as any man, against his own armor.
TEST(MayhemHorses, TheRiderStruckAsAnyMan) {
  HalAndGuy t(hal_and_guy("unarmored"));
  t.hal_strikes();
  t.g.play(strike_rider(t.hal, t.guy), {melee_impact(4)});
  EXPECT_TRUE(t.g.narrated("Sgt Hal strikes (4 against 5): no harm done.")) << t.g.story();
  EXPECT_TRUE(t.g.figure(t.guy).mounted);

  HalAndGuy down(hal_and_guy("unarmored"));
  down.hal_strikes();
  down.g.play(strike_rider(down.hal, down.guy), {melee_impact(5)});
  EXPECT_TRUE(down.g.narrated("Sgt Hal strikes (5 against 5): Sir Guy is down.")) << down.g.story();
  EXPECT_EQ(down.g.figure(down.guy).status, FigureStatus::kDead);
  EXPECT_TRUE(down.g.man(down.guy).downed);
}

// Unhorsed, he checks alone (a group of one): failing, his own die decides
// whether he runs off or falls back 2d6" away from the man who struck.
TEST(MayhemHorses, TheUnhorsedRiderWhoFailsFallsBack) {
  HalAndGuy t(hal_and_guy("unarmored"));
  t.hal_strikes();
  t.g.play(strike_horse(t.hal, t.guy),
           {melee_impact(3), group_courage(5), own_courage(2), retreat(1), retreat(2)});
  EXPECT_TRUE(t.g.narrated("Sir Guy checks courage (his horse is killed): 5 against 3, fails."))
      << t.g.story();
  EXPECT_NEAR(t.g.figure(t.guy).at.x, 14.5, 1e-6);
  EXPECT_NEAR(t.g.figure(t.guy).at.y, 10.0, 1e-6);
  EXPECT_FALSE(t.g.figure(t.guy).mounted);
}

// His save token is his own: it is not spent on his horse (it may yet
// save his courage).
TEST(MayhemHorses, TheRidersSaveDoesNotSaveHisHorse) {
  HalAndGuy t(hal_and_guy("unarmored", "medieval", ", saves: 1"));
  t.hal_strikes();
  t.g.play(strike_horse(t.hal, t.guy), {melee_impact(6), group_courage(1)});
  EXPECT_FALSE(t.g.figure(t.guy).mounted);
  EXPECT_EQ(t.g.man(t.guy).saves, 1);
}

// Option off (the default), a man on foot, or Musket Mayhem: no choice,
// the stroke is rolled at once as ever.
TEST(MayhemHorses, NoChoiceWithTheOptionOff) {
  HalAndGuy t(hal_and_guy("barded"), {});
  t.g.start(0);
  t.g.play(end_moves());
  t.g.play(fight(t.hal), {melee_skill(5), melee_skill(1), melee_impact(5)});
  EXPECT_TRUE(
      t.g.narrated("Sgt Hal fights Sir Guy: 5 to 2, Sgt Hal strikes (5 against 5): Sir "
                   "Guy is down."))
      << t.g.story();
  EXPECT_NE(t.g.state().step, Step::kStrike);
}

// Outside the choice, the choice is refused with a reason.
TEST(MayhemHorses, NoStrokeWaiting) {
  HalAndGuy t(hal_and_guy("barded"));
  t.g.start(0);
  const CheckResult r = t.g.check(strike_horse(t.hal, t.guy));
  EXPECT_FALSE(r.ok);
  EXPECT_FALSE(r.reason.empty());
  EXPECT_DOUBLE_EQ(strike_odds(t.g.state(), strike_horse(t.hal, t.guy)).total(), 0.0);
}

TEST(MayhemHorses, NoChoiceAgainstAManOnFoot) {
  HalAndGuy t(hal_and_guy("barded", "medieval", "", false));
  t.g.start(0);
  t.g.play(end_moves());
  t.g.play(fight(t.hal), {melee_skill(5), melee_skill(2), melee_impact(4)});
  EXPECT_TRUE(t.g.narrated("Sgt Hal strikes (4 against 5): no harm done.")) << t.g.story();
  EXPECT_NE(t.g.state().step, Step::kStrike);
}

TEST(MayhemHorses, NoChoiceInMusketMayhem) {
  HalAndGuy t(hal_and_guy("barded", "musket"));
  t.g.start(0);
  t.g.play(end_moves());
  // Musket: Guy +1 mounted; Hal's sword (5) against the results die.
  t.g.play(fight(t.hal), {melee_skill(5), melee_skill(1), results(5)});
  EXPECT_TRUE(t.g.narrated("Sgt Hal strikes (5 against 5): Sir Guy is down.")) << t.g.story();
  EXPECT_TRUE(t.g.figure(t.guy).status == FigureStatus::kDead);
}

// The man attacked who strikes back chooses too, out of his side's turn;
// and his man's other fights go on after the choice. Wat stands at Hal's
// left shoulder facing him (+2 from the side), a friend within 1" of Guy.
TEST(MayhemHorses, TheDefenderChoosesAndTheFightsGoOn) {
  HalAndGuy t(hal_and_guy("unarmored", "medieval", "", true,
                          {"{name: Wat, at: [10, 11], facing: 270, weapons: [Sword]}"}));
  const int wat = t.g.named("Wat");
  t.g.start(1);  // Blue moves first and fights first
  t.g.play(end_moves());
  ASSERT_EQ(t.g.state().step, Step::kMelee) << t.g.story();
  EXPECT_EQ(t.g.state().active, 1);
  // Blue picks Hal's fights: Guy first (figure order), Hal 5 against 2.
  t.g.play(fight(t.hal), {melee_skill(5), melee_skill(1)});
  ASSERT_EQ(t.g.state().step, Step::kStrike) << t.g.story();
  const Decision d = t.g.rules().next_decision(t.g.state());
  EXPECT_EQ(d.kind, DecisionKind::kReaction);
  EXPECT_EQ(d.side, 0);
  EXPECT_EQ(d.figure, t.hal);
  // The horse dies; then Hal fights Wat (6 against 1 + 2) and puts him
  // down; Guy's check for his horse, then his group's for Wat.
  t.g.play(strike_horse(t.hal, t.guy), {melee_impact(3), melee_skill(6), melee_skill(1),
                                        melee_impact(2), group_courage(2), group_courage(2)});
  EXPECT_TRUE(
      t.g.narrated("Sgt Hal fights Wat: 6 to 3, Sgt Hal strikes (2 against 2): Wat is "
                   "down."))
      << t.g.story();
  EXPECT_EQ(t.g.figure(wat).status, FigureStatus::kDead);
  EXPECT_FALSE(t.g.figure(t.guy).mounted);
  EXPECT_EQ(t.g.state().melee_man, -1);
  EXPECT_EQ(t.g.state().active, 0) << t.g.story();  // Blue's melee is over: Red's part
}

// A scenario names the horse's armor in words; a wrong word is refused
// with the file, the line, the field and what was expected.
TEST(MayhemHorses, HorseArmorInTheScenario) {
  LoadResult loaded = load_scenario_text(hal_and_guy("plated"), "horses.yaml");
  ASSERT_TRUE(loaded.ok());
  const auto error = resolve_roster(*loaded.scenario, mayhem_catalog());
  ASSERT_TRUE(error.has_value());
  EXPECT_EQ(error->to_string().substr(0, 15), "horses.yaml:18:") << error->to_string();
  EXPECT_NE(error->to_string().find("sides[1].units[0].figures[1].horse_armor: expected a whole "
                                    "number from 3 to 5 (or unarmored, caparisoned, barded), "
                                    "found \"plated\""),
            std::string::npos)
      << error->to_string();
  MayhemGame g(hal_and_guy("caparisoned"));
  EXPECT_EQ(g.man(g.named("Sir Guy")).horse_armor, kCaparisonedHorse);
  EXPECT_EQ(g.man(g.named("Sgt Hal")).horse_armor, kUnarmoredHorse);  // the default
}

// Random play of the forest ambush (a mounted knight) with the option on:
// every choice offered is accepted, every game ends.
TEST(MayhemHorses, RandomPlayWithTheOptionOn) {
  const auto scenario = forest_ambush();
  ASSERT_NE(scenario, nullptr);
  MayhemRules rules;
  std::vector<Action> actions;
  int choices = 0, by_missile = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    auto state = rules.new_game(scenario, kHorsesOn);
    SeededDice dice(seed);
    RandomPicks picks(seed);
    for (int step = 0; step < 5000 && !rules.outcome(*state).over; ++step) {
      rules.legal_actions(*state, actions);
      ASSERT_FALSE(actions.empty());
      for (const Action& a : actions) {
        const CheckResult r = rules.check(*state, a);
        ASSERT_TRUE(r.ok) << rules.describe(*state, a) << ": " << r.reason;
      }
      if (as_mayhem(*state).step == Step::kStrike) ++choices;
      if (shot_waits(as_mayhem(*state))) ++by_missile;
      rules.apply(*state, actions[picks.next(actions.size())], dice, null_sink());
    }
    EXPECT_TRUE(rules.outcome(*state).over) << "seed " << seed;
  }
  EXPECT_GT(choices, by_missile) << "no game came to a horse-or-rider choice in melee";
  EXPECT_GT(by_missile, 0) << "no game came to a horse-or-rider choice by a missile";
}

}  // namespace
}  // namespace skirmish::mayhem::testing
