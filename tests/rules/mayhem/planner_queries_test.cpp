// What the planners ask of Mayhem (docs/rules-interface.md): a shot's
// forecast is the exact odds of the fire dice (004 / Missile Fire); exposure
// counts the enemy shooters that could hit a point; movement is the
// distance rolled (004 / Movement) for the men of the group moving.
#include <gtest/gtest.h>

#include <tuple>

#include "engine/rules/forecast.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/mayhem_rolls.h"
#include "engine/rules/mayhem/planner_queries.h"
#include "engine/rules/mayhem/table_queries.h"
#include "engine/rules/movement_query.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Jean shoots at Ames from 9" (under half range); Marc from 19" (over half).
// Red's commander stands far off (a private's fall sends nobody off).
std::string two_muskets() {
  return two_sides(
      "musket",
      {"{name: Pte Ames, at: [10, 10], facing: 0}", "{name: Pte Bell, at: [10, 11.5], facing: 0}",
       "{name: Capt Red, at: [1.5, 34.5], facing: 180, commander: yes}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}",
       "{name: Jean, at: [20, 12], facing: 180, weapons: [Musket]}",
       "{name: Marc, at: [30, 10], facing: 180, weapons: [Musket]}"});
}

// 004 / Missile Fire: skill 4-6 in the open, -1 over half range; impact +1
// for a musket, 6 kills, else a courage check.
TEST(MayhemPlannerQueries, ShotForecastIsTheFireDiceOdds) {
  MayhemGame g(two_muskets());
  const int ames = g.named("Pte Ames"), jean = g.named("Jean"), marc = g.named("Marc");
  g.start(0);
  g.play(order(ames), {move_die(3), move_die(3), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction);
  const uint64_t before = g.state().hash();

  Forecast near;
  g.rules().forecast(g.state(), shoot(jean, ames), near);
  EXPECT_TRUE(near.known);
  Shot open;
  open.variant = Variant::kMusket;
  const ShotOdds exact = shot_odds(g.man(jean), g.man(ames), open);
  EXPECT_DOUBLE_EQ(near.hit_chance, exact.hit());
  EXPECT_DOUBLE_EQ(near.enemy_losses, exact.killed);
  EXPECT_NEAR(near.hit_chance, 3.0 / 6, 1e-12);
  EXPECT_NEAR(near.enemy_losses, 3.0 / 6 * 2.0 / 6, 1e-12);

  Forecast far;
  g.rules().forecast(g.state(), shoot(marc, ames), far);
  Shot long_shot = open;
  long_shot.over_half_range = true;
  const ShotOdds exact_far = shot_odds(g.man(marc), g.man(ames), long_shot);
  EXPECT_DOUBLE_EQ(far.hit_chance, exact_far.hit());
  EXPECT_DOUBLE_EQ(far.enemy_losses, exact_far.killed);
  EXPECT_NEAR(far.hit_chance, 2.0 / 6, 1e-12);
  EXPECT_EQ(g.state().hash(), before);  // forecasting changes nothing
}

// A planner's shot at a man standing elsewhere (check_shot_at) is refused
// out of range or out of arc before the table is drawn up; its answer must
// be the worded check's, spot for spot: in arc and out, in range and out,
// behind a man in the way, and with the shooter fighting hand to hand.
TEST(MayhemPlannerQueries, AShotAtAManElsewhereAgreesWithTheWordedCheck) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Pte Ames, at: [10, 10], facing: 0}", "{name: Pte Bell, at: [17, 12], facing: 0}",
       "{name: Pte Cole, at: [40, 5], facing: 270}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}",
       "{name: Jean, at: [20, 12], facing: 200, weapons: [Musket]}",
       "{name: Marc, at: [30, 20], facing: 180, weapons: [Musket]}",
       "{name: Luc, at: [40, 4], facing: 90, weapons: [Musket]}"}));
  // Pte Cole stands face to face with Luc: Luc fights hand to hand.
  const int ames = g.named("Pte Ames"), jean = g.named("Jean"), marc = g.named("Marc");
  const int luc = g.named("Luc");
  const MayhemState& s = g.state();
  int allowed = 0, refused = 0;
  std::string refusals;
  for (const int shooter : {jean, marc, luc}) {
    for (double x = 0.5; x < 48; x += 1.5) {
      for (double y = 0.5; y < 36; y += 1.5) {
        const Vec2 spot{x, y};
        const ShotCheck quick = check_shot_at(s, shooter, ames, spot);
        std::unique_ptr<GameState> moved = s.clone();
        as_mayhem(*moved).figures()[static_cast<size_t>(ames)].at = spot;
        const ShotCheck full = explain_shot(as_mayhem(*moved), shooter, ames);
        const std::string& why = full.why;
        EXPECT_EQ(why, why_no_shot(as_mayhem(*moved), shooter, ames));
        SCOPED_TRACE(::testing::Message() << "shooter " << shooter << " at " << x << ", " << y);
        EXPECT_EQ(quick.ok, why.empty()) << why;
        EXPECT_EQ(quick.ok, full.ok);
        EXPECT_EQ(quick.cover, full.cover);
        EXPECT_EQ(quick.over_half_range, full.over_half_range);
        EXPECT_EQ(quick.shield_side, full.shield_side);
        EXPECT_EQ(quick.massed, full.massed);
        EXPECT_DOUBLE_EQ(quick.range, full.range);
        (quick.ok ? allowed : refused)++;
        refusals += why + "\n";
      }
    }
  }
  // Both kinds of answer were asked for, and every kind of refusal.
  EXPECT_GT(allowed, 50);
  EXPECT_GT(refused, 50);
  for (const char* kind : {"arc of fire", "out of range", "in the line of fire", "hand to hand"}) {
    EXPECT_NE(refusals.find(kind), std::string::npos) << kind;
  }
}

