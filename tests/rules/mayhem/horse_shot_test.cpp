// 004 / Medieval Mayhem / Horses (option horses_struck_separately), by
// missile fire: "a figure who succeeds in striking a mounted figure may
// choose to strike either the horse or the rider, with a barded horse
// counting as heavy armor, a cloth caparisoned horse as medium armor, and
// an unarmored horse as light armor. If the horse is killed the rider must
// make a morale check and is replaced by the appropriate dismounted figure
// if he remains on the table."
#include <gtest/gtest.h>

#include "engine/core/dice.h"
#include "engine/rules/forecast.h"
#include "engine/rules/game_record.h"
#include "engine/rules/mayhem/horse_shot.h"
#include "engine/rules/mayhem/horse_strike.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Sir Nigel (Red), a knight in heavy armor on a horse of `horse` armor,
// faces Blue's Gaston 10" off across the open; the leaders stand far off,
// out of every arc.
struct Field {
  std::string horse = "barded";
  std::string variant = "medieval";
  std::string nigel = "courage: 5, weapons: [Sword]";  // more of Sir Nigel
  std::string gaston = "weapons: [Crossbow]";          // more of Gaston
  bool mounted = true;
};

std::string nigel_and_gaston(const Field& k) {
  return two_sides(k.variant,
                   {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
                    "{name: Sir Nigel, at: [10, 10], facing: 0, mounted: " +
                        std::string(k.mounted ? "true" : "false") +
                        ", armor: heavy, horse_armor: " + k.horse + ", " + k.nigel + "}"},
                   {"{name: Capt Blue, at: [46.5, 34.5], facing: 0}",
                    "{name: Gaston, at: [20, 10], facing: 180, " + k.gaston + "}"});
}

struct NigelAndGaston {
  explicit NigelAndGaston(const Field& k, const std::vector<OptionValue>& options = kHorsesOn)
      : g(nigel_and_gaston(k), options), musket(k.variant == "musket"), mounted(k.mounted) {}
  explicit NigelAndGaston(const std::string& horse) : NigelAndGaston(Field{.horse = horse}) {}
  MayhemGame g;
  bool musket = false, mounted = true;
  int nigel = g.named("Sir Nigel"), gaston = g.named("Gaston");

  // Red orders Nigel to move (alone: 3d6", +1d6" mounted, Musket 2d6"):
  // Blue's window opens.
  void nigel_ordered() {
    g.start(0);
    std::vector<Roll> dice = {move_die(1), move_die(1), move_die(1), slow_die(1)};
    for (int k = 0; mounted && k < (musket ? 2 : 1); ++k) dice.push_back(mounted_die(1));
    g.play(order(nigel), dice);
    ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  }
  // ... and Gaston's skill die (5: open, needs 5) hits him.
  void gaston_hits(const std::vector<Roll>& skill_dice = {skill(5)}) {
    nigel_ordered();
    g.play(shoot(gaston, nigel), skill_dice);
  }
};

