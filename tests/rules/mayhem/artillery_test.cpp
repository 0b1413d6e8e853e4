// 004 / Musket Mayhem / Artillery and 004 / Medieval Mayhem / Optional rule
// for artillery, played: canister and roundshot strike every man in the
// cone or on the line, each rolled separately (+2 and +3 impact); a cannon
// smokes 3 puffs that a trained crew of 3 (a leader counting two) clears one
// a turn; an engine reloads in lieu of firing and breaks an enemy engine on
// an impact of 5; a gun is pushed only with its crew, 1d6"; the planners'
// forecast of a canister shot sums the exact kill chances.
#include <gtest/gtest.h>

#include "engine/rules/mayhem/artillery_flow.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

Action fire(int gun, int target, int32_t param) {
  Action a = shoot(gun, target);
  a.param = param;
  return a;
}

Roll engine_impact(int v) {
  return {kEngineBreakRoll, v};
}

// Red's cannon at (10, 18) looking east, its crew beside it; the leaders of
// both sides stand far off. `crew` are more Red men (YAML flow maps).
std::string battery(const std::vector<std::string>& crew, const std::vector<std::string>& blue,
                    int turn_limit = 3) {
  std::vector<std::string> red{"{name: Capt Red, at: [2, 34], facing: 0}",
                               "{name: Gun, at: [10, 18], facing: 0, weapons: [Cannon]}"};
  red.insert(red.end(), crew.begin(), crew.end());
  std::vector<std::string> b{"{name: Capt Blue, at: [46, 34], facing: 180}"};
  b.insert(b.end(), blue.begin(), blue.end());
  return two_sides("musket", red, b, "", turn_limit);
}

const std::vector<std::string> kTwoGunners = {"{name: Pte Ash, at: [10, 20], facing: 0}",
                                              "{name: Pte Birch, at: [10, 16], facing: 0}"};

