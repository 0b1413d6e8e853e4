// 004 / Heroes: "reroll tokens". The seed leaves the spending to the
// hero's player: where a die of his fails and a token could roll it again,
// the game stops and his side is asked (option reroll_tokens asked, the
// default; hero_rerolls.h). Every moment it stops at, each answer, the
// words a person reads, the odds the planners are given, and the engine's
// own rule under reroll_tokens spent.
#include <gtest/gtest.h>

#include "engine/rules/forecast.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Pte Ames (Red) in the open, 10" from Jean (Blue), who carries a musket
// and, as `jean` says, reroll tokens.
std::string shooting_field(const std::string& jean = "rerolls: 1") {
  return two_sides("musket",
                   {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
                    "{name: Pte Ames, at: [10, 10], facing: 0}"},
                   {"{name: Capt Blue, at: [46.5, 34.5], facing: 0}",
                    "{name: Jean, at: [20, 10], facing: 180, weapons: [Musket], " + jean + "}"});
}

struct Shooting {
  explicit Shooting(const std::string& hero = "rerolls: 1",
                    const std::vector<OptionValue>& options = {})
      : g(shooting_field(hero), options) {}
  MayhemGame g;
  int ames = g.named("Pte Ames"), jean = g.named("Jean");

  // Red orders Ames to move; Blue's window opens and Jean shoots.
  void jean_shoots(const std::vector<Roll>& dice) {
    g.start(0);
    g.play(order(ames), {move_die(1), move_die(1), move_die(1), slow_die(1)});
    ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
    g.play(shoot(jean, ames), dice);
  }
};

void expect_asked(const MayhemGame& g, int hero, int at, DecisionKind kind) {
  ASSERT_EQ(g.state().step, Step::kReroll) << g.story();
  const Decision d = g.rules().next_decision(g.state());
  EXPECT_EQ(d.side, g.figure(hero).side);
  EXPECT_EQ(d.kind, kind);
  EXPECT_EQ(d.figure, hero);
  EXPECT_EQ(g.legal(), (std::vector<Action>{reroll(hero, at), let_stand(hero, at)}));
}

Forecast forecast_of(const MayhemGame& g, const Action& a) {
  Forecast f;
  g.rules().forecast(g.state(), a, f);
  return f;
}

// His shot's skill die misses: his side is asked, out of its turn.
TEST(MayhemHeroRerolls, AMissedShotAsksHisSide) {
  Shooting t;
  t.jean_shoots({skill(2)});
  expect_asked(t.g, t.jean, t.ames, DecisionKind::kReaction);
  EXPECT_TRUE(
      t.g.narrated("Jean shoots at Pte Ames (open, needs 4+): 2, missed (Jean may roll "
                   "the skill die again with a reroll token)."))
      << t.g.story();
  EXPECT_EQ(t.g.rules().describe_decision(t.g.state()),
            "Jean's skill die missed, 2 where 4 was needed: roll it again with his reroll token, "
            "or let it stand");
  EXPECT_EQ(t.g.rules().describe(t.g.state(), reroll(t.jean, t.ames)),
            "Jean rolls his skill die again (a reroll token)");
  EXPECT_FALSE(t.g.check(hold_fire()).ok);
  EXPECT_FALSE(t.g.check(reroll(t.ames, t.jean)).ok);
  EXPECT_FALSE(t.g.check(reroll(t.jean, -1)).ok);
  // Rolled again: a hit, and the impact die (+1 musket) that falls short
  // is not asked about: his only token is spent.
  t.g.play(reroll(t.jean, t.ames), {skill(5), impact(4)});
  EXPECT_TRUE(t.g.narrated("Jean spends a reroll token: 5, hit; impact 4: he must check courage."))
      << t.g.story();
  EXPECT_EQ(t.g.man(t.jean).rerolls, 0);
  EXPECT_EQ(t.g.state().checks.size(), 1u);
  EXPECT_EQ(t.g.state().reroll_wait.man, -1);
}

TEST(MayhemHeroRerolls, AMissLetStandKeepsTheToken) {
  Shooting t;
  t.jean_shoots({skill(3)});
  t.g.play(let_stand(t.jean, t.ames));
  EXPECT_TRUE(t.g.narrated("Jean lets his skill die stand and keeps his reroll token."))
      << t.g.story();
  EXPECT_EQ(t.g.man(t.jean).rerolls, 1);
  EXPECT_TRUE(t.g.man(t.jean).shot);
  EXPECT_FALSE(t.g.man(t.jean).loaded);
  EXPECT_EQ(t.g.figure(t.ames).status, FigureStatus::kFighting);
  EXPECT_TRUE(t.g.state().checks.empty());
  // Jean has no shot left: the window has closed and Ames moves on.
  EXPECT_EQ(t.g.state().step, Step::kMoveMen);
}