// The choice is the shooting side's, a decision of its own during the
// enemy's move, offered with the melee's actions and words.
TEST(MayhemHorseShot, AHitOnAMountedManAsksHorseOrRider) {
  NigelAndGaston t("barded");
  t.gaston_hits();
  ASSERT_EQ(t.g.state().step, Step::kStrike) << t.g.story();
  EXPECT_TRUE(shot_waits(t.g.state()));
  EXPECT_TRUE(
      t.g.narrated("Gaston shoots at Sir Nigel (open, needs 5+): 5, hit; Sir Nigel is mounted: "
                   "the horse or the rider?"))
      << t.g.story();
  // Blue's, out of its turn.
  expect_horse_or_rider(t.g, DecisionKind::kReaction, t.gaston, t.nigel);
  EXPECT_EQ(t.g.figure(t.gaston).side, 1);
  EXPECT_EQ(t.g.rules().describe(t.g.state(), strike_horse(t.gaston, t.nigel)),
            "Gaston strikes at Sir Nigel's barded horse");
  EXPECT_EQ(t.g.rules().describe(t.g.state(), strike_rider(t.gaston, t.nigel)),
            "Gaston strikes at the rider, Sir Nigel");
  // Anything else is refused with the reason; his shot is spent already.
  const CheckResult hold_now = t.g.check(hold_fire());
  EXPECT_FALSE(hold_now.ok);
  EXPECT_NE(hold_now.reason.find("strike the rider or the horse"), std::string::npos)
      << hold_now.reason;
  EXPECT_FALSE(t.g.check(strike_horse(t.nigel, t.gaston)).ok);
  EXPECT_TRUE(t.g.man(t.gaston).shot);
  // The odds of each choice: heavy armor 5, a barded horse 5.
  EXPECT_DOUBLE_EQ(strike_odds(t.g.state(), strike_rider(t.gaston, t.nigel)).removed, 2.0 / 6);
  EXPECT_DOUBLE_EQ(strike_odds(t.g.state(), strike_horse(t.gaston, t.nigel)).removed, 2.0 / 6);
  // No impact die has been rolled: only the skill die.
  EXPECT_EQ(t.g.rolls_since(0).back(), kFireSkillRoll);
}

// Each row: an impact one short of the horse's armor does nothing (and no
// check: Medieval missiles bring none); equal to it kills the horse, and
// the rider, on foot at once, checks courage alone when his move is over.
TEST(MayhemHorseShot, EachHorseArmorRow) {
  const std::pair<std::string, int> rows[] = {{"unarmored", 3}, {"caparisoned", 4}, {"barded", 5}};
  for (const auto& [words, armor] : rows) {
    SCOPED_TRACE(words);
    NigelAndGaston miss(words);
    miss.gaston_hits();
    EXPECT_DOUBLE_EQ(strike_odds(miss.g.state(), strike_horse(miss.gaston, miss.nigel)).removed,
                     (7.0 - armor) / 6);
    miss.g.play(strike_horse(miss.gaston, miss.nigel), {impact(armor - 1)});
    EXPECT_TRUE(miss.g.narrated("Gaston's bolt strikes Sir Nigel's horse: impact " +
                                std::to_string(armor - 1) + " against " + std::to_string(armor) +
                                ", it does not pierce."))
        << miss.g.story();
    EXPECT_TRUE(miss.g.figure(miss.nigel).mounted);
    EXPECT_TRUE(miss.g.state().checks.empty());

    NigelAndGaston kill(words);
    kill.gaston_hits();
    kill.g.play(strike_horse(kill.gaston, kill.nigel), {impact(armor)});
    EXPECT_TRUE(kill.g.narrated("Gaston's bolt strikes Sir Nigel's horse: impact " +
                                std::to_string(armor) + " against " + std::to_string(armor) +
                                ", the horse is down."))
        << kill.g.story();
    EXPECT_TRUE(kill.g.narrated("Sir Nigel's horse is killed: he fights on foot."))
        << kill.g.story();
    const Figure& nigel = kill.g.figure(kill.nigel);
    EXPECT_FALSE(nigel.mounted);
    EXPECT_FLOAT_EQ(nigel.base_radius, 0.5f);
    EXPECT_EQ(nigel.status, FigureStatus::kFighting);
    // The window closes (Gaston has shot) and Nigel, on foot, acts.
    EXPECT_EQ(kill.g.state().step, Step::kMoveMen);
    EXPECT_EQ(kill.g.rules().next_decision(kill.g.state()).figure, kill.nigel);
    EXPECT_FALSE(kill.g.narrated("checks courage")) << kill.g.story();
  }
}

