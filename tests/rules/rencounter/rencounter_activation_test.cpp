// One activation of Rencounter at a time, with every die forced: the action
// roll, a fall back, a shot, a melee with riposte, loading, Follow Me, a
// volley, and a side breaking (000 / Sequence of Play, Actions, Morale,
// Fire Combat, Melee, Victory). Each script ends where the test looks: the
// next roll asked for is past the script, so apply stops there (DiceError)
// with everything before it done.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/movement.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::two_units;

constexpr int kSgt = 0;  // Red's leader
constexpr int kPte = 1;  // Red's private, 1" from him (a third, Pte Baker, stands far off)
constexpr int kFoe = 3;  // Blue's leader, 9" away (short range for a musket)

class OneActivation : public ::testing::Test {
 protected:
  OneActivation() {
    scenario_ = two_units({{"Sgt Gridley", {24, 10}, 4, {"Flintlock Musket", "Sword"}},
                           {"Pte Adams", {26, 10}, 4, {"Flintlock Musket", "Bayonet"}},
                           {"Pte Baker", {44, 4}, 4, {"Flintlock Musket", "Bayonet"}}},
                          {{"Abel Moss", {24, 20}, 4, {"Flintlock Musket", "Sword"}},
                           {"Ben Nye", {40, 32}, 4, {"Flintlock Musket"}},
                           {"Cal Orr", {44, 32}, 4, {"Flintlock Musket"}}});
    state_ = rules_.new_game(scenario_);
  }
  RencounterState& s() { return as_rencounter(*state_); }

