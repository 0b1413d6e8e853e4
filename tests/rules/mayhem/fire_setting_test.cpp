// 004 / Musket Mayhem / Miscellaneous Rules / Fire: "Figures carrying
// incendiary materials must be marked, and may not shoot or charge. Each
// such figure adjacent to a building or stockade wall section may set it
// afire on a roll of 6. ... any fire successfully set will burn for the
// remainder of the game, and is treated as an impassible area blocking
// visibility." (fire_setting.h)
#include <gtest/gtest.h>

#include "engine/rules/mayhem/fire_setting.h"
#include "engine/rules/mayhem/mayhem_outcome.h"
#include "engine/rules/mayhem/table_queries.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// A waist-high rail along x = 10 (a stockade with `stockade_height: 0.5`,
// so that it hides nobody until it burns), a barn with doors north and
// south, and a shed with none.
// Jacques (a torch) stands by the rail; Ames (no torch) by it too; Pierre
// (a torch) well back from it. Blue's Cole could shoot Pierre over the
// rail, but his musket is empty: no fire windows in these tests.
constexpr const char* kTerrain =
    "terrain:\n"
    "  - {type: wall, name: rail, path: [[10, 2], [10, 34]]}\n"
    "  - type: building\n"
    "    name: Barn\n"
    "    outline: [[20, 10], [26, 10], [26, 16], [20, 16]]\n"
    "    openings: [{kind: door, at: [23, 10]}, {kind: door, at: [23, 16]}]\n"
    "  - type: building\n"
    "    name: Shed\n"
    "    outline: [[30, 20], [34, 20], [34, 24], [30, 24]]\n";

std::string yard() {
  return two_sides(
      "musket",
      {"{name: Jacques, at: [9.2, 20], facing: 0, weapons: [Torch, Tomahawk]}",
       "{name: Pierre, at: [6, 26], facing: 0, weapons: [Torch, Tomahawk]}",
       "{name: Pte Ames, at: [9.2, 8], facing: 0, weapons: [Tomahawk]}",
       "{name: Henri, at: [19.2, 13], facing: 0, weapons: [Torch, Tomahawk]}",
       "{name: Luc, at: [23, 6], facing: 90, weapons: [Tomahawk]}",
       "{name: Marc, at: [29.2, 22], facing: 0, weapons: [Torch, Tomahawk]}"},
      {"{name: Capt Blue, at: [44, 32], facing: 270, weapons: [Sword]}",
       "{name: Cole, at: [14, 26], facing: 180, weapons: [{name: Musket, loaded: false}]}",
       "{name: Dunn, at: [23, 14], facing: 270, weapons: [Tomahawk]}",
       "{name: Eck, at: [32, 22], facing: 270, weapons: [Tomahawk]}"},
      std::string(kTerrain) +
          "objectives:\n  - {name: Hold the barn, kind: hold, side: Blue, at: [23, 13], "
          "radius: 3.7}\n");
}

const std::vector<OptionValue> kLowStockade = {{"stockade_height", "0.5", {}}};

Action set_fire_at(int man, Vec2 at) {
  Action a;
  a.kind = ActionKind::kSpecial;
  a.param = kSpecialSetFire;
  a.actor = static_cast<int16_t>(man);
  a.at = at;
  return a;
}

Roll fire_die(int v) {
  return {kSetFireRoll, v};
}

void order_alone(MayhemGame& g, const std::string& who, int slow = 1) {
  g.play(order(g.named(who)), {move_die(4), move_die(4), move_die(4), slow_die(slow)});
}

int feature_named(const MayhemGame& g, const std::string& name) {
  const auto& features = g.state().battlefield().features;
  for (size_t k = 0; k < features.size(); ++k) {
    if (features[k].name == name) return static_cast<int>(k);
  }
  ADD_FAILURE() << "no feature " << name;
  return -1;
}