// 004 / Musket Mayhem / Artillery: "Canister: 36" ... roll against all
// figures in a cone 45 degrees needing usual score to hit"; Impact Die "+2
// for canister".
TEST(MayhemArtillery, CanisterRollsForEveryManInTheCone) {
  MayhemGame g(battery(
      kTwoGunners,
      {"{name: Able, at: [20, 18], facing: 180}", "{name: Baker, at: [22, 20], facing: 180}",
       "{name: Cox, at: [24, 16], facing: 180}", "{name: Dale, at: [20, 30], facing: 180}"}));
  const int gun = g.named("Gun"), able = g.named("Able"), baker = g.named("Baker");
  const int cox = g.named("Cox"), dale = g.named("Dale");
  g.start(1);  // Blue moves: the gun may fire
  g.play(order(g.named("Capt Blue")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  EXPECT_TRUE(g.offered(fire(gun, able, kGunCanister))) << g.story();
  EXPECT_EQ(g.rules().describe(g.state(), fire(gun, able, kGunCanister)),
            "Gun fires canister at Able");
  EXPECT_EQ(g.rules().describe(g.state(), fire(gun, able, kGunRoundshot)),
            "Gun fires roundshot at Able");
  // Dale is 50 degrees off the barrel: outside the gun's arc (and cone).
  EXPECT_FALSE(g.check(fire(gun, dale, kGunCanister)).ok);
  // Able 4 then 4 (+2 = 6, killed); Baker 3 (missed); Cox 5 then 3 (+2 = 5:
  // a courage check). Nearest first; Dale is not rolled for.
  g.play(fire(gun, able, kGunCanister), {skill(4), impact(4), skill(3), skill(5), impact(3)});
  EXPECT_TRUE(g.narrated("Gun fires canister at Able: 3 men in the cone.")) << g.story();
  EXPECT_TRUE(g.narrated("Able (open, needs 4+): 4, hit; impact 4 (+2): down.")) << g.story();
  EXPECT_TRUE(g.narrated("Baker (open, needs 4+): 3, missed.")) << g.story();
  EXPECT_TRUE(g.narrated("Cox (open, needs 4+): 5, hit; impact 3 (+2): he must check courage."))
      << g.story();
  EXPECT_EQ(g.figure(able).status, FigureStatus::kDead);
  EXPECT_EQ(g.figure(baker).status, FigureStatus::kFighting);
  EXPECT_EQ(g.figure(dale).status, FigureStatus::kFighting);
  ASSERT_EQ(g.state().checks.size(), 1u);
  EXPECT_EQ(g.state().checks[0].man, cox);
  // 004: "When gun fires, place 3 smoke puffs."
  EXPECT_EQ(g.man(gun).smoke, kSmokePuffs);
  EXPECT_FALSE(g.man(gun).loaded);
  EXPECT_TRUE(g.man(gun).shot);
}

// 004 / Musket Mayhem / Artillery: "Roundshot: 72" ... Roll against all
// figures along flight path needing usual score"; Impact Die "+3 for
// roundshot". Friends on the line are rolled for too; -1 over half of 72".
TEST(MayhemArtillery, RoundshotRollsForEveryManOnTheLineFriendsToo) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Capt Red, at: [2, 34], facing: 0}",
       "{name: Gun, at: [2, 18], facing: 0, weapons: [Cannon]}",
       "{name: Pte Ash, at: [2, 20], facing: 0}", "{name: Pte Birch, at: [2, 16], facing: 0}",
       "{name: Pte Rash, at: [25, 18.2], facing: 0}"},
      {"{name: Capt Blue, at: [46, 34], facing: 180}", "{name: Pike, at: [20, 18], facing: 180}",
       "{name: Quill, at: [30, 17.8], facing: 180}", "{name: Rook, at: [44, 18], facing: 180}",
       "{name: Stone, at: [30, 21], facing: 180}"}));
  const int gun = g.named("Gun"), pike = g.named("Pike"), quill = g.named("Quill");
  g.start(1);
  g.play(order(g.named("Capt Blue")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  // Pike 4 then 3 (+3 = 6, killed); Pte Rash, Red's own, 1; Quill 6 then 2
  // (+3 = 5, a check); Rook, over 36" along the line, needs 5: his 4 misses.
  g.play(fire(gun, pike, kGunRoundshot),
         {skill(4), impact(3), skill(1), skill(6), impact(2), skill(4)});
  EXPECT_TRUE(g.narrated("Gun fires roundshot at Pike: 4 men on the line.")) << g.story();
  EXPECT_TRUE(g.narrated("Pike (open, needs 4+): 4, hit; impact 3 (+3): down.")) << g.story();
  EXPECT_TRUE(g.narrated("Pte Rash (open, needs 4+): 1, missed.")) << g.story();
  EXPECT_TRUE(g.narrated("Quill (open, needs 4+): 6, hit; impact 2 (+3): he must check courage."))
      << g.story();
  EXPECT_TRUE(g.narrated("Rook (open, needs 5+): 4, missed.")) << g.story();
  EXPECT_EQ(g.figure(pike).status, FigureStatus::kDead);
  EXPECT_EQ(g.figure(quill).status, FigureStatus::kFighting);
  EXPECT_EQ(g.figure(g.named("Stone")).status, FigureStatus::kFighting);
}

// Fires the gun once in turn 1 (Blue moving first), then ends both parts.
void fire_once(MayhemGame& g, int gun, int target) {
  g.start(1);
  g.play(order(g.named("Capt Blue")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  g.play(fire(gun, target, kGunCanister), {skill(1)});
  g.play(hold(g.named("Capt Blue")));
  g.play(end_moves());  // Blue's part ends: Red's part begins
}

// The rest of a turn and the next turn's start, Blue first again.
void next_turn_blue_first(MayhemGame& g) {
  g.play(end_moves(), {initiative(1), initiative(6)});  // Red ends: turn over
  g.play(go_first());
}

// 004 / Musket Mayhem / Artillery: "A trained crew of 3 or more ... may
// remove 1 per turn"; the gun is loaded when none are left, and cannot
// fire while it smokes.
TEST(MayhemArtillery, ACrewOfThreeClearsOnePuffATurnAndTheGunFiresOnlyWhenClear) {
  MayhemGame g(battery(kTwoGunners, {"{name: Able, at: [20, 18], facing: 180}"}, 5));
  const int gun = g.named("Gun"), able = g.named("Able");
  fire_once(g, gun, able);
  EXPECT_EQ(g.man(gun).smoke, 2);
  EXPECT_TRUE(g.narrated("Gun's crew clear a puff of smoke: 2 puffs left.")) << g.story();
  next_turn_blue_first(g);
  // Blue moves in turn 2: the gun still smokes and is offered no shot.
  g.play(order(g.named("Capt Blue")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  EXPECT_NE(g.state().step, Step::kReaction) << g.story();
  EXPECT_FALSE(gun_ready(g.state(), gun));
  const CheckResult smoking = check_gun_shot(g.state(), fire(gun, able, kGunCanister));
  EXPECT_FALSE(smoking.ok);
  EXPECT_NE(smoking.reason.find("still in its smoke (2 puffs"), std::string::npos)
      << smoking.reason;
  g.play(hold(g.named("Capt Blue")));
  g.play(end_moves());
  EXPECT_EQ(g.man(gun).smoke, 1);
  next_turn_blue_first(g);
  g.play(end_moves());  // turn 3: Red's part clears the last puff
  EXPECT_EQ(g.man(gun).smoke, 0);
  EXPECT_TRUE(g.man(gun).loaded);
  EXPECT_TRUE(g.narrated("Gun's crew clear a puff of smoke: the gun is loaded.")) << g.story();
  next_turn_blue_first(g);
  g.play(order(g.named("Capt Blue")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  EXPECT_TRUE(g.offered(fire(gun, able, kGunCanister)));
  EXPECT_TRUE(g.offered(fire(gun, able, kGunRoundshot)));
}

TEST(MayhemArtillery, TwoMenAreTooFewToClearTheSmoke) {
  MayhemGame g(battery({"{name: Pte Ash, at: [10, 20], facing: 0}"},
                       {"{name: Able, at: [20, 18], facing: 180}"}));
  const int gun = g.named("Gun");
  EXPECT_EQ(crew_strength(g.state(), gun), 2);
  fire_once(g, gun, g.named("Able"));
  EXPECT_EQ(g.man(gun).smoke, kSmokePuffs);
  EXPECT_TRUE(g.narrated("Gun has a crew of 2: too few to clear its smoke (3 needed)."))
      << g.story();
}

// "(with a leader counting as two figures)".
TEST(MayhemArtillery, ALeaderCountsTwoInTheCrew) {
  MayhemGame g(battery({"{name: Sgt Ash, at: [10, 20], facing: 0, leader: yes}"},
                       {"{name: Able, at: [20, 18], facing: 180}"}));
  const int gun = g.named("Gun");
  EXPECT_EQ(crew_strength(g.state(), gun), 3);
  fire_once(g, gun, g.named("Able"));
  EXPECT_EQ(g.man(gun).smoke, 2);
}

// A Medieval engine against men: "Roll 1 die as usual to hit, with a +2 to
// Impact against individuals"; "a minimum crew of three to reload, which
// occurs during the opponent's turn in lieu of firing"; "Engines already
// loaded at the beginning of the opponent's turn may fire."
std::string siege(const std::string& red_crew) {
  return two_sides(
      "medieval",
      {"{name: Sir Red, at: [2, 34], facing: 0}",
       "{name: Mangonel, at: [10, 18], facing: 0, weapons: [Catapult]}",
       "{name: Hob, at: [10, 20], facing: 0}", red_crew},
      {"{name: Sir Blue, at: [46, 34], facing: 180}",
       "{name: Wat, at: [20, 18], facing: 180, armor: 4}", "{name: Jack, at: [40, 6], facing: 180}",
       "{name: Ned, at: [40, 4], facing: 180}"},
      "", 5);
}

TEST(MayhemArtillery, AnEngineReloadsInTheEnemyPartInsteadOfShooting) {
  MayhemGame g(siege("{name: Dick, at: [10, 16], facing: 0}"));
  const int engine = g.named("Mangonel"), wat = g.named("Wat");
  g.start(1);
  g.play(order(g.named("Sir Blue")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  EXPECT_TRUE(g.offered(fire(engine, wat, kGunCanister)));
  // 5 hits in the open; 1 (+2 = 3) against armor 4 does not pierce.
  g.play(fire(engine, wat, kGunCanister), {skill(5), impact(1)});
  EXPECT_TRUE(
      g.narrated("Mangonel shoots at Wat (open, needs 5+): 5, hit; impact 1 (+2) does "
                 "not pierce."))
      << g.story();
  EXPECT_FALSE(g.man(engine).loaded);
  g.play(hold(g.named("Sir Blue")));
  g.play(end_moves());
  // It shot in this enemy part: no reload in lieu of it.
  EXPECT_FALSE(g.man(engine).loaded);
  EXPECT_FALSE(g.narrated("reload it")) << g.story();
  next_turn_blue_first(g);
  // Turn 2: unloaded, it cannot shoot while Blue moves...
  g.play(order(g.named("Sir Blue")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  EXPECT_NE(g.state().step, Step::kReaction) << g.story();
  g.play(hold(g.named("Sir Blue")));
  // ... and its crew of 3 reload it as Blue's part ends.
  const size_t before = g.events_so_far();
  g.play(end_moves());
  EXPECT_TRUE(g.man(engine).loaded);
  EXPECT_TRUE(g.narrated("Mangonel's crew reload it instead of shooting.", before)) << g.story();
  // In Red's own part nothing changes; in Blue's next part it may shoot.
  next_turn_blue_first(g);
  g.play(order(g.named("Sir Blue")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  EXPECT_TRUE(g.offered(fire(engine, wat, kGunCanister)));
}

TEST(MayhemArtillery, AnEngineWithTwoCrewDoesNotReload) {
  // Dick stands 3" off: not at the engine.
  MayhemGame g(siege("{name: Dick, at: [10, 14], facing: 0}"));
  const int engine = g.named("Mangonel");
  EXPECT_EQ(crew_strength(g.state(), engine), 2);
  g.start(1);
  g.play(order(g.named("Sir Blue")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  g.play(fire(engine, g.named("Wat"), kGunCanister), {skill(1)});
  g.play(hold(g.named("Sir Blue")));
  g.play(end_moves());
  next_turn_blue_first(g);
  g.play(end_moves());
  EXPECT_FALSE(g.man(engine).loaded);
}

// "An impact value of 5 or better vs a door or engine breaks it."
std::string engines_facing() {
  return two_sides(
      "medieval",
      {"{name: Sir Red, at: [2, 34], facing: 0}",
       "{name: Mangonel, at: [10, 18], facing: 0, weapons: [Catapult]}"},
      {"{name: Sir Blue, at: [46, 34], facing: 180}",
       "{name: Trebuchet, at: [26, 18], facing: 180, weapons: [Bombard]}",
       "{name: Jack, at: [40, 6], facing: 180}", "{name: Ned, at: [40, 4], facing: 180}"});
}

TEST(MayhemArtillery, AnEngineBreaksAnEnemyEngineOnFiveOrMore) {
  MayhemGame g(engines_facing());
  const int mangonel = g.named("Mangonel"), trebuchet = g.named("Trebuchet");
  g.start(1);
  g.play(order(trebuchet), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  EXPECT_TRUE(g.offered(fire(mangonel, trebuchet, kEngineAtEngine))) << g.story();
  g.play(fire(mangonel, trebuchet, kEngineAtEngine), {skill(5), engine_impact(5)});
  EXPECT_TRUE(
      g.narrated("Mangonel shoots at Trebuchet's engine (open): 5, hit; impact 5: the "
                 "engine breaks."))
      << g.story();
  EXPECT_TRUE(g.man(trebuchet).broken);
  EXPECT_EQ(g.figure(trebuchet).status, FigureStatus::kFighting);  // the man lives
  // A broken engine never shoots again.
  g.play(hold(trebuchet));
  g.play(end_moves());
  g.play(order(mangonel), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  EXPECT_FALSE(gun_ready(g.state(), trebuchet));
  const CheckResult broken = check_gun_shot(g.state(), fire(trebuchet, mangonel, kGunCanister));
  EXPECT_FALSE(broken.ok);
  EXPECT_NE(broken.reason.find("Trebuchet is broken"), std::string::npos) << broken.reason;
}

TEST(MayhemArtillery, AnImpactOfFourDoesNotBreakAnEngine) {
  MayhemGame g(engines_facing());
  const int mangonel = g.named("Mangonel"), trebuchet = g.named("Trebuchet");
  g.start(1);
  g.play(order(trebuchet), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  g.play(fire(mangonel, trebuchet, kEngineAtEngine), {skill(6), engine_impact(4)});
  EXPECT_TRUE(g.narrated("impact 4: it holds.")) << g.story();
  EXPECT_FALSE(g.man(trebuchet).broken);
  // Only an engine may be aimed at as an engine.
  EXPECT_FALSE(check_gun_shot(g.state(), fire(mangonel, g.named("Jack"), kEngineAtEngine)).ok);
}

// 004 / Movement: "1d6": ... (Pushing a gun, with at least a minimum
// crew.)"; its crew keep its pace.
TEST(MayhemArtillery, AGunIsPushedOnlyWithItsCrewAtOneDie) {
  MayhemGame g(battery(kTwoGunners, {"{name: Able, at: [40, 6], facing: 180}"}));
  const int gun = g.named("Gun"), ash = g.named("Pte Ash"), birch = g.named("Pte Birch");
  g.start(0);
  // The group of the gun and its two gunners: 2d6" = 9", 1d6" = 3".
  g.play(order(gun), {move_die(4), move_die(5), slow_die(3)});
  ASSERT_EQ(g.rules().next_decision(g.state()).figure, gun);
  const CheckResult far = g.check(move_to(gun, {14, 18}));
  EXPECT_FALSE(far.ok);
  EXPECT_NE(far.reason.find("too far"), std::string::npos) << far.reason;
  g.play(move_to(gun, {13, 18}));
  EXPECT_EQ(g.figure(gun).at.x, 13);
  // Ash pushed it: 3" at most, though his group rolled 9".
  EXPECT_FALSE(g.check(move_to(ash, {15, 20})).ok);
  g.play(move_to(ash, {13, 20}));
  g.play(move_to(birch, {13, 16}));
  EXPECT_EQ(g.figure(birch).at.x, 13);
}

TEST(MayhemArtillery, AGunWithoutItsCrewStays) {
  MayhemGame g(battery({"{name: Pte Ash, at: [10, 20], facing: 0}"},
                       {"{name: Able, at: [40, 6], facing: 180}"}));
  const int gun = g.named("Gun");
  g.start(0);
  g.play(order(gun), {move_die(4), move_die(5), slow_die(3)});
  const CheckResult alone = g.check(move_to(gun, {12, 18}));
  EXPECT_FALSE(alone.ok);
  EXPECT_NE(alone.reason.find("too few crew"), std::string::npos) << alone.reason;
  for (const Action& a : g.legal()) EXPECT_NE(a.kind, ActionKind::kMove) << to_text(a);
}

// The crew is counted as the group stands when it is ordered, whatever the
// order the scenario lists its men in: a gunner listed before his gun, who
// moves off first, no longer strands it (docs/rules/mayhem.md, Pushing).
TEST(MayhemArtillery, AGunnerListedBeforeTheGunDoesNotStrandIt) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Capt Red, at: [2, 34], facing: 0}", "{name: Pte Ash, at: [10, 20], facing: 0}",
       "{name: Gun, at: [10, 18], facing: 0, weapons: [Cannon]}",
       "{name: Pte Birch, at: [10, 16], facing: 0}"},
      {"{name: Capt Blue, at: [46, 34], facing: 180}", "{name: Able, at: [40, 6], facing: 180}"}));
  const int gun = g.named("Gun"), ash = g.named("Pte Ash"), birch = g.named("Pte Birch");
  g.start(0);
  g.play(order(gun), {move_die(4), move_die(5), slow_die(3)});
  EXPECT_EQ(g.man(gun).crew_at_order, 3);
  // Ash acts first, at the gun's 1d6" pace, and walks away from it.
  ASSERT_EQ(g.rules().next_decision(g.state()).figure, ash);
  EXPECT_FALSE(g.check(move_to(ash, {10, 24})).ok);
  g.play(move_to(ash, {10, 23}));
  EXPECT_EQ(crew_strength(g.state(), gun), 2);  // Birch and the gun itself
  // The gun still has the crew it was ordered with.
  ASSERT_EQ(g.rules().next_decision(g.state()).figure, gun);
  bool offered_a_move = false;
  for (const Action& a : g.legal()) offered_a_move = offered_a_move || a.kind == ActionKind::kMove;
  EXPECT_TRUE(offered_a_move) << g.story();
  const CheckResult push = g.check(move_to(gun, {13, 18}));
  EXPECT_TRUE(push.ok) << push.reason;
  g.play(move_to(gun, {13, 18}));
  EXPECT_EQ(g.figure(gun).at.x, 13);
  // Birch pushed it and keeps its pace.
  EXPECT_FALSE(g.check(move_to(birch, {15, 16})).ok);
  g.play(move_to(birch, {13, 16}));
  EXPECT_EQ(g.figure(birch).at.x, 13);
}

// The planners' forecast of a canister shot: the exact kill chance of every
// man in the cone, enemies and friends apart.
TEST(MayhemArtillery, CanisterForecastIsTheSumOfTheKillChances) {
  MayhemGame g(battery(kTwoGunners, {"{name: Able, at: [20, 18], facing: 180}",
                                     "{name: Baker, at: [32, 19], facing: 180}"}));
  const int gun = g.named("Gun"), able = g.named("Able");
  g.state().figures()[static_cast<size_t>(g.named("Pte Ash"))].at = {15, 20};  // in the cone
  Forecast f;
  g.rules().forecast(g.state(), fire(gun, able, kGunCanister), f);
  ASSERT_TRUE(f.known);
  // Able within 18": hit 4+ (1/2), kill 4+ with the +2 (1/2). Baker over
  // 18": hit 5+ (1/3), kill 1/2. Pte Ash, Red's own, as Able.
  EXPECT_DOUBLE_EQ(f.enemy_losses, 0.25 + 1.0 / 6.0);
  EXPECT_DOUBLE_EQ(f.own_losses, 0.25);
  EXPECT_DOUBLE_EQ(f.hit_chance, 0.5);
  // Roundshot: +3, a kill on 3+ (2/3); Able on the line alone (Baker is 1" off it).
  Forecast r;
  g.rules().forecast(g.state(), fire(gun, able, kGunRoundshot), r);
  ASSERT_TRUE(r.known);
  EXPECT_DOUBLE_EQ(r.enemy_losses, 0.5 * 2.0 / 3.0);
  // The gun counts among the shooters Able is exposed to.
  Exposure e;
  g.rules().exposure(g.state(), able, {20, 18}, e);
  EXPECT_EQ(e.shooters, 1);
  EXPECT_DOUBLE_EQ(e.expected_losses, 0.25);
}

}  // namespace
}  // namespace skirmish::mayhem::testing
