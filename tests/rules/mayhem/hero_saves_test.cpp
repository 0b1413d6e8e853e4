// 004 / Heroes: "save tokens (canceling a death or morale failure)". The
// seed leaves the spending to the hero's player: where a hero's courage die
// fails and his save could cancel it, the game stops and his side is asked
// (option save_tokens asked, the default; hero_saves.h). Every moment it can
// stop at, each answer, and the play going on where it stood afterwards.
#include <gtest/gtest.h>

#include "engine/rules/forecast.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Sgt Hale, alone with one save token, 8" from Jean.
std::string lone_hero_field() {
  return two_sides(
      "musket",
      {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
       "{name: Sgt Hale, at: [10, 10], facing: 0, courage: 3, saves: 1}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}", "{name: Jean, at: [18, 10], facing: 180}"});
}

void expect_asked(const MayhemGame& g, int hero, DecisionKind kind) {
  EXPECT_EQ(g.state().step, Step::kSave) << g.story();
  const Decision d = g.rules().next_decision(g.state());
  EXPECT_EQ(d.side, g.figure(hero).side);
  EXPECT_EQ(d.kind, kind);
  EXPECT_EQ(d.figure, hero);
  EXPECT_EQ(g.legal(), (std::vector<Action>{spend_save(hero), keep_save(hero)}));
}

// Ordered to charge alone, his check fails: spent, he goes in (and the men
// his charge threatens check); kept, he stands still.
TEST(MayhemHeroSaves, AFailedOrderToChargeAsksHisSide) {
  {
    MayhemGame g(lone_hero_field());
    const int hale = g.named("Sgt Hale");
    g.start(0);
    g.play(order(hale, MoveOrder::kCharge), {group_courage(6)});
    EXPECT_TRUE(g.narrated("Sgt Hale is ordered to charge: courage 6 against 3, fails."))
        << g.story();
    expect_asked(g, hale, DecisionKind::kFigureAction);
    EXPECT_EQ(g.rules().describe_decision(g.state()),
              "Sgt Hale's check to charge failed, 6 against 3: spend his save token, or keep it");
    EXPECT_FALSE(g.check(spend_save(g.named("Jean"))).ok);
    EXPECT_FALSE(g.check(hold(hale)).ok);
    g.play(spend_save(hale),
           {group_courage(3), move_die(4), move_die(4), move_die(4), slow_die(1)});
    EXPECT_TRUE(g.narrated("Sgt Hale spends a save token and goes in.")) << g.story();
    EXPECT_TRUE(g.narrated("Jean checks courage (charged): 3 against 3, holds.")) << g.story();
    EXPECT_TRUE(g.narrated("Sgt Hale may charge up to 12.0\"")) << g.story();
    EXPECT_EQ(g.man(hale).saves, 0);
    EXPECT_EQ(g.state().step, Step::kMoveMen);
  }
  MayhemGame g(lone_hero_field());
  const int hale = g.named("Sgt Hale");
  g.start(0);
  g.play(order(hale, MoveOrder::kCharge), {group_courage(5)});
  g.play(keep_save(hale));  // no die: he stands
  EXPECT_TRUE(g.narrated("Sgt Hale keeps his save token and stands still.")) << g.story();
  EXPECT_FALSE(g.narrated("checks courage (charged)")) << g.story();
  EXPECT_EQ(g.man(hale).saves, 1);
  EXPECT_EQ(g.figure(hale).at, (Vec2{10, 10}));
  EXPECT_EQ(g.state().step, Step::kActivate);
}

// Jean, alone with a save token, charged by Ames.
std::string charged_hero_field(const std::string& louis = "") {
  std::vector<std::string> blue = {"{name: Capt Blue, at: [46, 34], facing: 0}",
                                   "{name: Jean, at: [18, 10], facing: 180, saves: 1}"};
  if (!louis.empty()) blue.push_back(louis);
  return two_sides(
      "musket",
      {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
       "{name: Pte Ames, at: [10, 10], facing: 0}", "{name: Pte Bell, at: [10, 11.5], facing: 0}",
       "{name: Pte Cole, at: [10, 13], facing: 0}"},
      blue);
}

