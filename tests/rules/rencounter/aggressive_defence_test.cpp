// The defender's aggressive defence in play, with every die forced (000 /
// Melee / Situation: "Aggressive attack - High melee skill fighters can take
// voluntary penalty reduction as far as to skill 6, and reduce opponent's
// attack or parry roll by same amount"): the guard a man sets with his own
// stroke under each reading of option aggressive_defence, what it takes off
// the strokes at him, his parry and his riposte, when it does not count,
// what the legal-action list offers, and the exact odds of a stroke at a
// guarded man.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/melee_actions.h"
#include "engine/rules/rencounter/melee_choices.h"
#include "engine/rules/rencounter/melee_guard.h"
#include "engine/rules/rencounter/melee_modifiers.h"
#include "engine/rules/rencounter/melee_odds.h"
#include "engine/rules/rencounter/melee_play.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::TestMan;
using testing::two_units;

int32_t param_of(int aggression, int guard) {
  StrokeChoice c;
  c.aggression = aggression;
  c.guard = guard;
  return stroke_param(c);
}

// Red (0), melee 9, and Blue (1), melee 8, both swordsmen of experience 4,
// face to face in base contact.
class AggressiveDefencePlay : public ::testing::Test {
 protected:
  void set_up(const std::string& option = "", int red_melee = 9) {
    std::vector<OptionValue> options;
    if (!option.empty()) options.push_back({"aggressive_defence", option, {}});
    scenario_ = two_units({{"Red", {10, 10}, 4, {"Sword"}, 0, red_melee}},
                          {{"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8}}, std::move(options));
    state_ = rules_.new_game(scenario_);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  ManRecord& man(int i) { return s().men[static_cast<size_t>(i)]; }
  CheckResult check(const Action& a) { return check_figure_action(s(), a); }
  void act(const Action& a, ScriptedDice& dice) {
    ASSERT_TRUE(check(a).ok) << check(a).reason;
    apply_figure_action(s(), a, dice, events_);
    EXPECT_EQ(dice.left(), 0u);
  }
  static Action melee(int who, int whom, int32_t param = 0) {
    return {
        ActionKind::kMelee, static_cast<int16_t>(who), static_cast<int16_t>(whom), -1, param, {}};
  }
  // A stroke that misses and is parried, the riposte check failed: it
  // changes nothing on the table but the striker's guard.
  void quiet_stroke(int who, int whom, int32_t param) {
    ScriptedDice dice;
    dice.die(6, 6).die(12, 12).die(12, 12);
    act(melee(who, whom, param), dice);
  }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }
  std::string log() const { return testing::story(events_); }
  std::vector<Action> offered(int i) {
    std::vector<Action> out;
    add_melee_candidates(s(), i, out);
    return out;
  }
  static bool has(const std::vector<Action>& list, const Action& a) {
    return std::find(list.begin(), list.end(), a) != list.end();
  }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TEST_F(AggressiveDefencePlay, TheOptionIsRegisteredWithChosenAsDefault) {
  set_up();
  EXPECT_EQ(s().config.melee.aggressive_defence, AggressiveDefence::kChosen);
  bool found = false;
  for (const OptionSpec& o : rules_.traits().options) {
    if (o.name != "aggressive_defence") continue;
    found = true;
    EXPECT_EQ(o.default_value, "chosen");
  }
  EXPECT_TRUE(found);
  set_up("with_stroke");
  EXPECT_EQ(s().config.melee.aggressive_defence, AggressiveDefence::kWithStroke);
  set_up("off");
  EXPECT_EQ(s().config.melee.aggressive_defence, AggressiveDefence::kOff);
  EXPECT_EQ(name_of(AggressiveDefence::kWithStroke), "with_stroke");
}

// The param carries the guard in bits 5-7 beside the stroke's own choices.
TEST_F(AggressiveDefencePlay, TheGuardRidesInTheStrokeParam) {
  const StrokeChoice c = stroke_choice(param_of(2, 3) | kStrokeAtHorse);
  EXPECT_EQ(c.aggression, 2);
  EXPECT_EQ(c.guard, 3);
  EXPECT_TRUE(c.at_horse);
  EXPECT_EQ(param_of(0, 3), 3 << 5);
  EXPECT_EQ(stroke_param(c), param_of(2, 3) | kStrokeAtHorse);
}

// chosen: Red's stroke names a guard of 3; when Blue strikes at him his
// stroke needs 8 + 1 - 3 = 6 and Red's parry 9 + 1 - 3 = 7.
TEST_F(AggressiveDefencePlay, ChosenGuardLowersTheStrokeAtHimAndHisParry) {
  set_up();
  quiet_stroke(0, 1, param_of(0, 3));
  EXPECT_EQ(man(0).kit.guard, 3);
  EXPECT_TRUE(narrated("Red strikes at Blue: needs 10")) << log();  // his own stroke is plain
  ScriptedDice dice;
  // Red's riposte check fails; 6 hits, 8 fails the parry; damage 9, minor.
  dice.die(6, 6).die(12, 6).die(12, 8).die(12, 9);
  act(melee(1, 0), dice);
  EXPECT_TRUE(narrated("against an aggressive guard (-3 each): needs 6, rolls 6")) << log();
  EXPECT_TRUE(narrated("parry needs 7, rolls 8: hit")) << log();
  EXPECT_EQ(man(0).wounds.points, 1) << log();
}

TEST_F(AggressiveDefencePlay, WithoutHisGuardTheSameRollsAreParried) {
  set_up();
  quiet_stroke(0, 1, 0);
  EXPECT_EQ(man(0).kit.guard, 0);
  ScriptedDice dice;
  dice.die(6, 6).die(12, 6).die(12, 8);
  act(melee(1, 0), dice);
  EXPECT_TRUE(narrated("Blue strikes at Red: needs 9, rolls 6")) << log();
  EXPECT_TRUE(narrated("parry needs 10, rolls 8: parried")) << log();
}

// The stroke at him loses the guard even when it misses outright: 7 > 6.
TEST_F(AggressiveDefencePlay, AStrokeThatWouldHaveHitMissesAgainstTheGuard) {
  set_up();
  quiet_stroke(0, 1, param_of(0, 3));
  ScriptedDice dice;
  dice.die(6, 6).die(12, 7).die(12, 12);
  act(melee(1, 0), dice);
  EXPECT_TRUE(narrated("needs 6, rolls 7")) << log();
  EXPECT_TRUE(narrated(": missed")) << log();
}

// "some of the modifiers that do not apply to the parry might affect the
// riposte": his riposte number loses his guard too (9 + 1 - 3), and a
// riposte made through the guard wounds as any other.
TEST_F(AggressiveDefencePlay, TheGuardAlsoLowersHisRiposte) {
  set_up();
  quiet_stroke(0, 1, param_of(0, 3));
  const MeleeSituation x = stroke_situation(s(), 1, 0, 0, false);
  EXPECT_EQ(x.defender.aggression, 3);
  EXPECT_EQ(riposte_target(x, s().config.melee), 7);
  EXPECT_EQ(attack_target(x, s().config.melee), 6);
  EXPECT_EQ(parry_target(x, s().config.melee), 7);
  ScriptedDice dice;
  // Riposte check 4 (experience 4) passes; the stroke 7 misses; the parry 5
  // succeeds and makes the riposte number: Blue is wounded (damage 9: minor).
  dice.die(6, 4).die(12, 7).die(12, 5).die(12, 9);
  act(melee(1, 0), dice);
  EXPECT_TRUE(narrated("riposte check 4 (ready to riposte)")) << log();
  EXPECT_TRUE(narrated("riposte")) << log();
  EXPECT_EQ(man(1).wounds.points, 1) << log();
}

// The guard holds until his next stroke: a plain one sets it back to none.
TEST_F(AggressiveDefencePlay, HisNextStrokeSetsANewGuard) {
  set_up();
  quiet_stroke(0, 1, param_of(3, 2));
  EXPECT_EQ(man(0).kit.guard, 2);
  quiet_stroke(1, 0, 0);  // Blue's stroke at him leaves his guard alone
  EXPECT_EQ(man(0).kit.guard, 2);
  quiet_stroke(0, 1, 0);
  EXPECT_EQ(man(0).kit.guard, 0);
  // A stroke ordered for him (a Formed Charge's) is plain and so is its guard.
  man(0).kit.guard = 3;
  ScriptedDice dice;
  dice.die(6, 6).die(12, 12).die(12, 12);
  strike(s(), 0, 1, 0, false, dice, events_);
  EXPECT_EQ(man(0).kit.guard, 0);
}

// with_stroke: one fighting manner; his stroke's aggression is his guard.
TEST_F(AggressiveDefencePlay, WithStrokeTheGuardIsTheStrokesAggression) {
  set_up("with_stroke");
  EXPECT_FALSE(check(melee(0, 1, param_of(0, 2))).ok);
  EXPECT_NE(check(melee(0, 1, param_of(0, 2))).reason.find("with_stroke"), std::string::npos);
  quiet_stroke(0, 1, param_of(3, 0));
  EXPECT_TRUE(narrated("aggressively (-3 each): needs 7")) << log();
  EXPECT_EQ(man(0).kit.guard, 3);
  ScriptedDice dice;
  dice.die(6, 6).die(12, 12).die(12, 12);
  act(melee(1, 0), dice);
  EXPECT_TRUE(narrated("against an aggressive guard (-3 each): needs 6")) << log();
  EXPECT_TRUE(narrated("parry needs 7")) << log();
}

// off: defenders never take aggression, and no guard may be asked for.
TEST_F(AggressiveDefencePlay, OffNoGuardIsTaken) {
  set_up("off");
  const CheckResult c = check(melee(0, 1, param_of(0, 1)));
  EXPECT_FALSE(c.ok);
  EXPECT_EQ(c.reason, "a defender takes no aggression (option aggressive_defence: off)");
  quiet_stroke(0, 1, param_of(3, 0));
  EXPECT_EQ(man(0).kit.guard, 0);
  man(0).kit.guard = 3;  // even a guard left in the record does not count
  EXPECT_EQ(guard_against(s(), 0, false), 0);
  ScriptedDice dice;
  dice.die(6, 6).die(12, 12).die(12, 12);
  act(melee(1, 0), dice);
  EXPECT_TRUE(narrated("Blue strikes at Red: needs 9")) << log();
  EXPECT_TRUE(narrated("parry needs 10")) << log();
}

// "as far as to skill 6": melee 9 guards with at most 3, melee 6 with none.
TEST_F(AggressiveDefencePlay, NoFurtherThanSkillSix) {
  set_up();
  const CheckResult c = check(melee(0, 1, param_of(0, 4)));
  EXPECT_FALSE(c.ok);
  EXPECT_EQ(c.reason,
            "Red may guard with at most 3 aggression (melee skill 9 down to 6: 000 / "
            "Melee / Situation)");
  EXPECT_TRUE(check(melee(0, 1, param_of(3, 3))).ok);
  EXPECT_EQ(guard_from_stroke(s().config.melee, 9, stroke_choice(param_of(0, 7))), 3);
  set_up("", 6);
  EXPECT_FALSE(check(melee(0, 1, param_of(0, 1))).ok);
  man(0).kit.guard = 2;  // never more than his skill allows, whatever the record says
  EXPECT_EQ(guard_against(s(), 0, false), 0);
  // Bits beyond the guard's mean nothing.
  const CheckResult unknown = check(melee(0, 1, 1 << 8));
  EXPECT_FALSE(unknown.ok);
  EXPECT_NE(unknown.reason.find("+32 x guard 0-6"), std::string::npos) << unknown.reason;
}

// Struck from behind he cannot threaten the man behind him; a man down or
// running has no guard.
TEST_F(AggressiveDefencePlay, NoGuardFromBehindOrWhenNotFit) {
  set_up();
  quiet_stroke(0, 1, param_of(0, 3));
  EXPECT_EQ(guard_against(s(), 0, false), 3);
  EXPECT_EQ(guard_against(s(), 0, true), 0);
  EXPECT_EQ(stroke_situation(s(), 1, 0, 0, true).defender.aggression, 0);
  EXPECT_EQ(stroke_situation(s(), 1, 0, 0, false).defender.aggression, 3);
  s().figures()[0].status = FigureStatus::kDown;
  EXPECT_EQ(guard_against(s(), 0, false), 0);
  s().figures()[0].status = FigureStatus::kRouted;
  EXPECT_EQ(guard_against(s(), 0, false), 0);
}

// The legal actions: the plain stroke (action_candidates), the fiercest and,
// under chosen, the all-out one (fiercest stroke, fiercest guard).
TEST_F(AggressiveDefencePlay, TheAllOutStrokeIsOfferedOnlyUnderChosen) {
  set_up();
  EXPECT_EQ(all_out_param(s().config.melee, 9), param_of(3, 3));
  EXPECT_TRUE(has(offered(0), melee(0, 1, 3)));
  EXPECT_TRUE(has(offered(0), melee(0, 1, param_of(3, 3))));
  EXPECT_TRUE(has(offered(1), melee(1, 0, param_of(2, 2))));  // melee 8: up to 2
  set_up("with_stroke");
  EXPECT_EQ(all_out_param(s().config.melee, 9), 0);
  EXPECT_TRUE(has(offered(0), melee(0, 1, 3)));
  EXPECT_FALSE(has(offered(0), melee(0, 1, param_of(3, 3))));
  set_up("off");
  EXPECT_FALSE(has(offered(0), melee(0, 1, param_of(3, 3))));
  set_up("", 6);
  EXPECT_EQ(all_out_param(s().config.melee, 6), 0);
}

// 000 / Last Shot vs Charge, shot instead of parry: with no parry to make
// he has no defence to be aggressive with, so his guard does not count.
TEST_F(AggressiveDefencePlay, NoGuardWhenHeShotInsteadOfParrying) {
  scenario_ = two_units({{"Red", {24, 10}, 4, {"Sword"}, 0, 9}},
                        {{"Blue", {24, 15}, 4, {"Flintlock Musket", "Sword"}, 0, 8}},
                        {{"last_shot", "instead_of_parry", {}}});
  state_ = rules_.new_game(scenario_);
  man(1).kit.guard = 2;
  ScriptedDice dice;
  dice.die(6, 1).die(12, 11);  // Blue's instant action check passes; the shot misses
  dice.die(12, 5).die(12, 9);  // the stroke at 9 + 1 hits, unparried; a minor wound
  act({ActionKind::kCharge, 0, 1, -1, 0, {}}, dice);
  EXPECT_TRUE(narrated("last shot")) << log();
  EXPECT_TRUE(narrated("Red strikes at Blue: needs 10, rolls 5")) << log();
  EXPECT_FALSE(narrated("aggressive guard")) << log();
}

TEST_F(AggressiveDefencePlay, TheActionIsDescribedWithItsGuard) {
  set_up();
  EXPECT_EQ(rules_.describe(s(), melee(0, 1, param_of(3, 2))),
            "Red strikes at Blue aggressively (-3), guarding aggressively (-2)");
  EXPECT_EQ(rules_.describe(s(), melee(0, 1, param_of(0, 2))),
            "Red strikes at Blue, guarding aggressively (-2)");
}

// The exact odds of a stroke at a guarded man, through the situation play
// builds: stroke 6 of 12, parry 7 of 12, no riposte check.
TEST_F(AggressiveDefencePlay, TheExactOddsCountTheGuard) {
  set_up();
  quiet_stroke(0, 1, param_of(0, 3));
  const MeleeSituation x = stroke_situation(s(), 1, 0, 0, false);
  RiposteRoll none;
  none.needed = -100;
  const MeleeOdds guarded = melee_odds(x, s().config.melee, none, false);
  EXPECT_DOUBLE_EQ(guarded[StrokeOutcome::kDefenderHit], 6.0 / 12 * 5.0 / 12);
  EXPECT_DOUBLE_EQ(guarded[StrokeOutcome::kParried], 6.0 / 12 * 7.0 / 12);
  EXPECT_DOUBLE_EQ(guarded[StrokeOutcome::kMissed], 6.0 / 12);
  // Unguarded, stroke 9 and parry 10: the guard is worth having when the
  // two numbers add to less than 12 + the guard, not here (9 + 10 > 15).
  quiet_stroke(0, 1, 0);
  const MeleeOdds plain =
      melee_odds(stroke_situation(s(), 1, 0, 0, false), s().config.melee, none, false);
  EXPECT_DOUBLE_EQ(plain[StrokeOutcome::kDefenderHit], 9.0 / 12 * 2.0 / 12);
  // With the riposte check at experience 4 (4 in 6): riposte 7, rolls 1-7
  // that also parry (1-7 of parry 7) against a missed stroke (7-12: 6 of 12).
  RiposteRoll ready;
  ready.needed = 4;
  quiet_stroke(0, 1, param_of(0, 3));
  const MeleeOdds riposte = melee_odds(x, s().config.melee, ready, false);
  EXPECT_DOUBLE_EQ(riposte[StrokeOutcome::kRiposteHit], 4.0 / 6 * 6.0 / 12 * 7.0 / 12);
}

// Random games of skilled swordsmen end under each reading, and under
// chosen the legal-action list brings guards into play.
class EachAggressiveDefence : public ::testing::TestWithParam<const char*> {};

TEST_P(EachAggressiveDefence, RandomGamesEnd) {
  RencounterRules rules;
  const auto scenario = two_units({{"Red A", {20, 14}, 5, {"Sword"}, 0, 10},
                                   {"Red B", {22, 14}, 5, {"Sword"}, 0, 9},
                                   {"Red C", {24, 14}, 4, {"Axe"}, 0, 8}},
                                  {{"Blue A", {20, 18}, 5, {"Sword"}, 0, 10},
                                   {"Blue B", {22, 18}, 5, {"Spear"}, 0, 9},
                                   {"Blue C", {24, 18}, 4, {"Sword"}, 0, 7}});
  int guarded = 0;
  for (uint64_t seed = 1; seed <= 10; ++seed) {
    auto state = rules.new_game(scenario, {{"aggressive_defence", GetParam(), {}}});
    VectorSink events{true};
    const int steps = testing::play_random(rules, *state, seed, events);
    ASSERT_TRUE(rules.outcome(*state).over) << "seed " << seed;
    ASSERT_LT(steps, 8000) << "seed " << seed;
    for (const Event& e : events.events) {
      guarded += e.text.find("against an aggressive guard") != std::string::npos ? 1 : 0;
    }
  }
  if (std::string(GetParam()) == "off") {
    EXPECT_EQ(guarded, 0);
  } else {
    EXPECT_GT(guarded, 0);
  }
}

INSTANTIATE_TEST_SUITE_P(Rencounter, EachAggressiveDefence,
                         ::testing::Values("chosen", "with_stroke", "off"));

}  // namespace
}  // namespace skirmish::rencounter
