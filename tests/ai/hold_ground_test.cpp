// Ground toward a hold area, as the utility planner counts it
// (ai/utility/considerations.h, kHoldSpareTurns): nothing while the man can
// still reach an uncontested, empty area in time; in full when the end is
// near, an enemy stands in the area, or the enemy would hold it too.
// The fixture: a musketeer in a copse 3" from the field his side must hold
// (tests/ai/fixtures/hold_at_end.yaml), with the turn limit, the enemy's
// places and objectives changed case by case.
#include <gtest/gtest.h>

#include <memory>
#include <string>

#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

constexpr int kHale = 0;

// The objective progress of every option that moves Pte Hale, at his
// unit's first order of the game, by how far it takes him toward the field:
// the most the planner counted for a move closer to it, and the most (in
// size) it counted for a move away.
struct Ground {
  bool moved_closer = false;
  double closer = 0;
  double away = 0;
};

Ground ground_counted(const std::shared_ptr<const Scenario>& scenario) {
  ai_test::Table t;
  t.scenario = scenario;
  t.rules = &ai_test::registry().get(scenario->rules);
  t.opening = t.rules->new_game(t.scenario);
  Ground out;
  if (!ai_test::bring_to(t, 0, [&](const GameState&, const Decision& d) {
        return d.kind == DecisionKind::kChooseOrder;
      })) {
    ADD_FAILURE() << "Pte Hale's unit never had an order to give";
    return out;
  }
  const GameState& s = *t.opening;
  const Circle field = s.scenario().objectives[0].area;
  const auto all = load_personalities(default_personalities_path());
  UtilityPlanner planner(find_personality(all, "balanced"), 1);
  const PlanResult plan = planner.plan(*t.rules, s, 0);
  const double here = distance(s.figures()[kHale].at, field.centre);
  for (const RankedOption& o : plan.ranked) {
    Forecast f;
    t.rules->forecast(s, o.action, f);
    for (const ForecastMove& m : f.moves) {
      if (m.figure != kHale) continue;
      const double there = distance(m.to, field.centre);
      for (const Consideration& c : o.terms) {
        if (c.name != kObjective) continue;
        if (there < here - 0.5) {
          out.moved_closer = true;
          out.closer = std::max(out.closer, c.value);
        } else if (there > here + 0.5) {
          out.away = std::max(out.away, std::abs(c.value));
        }
      }
    }
  }
  return out;
}

std::shared_ptr<Scenario> fixture(int turn_limit) {
  auto s = std::make_shared<Scenario>(
      *ai_test::load_playable(ai_test::source_path("tests/ai/fixtures/hold_at_end.yaml")));
  s->turn_limit = turn_limit;
  return s;
}

TEST(HoldGround, AnEmptyAreaNobodyElseWouldHoldCanWaitWhileThereIsTime) {
  const Ground g = ground_counted(fixture(10));
  ASSERT_TRUE(g.moved_closer) << "no option moves him toward the field";
  EXPECT_EQ(g.closer, 0.0);
  EXPECT_EQ(g.away, 0.0);
}

TEST(HoldGround, InTheLastTurnsTheGroundCounts) {
  const Ground g = ground_counted(fixture(1));
  ASSERT_TRUE(g.moved_closer);
  EXPECT_GT(g.closer, 0.0);
}

TEST(HoldGround, AnEnemyStandingInTheAreaMakesTheGroundCount) {
  auto s = fixture(10);
  // Zeke Thorne stands in the field.
  s->sides[1].units[0].figures[1].at = s->objectives[0].area.centre + Vec2{1, 0};
  const Ground g = ground_counted(s);
  ASSERT_TRUE(g.moved_closer);
  EXPECT_GT(g.closer, 0.0);
}

TEST(HoldGround, AnAreaTheEnemyWouldHoldTooIsARace) {
  auto s = fixture(10);
  Objective theirs = s->objectives[0];
  theirs.side = s->sides[1].name;
  s->objectives.push_back(theirs);
  const Ground g = ground_counted(s);
  ASSERT_TRUE(g.moved_closer);
  EXPECT_GT(g.closer, 0.0);
}

}  // namespace
}  // namespace skirmish::ai
