// What the planner queries keep while their state is held still
// (planner_memo.h, engine/rules/state_held_still.h) gives the very answers
// worked out afresh, bit for bit: a shot in general at every range band,
// cover and man in the way, for men alike but for one thing a shot reads
// of them, and under other options one after another; and exposure, the
// shot a spot offers and every forecast asked over random play, with a
// new scope on the same state object after every action (so a memo kept
// from the state before would show).
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <memory>

#include "engine/core/random.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/planner_memo.h"
#include "engine/rules/rencounter/planner_queries.h"
#include "engine/rules/rencounter/rencounter_rules.h"
#include "engine/rules/state_held_still.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

uint64_t bits(double x) {
  return std::bit_cast<uint64_t>(x);
}

void expect_same(const Exposure& kept, const Exposure& plain, const std::string& where) {
  EXPECT_EQ(kept.known, plain.known) << where;
  EXPECT_EQ(kept.shooters, plain.shooters) << where;
  EXPECT_EQ(kept.clear_shots, plain.clear_shots) << where;
  EXPECT_EQ(bits(kept.expected_hits), bits(plain.expected_hits)) << where;
  EXPECT_EQ(bits(kept.expected_losses), bits(plain.expected_losses)) << where;
  EXPECT_EQ(kept.chargers, plain.chargers) << where;
  EXPECT_EQ(bits(kept.melee_losses), bits(plain.melee_losses)) << where;
  EXPECT_EQ(bits(kept.cover), bits(plain.cover)) << where;
}

void expect_same(const Forecast& kept, const Forecast& plain, const std::string& where) {
  EXPECT_EQ(kept.known, plain.known) << where;
  EXPECT_EQ(bits(kept.carried_out), bits(plain.carried_out)) << where;
  EXPECT_EQ(bits(kept.failure_risk), bits(plain.failure_risk)) << where;
  EXPECT_EQ(bits(kept.enemy_losses), bits(plain.enemy_losses)) << where;
  EXPECT_EQ(bits(kept.enemy_harm), bits(plain.enemy_harm)) << where;
  EXPECT_EQ(bits(kept.own_losses), bits(plain.own_losses)) << where;
  EXPECT_EQ(bits(kept.own_harm), bits(plain.own_harm)) << where;
  EXPECT_EQ(bits(kept.hit_chance), bits(plain.hit_chance)) << where;
  EXPECT_EQ(kept.own_men_to_break, plain.own_men_to_break) << where;
  EXPECT_EQ(kept.enemy_men_to_break, plain.enemy_men_to_break) << where;
  ASSERT_EQ(kept.moves.size(), plain.moves.size()) << where;
  for (size_t k = 0; k < kept.moves.size(); ++k) {
    EXPECT_EQ(kept.moves[k].figure, plain.moves[k].figure) << where;
    EXPECT_EQ(kept.moves[k].to, plain.moves[k].to) << where;
  }
}

// Every look a shot in general can follow: ranges across all of a firer's
// bands (and just past each step), every cover, a friend, an enemy or
// nobody first in the way. `compare` is called with each.
template <class Compare>
void for_every_look(int friend_of_his, int enemy, const Compare& compare) {
  for (double range = 0; range <= 60; range += 0.5) {
    for (const double r : {range, std::nextafter(range, 100.0)}) {
      for (const SolidCover solid :
           {SolidCover::kNone, SolidCover::kHalf, SolidCover::kThreeQuarters,
            SolidCover::kJustEnough, SolidCover::kLoophole}) {
        for (const LeafyCover leafy :
             {LeafyCover::kNone, LeafyCover::kPartial, LeafyCover::kMostly}) {
          for (const int in_way : {-1, friend_of_his, enemy}) {
            LosResult seen;
            seen.visible = true;
            seen.range = r;
            seen.solid = solid;
            seen.leafy = leafy;
            if (in_way >= 0) {
              seen.blocker_count = 1;
              seen.blockers[0] = in_way;
            }
            compare(seen);
          }
        }
      }
    }
  }
}

// The opening of the reference scenario, whose men the shots are asked of.
class KeptShots : public ::testing::Test {
 protected:
  RencounterRules rules;
  const std::unique_ptr<GameState> start =
      rules.new_game(testing::shipped_scenario("reference.yaml"));
  const RencounterState& s0 = as_rencounter(*start);
  const int n = static_cast<int>(s0.figures().size());
};

