// What the utility planner does in small, clear situations (fixtures under
// tests/ai/fixtures/): each test plays the fixture with the balanced
// personality on both sides until the side under test first has the choice
// in question, then asserts what it chose. A failure prints the ranking
// with every option's breakdown.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <optional>
#include <sstream>
#include <string>

#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

std::unique_ptr<UtilityPlanner> balanced(uint64_t seed) {
  const auto all = load_personalities(default_personalities_path());
  return std::make_unique<UtilityPlanner>(find_personality(all, "balanced"), seed);
}

std::string ranking(const Rules& rules, const GameState& state, const PlanResult& plan) {
  std::ostringstream out;
  for (const RankedOption& o : plan.ranked) {
    out << o.score << "  " << rules.describe(state, o.action) << "\n   ";
    for (const Consideration& c : o.terms) {
      if (c.value != 0) out << " " << c.name << "=" << c.value;
    }
    out << "\n";
  }
  return out.str();
}

// Where `figure` ends up if `a` is carried out, by the rule set's forecast;
// false if it does not move him (or cannot say).
bool moves_to(const Rules& rules, const GameState& state, const Action& a, int figure, Vec2& to) {
  Forecast f;
  rules.forecast(state, a, f);
  for (const ForecastMove& m : f.moves) {
    if (m.figure == figure) {
      to = m.to;
      return true;
    }
  }
  return false;
}

// The balanced planner's choice from `state` with `seed`, and where it
// sends `figure` (nothing if it does not move him).
struct Sent {
  PlanResult plan;
  std::optional<Vec2> to;
};
Sent sent(const Rules& rules, const GameState& state, int figure, uint64_t seed) {
  Sent out{balanced(seed)->plan(rules, state, 0), std::nullopt};
  Vec2 to;
  if (moves_to(rules, state, out.plan.chosen, figure, to)) out.to = to;
  return out;
}

// The same with the balanced weights but for `weight`, set to 0: what the
// planner does without that consideration.
Sent sent_without(const Rules& rules, const GameState& state, int figure, double Weights::*weight) {
  Personality blind =
      find_personality(load_personalities(default_personalities_path()), "balanced");
  blind.weights.*weight = 0;
  Sent out{UtilityPlanner(blind, 1).plan(rules, state, 0), std::nullopt};
  Vec2 to;
  if (moves_to(rules, state, out.plan.chosen, figure, to)) out.to = to;
  return out;
}

// The plan's reason and its whole ranking, for a failure message.
std::string told(const Rules& rules, const GameState& state, const PlanResult& plan) {
  return plan.reason + "\n" + ranking(rules, state, plan);
}

// The rule set answers the planner's questions (Rules::exposure; forecasts
// are checked where they are needed): until it does, these tests skip.
bool answers_known(const Rules& rules, const GameState& state) {
  Exposure e;
  rules.exposure(state, 0, state.figures()[0].at, e);
  return e.known;
}

TEST(Behaviour, ALoneShooterInTheOpenGoesBehindTheWall) {
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/wall_nearby.yaml");
  ASSERT_TRUE(t.opening);
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const int moss = 0;
  const Segment wall{{21, 13}, {21, 19}};
  ASSERT_TRUE(ai_test::bring_to(t, 0, [&](const GameState&, const Decision& d) {
    return d.kind == DecisionKind::kFigureAction && d.figure == moss;
  })) << "Pte Moss never had an action of his own";
  const GameState& s = *t.opening;
  Exposure before, after;
  t.rules->exposure(s, moss, s.figures()[moss].at, before);
  EXPECT_GE(before.clear_shots, 3) << "the fixture puts him in the open";
  for (uint64_t seed : {1, 2, 3}) {
    const auto [plan, went] = sent(*t.rules, s, moss, seed);
    ASSERT_TRUE(went) << "seed " << seed << ": he stays in the open: " << told(*t.rules, s, plan);
    const Vec2 to = *went;
    t.rules->exposure(s, moss, to, after);
    EXPECT_LT(distance(wall, to), 1.5) << "seed " << seed << ": " << plan.reason << "\n"
                                       << ranking(*t.rules, s, plan);
    EXPECT_LT(to.x, 21.0) << "on his own side of the wall";
    EXPECT_LT(after.clear_shots, before.clear_shots) << plan.reason;
    // The reason names his cover as the terrain makes it ("Sgt Gridley moves
    // to (x, y) behind the stone wall: ...").
    EXPECT_NE(plan.reason.find(") behind a wall: "), std::string::npos) << plan.reason;
  }
}