// The impact die falls short of a kill (Musket: a courage check): asked.
TEST(MayhemHeroRerolls, AnImpactShortOfAKillAsksHisSide) {
  Shooting t;
  t.jean_shoots({skill(5), impact(3)});
  expect_asked(t.g, t.jean, t.ames, DecisionKind::kReaction);
  EXPECT_TRUE(
      t.g.narrated("Jean shoots at Pte Ames (open, needs 4+): 5, hit; impact 3: he must "
                   "check courage (Jean may roll the impact die again with a reroll "
                   "token)."))
      << t.g.story();
  EXPECT_EQ(t.g.rules().describe_decision(t.g.state()),
            "Jean's impact die fell short, 3 where 5 was needed: roll it again with his reroll "
            "token, or let it stand");
  t.g.play(reroll(t.jean, t.ames), {impact(5)});
  EXPECT_TRUE(t.g.narrated("Jean spends a reroll token: impact 5: down.")) << t.g.story();
  EXPECT_EQ(t.g.figure(t.ames).status, FigureStatus::kDead);
  EXPECT_EQ(t.g.man(t.jean).rerolls, 0);

  Shooting kept;
  kept.jean_shoots({skill(5), impact(3)});
  kept.g.play(let_stand(kept.jean, kept.ames));
  EXPECT_TRUE(kept.g.narrated("Jean lets his impact die stand and keeps his reroll token."))
      << kept.g.story();
  EXPECT_EQ(kept.g.man(kept.jean).rerolls, 1);
  ASSERT_EQ(kept.g.state().checks.size(), 1u);
  EXPECT_EQ(kept.g.state().checks[0].cause, CheckCause::kMissileHit);
}

// With two tokens, both dice of one shot may be asked about in turn.
TEST(MayhemHeroRerolls, TwoTokensMayMendBothDiceOfAShot) {
  Shooting t("rerolls: 2");
  t.jean_shoots({skill(1)});
  t.g.play(reroll(t.jean, t.ames), {skill(6), impact(2)});
  expect_asked(t.g, t.jean, t.ames, DecisionKind::kReaction);
  EXPECT_EQ(t.g.state().reroll_wait.moment, RerollMoment::kShotImpact);
  t.g.play(reroll(t.jean, t.ames), {impact(6)});
  EXPECT_EQ(t.g.figure(t.ames).status, FigureStatus::kDead);
  EXPECT_EQ(t.g.man(t.jean).rerolls, 0);
}

// Each answer is forecast by the exact odds: rolled again, the skill die
// hits on 4+ (1/2) and the impact die then kills on 5+ (1/3), with no
// token left for it; let stand, a miss does nothing.
TEST(MayhemHeroRerolls, EachAnswerOfAShotIsForecast) {
  Shooting t;
  t.jean_shoots({skill(2)});
  const Forecast again = forecast_of(t.g, reroll(t.jean, t.ames));
  EXPECT_TRUE(again.known);
  EXPECT_DOUBLE_EQ(again.hit_chance, 0.5);
  EXPECT_DOUBLE_EQ(again.enemy_losses, 0.5 / 3);
  EXPECT_DOUBLE_EQ(again.enemy_harm, 0.5 * (1.0 / 3 + 0.5 * 2.0 / 3));
  const Forecast stand = forecast_of(t.g, let_stand(t.jean, t.ames));
  EXPECT_TRUE(stand.known);
  EXPECT_DOUBLE_EQ(stand.enemy_losses, 0);
  EXPECT_DOUBLE_EQ(stand.enemy_harm, 0);

  Shooting impact_short;
  impact_short.jean_shoots({skill(5), impact(3)});
  const Forecast kill = forecast_of(impact_short.g, reroll(impact_short.jean, impact_short.ames));
  EXPECT_DOUBLE_EQ(kill.hit_chance, 0);  // the shot has landed: this die is its effect
  EXPECT_DOUBLE_EQ(kill.enemy_losses, 1.0 / 3);
  EXPECT_DOUBLE_EQ(kill.enemy_harm, 1.0 / 3 + 0.5 * 2.0 / 3);
  EXPECT_DOUBLE_EQ(
      forecast_of(impact_short.g, let_stand(impact_short.jean, impact_short.ames)).enemy_harm, 0.5);
}

// reroll_tokens spent: the engine rolls his failed die again, unasked.
TEST(MayhemHeroRerolls, SpentByTheEngineWhenTheOptionSaysSo) {
  Shooting t("rerolls: 1", {{"reroll_tokens", "spent", {}}});
  t.jean_shoots({skill(2), skill(5), impact(3)});
  EXPECT_NE(t.g.state().step, Step::kReroll);
  EXPECT_EQ(t.g.man(t.jean).rerolls, 0);
  EXPECT_TRUE(
      t.g.narrated("Jean shoots at Pte Ames (open, needs 4+): 5, hit; impact 3: he must "
                   "check courage."))
      << t.g.story();
}