// Exposure: the shooters who could fire at a man standing at a point.
TEST(MayhemPlannerQueries, ExposureCountsTheShootersThatCouldHitAPoint) {
  MayhemGame g(two_muskets());
  const int ames = g.named("Pte Ames");
  Exposure in_front;
  g.rules().exposure(g.state(), ames, {12, 11}, in_front);
  EXPECT_TRUE(in_front.known);
  EXPECT_EQ(in_front.shooters, 2);
  EXPECT_EQ(in_front.clear_shots, 2);
  EXPECT_NEAR(in_front.expected_hits, 3.0 / 6 + 2.0 / 6, 1e-12);
  EXPECT_NEAR(in_front.expected_losses, 3.0 / 6 * 2.0 / 6 + 2.0 / 6 * 2.0 / 6, 1e-12);
  EXPECT_DOUBLE_EQ(in_front.cover, 0.0);
  // Behind both Blue muskets (they face west): nobody can shoot him there.
  Exposure behind;
  g.rules().exposure(g.state(), ames, {36, 10}, behind);
  EXPECT_EQ(behind.shooters, 0);
  EXPECT_DOUBLE_EQ(behind.expected_hits, 0.0);
}

// His own next shot from a spot: the best chance one shot of his there puts
// a man he sees out of the fight, turned to face his mark (004 / Missile
// Fire: skill 4-6 in the open, -1 over half range; impact +1 for a musket).
TEST(MayhemPlannerQueries, TheShotASpotOffersIsHisBestShotFromThere) {
  MayhemGame g(two_muskets());
  const int ames = g.named("Pte Ames"), jean = g.named("Jean");
  const uint64_t before = g.state().hash();
  Shot open;
  open.variant = Variant::kMusket;
  const double close = shot_odds(g.man(jean), g.man(ames), open).killed;
  EXPECT_NEAR(close, 3.0 / 6 * 2.0 / 6, 1e-12);
  EXPECT_NEAR(g.rules().shot_offered(g.state(), jean, {20, 12}), close, 1e-12);
  // West of Ames with his back to him (facing 180, Ames to the east): he
  // would turn to shoot, so the spot offers the same shot.
  EXPECT_NEAR(g.rules().shot_offered(g.state(), jean, {2, 10}), close, 1e-12);
  // Beyond a musket's reach of every Red man.
  EXPECT_DOUBLE_EQ(g.rules().shot_offered(g.state(), jean, {46, 30}), 0.0);
  // Capt Blue carries no missile.
  EXPECT_DOUBLE_EQ(g.rules().shot_offered(g.state(), g.named("Capt Blue"), {20, 12}), 0.0);
  // In hand-to-hand contact with Ames he fights instead.
  EXPECT_DOUBLE_EQ(g.rules().shot_offered(g.state(), jean, {10.95, 10}), 0.0);
  EXPECT_EQ(g.state().hash(), before);
  // Unloaded, he reloads only by standing still: a spot he moves to gives
  // him no shot next.
  g.state().men[static_cast<size_t>(jean)].loaded = false;
  EXPECT_DOUBLE_EQ(g.rules().shot_offered(g.state(), jean, {20, 12}), 0.0);
}