// A rifleman hidden behind a high wall, with nothing to shoot and nothing
// threatening him anywhere, goes where he has a shot (fire position);
// weighed without it, he stays hidden.
TEST(Behaviour, AHiddenRiflemanGoesWhereHeHasAShot) {
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/fire_spot.yaml");
  ASSERT_TRUE(t.opening);
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const int hale = 0;
  ASSERT_TRUE(ai_test::bring_to(t, 0, [&](const GameState&, const Decision& d) {
    return d.kind == DecisionKind::kFigureAction && d.figure == hale;
  })) << "Pte Hale never had an action of his own";
  const GameState& s = *t.opening;
  EXPECT_DOUBLE_EQ(t.rules->shot_offered(s, hale, s.figures()[hale].at), 0.0)
      << "the fixture hides him";
  for (uint64_t seed : {1, 2, 3}) {
    const auto [plan, went] = sent(*t.rules, s, hale, seed);
    ASSERT_TRUE(went) << "seed " << seed << ": he stays hidden: " << told(*t.rules, s, plan);
    EXPECT_GT(t.rules->shot_offered(s, hale, *went), 0.1) << plan.reason;
    EXPECT_NE(plan.reason.find("gives him a shot he lacks where he stands"), std::string::npos)
        << plan.reason;
  }
  // The consideration is what takes him there.
  const auto [plan, went] = sent_without(*t.rules, s, hale, &Weights::fire_position);
  EXPECT_FALSE(went && t.rules->shot_offered(s, hale, *went) > 0) << told(*t.rules, s, plan);
}

// In the last turn a musketeer hidden in a copse beside the field his side
// must hold at the end steps into it, under the enemy's muskets (hold at the
// end); weighed without it, he stays hidden.
TEST(Behaviour, InTheLastTurnAManStepsOntoTheGroundHisSideMustHold) {
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/hold_at_end.yaml");
  ASSERT_TRUE(t.opening);
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const int hale = 0;
  // A man alone leads himself: his unit's order moves him.
  ASSERT_TRUE(ai_test::bring_to(t, 0, [&](const GameState&, const Decision& d) {
    return d.kind == DecisionKind::kChooseOrder;
  })) << "Pte Hale's unit never had an order to give";
  const GameState& s = *t.opening;
  const Circle field = s.scenario().objectives[0].area;
  ASSERT_GT(distance(s.figures()[hale].at, field.centre), field.radius) << "he starts outside";
  const auto in_field = [&](Vec2 at) { return distance(at, field.centre) <= field.radius; };
  for (uint64_t seed : {1, 2, 3}) {
    const auto [plan, went] = sent(*t.rules, s, hale, seed);
    ASSERT_TRUE(went) << "seed " << seed << ": he stays: " << told(*t.rules, s, plan);
    EXPECT_TRUE(in_field(*went)) << "seed " << seed << ": " << told(*t.rules, s, plan);
    EXPECT_NE(plan.reason.find("that a man of ours stands on Hold the field when it comes"),
              std::string::npos)
        << plan.reason;
  }
  // The consideration is what takes him there.
  const auto [blind_plan, blind_to] = sent_without(*t.rules, s, hale, &Weights::hold_at_end);
  EXPECT_FALSE(blind_to && in_field(*blind_to)) << told(*t.rules, s, blind_plan);

  // Ten turns from the end, the field does not yet call him out of the copse
  // (`s` is the last turn's state; it goes with the table's opening here).
  auto early = std::make_shared<Scenario>(*t.scenario);
  early->turn_limit = 10;
  t.scenario = early;
  t.opening = t.rules->new_game(t.scenario);
  ASSERT_TRUE(ai_test::bring_to(t, 0, [&](const GameState&, const Decision& d) {
    return d.kind == DecisionKind::kChooseOrder;
  }));
  for (uint64_t seed : {1, 2, 3}) {
    const auto [early_plan, early_to] = sent(*t.rules, *t.opening, hale, seed);
    EXPECT_FALSE(early_to && in_field(*early_to))
        << "seed " << seed << ": " << told(*t.rules, *t.opening, early_plan);
  }
}