// Two firers and two targets alike but for one thing a shot in general
// reads of a man: the first pair's shots are kept, and the second pair's
// kept shots are their own, not the first pair's (men alike share a kind,
// so a kind that left out what tells them apart would show here). Every
// shot, kept or worked out, is the shot worked out afresh, to the bit.
TEST_F(KeptShots, AreTheShotsWorkedOutAfresh) {
  // The first man with a missile and another of his side with one; the
  // first two enemy men. Each second man is made like the first below.
  int firer = -1, other_firer = -1, target = -1, other_target = -1;
  for (int i = 0; i < n; ++i) {
    if (s0.men[static_cast<size_t>(i)].missile < 0) continue;
    if (firer < 0) {
      firer = i;
    } else if (other_firer < 0 && !is_enemy(s0, firer, i)) {
      other_firer = i;
    }
  }
  for (int i = 0; i < n; ++i) {
    if (!is_enemy(s0, firer, i)) continue;
    if (target < 0) {
      target = i;
    } else if (other_target < 0) {
      other_target = i;
    }
  }
  ASSERT_GE(other_firer, 0);
  ASSERT_GE(other_target, 0);
  const auto make_alike = [](RencounterState& s, int model, int i) {
    s.men[static_cast<size_t>(i)] = s.men[static_cast<size_t>(model)];
    Figure& f = s.figures()[static_cast<size_t>(i)];
    const Figure& like = s.figures()[static_cast<size_t>(model)];
    f.posture = like.posture;
    f.mounted = like.mounted;
    f.status = like.status;
  };
  using Change = void (*)(RencounterState&, int);
  const std::vector<Change> firer_changes = {
      [](RencounterState&, int) {},
      [](RencounterState& s, int i) { s.men[static_cast<size_t>(i)].fire -= 2; },
      [](RencounterState& s, int i) { s.men[static_cast<size_t>(i)].wounds.points = 2; },
      [](RencounterState& s, int i) {
        auto& m = s.men[static_cast<size_t>(i)].missile;
        m = static_cast<int8_t>(m == 0 ? 1 : 0);
      },
      [](RencounterState& s, int i) {
        s.figures()[static_cast<size_t>(i)].mounted = true;
        s.men[static_cast<size_t>(i)].horse.has_horse = true;
      },
  };
  const std::vector<Change> target_changes = {
      [](RencounterState&, int) {},
      [](RencounterState& s, int i) { s.men[static_cast<size_t>(i)].armor += 1; },
      [](RencounterState& s, int i) { s.men[static_cast<size_t>(i)].shield = 2; },
      [](RencounterState& s, int i) {
        s.figures()[static_cast<size_t>(i)].posture = Posture::kProne;
      },
      [](RencounterState& s, int i) {
        s.figures()[static_cast<size_t>(i)].mounted = true;
        s.men[static_cast<size_t>(i)].horse.has_horse = true;
      },
      [](RencounterState& s, int i) {
        s.figures()[static_cast<size_t>(i)].status = FigureStatus::kDown;
      },
      [](RencounterState& s, int i) { s.men[static_cast<size_t>(i)].morale.runs_for_good = true; },
      [](RencounterState& s, int i) { s.men[static_cast<size_t>(i)].wounds.points = 5; },
      [](RencounterState& s, int i) { s.men[static_cast<size_t>(i)].wounds.in_shock = true; },
      [](RencounterState& s, int i) { s.men[static_cast<size_t>(i)].experience = 2; },
  };
  int compared = 0, kept = 0;
  for (size_t fc = 0; fc < firer_changes.size(); ++fc) {
    for (size_t tc = 0; tc < target_changes.size(); ++tc) {
      const std::unique_ptr<GameState> state = start->clone();
      RencounterState& s = as_rencounter(*state);
      // Knockdown by the man's experience, so that experience counts.
      s.config.action.variable_knockdown = true;
      make_alike(s, firer, other_firer);
      make_alike(s, target, other_target);
      firer_changes[fc](s, other_firer);
      target_changes[tc](s, other_target);
      const StateHeldStill held(*state);
      PlannerMemo* memo = PlannerMemo::held(s);
      ASSERT_NE(memo, nullptr);
      // Twice over: the second round finds what the first kept.
      for (int round = 0; round < 2; ++round) {
        for (const int shooter : {firer, other_firer}) {
          for (const int aimed_at : {target, other_target}) {
            for_every_look(
                shooter == firer ? other_firer : firer, aimed_at, [&](const LosResult& seen) {
                  const GeneralShot plain = general_shot(s, nullptr, shooter, aimed_at, seen);
                  GeneralShot found;
                  kept +=
                      memo->find_shot(memo->shot_key(s, shooter, aimed_at, seen), found) ? 1 : 0;
                  const GeneralShot mine = general_shot(s, memo, shooter, aimed_at, seen);
                  ASSERT_EQ(mine.can_fire, plain.can_fire)
                      << "firer change " << fc << ", target change " << tc;
                  ASSERT_EQ(bits(mine.struck), bits(plain.struck))
                      << "firer change " << fc << ", target change " << tc;
                  ASSERT_EQ(bits(mine.out), bits(plain.out))
                      << "firer change " << fc << ", target change " << tc;
                  ++compared;
                });
          }
        }
      }
    }
  }
  EXPECT_GT(compared, 100000);
  EXPECT_GT(kept, compared / 2);  // all of the second round and most of the first
}