// 004 / Courage, trigger 3: the melee to come counts the check a charge
// forces before any blow. Jean (courage 3) goes in on a 3 or less; Ames
// alone then checks at his own 3 and, failing, runs off on his own 4+; with
// Capt Bell (courage 5) within 1" his group checks at 5. The blows (the
// same in both games: Bell stands clear of the fight) come only if he holds.
std::string one_charger(bool captain_beside) {
  const std::string bell = captain_beside
                               ? "{name: Capt Bell, at: [10, 11.6], facing: 0, courage: 5, "
                                 "commander: yes}"
                               : "{name: Capt Bell, at: [2, 30], facing: 0, courage: 5, "
                                 "commander: yes}";
  return two_sides("musket", {"{name: Pte Ames, at: [10, 10], facing: 0}", bell},
                   {"{name: Capt Blue, at: [46, 34], facing: 0}",
                    "{name: Jean, at: [18, 10], facing: 180, weapons: [Bayonet]}"});
}

TEST(MayhemPlannerQueries, TheMeleeToComeCountsTheCourageTheChargeTests) {
  Exposure alone, beside;
  {
    MayhemGame g(one_charger(false));
    g.rules().exposure(g.state(), g.named("Pte Ames"), {10, 10}, alone);
  }
  {
    MayhemGame g(one_charger(true));
    g.rules().exposure(g.state(), g.named("Pte Ames"), {10, 10}, beside);
  }
  ASSERT_EQ(alone.chargers, 1);
  ASSERT_EQ(beside.chargers, 1);
  // alone:  1/2 x (1/2 x 1/2 runs off + 1/2 holds x blows)
  // beside: 1/2 x (1/6 x 1/2 runs off + 5/6 holds x blows)
  const double blows = (alone.melee_losses / 0.5 - 0.25) / 0.5;
  EXPECT_GT(blows, 0.0);
  EXPECT_LT(blows, 1.0);
  EXPECT_NEAR(beside.melee_losses, 0.5 * (1.0 / 12 + 5.0 / 6 * blows), 1e-12);
  // Running off is most of it for a lone soldier.
  EXPECT_GT(alone.melee_losses, 0.5 * 0.25);
  // The running off alone, told apart for the planners (charged_off).
  EXPECT_NEAR(alone.charged_off, 0.5 * 0.25, 1e-12);
  EXPECT_NEAR(beside.charged_off, 0.5 * (1.0 / 12), 1e-12);
  // Asked without the melee to come, the check still counts.
  MayhemGame g(one_charger(false));
  Exposure to_fire;
  g.rules().exposure_to_fire(g.state(), g.named("Pte Ames"), {10, 10}, to_fire);
  EXPECT_NEAR(to_fire.charged_off, alone.charged_off, 1e-12);
}