TEST(Behaviour, AMeleeManChargesAnIsolatedLoadedArcher) {
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/isolated_archer.yaml");
  ASSERT_TRUE(t.opening);
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const int adams = 0, archer = 1;
  // A charge is his own (kCharge), or his unit's order carrying him into
  // contact with the archer (a formed charge).
  const auto is_charge = [&](const GameState& s, const Action& a) {
    Vec2 to;
    return (a.kind == ActionKind::kCharge && a.target == archer) ||
           (moves_to(*t.rules, s, a, adams, to) && distance(to, s.figures()[archer].at) < 1.5);
  };
  std::vector<Action> legal;
  int judged = 0;
  // Both the unit's order and, once acting alone, his own action.
  for (DecisionKind kind : {DecisionKind::kChooseOrder, DecisionKind::kFigureAction}) {
    t.opening = t.rules->new_game(t.scenario);
    const bool came = ai_test::bring_to(t, 0, [&](const GameState& s, const Decision& d) {
      if (d.kind != kind) return false;
      t.rules->legal_actions(s, legal);
      for (const Action& a : legal) {
        if (is_charge(s, a)) return true;
      }
      return false;
    });
    if (!came) continue;
    ++judged;
    const GameState& s = *t.opening;
    for (uint64_t seed : {1, 2, 3}) {
      const PlanResult plan = balanced(seed)->plan(*t.rules, s, 0);
      EXPECT_TRUE(is_charge(s, plan.chosen)) << "seed " << seed << ": " << plan.reason << "\n"
                                             << ranking(*t.rules, s, plan);
    }
  }
  EXPECT_GT(judged, 0) << "the Crown was never offered the charge";
}

// An officer on his own near four enemies round the point his side wants:
// neither his unit's order nor his own action sends him in among them.
// What holds him back is the melee to come (Exposure::melee_losses: the
// strokes of every enemy who could reach him, all of them ganging up): a
// leader weighs it with the shots, and his way toward the objective counts
// only as far as he can expect to stand there. A flat count of enemies
// would also have stopped the swordsman charging the lone archer above.
TEST(Behaviour, ALeaderIsNotSentAloneIntoASuperiorEnemy) {
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/leader_alone.yaml");
  ASSERT_TRUE(t.opening);
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const int marsh = 0;
  auto nearest_enemy = [&](const GameState& s, Vec2 at) {
    double best = 1e9;
    for (int j = 1; j < static_cast<int>(s.figures().size()); ++j) {
      best = std::min(best, distance(at, s.figures()[static_cast<size_t>(j)].at));
    }
    return best;
  };
  int judged = 0;
  for (DecisionKind kind : {DecisionKind::kChooseOrder, DecisionKind::kFigureAction}) {
    t.opening = t.rules->new_game(t.scenario);
    const bool came = ai_test::bring_to(t, 0, [&](const GameState&, const Decision& d) {
      return d.kind == kind && (kind != DecisionKind::kFigureAction || d.figure == marsh);
    });
    if (!came) continue;
    ++judged;
    const GameState& s = *t.opening;
    const double now = nearest_enemy(s, s.figures()[marsh].at);
    for (uint64_t seed : {1, 2, 3}) {
      const PlanResult plan = balanced(seed)->plan(*t.rules, s, 0);
      EXPECT_NE(plan.chosen.kind, ActionKind::kCharge) << plan.reason << "\n"
                                                       << ranking(*t.rules, s, plan);
      Vec2 to;
      if (moves_to(*t.rules, s, plan.chosen, marsh, to)) {
        EXPECT_GE(nearest_enemy(s, to), std::min(now, 4.0))
            << "seed " << seed << ": " << plan.reason << "\n"
            << ranking(*t.rules, s, plan);
      }
    }
  }
  EXPECT_GT(judged, 0) << "Lt Marsh never had a decision";
}