// 004 / Courage: "A check caused by a casualty or fire is taken at the end
// of the group's movement": the unhorsed rider's check (he alone, at his
// own courage) waits for his move to end, then passes...
TEST(MayhemHorseShot, TheUnhorsedRiderChecksWhenHisMoveIsOver) {
  NigelAndGaston t("unarmored");
  t.gaston_hits();
  t.g.play(strike_horse(t.gaston, t.nigel), {impact(3)});
  // On foot he no longer has the mounted die: 3" of his 3d6 (all 1s).
  EXPECT_FALSE(t.g.check(move_to(t.nigel, {13.5f, 10.0f})).ok);
  t.g.play(move_to(t.nigel, {12.5f, 10.0f}), {group_courage(5)});
  EXPECT_TRUE(t.g.narrated("Sir Nigel checks courage (his horse is killed): 5 against 5, holds."))
      << t.g.story();
  EXPECT_EQ(t.g.figure(t.nigel).status, FigureStatus::kFighting);
  EXPECT_NEAR(t.g.figure(t.nigel).at.x, 12.5, 1e-6);
}

// ... or fails: his own die sends him back 2d6" away from the shooter, or
// off the table.
TEST(MayhemHorseShot, TheUnhorsedRiderWhoFailsFallsBackOrRunsOff) {
  NigelAndGaston back("unarmored");
  back.gaston_hits();
  back.g.play(strike_horse(back.gaston, back.nigel), {impact(3)});
  back.g.play(hold(back.nigel), {group_courage(6), own_courage(5), retreat(1), retreat(2)});
  EXPECT_TRUE(
      back.g.narrated("Sir Nigel checks courage (his horse is killed): 6 against 5, fails."))
      << back.g.story();
  EXPECT_NEAR(back.g.figure(back.nigel).at.x, 7.0, 1e-6);
  EXPECT_NEAR(back.g.figure(back.nigel).at.y, 10.0, 1e-6);

  NigelAndGaston off("unarmored");
  off.gaston_hits();
  off.g.play(strike_horse(off.gaston, off.nigel), {impact(3)});
  off.g.play(hold(off.nigel), {group_courage(6), own_courage(6)});
  EXPECT_TRUE(off.g.narrated("Sir Nigel rolls 6 against his courage 5: runs off the table."))
      << off.g.story();
  EXPECT_EQ(off.g.figure(off.nigel).status, FigureStatus::kOffTable);
  EXPECT_FALSE(off.g.man(off.nigel).downed);
}

// The rider struck is judged as any man, against his own armor.
TEST(MayhemHorseShot, TheRiderStruckAsAnyMan) {
  NigelAndGaston t("unarmored");
  t.gaston_hits();
  t.g.play(strike_rider(t.gaston, t.nigel), {impact(4)});
  EXPECT_TRUE(t.g.narrated(
      "Gaston's bolt strikes the rider, Sir Nigel: impact 4 against 5, it does not pierce."))
      << t.g.story();
  EXPECT_TRUE(t.g.figure(t.nigel).mounted);

  NigelAndGaston down("unarmored");
  down.gaston_hits();
  down.g.play(strike_rider(down.gaston, down.nigel), {impact(5)});
  EXPECT_TRUE(
      down.g.narrated("Gaston's bolt strikes the rider, Sir Nigel: impact 5 against 5, down."))
      << down.g.story();
  EXPECT_EQ(down.g.figure(down.nigel).status, FigureStatus::kDead);
  EXPECT_TRUE(down.g.man(down.nigel).downed);
}