TEST(MayhemFire, ASixSetsTheStockadeAfireAndItHidesTheMenBehind) {
  MayhemGame g(yard(), kLowStockade);
  const int jacques = g.named("Jacques"), cole = g.named("Cole"), pierre = g.named("Pierre");
  const int rail = feature_named(g, "rail");
  // Over the low rail Cole sees Pierre (hard cover) until it burns.
  EXPECT_TRUE(check_shot(g.state(), cole, pierre).ok);
  g.start(0);
  order_alone(g, "Jacques");
  ASSERT_TRUE(g.offered(set_fire_at(jacques, {10, 20})));
  g.play(set_fire_at(jacques, {10, 20}), {fire_die(6)});
  EXPECT_TRUE(g.narrated("Jacques sets fire to the rail: 6")) << g.story();
  EXPECT_TRUE(g.state().burning[static_cast<size_t>(rail)]);
  // What the game tells whoever draws the table (Rules::table_changes).
  TableChanges changes;
  g.rules().table_changes(g.state(), changes);
  EXPECT_TRUE(changes.is_burning(rail));
  EXPECT_FALSE(changes.is_burning(feature_named(g, "Barn")));
  const ShotCheck shot = check_shot(g.state(), cole, pierre);
  EXPECT_FALSE(shot.ok);
  EXPECT_NE(why_no_shot(g.state(), cole, pierre).find("a fire is burning in the way"),
            std::string::npos);
}

// A gap a roundshot knocked in the rail (option roundshot_breaches) does
// not burn with it: a man may pass through it and be seen through it, while
// the rest of the rail still burns and hides.
TEST(MayhemFire, AGapInABurningStockadeIsOpenGround) {
  MayhemGame g(yard(), kLowStockade);
  const int rail = feature_named(g, "rail");
  MayhemState& s = g.state();
  s.burning[static_cast<size_t>(rail)] = 1;
  s.breach[0] = Breach{{10, 26}, 1.0f, rail};
  s.breach_count = 1;
  // Straight through the middle of the gap, a base of 0.5" clears the
  // burning ends 1" either side.
  EXPECT_EQ(burning_touched(s, {8, 26}, {12, 26}, 0.4), -1);
  EXPECT_FALSE(burning_hides(s, {6, 26}, {14, 26}));
  // Elsewhere the rail burns as before.
  EXPECT_EQ(burning_touched(s, {8, 20}, {12, 20}, 0.4), rail);
  EXPECT_TRUE(burning_hides(s, {6, 20}, {14, 20}));
  // Passing at the gap's edge, the burning wood beyond it is touched.
  EXPECT_EQ(burning_touched(s, {8, 27.2}, {12, 27.2}, 0.4), rail);
  EXPECT_EQ(short_of_burning(s, {8, 26}, {12, 26}, 0.4).x, 12.0) << "nothing stops him";
}

TEST(MayhemFire, AnythingButASixDoesNotCatch) {
  for (int die = 1; die <= 5; ++die) {
    MayhemGame g(yard(), kLowStockade);
    g.start(0);
    order_alone(g, "Jacques");
    g.play(set_fire_at(g.named("Jacques"), {10, 20}), {fire_die(die)});
    EXPECT_TRUE(g.narrated("it does not catch")) << g.story();
    for (const uint8_t b : g.state().burning) EXPECT_FALSE(b) << "die " << die;
  }
}

TEST(MayhemFire, OnlyATorchAndOnlyNextToABuildingOrStockade) {
  {
    // Pierre has a torch but stands 3.5" back from the rail.
    MayhemGame g(yard(), kLowStockade);
    const int pierre = g.named("Pierre");
    g.start(0);
    order_alone(g, "Pierre");
    for (const Action& a : g.legal()) EXPECT_NE(a.param, kSpecialSetFire) << to_text(a);
    EXPECT_FALSE(g.check(set_fire_at(pierre, {10, 26})).ok);
  }
  {
    // Ames stands by the rail with no torch.
    MayhemGame g(yard(), kLowStockade);
    const int ames = g.named("Pte Ames");
    g.start(0);
    order_alone(g, "Pte Ames");
    const CheckResult c = g.check(set_fire_at(ames, {10, 8}));
    EXPECT_FALSE(c.ok);
    EXPECT_NE(c.reason.find("carries nothing to set a fire with"), std::string::npos) << c.reason;
  }
  {
    // At the ordinary stockade height the rail is a plain wall: no fire.
    MayhemGame g(yard());
    const int jacques = g.named("Jacques");
    g.start(0);
    order_alone(g, "Jacques");
    EXPECT_FALSE(g.offered(set_fire_at(jacques, {10, 20})));
    EXPECT_FALSE(g.check(set_fire_at(jacques, {10, 20})).ok);
  }
}

