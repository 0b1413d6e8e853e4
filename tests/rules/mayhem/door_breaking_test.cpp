// Barred doors and the engines that break them (004 / Medieval Mayhem /
// Optional rule for artillery: "An impact value of 5 or better vs a door or
// engine breaks it"; door_breaking.h). A barred door is wall to men and to
// sight until an engine's impact of 5 or 6 breaks it; then it is an
// ordinary doorway, passed on the 1d6" doorway die.
#include <gtest/gtest.h>

#include "engine/rules/mayhem/artillery_flow.h"
#include "engine/rules/mayhem/door_breaking.h"
#include "engine/rules/mayhem/table_queries.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// The Keep, (38, 12)-(46, 24): a barred door 2" wide in its west wall at
// (38, 18), an open door in its east wall; a shed at (14, 26)-(18, 30).
// Red's Mangonel stands at (8, 18) looking east at the barred door, with
// its crew; Will waits outside the Keep, Robin (a bow) far back. Blue's Wat
// holds the Keep; Jack, out of every Red arc, is the man Blue moves.
const std::string kTerrain = std::string(kKeepWithBarredDoor) +
                             "  - {type: building, name: Shed, outline: [[14, 26], [18, 26], [18, "
                             "30], [14, 30]]}\n";

std::string siege() {
  return two_sides(
      "medieval",
      {"{name: Sir Red, at: [2, 34], facing: 0}",
       "{name: Mangonel, at: [8, 18], facing: 0, weapons: [Catapult]}",
       "{name: Hob, at: [8, 20], facing: 0}", "{name: Dick, at: [8, 16], facing: 0}",
       "{name: Will, at: [34, 16.5], facing: 0}",
       "{name: Robin, at: [4, 10], facing: 0, weapons: [Bow]}"},
      {"{name: Sir Blue, at: [46, 34], facing: 180}",
       "{name: Wat, at: [41, 18], facing: 180, armor: 3}", "{name: Jack, at: [8, 2], facing: 90}"},
      kTerrain, 5);
}

constexpr Vec2 kBarredDoor{38, 18};

Action at_door(int gun, Vec2 door = kBarredDoor) {
  Action a;
  a.kind = ActionKind::kShoot;
  a.actor = static_cast<int16_t>(gun);
  a.param = kEngineAtDoor;
  a.at = door;
  return a;
}

Roll engine_impact(int v) {
  return {kEngineBreakRoll, v};
}

