// Saved games: the JSON round trip, clear errors for damaged or foreign
// files, scenario change detection, and replays of seeded and manual games.
#include "engine/rules/game_record.h"

#include <gtest/gtest.h>

#include <sstream>

#include "engine/core/atomic_file.h"
#include "tests/rules/minimal_rules.h"
#include "tests/rules/test_dir.h"

namespace skirmish {
namespace {

GameRecord sample_record() {
  GameRecord r;
  r.scenario_file = "scenarios/ambush.yaml";
  r.scenario_hash = content_hash("sides: []");
  r.rules = "minimal";
  r.options = {{"kill_on", "5"}, {"range", "long"}};
  r.seed = 18446744073709551557ULL;  // the largest 64-bit prime: all 64 bits survive
  r.players = {"human", "computer:4"};
  r.rolls = {{false, 6, 3}, {true, 9, 0}};
  r.actions = {{ActionKind::kMove, 2, -1, -1, 0, Vec2{12.125, 0.1}},
               {ActionKind::kShoot, 0, 3, -1, 0, std::nullopt},
               {ActionKind::kOrder, -1, -1, 4, -7, std::nullopt},
               {}};
  return r;
}

std::string load_error(const std::filesystem::path& file) {
  try {
    load_record(file);
  } catch (const RulesError& e) {
    return e.what();
  } catch (const FileError& e) {
    return e.what();
  }
  return "";
}

TEST(GameRecord, JsonRoundTripIsExact) {
  const GameRecord r = sample_record();
  const std::string json = to_json(r);
  EXPECT_EQ(record_from_json(json, "test"), r);
  EXPECT_NE(json.find("\"kind\": \"move\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"format\": \"skirmish game record\""), std::string::npos);
}

// A version 1 record (before saves named their players) still loads, with
// no players.
TEST(GameRecord, AVersionOneRecordLoadsWithoutPlayers) {
  const GameRecord r = record_from_json(
      R"({"format": "skirmish game record", "version": 1, "scenario_file": "a", )"
      R"("scenario_hash": "", "rules": "minimal", "options": [], "seed": 7, "rolls": [], )"
      R"("actions": [{"kind": "pass"}]})",
      "old.sav");
  EXPECT_EQ(r.seed, 7u);
  EXPECT_EQ(r.actions.size(), 1u);
  EXPECT_TRUE(r.players.empty());
  EXPECT_NE(to_json(sample_record()).find("\"players\": [\n"), std::string::npos);
}

TEST(GameRecord, SavesAtomicallyAndLoads) {
  TestDir dir;
  const auto file = dir / "game.json";
  save_record(sample_record(), file);
  save_record(sample_record(), file);
  EXPECT_EQ(load_record(file), sample_record());
  EXPECT_EQ(dir.entries(), 1);
}

TEST(GameRecord, DamagedOrForeignFilesGiveOneClearError) {
  TestDir dir;
  const std::string good = to_json(sample_record());
  const std::vector<std::pair<std::string, std::string>> bad = {
      {"empty.json", ""},
      {"garbage.json", "\x01\x02 not json at all"},
      {"truncated.json", good.substr(0, good.size() / 2)},
      {"foreign.json", R"({"name": "a scenario", "sides": []})"},
      {"array.json", "[1, 2, 3]"},
      {"other_format.json", R"({"format": "spreadsheet", "version": 1})"},
      {"future.json", R"({"format": "skirmish game record", "version": 99})"},
      {"bad_kind.json",
       R"({"format": "skirmish game record", "version": 1, "scenario_file": "a", )"
       R"("scenario_hash": "", "rules": "minimal", "options": [], "seed": 1, "rolls": [], )"
       R"("actions": [{"kind": "teleport"}]})"},
      {"bad_roll.json", R"({"format": "skirmish game record", "version": 1, "scenario_file": "a", )"
                        R"("scenario_hash": "", "rules": "minimal", "options": [], "seed": 1, )"
                        R"("rolls": [{"card": false, "sides": 6, "value": 7}], "actions": []})"},
      {"wrong_type.json",
       R"({"format": "skirmish game record", "version": 1, "scenario_file": 5, )"
       R"("scenario_hash": "", "rules": "minimal", "options": [], "seed": 1, "rolls": [], )"
       R"("actions": []})"},
  };
  for (const auto& [name, content] : bad) {
    write_file_atomically(dir / name, content);
    const std::string error = load_error(dir / name);
    EXPECT_NE(error.find((dir / name).string()), std::string::npos)
        << name << " gave: '" << error << "'";
  }
  EXPECT_NE(load_error(dir / "bad_kind.json").find("unknown action kind 'teleport'"),
            std::string::npos);
  EXPECT_NE(load_error(dir / "future.json").find("version 99 is not supported"), std::string::npos);
  EXPECT_NE(load_error(dir / "truncated.json").find("truncated.json:25:21: "), std::string::npos)
      << load_error(dir / "truncated.json");
  EXPECT_NE(load_error(dir / "missing.json").find("missing.json"), std::string::npos);
}

TEST(GameRecord, NoticesAChangedScenario) {
  const GameRecord r = sample_record();
  EXPECT_NO_THROW(check_scenario_content(r, "sides: []"));
  try {
    check_scenario_content(r, "sides: [red]");
    FAIL() << "expected RecordError";
  } catch (const RecordError& e) {
    EXPECT_NE(std::string(e.what()).find("scenarios/ambush.yaml has changed"), std::string::npos);
  }
}

TEST(GameRecord, ContentHashIsStable) {
  // FNV-1a 64 of the empty string and of "a": published values.
  EXPECT_EQ(content_hash(""), "fnv1a64:cbf29ce484222325");
  EXPECT_EQ(content_hash("a"), "fnv1a64:af63dc4c8601ec8c");
}

class ReplayTest : public ::testing::Test {
 protected:
  minimal::MinimalRules rules;
  std::shared_ptr<const Scenario> scenario = minimal::minimal_scenario();
};

TEST_F(ReplayTest, RefusesAnotherRuleSetsGame) {
  GameRecord r;
  r.rules = "rencounter";
  EXPECT_THROW(replay(rules, scenario, r), RecordError);
}

TEST_F(ReplayTest, IllegalActionNamesItsNumber) {
  GameRecord r;
  r.rules = "minimal";
  r.actions = {{ActionKind::kPass, 0, -1, -1, 0, std::nullopt},
               {ActionKind::kPass, 0, -1, -1, 0, std::nullopt}};
  try {
    replay(rules, scenario, r);
    FAIL() << "expected RecordError";
  } catch (const RecordError& e) {
    EXPECT_NE(std::string(e.what()).find("action 2 (pass: figure 0) failed"), std::string::npos)
        << e.what();
  }
}

TEST_F(ReplayTest, ManualDiceGameReplaysFromItsRecordedRolls) {
  // A person typed the rolls; the record keeps them, and the seed is unused.
  auto modified = std::make_shared<Scenario>(*scenario);
  modified->sides[1].units[0].figures[0].at = {6, 10};  // Pte. Wilton in range
  auto state = rules.new_game(modified);
  GameRecord r = begin_record(rules, *state, modified->file, "", 0);
  std::istringstream typed("2\n6\n");
  std::ostringstream prompts;
  ManualDice dice(typed, prompts);
  VectorSink events;
  const Action shots[] = {{ActionKind::kShoot, 0, 3, -1, 0, std::nullopt},
                          {ActionKind::kShoot, 3, 0, -1, 0, std::nullopt}};
  for (const Action& a : shots) {
    rules.apply(*state, a, dice, events);
    r.actions.push_back(a);
  }
  r.rolls = rolls_from_events(events.events);
  ASSERT_EQ(r.rolls, (std::vector<RecordedRoll>{{false, 6, 2}, {false, 6, 6}}));
  EXPECT_EQ(replay(rules, modified, r)->hash(), state->hash());

  r.rolls.push_back({false, 6, 1});
  EXPECT_THROW(replay(rules, modified, r), RecordError);  // a roll left over
}

}  // namespace
}  // namespace skirmish