// Charged, his check alone fails: his side is asked out of its turn.
// Spent, he holds; the charge's dice follow.
TEST(MayhemHeroSaves, ACheckAloneSpentHolds) {
  MayhemGame g(charged_hero_field());
  const int ames = g.named("Pte Ames"), jean = g.named("Jean");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge), {group_courage(1), group_courage(6)});
  EXPECT_TRUE(g.narrated("Jean checks courage (charged): 6 against 3, fails.")) << g.story();
  expect_asked(g, jean, DecisionKind::kReaction);
  // What is asked, in words for the person asked (`skirmish play`).
  EXPECT_EQ(g.rules().describe_decision(g.state()),
            "Jean's courage check failed, 6 against 3: spend his save token, or keep it");
  g.play(spend_save(jean), {move_die(3), move_die(3), slow_die(1)});
  EXPECT_TRUE(g.narrated("Jean spends a save token and holds.")) << g.story();
  EXPECT_EQ(g.man(jean).saves, 0);
  EXPECT_EQ(g.figure(jean).at, (Vec2{18, 10}));
  EXPECT_TRUE(g.narrated("Pte Ames's group of 3 may charge up to 6.0\"")) << g.story();
  EXPECT_EQ(g.state().step, Step::kMoveMen);
}

// Kept, he rolls his own die: at or under his courage he falls back 2d6"
// and still has the token; over it he would run off, so the token is spent
// after all and he falls back.
TEST(MayhemHeroSaves, ACheckAloneKeptRollsHisOwnDie) {
  {
    MayhemGame g(charged_hero_field());
    const int ames = g.named("Pte Ames"), jean = g.named("Jean");
    g.start(0);
    g.play(order(ames, MoveOrder::kCharge), {group_courage(1), group_courage(6)});
    g.play(keep_save(jean),
           {own_courage(2), retreat(3), retreat(3), move_die(3), move_die(3), slow_die(1)});
    EXPECT_TRUE(
        g.narrated("Jean keeps his save token and rolls his own courage die (3 or less "
                   "keeps it; he falls back 2d6\" either way)."))
        << g.story();
    EXPECT_TRUE(g.narrated("Jean rolls 2 against his courage 3: falls back 6.0\"")) << g.story();
    EXPECT_EQ(g.man(jean).saves, 1);
    EXPECT_NEAR(g.figure(jean).at.x, 24.0, 1e-6);
  }
  MayhemGame g(charged_hero_field());
  const int ames = g.named("Pte Ames"), jean = g.named("Jean");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge), {group_courage(1), group_courage(6)});
  g.play(keep_save(jean),
         {own_courage(5), retreat(2), retreat(2), move_die(3), move_die(3), slow_die(1)});
  EXPECT_TRUE(
      g.narrated("Jean rolls 5 against his courage 3 and spends a save token: falls back 4.0\""))
      << g.story();
  EXPECT_EQ(g.man(jean).saves, 0);
  EXPECT_EQ(g.figure(jean).status, FigureStatus::kFighting);
}

// The checks queued behind his are taken once his side has spoken, in
// their order, and only then are the charge's dice rolled.
TEST(MayhemHeroSaves, TheChecksAfterHisAreTakenOnceHisSideHasSpoken) {
  MayhemGame g(charged_hero_field("{name: Louis, at: [18, 13], facing: 180}"));
  const int ames = g.named("Pte Ames"), jean = g.named("Jean");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge), {group_courage(1), group_courage(6)});
  EXPECT_FALSE(g.narrated("Louis checks courage")) << g.story();
  g.play(spend_save(jean), {group_courage(3), move_die(3), move_die(3), slow_die(1)});
  EXPECT_TRUE(g.narrated("Louis checks courage (charged): 3 against 3, holds.")) << g.story();
  EXPECT_EQ(g.state().step, Step::kMoveMen);
}