// A man with no token left is never asked.
TEST(MayhemHeroRerolls, NoTokenNoQuestion) {
  Shooting t("rerolls: 0");
  t.jean_shoots({skill(2)});
  EXPECT_NE(t.g.state().step, Step::kReroll);
  EXPECT_TRUE(t.g.narrated("Jean shoots at Pte Ames (open, needs 4+): 2, missed.")) << t.g.story();
}

// Pte Ames (Red, a musket: armament 5) in contact with Jean (Blue, a
// knife: 6); either may be a hero.
std::string fighting_field(const std::string& ames, const std::string& jean) {
  return two_sides("musket",
                   {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
                    "{name: Pte Ames, at: [10, 10], facing: 0, weapons: [Musket]" + ames + "}"},
                   {"{name: Capt Blue, at: [46.5, 34.5], facing: 0}",
                    "{name: Jean, at: [11, 10], facing: 180, weapons: [Knife]" + jean + "}"});
}

struct Fighting {
  Fighting(const std::string& red_hero, const std::string& blue_hero,
           const std::vector<OptionValue>& o = {})
      : g(fighting_field(red_hero, blue_hero), o) {}
  MayhemGame g;
  int ames = g.named("Pte Ames"), jean = g.named("Jean");

  void to_the_melee() {
    g.start(0);
    g.play(end_moves());
    ASSERT_EQ(g.state().step, Step::kMelee) << g.story();
  }
};

// In a fight, the fighter strictly behind is asked, out of his turn when
// he is the one attacked.
TEST(MayhemHeroRerolls, ASkillDieBehindInAFightAsksHisSide) {
  Fighting f("", ", rerolls: 1");
  f.to_the_melee();
  f.g.play(fight(f.ames), {melee_skill(4), melee_skill(2)});
  expect_asked(f.g, f.jean, f.ames, DecisionKind::kReaction);
  EXPECT_TRUE(
      f.g.narrated("Pte Ames fights Jean: 4 to 2 (Jean may roll his skill die again "
                   "with a reroll token)."))
      << f.g.story();
  EXPECT_EQ(f.g.rules().describe_decision(f.g.state()),
            "Jean's skill die left him behind, 2 to 4: roll it again with his reroll token, or "
            "let it stand");
  f.g.play(reroll(f.jean, f.ames), {melee_skill(6), results(6)});
  EXPECT_TRUE(
      f.g.narrated("Jean spends a reroll token: Pte Ames fights Jean: 4 to 6, Jean "
                   "strikes (6 against 6): Pte Ames is down."))
      << f.g.story();
  EXPECT_EQ(f.g.figure(f.ames).status, FigureStatus::kDead);
  EXPECT_EQ(f.g.man(f.jean).rerolls, 0);

  Fighting stand("", ", rerolls: 1");
  stand.to_the_melee();
  stand.g.play(fight(stand.ames), {melee_skill(4), melee_skill(2)});
  stand.g.play(let_stand(stand.jean, stand.ames), {results(5)});
  EXPECT_TRUE(stand.g.narrated("Jean lets his skill die stand and keeps his reroll token."))
      << stand.g.story();
  EXPECT_TRUE(stand.g.narrated("Pte Ames strikes (5 against 5): Jean is down.")) << stand.g.story();
  EXPECT_EQ(stand.g.figure(stand.jean).status, FigureStatus::kDead);
}

// Two heroes: once one has rolled again, the other, now behind, is asked.
// A tie is never asked about.
TEST(MayhemHeroRerolls, OnceOneHasRolledAgainTheOtherNowBehindIsAsked) {
  Fighting f(", rerolls: 1", ", rerolls: 1");
  f.to_the_melee();
  f.g.play(fight(f.ames), {melee_skill(4), melee_skill(2)});
  expect_asked(f.g, f.jean, f.ames, DecisionKind::kReaction);
  f.g.play(reroll(f.jean, f.ames), {melee_skill(6)});
  expect_asked(f.g, f.ames, f.jean, DecisionKind::kFigureAction);
  EXPECT_TRUE(
      f.g.narrated("Jean spends a reroll token: Pte Ames fights Jean: 4 to 6 (Pte Ames "
                   "may roll his skill die again with a reroll token)."))
      << f.g.story();
  f.g.play(reroll(f.ames, f.jean), {melee_skill(6)});  // 6 to 6: a tie, nobody asked
  EXPECT_TRUE(
      f.g.narrated("Pte Ames spends a reroll token: Pte Ames fights Jean: 6 to 6, "
                   "neither gives way."))
      << f.g.story();
  EXPECT_EQ(f.g.man(f.ames).rerolls, 0);
  EXPECT_EQ(f.g.man(f.jean).rerolls, 0);
  EXPECT_EQ(f.g.state().step, Step::kActivate);  // Blue's part of the turn

  Fighting tie(", rerolls: 1", ", rerolls: 1");
  tie.to_the_melee();
  tie.g.play(fight(tie.ames), {melee_skill(3), melee_skill(3)});
  EXPECT_NE(tie.g.state().step, Step::kReroll);
}