TEST(MayhemRolls, TheChanceMovementDiceReachSoFar) {
  EXPECT_DOUBLE_EQ(chance_dice_reach(2, 7), 21.0 / 36);
  EXPECT_DOUBLE_EQ(chance_dice_reach(2, 6.5), 21.0 / 36);  // a 7 is needed
  EXPECT_DOUBLE_EQ(chance_dice_reach(2, 12), 1.0 / 36);
  EXPECT_DOUBLE_EQ(chance_dice_reach(2, 12.5), 0.0);
  EXPECT_DOUBLE_EQ(chance_dice_reach(2, 2), 1.0);
  EXPECT_DOUBLE_EQ(chance_dice_reach(1, 4), 0.5);
  EXPECT_DOUBLE_EQ(chance_dice_reach(3, 11), 0.5);  // 3d6 is even about 10.5
  EXPECT_DOUBLE_EQ(chance_dice_reach(4, 24), 1.0 / 1296);
  EXPECT_DOUBLE_EQ(chance_dice_reach(0, 0), 1.0);
  EXPECT_DOUBLE_EQ(chance_dice_reach(0, 1), 0.0);
}

// 004 / Movement: the blows of the melee to come fall only where the
// charger's dice carry him: 3d6" alone and 2d6" in a group in the open,
// 1d6" through woods, nothing across a stockade (004 / Miscellaneous
// Rules). Jean (bayonet) stands 7.5" from the spot, edge to edge 6.5": 2d6
// reaches on a 7 or more; 1d6 never. Marc (knife), 1.5" beside him, makes
// them a group, and needs a 7 as well (6.65" edge to edge).
std::string charger_and(const std::string& terrain, bool with_marc = true) {
  std::vector<std::string> blue = {"{name: Capt Blue, at: [46, 34], facing: 0}",
                                   "{name: Jean, at: [17.5, 10], facing: 180, weapons: [Bayonet]}"};
  if (with_marc) blue.push_back("{name: Marc, at: [17.5, 11.5], facing: 180, weapons: [Knife]}");
  return two_sides("musket", {"{name: Pte Ames, at: [2, 30], facing: 0}"}, blue, terrain);
}