// 004 / Heroes: the rider's save token is his own, spent on his death and
// not on his horse; the shooter's reroll counts at the horse as at a man,
// once a die, and a token spent on the skill die is gone for the impact.
TEST(MayhemHorseShot, SavesAndRerollsAsInMelee) {
  const Field saver{.horse = "unarmored", .nigel = "courage: 5, saves: 1, weapons: [Sword]"};
  NigelAndGaston horse(saver);
  horse.gaston_hits();
  horse.g.play(strike_horse(horse.gaston, horse.nigel), {impact(6)});
  EXPECT_FALSE(horse.g.figure(horse.nigel).mounted);
  EXPECT_EQ(horse.g.man(horse.nigel).saves, 1);

  NigelAndGaston rider(saver);
  rider.gaston_hits();
  rider.g.play(strike_rider(rider.gaston, rider.nigel), {impact(6)});
  EXPECT_TRUE(rider.g.narrated("impact 6 against 5; he spends a save token.")) << rider.g.story();
  EXPECT_EQ(rider.g.man(rider.nigel).saves, 0);
  EXPECT_EQ(rider.g.figure(rider.nigel).status, FigureStatus::kFighting);

  const Field hero{.gaston = "rerolls: 1, weapons: [Crossbow]"};
  NigelAndGaston again(hero);
  again.gaston_hits();
  EXPECT_DOUBLE_EQ(strike_odds(again.g.state(), strike_horse(again.gaston, again.nigel)).removed,
                   1.0 - (4.0 / 6) * (4.0 / 6));
  // The impact die at the horse falls short: his side is asked (hero_rerolls.h).
  again.g.play(strike_horse(again.gaston, again.nigel), {impact(2)});
  ASSERT_EQ(again.g.state().step, Step::kReroll) << again.g.story();
  again.g.play(reroll(again.gaston, again.nigel), {impact(5)});
  EXPECT_FALSE(again.g.figure(again.nigel).mounted);
  EXPECT_EQ(again.g.man(again.gaston).rerolls, 0);
  EXPECT_TRUE(
      again.g.narrated("Gaston spends a reroll token: Gaston's bolt strikes Sir Nigel's "
                       "horse: impact 5 against 5, the horse is down."))
      << again.g.story();

  NigelAndGaston spent(hero);
  spent.gaston_hits({skill(2)});
  ASSERT_EQ(spent.g.state().step, Step::kReroll) << spent.g.story();
  spent.g.play(reroll(spent.gaston, spent.nigel), {skill(5)});
  ASSERT_EQ(spent.g.state().step, Step::kStrike) << spent.g.story();
  EXPECT_TRUE(
      spent.g.narrated("Gaston spends a reroll token: 5, hit; Sir Nigel is mounted: the "
                       "horse or the rider?"))
      << spent.g.story();
  // Still his until the shot is done, but the reroll is spent already.
  EXPECT_EQ(spent.g.man(spent.gaston).rerolls, 1);
  EXPECT_DOUBLE_EQ(strike_odds(spent.g.state(), strike_horse(spent.gaston, spent.nigel)).removed,
                   2.0 / 6);
  spent.g.play(strike_horse(spent.gaston, spent.nigel), {impact(4)});
  EXPECT_TRUE(spent.g.figure(spent.nigel).mounted);
  EXPECT_EQ(spent.g.man(spent.gaston).rerolls, 0);
}

// Option off (the default), a man on foot, or Musket Mayhem: no choice, the
// impact die is rolled at once at the man, as ever.
TEST(MayhemHorseShot, NoChoiceWithTheOptionOffOnFootOrInMusketMayhem) {
  NigelAndGaston off(Field{}, {});
  off.gaston_hits({skill(5), impact(5)});
  EXPECT_NE(off.g.state().step, Step::kStrike);
  EXPECT_TRUE(
      off.g.narrated("Gaston shoots at Sir Nigel (open, needs 5+): 5, hit; impact 5: down."))
      << off.g.story();

  NigelAndGaston foot(Field{.mounted = false});
  foot.gaston_hits({skill(5), impact(4)});
  EXPECT_NE(foot.g.state().step, Step::kStrike);
  EXPECT_TRUE(foot.g.narrated("impact 4 does not pierce.")) << foot.g.story();

  // Musket: 4 hits in the open; 5 +1 for the musket kills.
  NigelAndGaston musket(Field{.variant = "musket", .gaston = "weapons: [Musket]"});
  musket.gaston_hits({skill(4), impact(5)});
  EXPECT_NE(musket.g.state().step, Step::kStrike);
  EXPECT_EQ(musket.g.figure(musket.nigel).status, FigureStatus::kDead);
}