  // Applies `a`, which is expected to run past the script's end.
  void apply_to_end_of_script(const Action& a, ScriptedDice& dice) {
    EXPECT_THROW(rules_.apply(*state_, a, dice, events_), DiceError);
  }
  // Red's card comes up first (deck: Red, Blue, joker).
  void red_activates() {
    ScriptedDice dice;
    dice.card(3, 0);
    rules_.apply(*state_, {ActionKind::kActivate, -1, -1, -1, 0, {}}, dice, events_);
    ASSERT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kChooseOrder);
    ASSERT_EQ(s().active_unit(), 0);
  }
  static Action order(Order o, int target = -1, std::optional<Vec2> at = std::nullopt) {
    return {ActionKind::kOrder, -1, static_cast<int16_t>(target), 0, static_cast<int32_t>(o), at};
  }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TEST_F(OneActivation, BothMenHesitateAndTheNextCardIsDrawn) {
  red_activates();
  ScriptedDice dice;
  dice.dice(6, {5, 6, 6});  // 000 / Actions: needs 4 or less
  dice.card(2, 0);          // then Blue's card
  rules_.apply(*state_, order(Order::kIndividual), dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_TRUE(narrated("Sgt Gridley needs 4 or less: rolls 5: hesitates"));
  EXPECT_EQ(s().active_unit(), 1);
  EXPECT_EQ(rules_.next_decision(*state_).kind, DecisionKind::kChooseOrder);
}

TEST_F(OneActivation, ASeriouslyWoundedManRollingSevenFallsBackAndFalls) {
  s().men[kPte].wounds.points = 2;  // serious: +2 to his roll, 2" of walk left
  red_activates();
  const Vec2 before = s().figures()[kPte].at;
  ScriptedDice dice;
  dice.dice(6, {5, 5, 6});  // the sergeant hesitates; the private's 5 + 2 = 7
  apply_to_end_of_script(order(Order::kIndividual), dice);
  const Figure& pte = s().figures()[kPte];
  EXPECT_TRUE(narrated("Pte Adams needs 4 or less: rolls 5 +2 = 7: falls back"));
  EXPECT_LT(pte.at.y, before.y) << "he retreats directly away from the enemy";
  EXPECT_NEAR(distance(pte.at, before), 2.0, 1e-6);
  EXPECT_EQ(pte.posture, Posture::kProne) << "seriously wounded, he falls at the end of the move";
  EXPECT_EQ(pte.status, FigureStatus::kFighting) << "a friend is near: no surrender";
}

TEST_F(OneActivation, AShotHitsAndWounds) {
  red_activates();
  ScriptedDice dice;
  dice.dice(6, {1, 6, 6});  // the sergeant acts, the private hesitates
  rules_.apply(*state_, order(Order::kIndividual), dice, events_);
  ASSERT_EQ(rules_.next_decision(*state_).figure, kSgt);
  ScriptedDice shot;
  shot.die(12, 3);  // needs 8 (skill 8, short range): hit, by 5
  shot.die(12, 8);  // damage 8 - 1 musket - 1 beat by 3 = 6: serious
  apply_to_end_of_script({ActionKind::kShoot, kSgt, kFoe, -1, 0, {}}, shot);
  EXPECT_EQ(s().men[kFoe].wounds.points, 2);
  EXPECT_EQ(s().figures()[kFoe].status, FigureStatus::kDown) << "knocked down in shock";
  EXPECT_FALSE(s().men[kSgt].loaded());
  EXPECT_TRUE(narrated("Sgt Gridley fires at Abel Moss: needs 8"));
  EXPECT_TRUE(narrated("Damage roll 8 -2 = 6: serious wound"));
}

TEST_F(OneActivation, AMeleeStrokeIsParriedAndRiposted) {
  s().figures()[kFoe].at = {24, 11.05};  // in base contact with the sergeant
  red_activates();
  ScriptedDice dice;
  dice.dice(6, {1, 6, 6});
  rules_.apply(*state_, order(Order::kIndividual), dice, events_);
  ScriptedDice melee;
  melee.die(6, 2);    // Abel's riposte check: 2, under his 4
  melee.die(12, 11);  // the sergeant's stroke needs 9 (skill 8, sword +1): misses
  melee.die(12, 3);   // Abel parries (needs 9) and the riposte lands
  melee.die(12, 10);  // damage 10 - 2 (won by 3 or more) = 8: minor wound
  apply_to_end_of_script({ActionKind::kMelee, kSgt, kFoe, -1, 0, {}}, melee);
  EXPECT_EQ(s().men[kSgt].wounds.points, 1);
  EXPECT_TRUE(s().men[kFoe].riposte_used) << "one riposte per activation (000 / One Vs Many)";
  EXPECT_TRUE(narrated("riposte"));
}

TEST_F(OneActivation, ReloadingCountsHalfTurnsTowardTheReloadTime) {
  s().men[kSgt].rounds = 0;
  red_activates();
  ScriptedDice dice;
  dice.dice(6, {1, 6, 6});
  rules_.apply(*state_, order(Order::kIndividual), dice, events_);
  apply_to_end_of_script({ActionKind::kReload, kSgt, -1, -1, 0, {}}, dice);
  EXPECT_EQ(s().men[kSgt].reload_progress, 2) << "a flintlock musket loads in 2 turns";
  EXPECT_FALSE(s().men[kSgt].loaded());
  EXPECT_TRUE(narrated("loads his Flintlock Musket (2 of 4 half turns)"));
}

TEST_F(OneActivation, FollowMeMovesTheUnitWithItsLeader) {
  red_activates();
  ScriptedDice dice;
  dice.die(6, 2);  // the leader's roll for the whole unit
  apply_to_end_of_script(order(Order::kFollowMe, -1, Vec2{24, 14}), dice);
  EXPECT_NEAR(s().figures()[kSgt].at.y, 14, 1e-9);
  EXPECT_NEAR(s().figures()[kPte].at.y, 14, 1e-6) << "he keeps abreast of his leader";
  EXPECT_NEAR(s().figures()[kPte].at.x, 26, 1e-6);
}

TEST_F(OneActivation, FollowMeMovesRidersAtHorsePace) {
  // 000 / Follow Me with cavalry: the men ride at their horses' speed.
  for (int i : {kSgt, kPte}) {
    Figure& f = s().figures()[static_cast<size_t>(i)];
    f.mounted = true;
    f.base_radius = 1.0f;
    f.facing = 90.0f;
    s().men[static_cast<size_t>(i)].horse.has_horse = true;
    s().men[static_cast<size_t>(i)].horse.speed = 12;
  }
  red_activates();
  ScriptedDice dice;
  dice.die(6, 2);  // the leader's roll for the whole unit
  const Vec2 to = Vec2{24, 10} + direction_of(135.0) * 12.0;
  apply_to_end_of_script(order(Order::kFollowMe, -1, to), dice);
  EXPECT_NEAR(distance(s().figures()[kSgt].at, to), 0, 1e-6);
  EXPECT_EQ(s().men[kSgt].horse.speed, 12);
  EXPECT_GT(s().men[kPte].horse.speed, 6) << "the private rides on with him";
  EXPECT_TRUE(s().men[kPte].horse.ridden || s().figures()[kPte].at.y > 15);
}

TEST_F(OneActivation, VolleyFireShootsEveryLoadedManButTheLeader) {
  red_activates();
  ScriptedDice dice;
  dice.die(6, 2);    // the leader orders the volley
  dice.die(12, 12);  // the private's shot: a natural 12 misses
  apply_to_end_of_script(order(Order::kVolleyFire, kFoe), dice);
  EXPECT_FALSE(s().men[kPte].loaded());
  EXPECT_TRUE(s().men[kSgt].loaded()) << "the leader gives orders and does not fire";
}

TEST_F(OneActivation, KillingAManPastTheBreakPointEndsTheGame) {
  for (int gone : {4}) {  // Ben Nye fell earlier: one more loss breaks Blue
    s().men[static_cast<size_t>(gone)].wounds.points = 6;
    s().figures()[static_cast<size_t>(gone)].status = FigureStatus::kDead;
  }
  red_activates();
  ScriptedDice dice;
  dice.dice(6, {1, 6, 6});
  rules_.apply(*state_, order(Order::kIndividual), dice, events_);
  ScriptedDice shot;
  shot.die(12, 1);  // hit
  shot.die(12, 1);  // damage 1 - 2 = -1: struck dead
  rules_.apply(*state_, {ActionKind::kShoot, kSgt, kFoe, -1, 0, {}}, shot, events_);
  EXPECT_EQ(s().figures()[kFoe].status, FigureStatus::kDead);
  const Outcome o = rules_.outcome(*state_);
  EXPECT_TRUE(o.over);
  EXPECT_EQ(o.winner, 0);
  EXPECT_NE(o.reason.find("Blue broke"), std::string::npos) << o.reason;
  EXPECT_TRUE(rules_.next_decision(*state_).game_over());
}

TEST_F(OneActivation, AnyLegalPointIsAcceptedAndAFarOneIsRefused) {
  red_activates();
  ScriptedDice dice;
  dice.dice(6, {1, 6, 6});
  rules_.apply(*state_, order(Order::kIndividual), dice, events_);
  const Action near{ActionKind::kMove, kSgt, -1, -1, static_cast<int32_t>(MoveMode::kWalk),
                    Vec2{20.3, 12.1}};
  EXPECT_TRUE(rules_.check(*state_, near).ok) << rules_.check(*state_, near).reason;
  const Action far{ActionKind::kMove, kSgt, -1, -1, static_cast<int32_t>(MoveMode::kWalk),
                   Vec2{24, 3}};
  const CheckResult r = rules_.check(*state_, far);
  EXPECT_FALSE(r.ok);
  EXPECT_FALSE(r.reason.empty());
  const Action crawl{ActionKind::kMove, kSgt, -1, -1, static_cast<int32_t>(MoveMode::kCrawl),
                     Vec2{24, 11}};
  EXPECT_NE(rules_.check(*state_, crawl).reason.find("prone"), std::string::npos);
}

}  // namespace
}  // namespace skirmish::rencounter