TEST(MayhemPlannerQueries, TheBlowsToComeNeedTheChargersDiceToReach) {
  const Vec2 spot{10, 10};
  Exposure open, wood, palisade;
  {
    MayhemGame g(charger_and(""));
    g.rules().exposure(g.state(), g.named("Pte Ames"), spot, open);
  }
  {
    MayhemGame g(charger_and(
        "terrain:\n  - {type: woods, outline: [[12, 5], [15, 5], [15, 15], [12, 15]]}\n"));
    g.rules().exposure(g.state(), g.named("Pte Ames"), spot, wood);
  }
  {
    MayhemGame g(charger_and(
        "terrain:\n  - {type: wall, name: palisade, path: [[13, 0], [13, 20]], height: 2}\n"));
    g.rules().exposure(g.state(), g.named("Pte Ames"), spot, palisade);
  }
  // Only where the dice can carry them is either counted as a man who
  // could charge him.
  ASSERT_EQ(open.chargers, 2);
  EXPECT_EQ(wood.chargers, 0);
  EXPECT_EQ(palisade.chargers, 0);
  // Each goes in on his courage 3 or less (1/2); Ames alone holds on 1/2.
  // The run-off part is the same in all three: (1 - 1/2 x 1/2) x 1/2 x 1/2.
  const double runs_off = 0.75 * 0.25;
  const double open_blows = open.melee_losses - runs_off;
  EXPECT_GT(open_blows, 0.0);
  EXPECT_NEAR(wood.melee_losses, runs_off, 1e-12);
  EXPECT_NEAR(palisade.melee_losses, runs_off, 1e-12);
  EXPECT_NEAR(open.charged_off, runs_off, 1e-12);
  EXPECT_NEAR(palisade.charged_off, runs_off, 1e-12);
  // With option charged_behind_stockade spared, the palisade spares him the
  // check as well: nothing at all is to come.
  {
    MayhemGame g(
        charger_and("terrain:\n  - {type: wall, name: palisade, path: [[13, 0], [13, 20]], "
                    "height: 2}\n"),
        {{"charged_behind_stockade", "spared", {}}});
    Exposure spared;
    g.rules().exposure(g.state(), g.named("Pte Ames"), spot, spared);
    EXPECT_EQ(spared.melee_losses, 0.0);
    EXPECT_EQ(spared.charged_off, 0.0);
  }
  // In the open their blows are scaled by 2d6 >= 7: a spot 1" nearer
  // (2d6 >= 6 for both: 26/36) gives blows in that proportion.
  Exposure nearer;
  {
    MayhemGame g(charger_and(""));
    g.rules().exposure(g.state(), g.named("Pte Ames"), {11, 10}, nearer);
  }
  EXPECT_NEAR((nearer.melee_losses - runs_off) / open_blows, 26.0 / 21, 1e-9);
  // Jean alone rolls 3d6: 3d6 >= 7 is 196/216, 3d6 >= 6 is 206/216.
  Exposure alone, alone_nearer;
  {
    MayhemGame g(charger_and("", false));
    g.rules().exposure(g.state(), g.named("Pte Ames"), spot, alone);
    g.rules().exposure(g.state(), g.named("Pte Ames"), {11, 10}, alone_nearer);
  }
  const double alone_runs_off = 0.5 * 0.25;
  EXPECT_NEAR((alone_nearer.melee_losses - alone_runs_off) / (alone.melee_losses - alone_runs_off),
              206.0 / 196, 1e-9);
}

// 004 / Movement and Courage: a lone man charges on 3d6", so a charge of
// his may fall on men up to 18" away (the checks it forces reach as far:
// activation.h, most_allowance); a man with a friend within 1" charges
// with his group on 2d6", 12" at most. Jean stands 15" from the spot, edge
// to edge 14": alone he is a man who could charge Ames there (3d6 >= 14),
// and the check his charge forces is to come; with Marc beside him, he is
// not (2d6 never reaches), and nothing is.
TEST(MayhemPlannerQueries, ALoneMansChargeReachesFartherThanAGroups) {
  const auto at_fifteen = [](bool with_marc) {
    std::vector<std::string> blue = {"{name: Capt Blue, at: [46, 34], facing: 0}",
                                     "{name: Jean, at: [25, 10], facing: 180, weapons: [Bayonet]}"};
    if (with_marc) blue.push_back("{name: Marc, at: [25, 11.5], facing: 180, weapons: [Knife]}");
    return two_sides("musket", {"{name: Pte Ames, at: [2, 30], facing: 0}"}, blue);
  };
  const Vec2 spot{10, 10};
  Exposure alone, grouped;
  {
    MayhemGame g(at_fifteen(false));
    g.rules().exposure(g.state(), g.named("Pte Ames"), spot, alone);
  }
  {
    MayhemGame g(at_fifteen(true));
    g.rules().exposure(g.state(), g.named("Pte Ames"), spot, grouped);
  }
  EXPECT_EQ(alone.chargers, 1);
  // Jean goes in on his courage 3 (1/2); Ames alone fails on 1/2 and then
  // runs off on 1/2; the blows come where 3d6 reaches 14" (35/216).
  EXPECT_GT(alone.melee_losses, 0.5 * 0.25);
  EXPECT_EQ(grouped.chargers, 0);
  EXPECT_EQ(grouped.melee_losses, 0.0);
}