// A musketeer with a standing private and the kneeling captain his side's
// kill objective names both in the open: the private is the likelier kill,
// but the captain's fall takes the objective, so he is the one shot at.
TEST(Behaviour, AShooterPicksTheOfficerAKillObjectiveNames) {
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/officer_named.yaml");
  ASSERT_TRUE(t.opening);
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const int moss = 0, pike = 1, lowell = 2;
  std::vector<Action> legal;
  const auto shoots_at = [&](const GameState& s, int target, Action& shot) {
    t.rules->legal_actions(s, legal);
    for (const Action& a : legal) {
      if (a.kind == ActionKind::kShoot && a.actor == moss && a.target == target) {
        shot = a;
        return true;
      }
    }
    return false;
  };
  Action at_pike, at_lowell;
  ASSERT_TRUE(ai_test::bring_to(t, 0, [&](const GameState& s, const Decision& d) {
    return d.kind == DecisionKind::kFigureAction && d.figure == moss &&
           shoots_at(s, pike, at_pike) && shoots_at(s, lowell, at_lowell);
  })) << "Pte Moss never had both shots";
  const GameState& s = *t.opening;
  Forecast pike_odds, lowell_odds;
  t.rules->forecast(s, at_pike, pike_odds);
  t.rules->forecast(s, at_lowell, lowell_odds);
  EXPECT_GT(pike_odds.enemy_losses, lowell_odds.enemy_losses)
      << "the fixture makes the private the likelier kill";
  for (uint64_t seed : {1, 2, 3}) {
    const PlanResult plan = balanced(seed)->plan(*t.rules, s, 0);
    EXPECT_EQ(plan.chosen, at_lowell) << "seed " << seed << ": " << plan.reason << "\n"
                                      << ranking(*t.rules, s, plan);
    EXPECT_NE(plan.reason.find("his fall scores \"Shoot the captain\""), std::string::npos)
        << plan.reason;
  }
}

// A side whose next loss breaks it: two swordsmen in the open 5" from a
// lone archer, four loaded muskets 16" off and a wood 4" behind them.
// Neither the unit's order nor a man's own action charges the archer; the
// side takes its men back toward the wood.
TEST(Behaviour, ASideAboutToBreakWithdrawsTowardCoverRatherThanCharging) {
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/about_to_break.yaml");
  ASSERT_TRUE(t.opening);
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const int adams = 0, cole = 1, archer = 2;
  const Vec2 wood{20, 4.5};  // the middle of the wood
  const auto charges = [&](const GameState& s, const Action& a) {
    if (a.kind == ActionKind::kCharge) return true;
    for (int man : {adams, cole}) {
      Vec2 to;
      if (moves_to(*t.rules, s, a, man, to) && distance(to, s.figures()[archer].at) < 1.5) {
        return true;
      }
    }
    return false;
  };
  std::vector<Action> legal;
  int judged = 0;
  for (DecisionKind kind : {DecisionKind::kChooseOrder, DecisionKind::kFigureAction}) {
    t.opening = t.rules->new_game(t.scenario);
    // A decision at which a charge at the archer is offered.
    const bool came = ai_test::bring_to(t, 0, [&](const GameState& s, const Decision& d) {
      if (d.kind != kind) return false;
      t.rules->legal_actions(s, legal);
      for (const Action& a : legal) {
        if (charges(s, a)) return true;
      }
      return false;
    });
    if (!came) continue;
    ++judged;
    const GameState& s = *t.opening;
    for (uint64_t seed : {1, 2, 3}) {
      const PlanResult plan = balanced(seed)->plan(*t.rules, s, 0);
      EXPECT_FALSE(charges(s, plan.chosen)) << "seed " << seed << ": " << plan.reason << "\n"
                                            << ranking(*t.rules, s, plan);
      bool toward = false;
      for (int man : {adams, cole}) {
        Vec2 to;
        if (moves_to(*t.rules, s, plan.chosen, man, to) &&
            distance(to, wood) < distance(s.figures()[static_cast<size_t>(man)].at, wood) - 1) {
          toward = true;
        }
      }
      EXPECT_TRUE(toward) << "seed " << seed << ": " << plan.reason << "\n"
                          << ranking(*t.rules, s, plan);
    }
  }
  EXPECT_GT(judged, 0) << "the Crown was never offered the charge";
}