// With option save_tokens spent the engine spends it unasked, as before.
TEST(MayhemHeroSaves, SpentByTheEngineWhenTheOptionSaysSo) {
  MayhemGame g(charged_hero_field(), kSavesSpent);
  const int ames = g.named("Pte Ames"), jean = g.named("Jean");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge),
         {group_courage(1), group_courage(6), move_die(3), move_die(3), slow_die(1)});
  EXPECT_TRUE(
      g.narrated("Jean checks courage (charged): 6 against 3, spends a save token and "
                 "holds."))
      << g.story();
  EXPECT_EQ(g.man(jean).saves, 0);
  EXPECT_EQ(g.state().step, Step::kMoveMen);
}

// Spent by the engine (option save_tokens spent), a lone hero who fails his
// check to charge stands still and, by default (option save_on_charge_order
// keep), keeps his token for his life; with `spend` the token sends him in.
TEST(MayhemHeroSaves, SpentByTheEngineALoneHeroKeepsHisSaveWhenHisChargeFailsUnlessToldToSpendIt) {
  {
    MayhemGame g(lone_hero_field(), kSavesSpent);
    const int hale = g.named("Sgt Hale");
    g.start(0);
    g.play(order(hale, MoveOrder::kCharge), {group_courage(6)});
    EXPECT_TRUE(g.narrated("Sgt Hale is ordered to charge: courage 6 against 3, they stand still."))
        << g.story();
    EXPECT_EQ(g.man(hale).saves, 1);
    EXPECT_FALSE(g.narrated("checks courage (charged)")) << g.story();
  }
  MayhemGame g(lone_hero_field(),
               {{"save_tokens", "spent", {}}, {"save_on_charge_order", "spend", {}}});
  const int hale = g.named("Sgt Hale");
  g.start(0);
  g.play(order(hale, MoveOrder::kCharge),
         {group_courage(6), group_courage(3), move_die(4), move_die(4), move_die(4), slow_die(1)});
  EXPECT_TRUE(
      g.narrated("Sgt Hale is ordered to charge: courage 6 against 3, a save token spent, "
                 "they go in."))
      << g.story();
  EXPECT_EQ(g.man(hale).saves, 0);
  EXPECT_TRUE(g.narrated("Jean checks courage (charged): 3 against 3, holds.")) << g.story();
}

// Red's group of three faces Jean's musket; Ames has a save token.
struct Line {
  MayhemGame g{two_sides("musket",
                         {"{name: Capt Red, at: [34, 34], facing: 0}",
                          "{name: Pte Ames, at: [10, 10], facing: 0, saves: 1}",
                          "{name: Pte Bell, at: [10, 11.5], facing: 0}",
                          "{name: Sgt Cole, at: [10, 13], facing: 0, courage: 5}"},
                         {"{name: Capt Blue, at: [46, 2], facing: 0}",
                          "{name: Jean, at: [20, 12], facing: 180, weapons: [Musket]}"})};
  int ames = g.named("Pte Ames"), bell = g.named("Pte Bell"), cole = g.named("Sgt Cole");
  int jean = g.named("Jean");

  // Ames hit and not killed as his group sets off; the group's move ends
  // with the check at his group's rate (Cole's 5) failing on a 6.
  void hit_and_fail() {
    g.start(0);
    g.play(order(ames), {move_die(3), move_die(3), slow_die(1)});
    g.play(shoot(jean, ames), {skill(4), impact(2)});
    g.play(hold(ames));
    g.play(hold(bell));
    g.play(hold(cole), {group_courage(6)});
  }
};

// Musket: hit and not killed, the die at his group's rate fails: asked in
// his own side's move. Spent, he holds; kept, his own die.
TEST(MayhemHeroSaves, TheMusketHitCheckAsksHisSide) {
  {
    Line l;
    l.hit_and_fail();
    EXPECT_TRUE(l.g.narrated("Pte Ames checks courage at his group's 5: 6, fails.")) << l.g.story();
    expect_asked(l.g, l.ames, DecisionKind::kFigureAction);
    EXPECT_EQ(l.g.rules().describe_decision(l.g.state()),
              "Pte Ames's courage check at his group's rate failed, 6 against 5: spend his save "
              "token, or keep it");
    l.g.play(spend_save(l.ames));
    EXPECT_TRUE(l.g.narrated("Pte Ames spends a save token and holds.")) << l.g.story();
    EXPECT_EQ(l.g.man(l.ames).saves, 0);
    EXPECT_EQ(l.g.state().step, Step::kActivate);
  }
  Line l;
  l.hit_and_fail();
  const Vec2 was = l.g.figure(l.ames).at;
  l.g.play(keep_save(l.ames), {own_courage(3), retreat(1), retreat(2)});
  EXPECT_TRUE(l.g.narrated("Pte Ames rolls 3 against his courage 3: falls back")) << l.g.story();
  EXPECT_EQ(l.g.man(l.ames).saves, 1);
  EXPECT_NE(l.g.figure(l.ames).at, was);
  EXPECT_EQ(l.g.state().step, Step::kActivate);
}