// 004 / Courage, event 3: the check a charge forces falls only on the men
// in the lane straight ahead of the charging men's bases, the way they
// face when the charge is ordered; the blows on any man the charger's dice
// carry him to. Jean (bayonet, alone) stands 8" east of the spot: facing
// it, his charge would test Ames; facing away, or 3" to the side of the
// lane, it would not, and only his blows are to come.
TEST(MayhemPlannerQueries, TheCheckAChargeForcesFallsOnlyInItsLane) {
  const auto jean = [](const std::string& at_facing) {
    return two_sides("musket", {"{name: Pte Ames, at: [2, 30], facing: 0}"},
                     {"{name: Capt Blue, at: [46, 34], facing: 0}",
                      "{name: Jean, " + at_facing + ", weapons: [Bayonet]}"});
  };
  const Vec2 spot{10, 10};
  const auto exposure_of = [&](const std::string& at_facing) {
    MayhemGame g(jean(at_facing));
    Exposure e;
    g.rules().exposure(g.state(), g.named("Pte Ames"), spot, e);
    return e;
  };
  const Exposure facing = exposure_of("at: [18, 10], facing: 180");
  const Exposure away = exposure_of("at: [18, 10], facing: 0");
  const Exposure aside = exposure_of("at: [18, 13], facing: 180");
  // Ames alone fails on 1/2 and runs off on 1/2 of that: 1/2 x 1/4 to come
  // from Jean's going in (1/2) in his lane, and nothing out of it.
  const double runs_off = 0.5 * 0.25;
  const double blows_facing = facing.melee_losses - runs_off;
  EXPECT_GT(blows_facing, 0.0);
  // Out of the lane he takes the blows whether or not he would have held.
  EXPECT_NEAR(away.melee_losses, blows_facing * 2, 1e-12);
  EXPECT_EQ(facing.chargers, 1);
  EXPECT_EQ(away.chargers, 1);
  EXPECT_EQ(aside.chargers, 1);
  EXPECT_LT(aside.melee_losses, runs_off);
}

// 004 / Courage, event 2: a band ordered to charge checks at its highest
// courage. Jean (courage 3) goes in on 1/2 alone; with Capt Roy (courage
// 5, a non-combatant who will not charge himself) beside him, on 5/6, and
// the check his charge forces on Ames comes that much likelier.
TEST(MayhemPlannerQueries, AChargersBandGoesInOnItsHighestCourage) {
  const auto with = [](const std::string& beside) {
    std::vector<std::string> blue = {"{name: Capt Blue, at: [46, 34], facing: 0}",
                                     "{name: Jean, at: [18, 10], facing: 180, weapons: [Bayonet]}"};
    if (!beside.empty()) blue.push_back(beside);
    return two_sides("musket", {"{name: Pte Ames, at: [2, 30], facing: 0}"}, blue);
  };
  const auto runs_off_part = [](const std::string& scenario) {
    MayhemGame g(scenario);
    Exposure e;
    g.rules().exposure(g.state(), g.named("Pte Ames"), {10, 10}, e);
    return e;
  };
  const Exposure alone = runs_off_part(with(""));
  const Exposure banded = runs_off_part(
      with("{name: Capt Roy, at: [19.5, 10], facing: 180, courage: 5, noncombatant: 1}"));
  // Ames alone fails on 1/2 and runs off on 1/2 of that; the blows are
  // Jean's alone in both, on 2d6" (banded) or 3d6" (alone).
  const double blows_alone = alone.melee_losses - 0.5 * 0.25;
  const double blows_banded = banded.melee_losses - 5.0 / 6 * 0.25;
  EXPECT_GT(blows_alone, 0.0);
  EXPECT_GT(blows_banded, 0.0);
  EXPECT_NEAR(blows_banded / blows_alone, (5.0 / 6) / 0.5 * (21.0 / 36) / (196.0 / 216), 1e-9);
}