// Having won, the hitter whose results die falls short is asked.
TEST(MayhemHeroRerolls, AStrokeShortOfRemovingAsksTheHitter) {
  Fighting f(", rerolls: 1", "");
  f.to_the_melee();
  f.g.play(fight(f.ames), {melee_skill(5), melee_skill(2), results(3)});
  expect_asked(f.g, f.ames, f.jean, DecisionKind::kFigureAction);
  EXPECT_TRUE(
      f.g.narrated("Pte Ames fights Jean: 5 to 2, Pte Ames strikes (3 against 5): Jean "
                   "must check courage (Pte Ames may roll his results die again with a "
                   "reroll token)."))
      << f.g.story();
  EXPECT_EQ(f.g.rules().describe_decision(f.g.state()),
            "Pte Ames's results die fell short, 3 where 5 was needed: roll it again with his "
            "reroll token, or let it stand");
  // Rolled again: 1/3 to remove him (5+); let stand, he checks (half a man).
  EXPECT_DOUBLE_EQ(forecast_of(f.g, reroll(f.ames, f.jean)).enemy_losses, 1.0 / 3);
  EXPECT_DOUBLE_EQ(forecast_of(f.g, let_stand(f.ames, f.jean)).enemy_harm, 0.5);
  f.g.play(reroll(f.ames, f.jean), {results(5)});
  EXPECT_TRUE(
      f.g.narrated("Pte Ames spends a reroll token: Pte Ames strikes (5 against 5): Jean "
                   "is down."))
      << f.g.story();
  EXPECT_EQ(f.g.figure(f.jean).status, FigureStatus::kDead);

  Fighting kept(", rerolls: 1", "");
  kept.to_the_melee();
  kept.g.play(fight(kept.ames), {melee_skill(5), melee_skill(2), results(3)});
  kept.g.play(let_stand(kept.ames, kept.jean), {group_courage(3)});
  EXPECT_TRUE(kept.g.narrated("Pte Ames lets his results die stand and keeps his reroll token."))
      << kept.g.story();
  EXPECT_TRUE(kept.g.narrated("Jean checks courage")) << kept.g.story();
  EXPECT_EQ(kept.g.man(kept.ames).rerolls, 1);
}

// Rolled again, Jean's skill die against Ames's 4: 5 or 6 and he strikes
// (a knife: 6 to remove), 4 a tie, 1-3 and Ames strikes (5 or 6 removes
// him, else he checks). Let stand, Ames strikes.
TEST(MayhemHeroRerolls, EachAnswerOfAFightIsForecast) {
  Fighting f("", ", rerolls: 1");
  f.to_the_melee();
  f.g.play(fight(f.ames), {melee_skill(4), melee_skill(2)});
  const Forecast again = forecast_of(f.g, reroll(f.jean, f.ames));
  EXPECT_DOUBLE_EQ(again.enemy_losses, (2.0 / 6) * (1.0 / 6));
  EXPECT_DOUBLE_EQ(again.own_losses, (3.0 / 6) * (2.0 / 6));
  EXPECT_DOUBLE_EQ(again.own_harm, (3.0 / 6) * (2.0 / 6 + 0.5 * 4.0 / 6));
  const Forecast stand = forecast_of(f.g, let_stand(f.jean, f.ames));
  EXPECT_DOUBLE_EQ(stand.own_losses, 2.0 / 6);
  EXPECT_DOUBLE_EQ(stand.enemy_losses, 0);
}

// reroll_tokens spent: the fighter behind rolls again, unasked.
TEST(MayhemHeroRerolls, InAFightTheEngineSpendsThemWhenTheOptionSaysSo) {
  Fighting f("", ", rerolls: 1", {{"reroll_tokens", "spent", {}}});
  f.to_the_melee();
  f.g.play(fight(f.ames), {melee_skill(4), melee_skill(2), melee_skill(6), results(6)});
  EXPECT_EQ(f.g.figure(f.ames).status, FigureStatus::kDead);
  EXPECT_EQ(f.g.man(f.jean).rerolls, 0);
}

}  // namespace
}  // namespace skirmish::mayhem::testing