// 002's initiative system: the rebels hold the initiative and three
// swordsmen stand within a charge of two Crown musketeers. When the Crown
// may try to seize the initiative, it tries.
TEST(Behaviour, ASideSeizesTheInitiativeWhenAChargeIsImminent) {
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/seize_before_the_charge.yaml");
  ASSERT_TRUE(t.opening);
  if (!answers_known(*t.rules, *t.opening)) GTEST_SKIP() << "the rule set cannot answer yet";
  const int crown = 1, hale = 4;
  ASSERT_TRUE(ai_test::bring_to(t, crown, [&](const GameState&, const Decision& d) {
    return d.kind == DecisionKind::kSeizeInitiative;
  })) << "the Crown never had the chance to seize the initiative";
  const GameState& s = *t.opening;
  Exposure threat;
  t.rules->exposure(s, hale, s.figures()[hale].at, threat);
  EXPECT_GT(threat.chargers, 0) << "the fixture puts him within a charge";
  for (uint64_t seed : {1, 2, 3}) {
    const PlanResult plan = balanced(seed)->plan(*t.rules, s, crown);
    EXPECT_EQ(plan.chosen.kind, ActionKind::kSeizeInitiative)
        << "seed " << seed << ": " << plan.reason << "\n"
        << ranking(*t.rules, s, plan);
  }
}

// Mayhem: a man reloads where no enemy can charge him, though one stands
// near (Rules::exposure counts only the chargers whose dice can reach: not
// across a stockade). With the palisade gone the provincial could charge,
// and reloading is no longer his choice.
TEST(Behaviour, AManUnderAPalisadeReloadsThoughTheEnemyStandsBeyondIt) {
  const auto brun_acts = [](const GameState&, const Decision& d) {
    return d.kind == DecisionKind::kFigureAction && d.figure == 0;
  };
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/reload_under_palisade.yaml");
  ASSERT_TRUE(t.opening);
  ASSERT_TRUE(ai_test::bring_to(t, 0, brun_acts)) << "Soldat Brun never had an action of his own";
  for (uint64_t seed : {1, 2, 3}) {
    const auto [plan, went] = sent(*t.rules, *t.opening, 0, seed);
    EXPECT_EQ(plan.chosen.kind, ActionKind::kReload)
        << "seed " << seed << ": " << told(*t.rules, *t.opening, plan);
  }

  auto open = std::make_shared<Scenario>(*t.scenario);
  auto bare = std::make_shared<Battlefield>(*t.scenario->battlefield);
  bare->features.clear();
  open->battlefield = bare;
  t.scenario = open;
  t.opening = t.rules->new_game(t.scenario);
  ASSERT_TRUE(ai_test::bring_to(t, 0, brun_acts));
  Exposure e;
  t.rules->exposure(*t.opening, 0, t.opening->figures()[0].at, e);
  EXPECT_GE(e.chargers, 1);
  const auto [plan, went] = sent(*t.rules, *t.opening, 0, 1);
  EXPECT_NE(plan.chosen.kind, ActionKind::kReload) << told(*t.rules, *t.opening, plan);
}