// Blue moves Jack first in turn 1: Red's engine may shoot during his move.
void blue_moves_jack(MayhemGame& g) {
  g.start(1);
  g.play(order(g.named("Jack")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
}

// Blue's part ends with Jack holding; Red's part begins.
void to_red_part(MayhemGame& g) {
  g.play(hold(g.named("Jack")));
  g.play(end_moves());
}

TEST(MayhemBarredDoor, IsWallToMenAndToSight) {
  MayhemGame g(siege());
  const int will = g.named("Will"), mangonel = g.named("Mangonel"), wat = g.named("Wat");
  ASSERT_EQ(g.state().door_broken.size(), 1u);
  EXPECT_EQ(g.state().door_broken[0], 0);
  g.start(0);
  g.play(order(will), {move_die(6), move_die(6), move_die(6), slow_die(6)});
  const CheckResult in = g.check(move_to(will, {39.5, 18}));
  EXPECT_FALSE(in.ok);
  EXPECT_NE(in.reason.find("barred door"), std::string::npos) << in.reason;
  // No shot through it either: Wat inside is hidden from the engine.
  EXPECT_FALSE(check_shot(g.state(), mangonel, wat).ok);
  EXPECT_NE(why_no_shot(g.state(), mangonel, wat).find("obstruction"), std::string::npos);
}

// The flow offers the shot at the door (the only shot the engine has: the
// window opens for it), then skill 5 and impact 5 break it.
TEST(MayhemBarredDoor, AnEngineBreaksItOnAFive) {
  MayhemGame g(siege());
  const int mangonel = g.named("Mangonel");
  blue_moves_jack(g);
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  EXPECT_TRUE(g.offered(at_door(mangonel))) << g.story();
  EXPECT_EQ(g.rules().describe(g.state(), at_door(mangonel)),
            "Mangonel shoots at the barred door of the Keep at (38.0, 18.0)");
  const uint64_t shut_hash = g.state().hash();
  g.play(at_door(mangonel), {skill(5), engine_impact(5)});
  EXPECT_TRUE(
      g.narrated("Mangonel shoots at the barred door of the Keep at (38.0, 18.0) (open, needs "
                 "5+): 5, hit; impact 5: the door breaks open."))
      << g.story();
  EXPECT_EQ(g.state().door_broken[0], 1);
  EXPECT_TRUE(g.man(mangonel).shot);
  EXPECT_FALSE(g.man(mangonel).loaded);
  EXPECT_NE(g.state().hash(), shut_hash);
  // Broken, it is offered no more.
  EXPECT_FALSE(g.offered(at_door(mangonel)));
}

TEST(MayhemBarredDoor, AnEngineBreaksItOnASix) {
  MayhemGame g(siege());
  blue_moves_jack(g);
  g.play(at_door(g.named("Mangonel")), {skill(6), engine_impact(6)});
  EXPECT_TRUE(g.narrated(": 6, hit; impact 6: the door breaks open.")) << g.story();
  EXPECT_EQ(g.state().door_broken[0], 1);
}

TEST(MayhemBarredDoor, AnImpactOfFourLeavesItShut) {
  MayhemGame g(siege());
  const int mangonel = g.named("Mangonel");
  blue_moves_jack(g);
  g.play(at_door(mangonel), {skill(5), engine_impact(4)});
  EXPECT_TRUE(g.narrated(": 5, hit; impact 4: it holds.")) << g.story();
  EXPECT_EQ(g.state().door_broken[0], 0);
  EXPECT_TRUE(g.man(mangonel).shot);  // the shot is spent all the same
}

TEST(MayhemBarredDoor, ASkillDieOfFourMisses) {
  MayhemGame g(siege());
  blue_moves_jack(g);
  g.play(at_door(g.named("Mangonel")), {skill(4)});
  EXPECT_TRUE(g.narrated("(open, needs 5+): 4, missed.")) << g.story();
  EXPECT_EQ(g.state().door_broken[0], 0);
}

// Broken, it is an ordinary doorway: Will goes in on the 1d6" doorway die,
// and the engine sees Wat through it.
TEST(MayhemBarredDoor, OnceBrokenItIsAnOpenDoorway) {
  MayhemGame g(siege());
  const int will = g.named("Will"), mangonel = g.named("Mangonel"), wat = g.named("Wat");
  blue_moves_jack(g);
  g.play(at_door(mangonel), {skill(5), engine_impact(6)});
  to_red_part(g);
  g.play(order(will), {move_die(1), move_die(1), move_die(1), slow_die(6)});
  const MoveCheck through = check_move(g.state(), will, {39.5, 18}, 3, 6);
  EXPECT_TRUE(through.ok) << through.why;
  EXPECT_TRUE(through.delaying);  // "going through a doorway": the 1d6"
  g.play(move_to(will, {39.5, 18}));
  EXPECT_EQ(g.figure(will).at, (Vec2{39.5, 18}));
  const ShotCheck seen = check_shot(g.state(), mangonel, wat);
  EXPECT_FALSE(seen.ok);  // Will now stands in the line of fire...
  EXPECT_NE(why_no_shot(g.state(), mangonel, wat).find("Will is in the line of fire"),
            std::string::npos);
  g.state().figures()[static_cast<size_t>(will)].at = {36, 22};  // ...until he steps aside
  EXPECT_TRUE(check_shot(g.state(), mangonel, wat).ok);
}

TEST(MayhemBarredDoor, TheShotIsRefusedWithAReason) {
  MayhemGame g(siege());
  const int mangonel = g.named("Mangonel");
  blue_moves_jack(g);
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  const auto refusal = [&](const Action& a) {
    const CheckResult c = g.check(a);
    EXPECT_FALSE(c.ok) << to_text(a);
    return c.reason;
  };
  // No engine: a bow does not break doors.
  EXPECT_NE(refusal(at_door(g.named("Robin"))).find("only an engine breaks doors"),
            std::string::npos);
  // An open door, or no door at all.
  EXPECT_EQ(refusal(at_door(mangonel, {46, 18})), "there is no barred door at (46.0, 18.0)");
  EXPECT_EQ(refusal(at_door(mangonel, {30, 30})), "there is no barred door at (30.0, 30.0)");
  MayhemState& s = g.state();
  Figure& engine = s.figures()[static_cast<size_t>(mangonel)];
  // Out of range: 37" centre to door, 36.5" from the base's edge.
  engine.at = {1, 18};
  EXPECT_EQ(refusal(at_door(mangonel)),
            "the barred door of the Keep at (38.0, 18.0) is out of range (36.5\", the engine "
            "reaches 36.0\")");
  EXPECT_FALSE(g.offered(at_door(mangonel)));
  // Out of sight: the Shed is in the way.
  engine.at = {8, 30};
  EXPECT_EQ(refusal(at_door(mangonel)),
            "no line of fire to the barred door of the Keep at (38.0, 18.0): a building or other "
            "obstruction is in the way");
  EXPECT_FALSE(g.offered(at_door(mangonel)));
  // Out of its arc.
  engine.at = {8, 18};
  engine.facing = 180;
  EXPECT_NE(refusal(at_door(mangonel)).find("outside Mangonel's arc of fire"), std::string::npos);
  engine.facing = 0;
  // A man in the line of fire.
  s.figures()[static_cast<size_t>(g.named("Will"))].at = {30, 18};
  EXPECT_EQ(refusal(at_door(mangonel)), "Will is in the line of fire");
  s.figures()[static_cast<size_t>(g.named("Will"))].at = {34, 16.5};
  EXPECT_TRUE(g.check(at_door(mangonel)).ok);
  // Broken already.
  s.door_broken[0] = 1;
  EXPECT_EQ(check_door_shot(s, at_door(mangonel)).reason,
            "the barred door of the Keep at (38.0, 18.0) is broken open already");
}

// Planners: carried_out is the chance the door breaks, skill 5+ and impact
// 5+ (1/3 each), and breaks_door the door; nothing else is forecast, and a
// miss costs only the shot.
TEST(MayhemBarredDoor, TheForecastIsTheChanceItBreaks) {
  MayhemGame g(siege());
  const int mangonel = g.named("Mangonel");
  blue_moves_jack(g);
  Forecast f;
  g.rules().forecast(g.state(), at_door(mangonel), f);
  ASSERT_TRUE(f.known);
  EXPECT_DOUBLE_EQ(f.carried_out, 1.0 / 9.0);
  EXPECT_DOUBLE_EQ(f.failure_risk, 0.0);
  EXPECT_DOUBLE_EQ(f.enemy_losses, 0.0);
  EXPECT_DOUBLE_EQ(f.enemy_harm, 0.0);
  EXPECT_DOUBLE_EQ(f.hit_chance, 0.0);
  EXPECT_TRUE(f.moves.empty());
  EXPECT_EQ(f.breaks_door, 0);
  Forecast none;
  g.rules().forecast(g.state(), at_door(mangonel, {46, 18}), none);
  EXPECT_DOUBLE_EQ(none.carried_out, 0.0);
  EXPECT_EQ(none.breaks_door, -1);
}

// The broken flag is part of the state's hash: two states that differ only
// in it are different games.
TEST(MayhemBarredDoor, TheBrokenFlagIsHashed) {
  MayhemGame g(siege());
  const std::unique_ptr<GameState> broken = g.state().clone();
  as_mayhem(*broken).door_broken[0] = 1;
  EXPECT_NE(broken->hash(), g.state().hash());
  as_mayhem(*broken).door_broken[0] = 0;
  EXPECT_EQ(broken->hash(), g.state().hash());
}

}  // namespace
}  // namespace skirmish::mayhem::testing