// At the end of a phase (his commander fallen): once his side has spoken the
// other checks are taken and the phase ends.
TEST(MayhemHeroSaves, TheCommandersFallWaitsForHisSaveThenThePhaseEnds) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Capt Red, at: [10, 10], facing: 0, commander: yes}",
       "{name: Pte Bell, at: [10, 20], facing: 0, saves: 2}",
       "{name: Pte Cole, at: [4, 30], facing: 0}", "{name: Pte Dow, at: [4, 31.5], facing: 0}"},
      {"{name: Capt Blue, at: [46, 2], facing: 0}",
       "{name: Jean, at: [20, 12], facing: 180, weapons: [Musket]}"}));
  const int capt = g.named("Capt Red"), bell = g.named("Pte Bell");
  g.start(0);
  g.play(order(capt), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  g.play(shoot(g.named("Jean"), capt), {skill(5), impact(5)});
  g.play(end_moves(), {group_courage(6)});
  expect_asked(g, bell, DecisionKind::kFigureAction);
  EXPECT_EQ(g.state().active, 0);
  g.play(spend_save(bell), {group_courage(3)});
  EXPECT_TRUE(
      g.narrated("Pte Cole's group checks courage (their commander has fallen): 3 against 3, "
                 "holds."))
      << g.story();
  EXPECT_EQ(g.man(bell).saves, 1);
  EXPECT_EQ(g.state().active, 1);
  EXPECT_EQ(g.state().step, Step::kActivate);
}

// For the planners: spent, the token's worth where he stands is harm to his
// side; kept, he falls back away from the charger. An order to charge spent
// on counts the enemy men its check is expected to send off: Jean fails on
// 4-6 and then runs off on 4-6, a quarter.
TEST(MayhemHeroSaves, EachAnswerIsForecast) {
  {
    MayhemGame g(charged_hero_field());
    const int ames = g.named("Pte Ames"), jean = g.named("Jean");
    g.start(0);
    g.play(order(ames, MoveOrder::kCharge), {group_courage(1), group_courage(6)});
    Forecast spend, keep;
    g.rules().forecast(g.state(), spend_save(jean), spend);
    g.rules().forecast(g.state(), keep_save(jean), keep);
    ASSERT_TRUE(spend.known);
    ASSERT_TRUE(keep.known);
    EXPECT_GT(spend.own_harm, 0);
    EXPECT_TRUE(spend.moves.empty());
    ASSERT_EQ(keep.moves.size(), 1u);
    EXPECT_EQ(keep.moves[0].figure, jean);
    EXPECT_NEAR(keep.moves[0].to.x, 25.0, 1e-6);  // 7" on, away from Ames
    EXPECT_EQ(keep.own_losses, 0);
    // Over his courage of 3 (half the time) the kept token is spent after all.
    EXPECT_NEAR(keep.own_harm, spend.own_harm / 2, 1e-9);
  }
  MayhemGame g(lone_hero_field());
  const int hale = g.named("Sgt Hale");
  g.start(0);
  g.play(order(hale, MoveOrder::kCharge), {group_courage(6)});
  Forecast spend, keep;
  g.rules().forecast(g.state(), spend_save(hale), spend);
  g.rules().forecast(g.state(), keep_save(hale), keep);
  EXPECT_NEAR(spend.enemy_losses, 0.25, 1e-9);
  EXPECT_TRUE(keep.known);
  EXPECT_EQ(keep.enemy_losses, 0);
  EXPECT_EQ(keep.own_harm, 0);
}

}  // namespace
}  // namespace skirmish::mayhem::testing