// 004 / Movement: the moving group's men have the distance rolled for it,
// through the reaction window before they move and while they act.
TEST(MayhemPlannerQueries, MovementIsTheRolledAllowanceForTheMovingMen) {
  MayhemGame g(two_muskets());
  const int ames = g.named("Pte Ames"), bell = g.named("Pte Bell"), jean = g.named("Jean");
  g.start(0);
  g.play(order(ames), {move_die(5), move_die(4), slow_die(2)});
  ASSERT_EQ(g.state().step, Step::kReaction);
  for (const int man : {ames, bell}) {
    Movement m;
    g.rules().movement(g.state(), man, m);
    EXPECT_TRUE(m.known);
    EXPECT_TRUE(m.can_move) << man;
    EXPECT_DOUBLE_EQ(m.ordinary_inches, 9.0) << man;
    EXPECT_DOUBLE_EQ(m.fastest_inches, 9.0) << man;
  }
  g.play(hold_fire());
  g.play(move_to(ames, {10, 4}));
  Movement moved;
  g.rules().movement(g.state(), ames, moved);
  EXPECT_FALSE(moved.can_move);  // his move is made
  Movement next;
  g.rules().movement(g.state(), bell, next);
  EXPECT_TRUE(next.can_move);
  EXPECT_DOUBLE_EQ(next.ordinary_inches, 9.0);
  // An enemy who has not moved yet: the dice to come, not a rolled distance.
  Movement enemy;
  g.rules().movement(g.state(), jean, enemy);
  EXPECT_TRUE(enemy.can_move);
  EXPECT_GT(enemy.fastest_inches, enemy.ordinary_inches);
}

// The mounted dice are part of a rider's rolled distance.
TEST(MayhemPlannerQueries, MovementAddsTheMountedDice) {
  MayhemGame g(two_sides("musket", {"{name: Tpr Dale, at: [10, 10], facing: 0, mounted: true}"},
                         {"{name: Jean, at: [40, 30], facing: 180}"}));
  const int dale = g.named("Tpr Dale");
  g.start(0);
  g.play(order(dale),
         {move_die(1), move_die(2), move_die(3), slow_die(2), mounted_die(4), mounted_die(5)});
  Movement m;
  g.rules().movement(g.state(), dale, m);
  EXPECT_TRUE(m.can_move);
  EXPECT_DOUBLE_EQ(m.ordinary_inches, 15.0);
}

// 004 / Movement: a man whose dice are still to come moves on 3d6" alone
// (10.5" to expect, 18" at best) and 2d6" with a friend within 1" (7",
// 12"), the mounted dice on top.
TEST(MayhemPlannerQueries, TheDiceToComeAreThreeAloneAndTwoInAGroup) {
  MayhemGame g(two_sides(
      "musket", {"{name: Pte Ames, at: [10, 10], facing: 0}"},
      {"{name: Jean, at: [40, 30], facing: 180}", "{name: Marc, at: [40, 31.5], facing: 180}",
       "{name: Tpr Luc, at: [40, 5], facing: 180, mounted: true}"}));
  // Each man's ordinary and fastest move; Musket rides +2d6".
  const std::vector<std::tuple<std::string, double, double>> told = {
      {"Pte Ames", 10.5, 18.0}, {"Jean", 7.0, 12.0}, {"Tpr Luc", 17.5, 30.0}};
  for (const auto& [name, ordinary, fastest] : told) {
    Movement m;
    g.rules().movement(g.state(), g.named(name), m);
    EXPECT_DOUBLE_EQ(m.ordinary_inches, ordinary) << name;
    EXPECT_DOUBLE_EQ(m.fastest_inches, fastest) << name;
  }
}

