// `skirmish play --resume` of a Medieval Mayhem game saved in the middle of
// a resolution: while a shot waits for its side to choose the horse or the
// rider (004 / Medieval Mayhem / Horses, option horses_struck_separately),
// while a hero's failed courage die waits for his side's word on his save
// token (004 / Heroes, hero_saves.h), and (Musket, the ford) while a
// hero's failed die of a shot or fight waits for his side's word on his
// reroll token (hero_rerolls.h). The save is the generic record of
// actions, and the resumed game ends as the uninterrupted one.
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
const std::string kFord = SKIRMISH_SOURCE_DIR "/scenarios/mayhem_brook_ford.yaml";

std::shared_ptr<const Scenario> shipped(const std::string& file) {
  LoadResult loaded = load_scenario(file);
  EXPECT_TRUE(loaded.ok());
  Scenario s = std::move(*loaded.scenario);
  EXPECT_FALSE(resolve_roster(s, *builtin_catalog(s.rules)).has_value());
  return std::make_shared<const Scenario>(std::move(s));
}

// How many of `record`'s actions bring the game to a position `stops_at`
// says waits mid-resolution; 0 if none does.
template <typename Waits>
size_t actions_to(const GameRecord& record, const std::shared_ptr<const Scenario>& scenario,
                  Waits stops_at) {
  const Rules& rules = builtin_registry().get("mayhem");
  GameRecord part = record;
  for (size_t n = 1; n < record.actions.size(); ++n) {
    part.actions.assign(record.actions.begin(),
                        record.actions.begin() + static_cast<std::ptrdiff_t>(n));
    const auto state = replay(rules, scenario, part);
    if (stops_at(mayhem::as_mayhem(*state))) return n;
  }
  return 0;
}

// Plays `file` whole and, cut where `stops_at` first holds, resumed by the
// same random players: the record comes out the same. True when some seed
// came to such a position.
template <typename Waits>
bool resumed_as_whole(const std::vector<std::string>& options, Waits stops_at,
                      const std::string& file = kAmbush) {
  const auto scenario = shipped(file);
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    PlayArgs whole;
    whole.scenario = file;
    whole.red = "random";
    whole.blue = "random";
    whole.seed = seed;
    whole.quiet = true;
    whole.options = options;
    whole.save = scratch("mid_whole.sav").string();
    EXPECT_EQ(play(whole, "", builtin_registry()).code, 0);
    const GameRecord full = load_record(whole.save);
    const size_t cut_at = actions_to(full, scenario, stops_at);
    if (cut_at == 0) continue;

    // As if the program had been stopped with the choice before the side.
    GameRecord part = full;
    part.actions.resize(cut_at);
    const std::string cut = scratch("mid_part.sav").string();
    save_record(part, cut);
    const CommandRun r = play(resumed_by_random_players(cut), "", builtin_registry());
    EXPECT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(load_record(cut), full) << "seed " << seed;
    return true;
  }
  return false;
}

TEST(SaveAndResume, AGameStoppedAtTheHorseOrRiderChoiceEndsAsTheWholeOne) {
  EXPECT_TRUE(resumed_as_whole({"horses_struck_separately=on"}, mayhem::shot_waits))
      << "no game of the ambush came to a shot waiting for the horse-or-rider choice";
}

TEST(SaveAndResume, AGameStoppedAtAHerosSaveEndsAsTheWholeOne) {
  const auto save_waits = [](const mayhem::MayhemState& s) {
    return s.step == mayhem::Step::kSave;
  };
  EXPECT_TRUE(resumed_as_whole({}, save_waits))
      << "no game of the ambush came to a hero's save waiting for his side's word";
}

TEST(SaveAndResume, AGameStoppedAtAHerosRerollEndsAsTheWholeOne) {
  const auto reroll_waits = [](const mayhem::MayhemState& s) {
    return s.step == mayhem::Step::kReroll;
  };
  EXPECT_TRUE(resumed_as_whole({}, reroll_waits, kFord))
      << "no game of the ford came to a hero's reroll waiting for his side's word";
}

}  // namespace
}  // namespace skirmish
