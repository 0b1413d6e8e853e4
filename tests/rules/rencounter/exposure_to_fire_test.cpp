// Rules::exposure_to_fire (rules.h) leaves out only the melee to come:
// over random play on the shipped Rencounter scenarios, every man asked at
// where he stands and a few inches off it, held still and afresh, gets
// every other part of Rules::exposure bit for bit, and melee_losses 0.
#include <gtest/gtest.h>

#include <bit>
#include <memory>
#include <string>

#include "engine/core/random.h"
#include "engine/rules/rencounter/rencounter_rules.h"
#include "engine/rules/state_held_still.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

uint64_t bits(double x) {
  return std::bit_cast<uint64_t>(x);
}

void expect_same_but_melee(const Exposure& fire, const Exposure& whole, const std::string& where) {
  EXPECT_EQ(fire.known, whole.known) << where;
  EXPECT_EQ(fire.shooters, whole.shooters) << where;
  EXPECT_EQ(fire.clear_shots, whole.clear_shots) << where;
  EXPECT_EQ(bits(fire.expected_hits), bits(whole.expected_hits)) << where;
  EXPECT_EQ(bits(fire.expected_losses), bits(whole.expected_losses)) << where;
  EXPECT_EQ(fire.chargers, whole.chargers) << where;
  EXPECT_EQ(bits(fire.cover), bits(whole.cover)) << where;
  EXPECT_EQ(bits(fire.melee_losses), bits(0.0)) << where;
}

TEST(ExposureToFire, IsTheExposureWithoutTheMeleeToCome) {
  RencounterRules rules;
  int asked = 0, with_melee = 0;
  for (const char* file :
       {"reference.yaml", "default.yaml", "ambush.yaml", "defended_building.yaml"}) {
    std::unique_ptr<GameState> state = rules.new_game(testing::shipped_scenario(file));
    SeededDice dice(31);
    Xoshiro256 choose(32);
    std::vector<Action> actions;
    Exposure fire, whole;
    for (int step = 0; step < 120 && !rules.next_decision(*state).game_over(); ++step) {
      rules.legal_actions(*state, actions);
      if (step % 3 == 0) {
        // Held still on odd rounds: the planners' memo answers too.
        for (int round = 0; round < 2; ++round) {
          std::unique_ptr<StateHeldStill> held;
          if (round == 1) held = std::make_unique<StateHeldStill>(*state);
          for (int i = 0; i < static_cast<int>(state->figures().size()); ++i) {
            const Vec2 here = state->figures()[static_cast<size_t>(i)].at;
            for (const Vec2 off : {Vec2{0, 0}, Vec2{3, 1}, Vec2{-2, -4}}) {
              const std::string where =
                  std::string(file) + " step " + std::to_string(step) + " man " + std::to_string(i);
              rules.exposure_to_fire(*state, i, here + off, fire);
              rules.exposure(*state, i, here + off, whole);
              expect_same_but_melee(fire, whole, where);
              ++asked;
              with_melee += whole.melee_losses > 0 ? 1 : 0;
            }
          }
        }
      }
      rules.apply(*state, actions[choose.below(actions.size())], dice, null_sink());
    }
  }
  EXPECT_GT(asked, 1000);
  // Some spots had a melee to come, so leaving it out was tested.
  EXPECT_GT(with_melee, 10);
}

}  // namespace
}  // namespace skirmish::rencounter