TEST(MayhemFire, ABurningBuildingIsImpassableAndCannotBeHeld) {
  // Without the fire, Luc may go in by the barn door on his 1d6".
  {
    MayhemGame g(yard());
    g.start(0);
    order_alone(g, "Luc", 6);
    const CheckResult in = g.check(move_to(g.named("Luc"), {23, 11}));
    EXPECT_TRUE(in.ok) << in.reason;
    EXPECT_EQ(objective_points_now(g.state(), 0), 1);  // Dunn holds the barn
  }
  MayhemGame g(yard());
  const int henri = g.named("Henri"), dunn = g.named("Dunn"), luc = g.named("Luc");
  g.start(0);
  order_alone(g, "Henri");
  ASSERT_TRUE(g.offered(set_fire_at(henri, {20, 13})));
  g.play(set_fire_at(henri, {20, 13}), {fire_die(6)});
  // Dunn gets out by the nearer door (north), just outside it.
  EXPECT_TRUE(g.narrated("Dunn gets out of the Barn")) << g.story();
  EXPECT_NEAR(g.figure(dunn).at.x, 23.0, 1e-9);
  EXPECT_NEAR(g.figure(dunn).at.y, 16.55, 1e-9);
  EXPECT_EQ(g.figure(dunn).status, FigureStatus::kFighting);
  // Still within the objective's circle, but nobody holds a burning barn.
  EXPECT_EQ(objective_points_now(g.state(), 0), 0);
  // Luc may not go in by the south door now; up to the burning wall he may.
  order_alone(g, "Luc", 6);
  const CheckResult into = g.check(move_to(luc, {23, 11}));
  EXPECT_FALSE(into.ok);
  EXPECT_NE(into.reason.find("the Barn is burning"), std::string::npos) << into.reason;
  const CheckResult up_to = g.check(move_to(luc, {23, 9.5}));
  EXPECT_TRUE(up_to.ok) << up_to.reason;
}

TEST(MayhemFire, AManWithNoWayOutIsLostInTheFlames) {
  MayhemGame g(yard());
  const int marc = g.named("Marc"), eck = g.named("Eck");
  g.start(0);
  order_alone(g, "Marc");
  g.play(set_fire_at(marc, {30, 22}), {fire_die(6)});
  EXPECT_TRUE(g.narrated("Eck cannot get out of the Shed and is lost in the flames.")) << g.story();
  EXPECT_NE(g.figure(eck).status, FigureStatus::kFighting);
  EXPECT_TRUE(g.man(eck).downed);
}

// Incendiaries "may not shoot or charge".
TEST(MayhemFire, ATorchBearerMayNotCharge) {
  MayhemGame g(two_sides("musket",
                         {"{name: Jacques, at: [10, 10], facing: 0, weapons: [Torch, Tomahawk]}",
                          "{name: Pte Ames, at: [10, 11.2], facing: 0, weapons: [Tomahawk]}"},
                         {"{name: Capt Blue, at: [44, 32], facing: 270, weapons: [Sword]}",
                          "{name: Cole, at: [16, 10], facing: 180, weapons: [Tomahawk]}"}));
  const int jacques = g.named("Jacques"), ames = g.named("Pte Ames"), cole = g.named("Cole");
  g.start(0);
  // His group (with Ames) may be ordered to charge; it goes in, but
  // Jacques charges nobody.
  const CheckResult group = g.check(order(jacques, MoveOrder::kCharge));
  EXPECT_TRUE(group.ok) << group.reason;
  g.play(order(ames, MoveOrder::kCharge),
         {group_courage(1), group_courage(1), move_die(4), move_die(4), slow_die(1)});
  ASSERT_EQ(g.state().movers.front(), jacques);
  for (const Action& a : g.legal()) EXPECT_NE(a.kind, ActionKind::kCharge) << to_text(a);
  const CheckResult c = g.check(charge(jacques, cole));
  EXPECT_FALSE(c.ok);
  EXPECT_NE(c.reason.find("Jacques may not charge"), std::string::npos) << c.reason;
  g.play(hold(jacques));
  EXPECT_TRUE(g.offered(charge(ames, cole)));  // the check is his, not the group's
}

