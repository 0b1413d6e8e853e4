#include "engine/rules/game_record.h"

#include <algorithm>

#include <cereal/archives/json.hpp>
#include <cereal/types/string.hpp>
#include <cereal/types/vector.hpp>
#include <cstdio>
#include <cstring>
#include <sstream>

// Included after cereal's json.hpp, which configures rapidjson (assertions
// throw; full-precision parsing): the same parser cereal itself uses.
#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

#include "engine/core/atomic_file.h"
#include "engine/core/dice.h"

namespace skirmish {

// ---- cereal: how each piece is written (non-intrusive, JSON only) ----

template <class Archive>
void serialize(Archive& ar, RecordedOption& o) {
  ar(cereal::make_nvp("name", o.name), cereal::make_nvp("value", o.value));
}

template <class Archive>
void serialize(Archive& ar, RecordedRoll& r) {
  ar(cereal::make_nvp("card", r.card), cereal::make_nvp("sides", r.sides),
     cereal::make_nvp("value", r.value));
}

// Fields at their defaults are left out of the file to keep it readable;
// loading asks the archive which field comes next.
void save(cereal::JSONOutputArchive& ar, const Action& a) {
  ar(cereal::make_nvp("kind", std::string(name_of(a.kind))));
  if (a.actor >= 0) ar(cereal::make_nvp("actor", static_cast<int>(a.actor)));
  if (a.target >= 0) ar(cereal::make_nvp("target", static_cast<int>(a.target)));
  if (a.unit >= 0) ar(cereal::make_nvp("unit", static_cast<int>(a.unit)));
  if (a.param != 0) ar(cereal::make_nvp("param", static_cast<int>(a.param)));
  if (a.at) ar(cereal::make_nvp("x", a.at->x), cereal::make_nvp("y", a.at->y));
}

namespace {

bool next_is(cereal::JSONInputArchive& ar, const char* name) {
  const char* next = ar.getNodeName();
  return next && std::strcmp(next, name) == 0;
}

int16_t load_index(cereal::JSONInputArchive& ar, const char* name) {
  int v = -1;
  ar(cereal::make_nvp(name, v));
  if (v < -1 || v > INT16_MAX) {
    throw RecordError(std::string("field '") + name + "' is out of range: " + std::to_string(v));
  }
  return static_cast<int16_t>(v);
}

}  // namespace

void load(cereal::JSONInputArchive& ar, Action& a) {
  a = Action{};
  std::string kind;
  ar(cereal::make_nvp("kind", kind));
  const auto k = action_kind_from_name(kind);
  if (!k) throw RecordError("unknown action kind '" + kind + "'");
  a.kind = *k;
  if (next_is(ar, "actor")) a.actor = load_index(ar, "actor");
  if (next_is(ar, "target")) a.target = load_index(ar, "target");
  if (next_is(ar, "unit")) a.unit = load_index(ar, "unit");
  if (next_is(ar, "param")) {
    int param = 0;
    ar(cereal::make_nvp("param", param));
    a.param = param;
  }
  if (next_is(ar, "x")) {
    Vec2 p;
    ar(cereal::make_nvp("x", p.x), cereal::make_nvp("y", p.y));
    a.at = p;
  }
}

// ---- the record ----

namespace {

constexpr const char* kFormat = "skirmish game record";

}  // namespace

std::string content_hash(std::string_view bytes) {
  uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a, 64 bits
  for (char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 0x100000001b3ULL;
  }
  char buf[32];
  std::snprintf(buf, sizeof buf, "fnv1a64:%016llx", static_cast<unsigned long long>(h));
  return buf;
}

GameRecord begin_record(const Rules& rules, const GameState& opening, std::string scenario_file,
                        std::string scenario_hash, uint64_t seed) {
  GameRecord r;
  r.scenario_file = std::move(scenario_file);
  r.scenario_hash = std::move(scenario_hash);
  r.rules = std::string(rules.name());
  for (const auto& [name, value] : opening.options().values()) r.options.push_back({name, value});
  r.seed = seed;
  return r;
}

std::vector<RecordedRoll> rolls_from_events(const std::vector<Event>& events) {
  std::vector<RecordedRoll> out;
  for (const Event& e : events) {
    if (e.kind == EventKind::kDieRoll) out.push_back({false, e.sides, e.value});
    if (e.kind == EventKind::kCardDraw) out.push_back({true, e.sides, e.value});
  }
  return out;
}

std::string to_json(const GameRecord& record) {
  std::ostringstream out;
  {
    cereal::JSONOutputArchive ar(out);
    ar(cereal::make_nvp("format", std::string(kFormat)),
       cereal::make_nvp("version", GameRecord::kVersion),
       cereal::make_nvp("scenario_file", record.scenario_file),
       cereal::make_nvp("scenario_hash", record.scenario_hash),
       cereal::make_nvp("rules", record.rules), cereal::make_nvp("options", record.options),
       cereal::make_nvp("seed", record.seed), cereal::make_nvp("players", record.players),
       cereal::make_nvp("rolls", record.rolls), cereal::make_nvp("actions", record.actions));
  }  // the archive writes its closing brace when it goes
  out << '\n';
  return out.str();
}

namespace {

// Says where a file stops being JSON, which cereal's own errors do not.
void check_json_syntax(std::string_view json, const std::string& source) {
  rapidjson::Document doc;
  doc.Parse<rapidjson::kParseFullPrecisionFlag | rapidjson::kParseNanAndInfFlag>(json.data(),
                                                                                 json.size());
  if (doc.HasParseError()) {
    const std::size_t offset = std::min(doc.GetErrorOffset(), json.size());
    const std::string_view before = json.substr(0, offset);
    const auto line = std::count(before.begin(), before.end(), '\n') + 1;
    const auto line_start = before.rfind('\n');
    const auto column = offset - (line_start == std::string_view::npos ? 0 : line_start + 1) + 1;
    throw RecordError(source + ":" + std::to_string(line) + ":" + std::to_string(column) +
                      ": not a game record: the file is not valid JSON here (" +
                      rapidjson::GetParseError_En(doc.GetParseError()) + ")");
  }
  if (!doc.IsObject()) {
    throw RecordError(source +
                      ": not a game record: expected a JSON object with a \"format\" "
                      "field");
  }
}

}  // namespace

GameRecord record_from_json(std::string_view json, const std::string& source) {
  check_json_syntax(json, source);
  GameRecord r;
  std::string format;
  int version = 0;
  try {
    std::istringstream in{std::string(json)};
    cereal::JSONInputArchive ar(in);
    ar(cereal::make_nvp("format", format));
    if (format != kFormat) {
      throw RecordError("it says it is a '" + format + "', not a " + kFormat);
    }
    ar(cereal::make_nvp("version", version));
    if (version < 1 || version > GameRecord::kVersion) {
      throw RecordError("version " + std::to_string(version) + " is not supported (this build " +
                        "reads versions 1 to " + std::to_string(GameRecord::kVersion) + ")");
    }
    ar(cereal::make_nvp("scenario_file", r.scenario_file),
       cereal::make_nvp("scenario_hash", r.scenario_hash), cereal::make_nvp("rules", r.rules),
       cereal::make_nvp("options", r.options), cereal::make_nvp("seed", r.seed),
       cereal::make_nvp("rolls", r.rolls), cereal::make_nvp("actions", r.actions));
    // Version 1 did not say who played.
    if (version >= 2) ar(cereal::make_nvp("players", r.players));
  } catch (const RecordError& e) {
    throw RecordError(source + ": not a usable game record: " + e.what());
  } catch (const std::exception& e) {
    // The JSON is well formed (checked above): a field is missing or of the wrong type.
    throw RecordError(source + ": not a " + kFormat +
                      " (or a damaged one): a field is missing or has the wrong type (" + e.what() +
                      ")");
  }
  if (r.rules.empty()) throw RecordError(source + ": the game record names no rule set");
  for (std::size_t i = 0; i < r.rolls.size(); ++i) {
    const RecordedRoll& roll = r.rolls[i];
    const bool ok = roll.card ? roll.value >= 0 && roll.value < roll.sides
                              : roll.value >= 1 && roll.value <= roll.sides;
    if (!ok) {
      throw RecordError(source + ": roll " + std::to_string(i + 1) + " (" +
                        std::to_string(roll.value) + " of " + std::to_string(roll.sides) +
                        ") is impossible");
    }
  }
  return r;
}

void save_record(const GameRecord& record, const std::filesystem::path& path) {
  write_file_atomically(path, to_json(record));
}

GameRecord load_record(const std::filesystem::path& path) {
  return record_from_json(read_whole_file(path), path.string());
}

void check_scenario_content(const GameRecord& record, std::string_view scenario_bytes) {
  if (record.scenario_hash.empty()) return;
  const std::string now = content_hash(scenario_bytes);
  if (now != record.scenario_hash) {
    throw RecordError(record.scenario_file + " has changed since the game was saved (" +
                      record.scenario_hash + " then, " + now + " now)");
  }
}

std::unique_ptr<GameState> replay(const Rules& rules, std::shared_ptr<const Scenario> scenario,
                                  const GameRecord& record, EventSink& events) {
  if (record.rules != rules.name()) {
    throw RecordError("the game was played under rule set '" + record.rules + "', not '" +
                      std::string(rules.name()) + "'");
  }
  std::vector<OptionValue> options;
  for (const auto& o : record.options) options.push_back({o.name, o.value, {}});
  auto state = rules.new_game(std::move(scenario), options);

  SeededDice seeded(record.seed);
  ScriptedDice scripted;
  for (const auto& roll : record.rolls) {
    if (roll.card) {
      scripted.card(roll.sides, roll.value);
    } else {
      scripted.die(roll.sides, roll.value);
    }
  }
  Dice& dice = record.rolls.empty() ? static_cast<Dice&>(seeded) : scripted;
  for (std::size_t i = 0; i < record.actions.size(); ++i) {
    try {
      rules.apply(*state, record.actions[i], dice, events);
    } catch (const std::exception& e) {
      throw RecordError("replaying " + record.scenario_file + ": action " + std::to_string(i + 1) +
                        " (" + to_text(record.actions[i]) + ") failed: " + e.what());
    }
  }
  if (scripted.left() > 0) {
    throw RecordError("replaying " + record.scenario_file + ": " + std::to_string(scripted.left()) +
                      " recorded rolls were never used");
  }
  return state;
}

}  // namespace skirmish