// The kinds and shots kept outlive a scope only while the fire and action
// options stay the same: the same men asked under other options, one after
// another, get the shots of their own options.
TEST_F(KeptShots, UnderOtherOptionsAreNotTaken) {
  int firer = -1, friend_of_his = -1, target = -1;
  for (int i = 0; i < n; ++i) {
    if (firer < 0 && s0.men[static_cast<size_t>(i)].missile >= 0) firer = i;
  }
  for (int i = 0; i < n; ++i) {
    if (target < 0 && is_enemy(s0, firer, i)) target = i;
    if (friend_of_his < 0 && i != firer && !is_enemy(s0, firer, i)) friend_of_his = i;
  }
  using Change = void (*)(RencounterConfig&);
  const std::vector<Change> options = {
      [](RencounterConfig&) {},
      [](RencounterConfig& c) { c.action.variable_knockdown = true; },
      [](RencounterConfig& c) { c.fire.long_arm_too_close = 6; },
      [](RencounterConfig& c) { c.fire.posture_ignored_within = 8; },
      [](RencounterConfig& c) { c.fire.cap_need_for_margin = true; },
      [](RencounterConfig&) {},
  };
  int compared = 0;
  for (size_t k = 0; k < options.size(); ++k) {
    const std::unique_ptr<GameState> state = start->clone();
    RencounterState& s = as_rencounter(*state);
    options[k](s.config);
    // Prone and lightly hurt: the posture and the knockdown count.
    s.figures()[static_cast<size_t>(target)].posture = Posture::kProne;
    s.men[static_cast<size_t>(target)].wounds.points = 1;
    const StateHeldStill held(*state);
    PlannerMemo* memo = PlannerMemo::held(s);
    for (int round = 0; round < 2; ++round) {
      for_every_look(friend_of_his, target, [&](const LosResult& seen) {
        const GeneralShot plain = general_shot(s, nullptr, firer, target, seen);
        const GeneralShot mine = general_shot(s, memo, firer, target, seen);
        ASSERT_EQ(mine.can_fire, plain.can_fire) << "options " << k;
        ASSERT_EQ(bits(mine.struck), bits(plain.struck)) << "options " << k;
        ASSERT_EQ(bits(mine.out), bits(plain.out)) << "options " << k;
        ++compared;
      });
    }
  }
  EXPECT_GT(compared, 10000);
}

// Over random play on the four shipped scenarios, every man at his spot and
// a few inches off it: exposure and the shot offered, and every offered
// action's forecast, asked with the state held still (once, then again from
// what was kept) and afresh.
TEST(PlannerMemo, HeldStillTheQueriesAnswerAsAfresh) {
  RencounterRules rules;
  int asked = 0;
  for (const char* file :
       {"reference.yaml", "default.yaml", "ambush.yaml", "defended_building.yaml"}) {
    std::unique_ptr<GameState> state = rules.new_game(testing::shipped_scenario(file));
    const std::unique_ptr<GameState> elsewhere = state->clone();
    const RencounterState& s = as_rencounter(*state);
    SeededDice dice(21);
    Xoshiro256 choose(22);
    std::vector<Action> actions;
    Exposure plain_exposure, kept_exposure;
    Forecast plain_forecast, kept_forecast;
    for (int step = 0; step < 120 && !rules.next_decision(*state).game_over(); ++step) {
      rules.legal_actions(*state, actions);
      if (step % 2 == 0) {
        const StateHeldStill held(*state);
        ASSERT_NE(PlannerMemo::held(s), nullptr);
        for (int round = 0; round < 2; ++round) {
          for (const Action& a : actions) {
            const std::string where = std::string(file) + " step " + std::to_string(step);
            planner_forecast(s, a, kept_forecast);
            {
              // Another state held inside: nothing kept is used.
              const StateHeldStill other(*elsewhere);
              ASSERT_EQ(PlannerMemo::held(s), nullptr);
              planner_forecast(s, a, plain_forecast);
            }
            expect_same(kept_forecast, plain_forecast, where + " forecast");
          }
          for (int i = 0; i < static_cast<int>(s.figures().size()); ++i) {
            const Vec2 here = s.figures()[static_cast<size_t>(i)].at;
            for (const Vec2 off : {Vec2{0, 0}, Vec2{3, 1}, Vec2{-2, -4}}) {
              const std::string where =
                  std::string(file) + " step " + std::to_string(step) + " man " + std::to_string(i);
              planner_exposure(s, i, here + off, kept_exposure);
              const double kept_shot = planner_shot_offered(s, i, here + off);
              double plain_shot;
              {
                const StateHeldStill other(*elsewhere);
                planner_exposure(s, i, here + off, plain_exposure);
                plain_shot = planner_shot_offered(s, i, here + off);
              }
              expect_same(kept_exposure, plain_exposure, where);
              ASSERT_EQ(bits(kept_shot), bits(plain_shot)) << where;
              ++asked;
            }
          }
        }
      }
      rules.apply(*state, actions[choose.below(actions.size())], dice, null_sink());
    }
  }
  EXPECT_GT(asked, 1000);
}

}  // namespace
}  // namespace skirmish::rencounter