TEST(MayhemFire, ATorchBearerAloneIsNotOrderedToCharge) {
  MayhemGame g(two_sides("musket",
                         {"{name: Jacques, at: [10, 10], facing: 0, weapons: [Torch, Tomahawk]}"},
                         {"{name: Capt Blue, at: [44, 32], facing: 270, weapons: [Sword]}",
                          "{name: Cole, at: [16, 10], facing: 180, weapons: [Tomahawk]}"}));
  g.start(0);
  EXPECT_FALSE(g.check(order(g.named("Jacques"), MoveOrder::kCharge)).ok);
}

TEST(MayhemFire, ATorchBearerMayNotShoot) {
  // Cole carries a torch and a loaded musket, facing Jacques 6" off: no
  // fire window opens when Jacques's side moves.
  MayhemGame g(two_sides("musket",
                         {"{name: Jacques, at: [10, 10], facing: 0, weapons: [Tomahawk]}"},
                         {"{name: Capt Blue, at: [44, 32], facing: 270, weapons: [Sword]}",
                          "{name: Cole, at: [16, 10], facing: 180, weapons: [Torch, Musket]}"}));
  const int cole = g.named("Cole");
  EXPECT_TRUE(g.man(cole).incendiary);
  EXPECT_TRUE(check_shot(g.state(), cole, g.named("Jacques")).ok);  // he could, but for the torch
  g.start(0);
  g.play(order(g.named("Jacques")), {move_die(4), move_die(4), move_die(4), slow_die(1)});
  EXPECT_NE(g.state().step, Step::kReaction);
}

// What the planners are told (Rules::forecast, Rules::may_strike): a fire
// is carried out on a 6; set to a building, it ends every hold objective
// whose ground lies in it, at that chance; set to a stockade, none. A man
// with a torch, or a noncombatant, may strike at nobody.
TEST(MayhemFire, TheForecastOfAFireNamesTheGroundItEnds) {
  MayhemGame g(yard(), kLowStockade);
  g.start(0);
  order_alone(g, "Henri");
  Forecast f;
  g.rules().forecast(g.state(), set_fire_at(g.named("Henri"), {20, 13}), f);
  ASSERT_TRUE(f.known);
  EXPECT_NEAR(f.carried_out, 1.0 / 6, 1e-12);
  EXPECT_EQ(f.failure_risk, 0);
  ASSERT_EQ(f.holds_ended.size(), 1u);
  EXPECT_EQ(f.holds_ended[0].objective, 0);  // Hold the barn
  EXPECT_NEAR(f.holds_ended[0].chance, 1.0 / 6, 1e-12);
  // Only a torch may end the barn's ground, and only while it stands.
  EXPECT_TRUE(g.rules().may_end_ground(g.state(), g.named("Henri"), 0));
  EXPECT_TRUE(g.rules().may_end_ground(g.state(), g.named("Pierre"), 0));  // once he gets there
  EXPECT_FALSE(g.rules().may_end_ground(g.state(), g.named("Luc"), 0));
  g.state().burning[static_cast<size_t>(feature_named(g, "Barn"))] = 1;
  EXPECT_FALSE(g.rules().may_end_ground(g.state(), g.named("Henri"), 0));

  MayhemGame rail(yard(), kLowStockade);
  rail.start(0);
  order_alone(rail, "Jacques");
  rail.rules().forecast(rail.state(), set_fire_at(rail.named("Jacques"), {10, 20}), f);
  EXPECT_NEAR(f.carried_out, 1.0 / 6, 1e-12);
  EXPECT_TRUE(f.holds_ended.empty());
}

TEST(MayhemFire, ATorchBearerOrANoncombatantMayStrikeAtNobody) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Jacques, at: [10, 10], facing: 0, weapons: [Torch, Tomahawk]}",
       "{name: Luc, at: [10, 14], facing: 0, weapons: [Tomahawk]}"},
      {"{name: Capt Blue, at: [44, 32], facing: 270, weapons: [Sword]}",
       "{name: Goody Fox, at: [40, 30], facing: 180, courage: noncombatant, noncombatant: yes, "
       "weapons: [Knife]}"}));
  EXPECT_FALSE(g.rules().may_strike(g.state(), g.named("Jacques")));
  EXPECT_TRUE(g.rules().may_strike(g.state(), g.named("Luc")));
  EXPECT_TRUE(g.rules().may_strike(g.state(), g.named("Capt Blue")));
  EXPECT_FALSE(g.rules().may_strike(g.state(), g.named("Goody Fox")));
}

}  // namespace
}  // namespace skirmish::mayhem::testing