// A missed skill die asks nothing.
TEST(MayhemHorseShot, AMissAsksNothing) {
  NigelAndGaston t("barded");
  t.gaston_hits({skill(4)});
  EXPECT_NE(t.g.state().step, Step::kStrike);
  EXPECT_TRUE(t.g.narrated("Gaston shoots at Sir Nigel (open, needs 5+): 4, missed."))
      << t.g.story();
}

// An engine's shot strikes one man, so its side chooses too (+2 impact
// against men counts at the horse); a cannon's canister, rolled against
// every man in the cone, strikes the rider as ever (ours).
TEST(MayhemHorseShot, EnginesChooseCannonDoNot) {
  NigelAndGaston engine(Field{.horse = "unarmored", .gaston = "weapons: [Catapult]"});
  engine.gaston_hits();
  ASSERT_EQ(engine.g.state().step, Step::kStrike) << engine.g.story();
  EXPECT_FALSE(engine.g.man(engine.gaston).loaded);
  engine.g.play(strike_horse(engine.gaston, engine.nigel), {impact(1)});
  EXPECT_TRUE(engine.g.narrated(
      "Gaston's shot strikes Sir Nigel's horse: impact 1 (+2) against 3, the horse is down."))
      << engine.g.story();
  EXPECT_FALSE(engine.g.figure(engine.nigel).mounted);

  NigelAndGaston cannon(Field{.horse = "unarmored", .gaston = "weapons: [Cannon]"});
  cannon.gaston_hits({skill(5), impact(5)});  // 5 against his armor 5
  EXPECT_NE(cannon.g.state().step, Step::kStrike);
  EXPECT_EQ(cannon.g.figure(cannon.nigel).status, FigureStatus::kDead) << cannon.g.story();
}

// What the planners are told. Nigel here has a shield (heavy armor 6 from
// his front) and a noncombatant's courage 2 on an unarmored horse: a bolt
// at him kills him on a 6, at his horse on a 3, and unhorsed he runs off
// when the check (4-6) and his own die (3-6) both fail.
TEST(MayhemHorseShot, TheForecastsFollowTheLikelierChoice) {
  const Field timid{.horse = "unarmored", .nigel = "courage: 2, weapons: [Sword, Shield]"};
  const double runs_off = (4.0 / 6) * (4.0 / 6);
  NigelAndGaston on(timid);
  ASSERT_EQ(on.g.man(on.nigel).armor, 6);
  on.nigel_ordered();
  Forecast shot;
  on.g.rules().forecast(on.g.state(), shoot(on.gaston, on.nigel), shot);
  ASSERT_TRUE(shot.known);
  EXPECT_DOUBLE_EQ(shot.hit_chance, 2.0 / 6);
  // At the horse: 4/6 kill it, and he runs off; the rider would be 1/6.
  EXPECT_NEAR(shot.enemy_losses, 2.0 / 6 * 4.0 / 6 * runs_off, 1e-12);
  EXPECT_NEAR(shot.enemy_harm, 2.0 / 6 * 4.0 / 6, 1e-12);  // unhorsed, gone or not
  Exposure danger;
  on.g.rules().exposure(on.g.state(), on.nigel, on.g.figure(on.nigel).at, danger);
  EXPECT_EQ(danger.shooters, 1);
  EXPECT_NEAR(danger.expected_hits, 2.0 / 6, 1e-12);
  EXPECT_NEAR(danger.expected_losses, 2.0 / 6 * 4.0 / 6 * runs_off, 1e-12);

  // With the option off, the rider alone is struck: 1/6 of the hits.
  NigelAndGaston off(timid, {});
  off.nigel_ordered();
  off.g.rules().forecast(off.g.state(), shoot(off.gaston, off.nigel), shot);
  EXPECT_NEAR(shot.enemy_losses, 2.0 / 6 * 1.0 / 6, 1e-12);
  off.g.rules().exposure(off.g.state(), off.nigel, off.g.figure(off.nigel).at, danger);
  EXPECT_NEAR(danger.expected_losses, 2.0 / 6 * 1.0 / 6, 1e-12);

  // The choice itself: the rider lost on the stroke; the horse killed is
  // harm, and a loss only when he runs off.
  on.g.play(shoot(on.gaston, on.nigel), {skill(5)});
  Forecast rider, horse;
  on.g.rules().forecast(on.g.state(), strike_rider(on.gaston, on.nigel), rider);
  on.g.rules().forecast(on.g.state(), strike_horse(on.gaston, on.nigel), horse);
  EXPECT_DOUBLE_EQ(rider.enemy_losses, 1.0 / 6);
  EXPECT_DOUBLE_EQ(horse.enemy_harm, 4.0 / 6);
  EXPECT_NEAR(horse.enemy_losses, 4.0 / 6 * runs_off, 1e-12);
}

