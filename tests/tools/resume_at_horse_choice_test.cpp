// `skirmish play --resume` of a Medieval Mayhem game saved while a shot
// waits for its side to choose the horse or the rider (004 / Medieval
// Mayhem / Horses, option horses_struck_separately): the save is the
// generic record of actions, and the resumed game ends as the
// uninterrupted one.
#include <gtest/gtest.h>

#include "engine/rules/catalogs.h"
#include "engine/rules/mayhem/horse_strike.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/scenario/roster_check.h"
#include "tests/tools/play_fixture.h"

namespace skirmish {
namespace {

using namespace play_test;

const std::string kAmbush = SKIRMISH_SOURCE_DIR "/scenarios/mayhem_forest_ambush.yaml";

std::shared_ptr<const Scenario> ambush() {
  LoadResult loaded = load_scenario(kAmbush);
  EXPECT_TRUE(loaded.ok());
  Scenario s = std::move(*loaded.scenario);
  EXPECT_FALSE(resolve_roster(s, *builtin_catalog(s.rules)).has_value());
  return std::make_shared<const Scenario>(std::move(s));
}

// How many of `record`'s actions bring the game to a shot waiting for the
// horse-or-rider choice; 0 if none does.
size_t actions_to_a_waiting_shot(const GameRecord& record,
                                 const std::shared_ptr<const Scenario>& scenario) {
  const Rules& rules = builtin_registry().get("mayhem");
  GameRecord part = record;
  for (size_t n = 1; n < record.actions.size(); ++n) {
    part.actions.assign(record.actions.begin(),
                        record.actions.begin() + static_cast<std::ptrdiff_t>(n));
    const auto state = replay(rules, scenario, part);
    if (mayhem::shot_waits(mayhem::as_mayhem(*state))) return n;
  }
  return 0;
}

TEST(SaveAndResume, AGameStoppedAtTheHorseOrRiderChoiceEndsAsTheWholeOne) {
  const auto scenario = ambush();
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    PlayArgs whole;
    whole.scenario = kAmbush;
    whole.red = "random";
    whole.blue = "random";
    whole.seed = seed;
    whole.quiet = true;
    whole.options = {"horses_struck_separately=on"};
    whole.save = scratch("horse_whole.sav").string();
    ASSERT_EQ(play(whole, "", builtin_registry()).code, 0);
    const GameRecord full = load_record(whole.save);
    const size_t cut_at = actions_to_a_waiting_shot(full, scenario);
    if (cut_at == 0) continue;

    // As if the program had been stopped with the choice before the side.
    GameRecord part = full;
    part.actions.resize(cut_at);
    const std::string cut = scratch("horse_part.sav").string();
    save_record(part, cut);
    const CommandRun r = play(resumed_by_random_players(cut), "", builtin_registry());
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(load_record(cut), full) << "seed " << seed;
    return;
  }
  FAIL() << "no game of the ambush came to a shot waiting for the horse-or-rider choice";
}

}  // namespace
}  // namespace skirmish