// 004 / Courage, events 2 and 3, and 004 / Melee: an order to charge is
// forecast, not tried on the dice. Ames (courage 3) goes in half the time;
// then Jean, in his lane 1.5" away, checks (he runs off a quarter of the
// time) and Ames strikes him, his 3d6" sure to carry him there. The
// forecast names Jean as the man it may put out of the fight. An order to
// move is left to the dice (nothing is known of it until the men act).
TEST(MayhemPlannerQueries, AnOrderToChargeIsForecast) {
  MayhemGame g(two_sides(
      "musket", {"{name: Pte Ames, at: [10, 10], facing: 0}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}", "{name: Jean, at: [12.5, 10], facing: 180}"}));
  const int ames = g.named("Pte Ames"), jean = g.named("Jean");
  g.start(0);
  Forecast charge, move;
  g.rules().forecast(g.state(), order(ames, MoveOrder::kCharge), charge);
  g.rules().forecast(g.state(), order(ames), move);
  EXPECT_FALSE(move.known);
  ASSERT_TRUE(charge.known);
  EXPECT_DOUBLE_EQ(charge.carried_out, 0.5);
  EXPECT_EQ(charge.failure_risk, 0);
  const MeleeOdds fight = planner_pair_odds(g.state(), ames, jean, true);
  EXPECT_NEAR(charge.enemy_losses, 0.5 * (0.25 + fight.removed[1]), 1e-12);
  EXPECT_NEAR(charge.own_losses, 0.5 * fight.removed[0], 1e-12);
  ASSERT_EQ(charge.losses.size(), 1u);
  EXPECT_EQ(charge.losses[0].figure, jean);
  EXPECT_NEAR(charge.losses[0].chance, charge.enemy_losses, 1e-12);
}

// Capt Red commands Red: two privates stand together far off, a veteran
// sergeant alone; Jean has a musket 10" from the captain.
std::string a_commander_and_his_men() {
  return two_sides(
      "musket",
      {"{name: Capt Red, at: [10, 10], facing: 0, courage: 4, commander: yes}",
       "{name: Pte Ames, at: [30, 30], facing: 0}", "{name: Pte Bell, at: [30, 31.5], facing: 0}",
       "{name: Sgt Cole, at: [40, 20], facing: 0, courage: 4}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}",
       "{name: Jean, at: [20, 10], facing: 180, weapons: [Musket]}"});
}

// 004 / Morale/Courage Checks ("commander killed"): his fall sends every
// group of his side to a check. The privates' group fails on 4+ (1/2), and
// each then runs off on 4+ (1/2): 1/4 a man; the sergeant alone fails on
// 5+ (1/3) and runs off on 5+ (1/3): 1/9. A shot at him is worth that
// much more than a shot at a private.
TEST(MayhemPlannerQueries, ACommandersFallCountsTheMenItSendsOff) {
  MayhemGame g(a_commander_and_his_men());
  const int capt = g.named("Capt Red"), ames = g.named("Pte Ames"), jean = g.named("Jean");
  const double sent_off = 2 * 0.25 + 1.0 / 9;
  EXPECT_DOUBLE_EQ(commander_fall_losses(g.state(), capt), sent_off);
  EXPECT_DOUBLE_EQ(commander_fall_losses(g.state(), ames), 0);
  EXPECT_DOUBLE_EQ(commander_fall_losses(g.state(), jean), 0);  // Blue's commander is Capt Blue
  EXPECT_DOUBLE_EQ(loss_worth(g.state(), capt), 1 + sent_off);
  EXPECT_DOUBLE_EQ(loss_worth(g.state(), ames), 1);

  g.start(0);
  g.play(order(capt), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  Forecast f;
  g.rules().forecast(g.state(), shoot(jean, capt), f);
  // Open, 10": hits on 4+ (1/2), kills on 5+ with the musket's +1 (1/3).
  const double killed = 0.5 / 3;
  EXPECT_DOUBLE_EQ(f.enemy_losses, killed * (1 + sent_off));
  EXPECT_DOUBLE_EQ(f.enemy_harm, killed * (1 + sent_off) + 0.5 * (0.5 - killed));
  // His danger where he stands counts the same men.
  Exposure e;
  g.rules().exposure(g.state(), capt, g.figure(capt).at, e);
  EXPECT_DOUBLE_EQ(e.expected_losses, killed * (1 + sent_off));
}

}  // namespace
}  // namespace skirmish::mayhem::testing