// The forecast takes the rider where he is the likelier kill: courage 5
// unhorsed nearly always stands, so a bolt at a heavy-armored knight (5)
// counts his death, not his horse's.
TEST(MayhemHorseShot, TheForecastKeepsTheRiderWhereHeIsTheBetterMark) {
  NigelAndGaston t("unarmored");
  t.nigel_ordered();
  Forecast shot;
  t.g.rules().forecast(t.g.state(), shoot(t.gaston, t.nigel), shot);
  EXPECT_NEAR(shot.enemy_losses, 2.0 / 6 * 2.0 / 6, 1e-12);
  EXPECT_NEAR(shot.enemy_harm, 2.0 / 6 * 2.0 / 6, 1e-12);
}

// Same seed, same decisions, same game: a game saved (its actions) while
// a shot waits for the choice replays to the same state, and goes on to
// the same end. Random play of the forest ambush with the option on.
TEST(MayhemHorseShot, AGameStoppedAtTheChoiceReplaysAndGoesOnTheSame) {
  const MayhemRules rules;
  const auto scenario = forest_ambush();
  ASSERT_NE(scenario, nullptr);
  std::vector<Action> legal;
  int stopped = 0;
  for (uint64_t seed = 1; seed <= 60 && stopped < 3; ++seed) {
    auto state = rules.new_game(scenario, kHorsesOn);
    GameRecord record = begin_record(rules, *state, "mayhem_forest_ambush.yaml", "", seed);
    SeededDice dice(seed);
    RandomPicks picks(seed);
    bool at_choice = false;
    for (int step = 0; step < 5000 && !rules.outcome(*state).over; ++step) {
      rules.legal_actions(*state, legal);
      const Action a = legal[picks.next(legal.size())];
      rules.apply(*state, a, dice, null_sink());
      record.actions.push_back(a);
      if (shot_waits(as_mayhem(*state))) {
        at_choice = true;
        break;
      }
    }
    if (!at_choice) continue;
    ++stopped;
    // Saved and read back, then played again from the start.
    const GameRecord back = record_from_json(to_json(record), "saved.json");
    ASSERT_EQ(back, record);
    auto again = replay(rules, scenario, back);
    ASSERT_EQ(again->hash(), state->hash()) << "seed " << seed;
    ASSERT_TRUE(shot_waits(as_mayhem(*again)));
    // Both go on with the same choices and the same dice to the same end.
    SeededDice more(seed + 1000), same(seed + 1000);
    for (int step = 0; step < 5000 && !rules.outcome(*state).over; ++step) {
      rules.legal_actions(*state, legal);
      const Action a = legal[picks.next(legal.size())];
      rules.apply(*state, a, more, null_sink());
      rules.apply(*again, a, same, null_sink());
    }
    EXPECT_EQ(again->hash(), state->hash()) << "seed " << seed;
  }
  EXPECT_GT(stopped, 0) << "no game came to a shot waiting for the horse-or-rider choice";
}

}  // namespace
}  // namespace skirmish::mayhem::testing
