#include "tools/skirmish/game_log.h"

// cereal's json.hpp configures rapidjson (assertions throw, full precision),
// so it comes first, as in engine/rules/game_record.cpp.
#include <cereal/archives/json.hpp>
#include <filesystem>
#include <fstream>
#include <ostream>

#include <rapidjson/document.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "engine/core/atomic_file.h"

namespace skirmish {

namespace {

constexpr std::string_view kGameKind = "game";
constexpr std::string_view kDecisionKind = "decision";
constexpr std::string_view kTakeBackKind = "take_back";
constexpr std::string_view kRecordFormat = "skirmish game record";

using Writer = rapidjson::Writer<rapidjson::StringBuffer>;

std::string compact(const rapidjson::Value& v) {
  rapidjson::StringBuffer buffer;
  Writer w(buffer);
  v.Accept(w);
  return std::string(buffer.GetString(), buffer.GetSize());
}

std::string where(const std::string& source, std::size_t line) {
  std::string s = source;
  s.append(":").append(std::to_string(line)).append(": ");
  return s;
}

int int_field(const rapidjson::Value& o, const char* name, int fallback, const std::string& at) {
  if (!o.HasMember(name)) return fallback;
  const rapidjson::Value& v = o[name];
  if (!v.IsInt()) throw RecordError(at + "field '" + name + "' should be a whole number");
  return v.GetInt();
}

int16_t index_field(const rapidjson::Value& o, const char* name, const std::string& at) {
  const int v = int_field(o, name, -1, at);
  if (v < -1 || v > INT16_MAX) throw RecordError(at + "field '" + name + "' is out of range");
  return static_cast<int16_t>(v);
}

Action action_from(const rapidjson::Value& o, const std::string& at) {
  if (!o.IsObject() || !o.HasMember("kind") || !o["kind"].IsString()) {
    throw RecordError(at + "the decision's action has no kind");
  }
  const std::string kind(o["kind"].GetString(), o["kind"].GetStringLength());
  const auto k = action_kind_from_name(kind);
  if (!k) throw RecordError(at + "unknown action kind '" + kind + "'");
  Action a;
  a.kind = *k;
  a.actor = index_field(o, "actor", at);
  a.target = index_field(o, "target", at);
  a.unit = index_field(o, "unit", at);
  a.param = int_field(o, "param", 0, at);
  if (o.HasMember("x") || o.HasMember("y")) {
    if (!o.HasMember("x") || !o.HasMember("y") || !o["x"].IsNumber() || !o["y"].IsNumber()) {
      throw RecordError(at + "the action's point needs numbers x and y");
    }
    a.at = Vec2{o["x"].GetDouble(), o["y"].GetDouble()};
  }
  return a;
}

void parse_line(rapidjson::Document& doc, std::string_view line, const std::string& at) {
  doc.Parse<rapidjson::kParseFullPrecisionFlag>(line.data(), line.size());
  if (doc.HasParseError() || !doc.IsObject() || !doc.HasMember("kind") || !doc["kind"].IsString()) {
    throw RecordError(at + "not a line of a game log (expected a JSON object with a \"kind\")");
  }
}

std::string_view first_line(std::string_view text) {
  return text.substr(0, text.find('\n'));
}

}  // namespace

std::string action_to_json(const Action& a) {
  rapidjson::StringBuffer buffer;
  Writer w(buffer);
  w.StartObject();
  w.Key("kind");
  const std::string_view kind = name_of(a.kind);
  w.String(kind.data(), static_cast<rapidjson::SizeType>(kind.size()));
  // As in save files: fields at their defaults are left out.
  if (a.actor >= 0) {
    w.Key("actor");
    w.Int(a.actor);
  }
  if (a.target >= 0) {
    w.Key("target");
    w.Int(a.target);
  }
  if (a.unit >= 0) {
    w.Key("unit");
    w.Int(a.unit);
  }
  if (a.param != 0) {
    w.Key("param");
    w.Int(a.param);
  }
  if (a.at) {
    w.Key("x");
    w.Double(a.at->x);
    w.Key("y");
    w.Double(a.at->y);
  }
  w.EndObject();
  return std::string(buffer.GetString(), buffer.GetSize());
}

GameLogWriter::GameLogWriter(std::ostream& out, const GameRecord& opening, bool typed_dice)
    : out_(out) {
  GameRecord header = opening;
  header.actions.clear();
  header.rolls.clear();
  rapidjson::Document doc;
  const std::string pretty = to_json(header);
  doc.Parse<rapidjson::kParseFullPrecisionFlag>(pretty.data(), pretty.size());
  out_ << "{\"kind\":\"game\",\"dice\":\"" << (typed_dice ? "typed" : "seeded")
       << "\",\"record\":" << compact(doc) << "}\n"
       << std::flush;
}

void GameLogWriter::begin_decision(std::size_t number, int side, const Action& action) {
  pending_.str({});
  pending_ << "{\"kind\":\"decision\",\"number\":" << number << ",\"side\":" << side
           << ",\"action\":" << action_to_json(action) << "}\n";
}

void GameLogWriter::commit() {
  out_ << pending_.str() << std::flush;
  pending_.str({});
}

void GameLogWriter::discard() {
  pending_.str({});
}

void GameLogWriter::take_back(std::size_t kept) {
  out_ << "{\"kind\":\"" << kTakeBackKind << "\",\"decisions\":" << kept << "}\n" << std::flush;
}

bool looks_like_game_log(std::string_view text) {
  const std::string_view line = first_line(text);
  return line.rfind("{\"kind\":\"game\"", 0) == 0;
}

LoggedGame read_game_log(std::string_view text, const std::string& source) {
  LoggedGame game;
  game.from_log = true;
  bool typed = false;
  std::size_t line_number = 0;
  std::size_t start = 0;
  // Where each decision's event lines and typed rolls begin, so that a
  // take_back can drop them.
  std::vector<std::size_t> events_from, rolls_from;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = text.substr(start, end - start);
    start = end + 1;
    ++line_number;
    if (line.empty()) continue;
    const std::string at = where(source, line_number);
    rapidjson::Document doc;
    parse_line(doc, line, at);
    const std::string_view kind(doc["kind"].GetString(), doc["kind"].GetStringLength());
    if (line_number == 1) {
      if (kind != kGameKind || !doc.HasMember("record") || !doc["record"].IsObject()) {
        throw RecordError(at + "not a game log: the first line should be the game's record");
      }
      typed = doc.HasMember("dice") && doc["dice"].IsString() &&
              std::string_view(doc["dice"].GetString()) == "typed";
      game.record = record_from_json(compact(doc["record"]), at + "the game's record");
      continue;
    }
    if (kind == kDecisionKind) {
      if (!doc.HasMember("action")) throw RecordError(at + "the decision has no action");
      game.record.actions.push_back(action_from(doc["action"], at));
      events_from.push_back(game.event_lines.size());
      rolls_from.push_back(game.record.rolls.size());
      continue;
    }
    if (kind == kTakeBackKind) {
      const std::size_t made = game.record.actions.size();
      if (!doc.HasMember("decisions") || !doc["decisions"].IsUint() ||
          doc["decisions"].GetUint() >= made) {
        throw RecordError(at + "field 'decisions' of a take_back should be a whole number below " +
                          std::to_string(made) + ", the decisions made so far");
      }
      const std::size_t kept = doc["decisions"].GetUint();
      game.event_lines.resize(events_from[kept]);
      game.record.rolls.resize(rolls_from[kept]);
      game.record.actions.resize(kept);
      events_from.resize(kept);
      rolls_from.resize(kept);
      continue;
    }
    game.event_lines.emplace_back(line);
    // Typed dice cannot be rolled again from a seed: the rolls come back from the log.
    if (typed && (kind == "die_roll" || kind == "card_draw")) {
      const bool card = kind == "card_draw";
      const int sides = int_field(doc, card ? "cards" : "sides", 0, at);
      const int value = int_field(doc, card ? "drawn" : "value", -1, at);
      game.record.rolls.push_back({card, sides, value});
    }
  }
  if (line_number == 0) throw RecordError(source + ": the game log is empty");
  return game;
}

LoggedGame load_game_file(const std::string& path) {
  const std::string text = read_whole_file(path);
  if (looks_like_game_log(text)) return read_game_log(text, path);
  LoggedGame game;
  game.record = record_from_json(text, path);
  return game;
}

bool is_game_file(const std::string& path) {
  const std::string ext = std::filesystem::path(path).extension().string();
  if (ext == ".sav" || ext == ".json" || ext == ".jsonl") return true;
  if (ext == ".yaml" || ext == ".yml") return false;
  std::ifstream in(path, std::ios::binary);
  std::string head(512, '\0');
  in.read(head.data(), static_cast<std::streamsize>(head.size()));
  head.resize(static_cast<std::size_t>(in.gcount()));
  return head.find(kRecordFormat) != std::string::npos;
}

}  // namespace skirmish