// Holding at the end: an enemy standing on the ground a side must hold
// denies it, so in the last turn the utility planner orders the charge
// that may clear him off (Forecast::losses names the men an order may put
// out of the fight); with the end far off, the charge brings no such worth.
TEST(Behaviour, InTheLastTurnAManOnTheGroundToHoldIsChargedOff) {
  const auto shute_ordered = [](const GameState&, const Decision& d) {
    return d.kind == DecisionKind::kActivateUnit;
  };
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/clear_the_ground.yaml");
  ASSERT_TRUE(t.opening);
  ASSERT_TRUE(ai_test::bring_to(t, 0, shute_ordered)) << "the rangers never had an order to give";
  const auto [plan, went] = sent(*t.rules, *t.opening, 0, 1);
  EXPECT_EQ(plan.chosen.kind, ActionKind::kActivate) << told(*t.rules, *t.opening, plan);
  EXPECT_EQ(plan.chosen.param, 1) << "an order to charge: " << told(*t.rules, *t.opening, plan);
  double clearing = 0;
  for (const Consideration& c : plan.ranked[plan.chosen_rank].terms) {
    if (c.name == kHoldAtEnd) clearing = c.value;
  }
  EXPECT_GT(clearing, 0) << told(*t.rules, *t.opening, plan);
  EXPECT_NE(plan.reason.find("to clear the enemy off The knoll"), std::string::npos) << plan.reason;

  auto later = std::make_shared<Scenario>(*t.scenario);
  later->turn_limit = 10;
  t.scenario = later;
  t.opening = t.rules->new_game(t.scenario);
  ASSERT_TRUE(ai_test::bring_to(t, 0, shute_ordered));
  const auto [calm, calm_went] = sent(*t.rules, *t.opening, 0, 1);
  for (const RankedOption& o : calm.ranked) {
    for (const Consideration& c : o.terms) {
      if (c.name == kHoldAtEnd) {
        EXPECT_EQ(c.value, 0) << told(*t.rules, *t.opening, calm);
      }
    }
  }
}

// Holding at the end: in the last turn an order to move is followed to
// the men's own moves (UtilitySettings::follow_orders_to_hold), so the
// planner orders the group whose man can walk onto the ground to hold;
// not followed, every order is rated alike and the first offered goes.
TEST(Behaviour, InTheLastTurnTheGroupThatCanTakeTheGroundIsOrdered) {
  const auto ordered = [](const GameState&, const Decision& d) {
    return d.kind == DecisionKind::kActivateUnit;
  };
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/walk_onto_the_ground.yaml");
  ASSERT_TRUE(t.opening);
  ASSERT_TRUE(ai_test::bring_to(t, 0, ordered)) << "the rangers never had an order to give";
  const int shute = 1;
  const auto [plan, went] = sent(*t.rules, *t.opening, shute, 1);
  EXPECT_EQ(plan.chosen.kind, ActionKind::kActivate) << told(*t.rules, *t.opening, plan);
  EXPECT_EQ(plan.chosen.actor, shute) << told(*t.rules, *t.opening, plan);
  EXPECT_EQ(plan.chosen.param, 0) << "an order to move: " << told(*t.rules, *t.opening, plan);
  EXPECT_NE(plan.reason.find("stands on The knoll"), std::string::npos) << plan.reason;

  UtilitySettings unfollowed;
  unfollowed.follow_orders_to_hold = false;
  const PlanResult blind =
      UtilityPlanner(find_personality(load_personalities(default_personalities_path()), "balanced"),
                     1, unfollowed)
          .plan(*t.rules, *t.opening, 0);
  EXPECT_NE(blind.chosen.actor, shute) << told(*t.rules, *t.opening, blind);
}

}  // namespace
}  // namespace skirmish::ai
