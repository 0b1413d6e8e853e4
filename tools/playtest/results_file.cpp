#include "tools/playtest/results_file.h"

// cereal's json.hpp configures rapidjson (assertions throw, full precision),
// so it comes first, as in engine/rules/game_record.cpp.
#include <algorithm>
#include <cereal/archives/json.hpp>
#include <fstream>
#include <iterator>

#include <rapidjson/document.h>
#include <rapidjson/error/en.h>
#include <rapidjson/stringbuffer.h>
#include <rapidjson/writer.h>

#include "tools/skirmish/seating.h"

namespace skirmish {

namespace {

using Writer = rapidjson::Writer<rapidjson::StringBuffer>;
using Value = rapidjson::Value;

void key(Writer& w, std::string_view k) {
  w.Key(k.data(), static_cast<rapidjson::SizeType>(k.size()));
}
void text(Writer& w, std::string_view s) {
  w.String(s.data(), static_cast<rapidjson::SizeType>(s.size()));
}
void field(Writer& w, std::string_view k, std::string_view s) {
  key(w, k);
  text(w, s);
}
void field(Writer& w, std::string_view k, int64_t n) {
  key(w, k);
  w.Int64(n);
}

// A side's name, or "draw" / "none" for -1.
std::string_view side_word(const Roster& r, int side, std::string_view none) {
  return side >= 0 && static_cast<size_t>(side) < r.sides.size()
             ? std::string_view(r.sides[static_cast<size_t>(side)])
             : none;
}

// ---- reading: each getter names the field at fault.

class LineReader {
 public:
  LineReader(const std::string& source, int64_t line) : source_(source), line_(line) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw ResultsError(source_ + ":" + std::to_string(line_) + ": " + what);
  }
  const Value& member(const Value& o, const char* name) const {
    if (!o.IsObject()) fail("expected an object holding \"" + std::string(name) + "\"");
    const auto it = o.FindMember(name);
    if (it == o.MemberEnd()) fail("field \"" + std::string(name) + "\" is missing");
    return it->value;
  }
  std::string string(const Value& o, const char* name) const {
    const Value& v = member(o, name);
    if (!v.IsString()) fail("field \"" + std::string(name) + "\": expected text");
    return {v.GetString(), v.GetStringLength()};
  }
  int64_t integer(const Value& o, const char* name) const {
    const Value& v = member(o, name);
    if (!v.IsInt64()) fail("field \"" + std::string(name) + "\": expected a whole number");
    return v.GetInt64();
  }
  int small(const Value& o, const char* name) const {
    const int64_t n = integer(o, name);
    if (n < 0 || n > 1000000) fail("field \"" + std::string(name) + "\": out of range");
    return static_cast<int>(n);
  }
  uint64_t unsigned_integer(const Value& o, const char* name) const {
    const Value& v = member(o, name);
    if (!v.IsUint64()) fail("field \"" + std::string(name) + "\": expected a whole number >= 0");
    return v.GetUint64();
  }
  double number(const Value& o, const char* name) const {
    const Value& v = member(o, name);
    if (!v.IsNumber()) fail("field \"" + std::string(name) + "\": expected a number");
    return v.GetDouble();
  }
  bool boolean(const Value& o, const char* name) const {
    const Value& v = member(o, name);
    if (!v.IsBool()) fail("field \"" + std::string(name) + "\": expected true or false");
    return v.GetBool();
  }
  const Value& array(const Value& o, const char* name) const {
    const Value& v = member(o, name);
    if (!v.IsArray()) fail("field \"" + std::string(name) + "\": expected a list");
    return v;
  }
  // A side named in the line's own "sides" list, or -1 for `none`.
  int side(const Roster& r, const Value& o, const char* name, std::string_view none) const {
    const std::string s = string(o, name);
    if (s == none) return -1;
    for (size_t k = 0; k < r.sides.size(); ++k) {
      if (r.sides[k] == s) return static_cast<int>(k);
    }
    fail("field \"" + std::string(name) + "\": \"" + s + "\" is not one of the sides");
  }

 private:
  const std::string& source_;
  int64_t line_;
};

// "red" and "blue" of a two-side run, or "players", one a side.
std::vector<std::string> players(const LineReader& in, const Value& doc) {
  if (!doc.HasMember("players")) return {in.string(doc, "red"), in.string(doc, "blue")};
  std::vector<std::string> out;
  for (const Value& p : in.array(doc, "players").GetArray()) {
    if (!p.IsString()) in.fail("field \"players\": expected a list of planners");
    out.emplace_back(p.GetString(), p.GetStringLength());
  }
  return out;
}

GameEnd game_end(const LineReader& in, const Value& doc) {
  const std::string e = in.string(doc, "end");
  for (const GameEnd g : {GameEnd::kFinished, GameEnd::kStalled, GameEnd::kCrashed}) {
    if (e == name_of(g)) return g;
  }
  in.fail("field \"end\": expected finished, stalled or crashed, found \"" + e + "\"");
}

}  // namespace

std::string identity_difference(const RunIdentity& a, const RunIdentity& b) {
  const auto differs = [](const char* what, const std::string& x, const std::string& y) {
    return std::string(what) + " " + x + " (not " + y + ")";
  };
  if (a.build != b.build) return differs("build", a.build, b.build);
  if (a.scenario_hash != b.scenario_hash) {
    return differs("scenario_hash", a.scenario_hash, b.scenario_hash);
  }
  if (a.base_seed != b.base_seed) {
    return differs("base_seed", std::to_string(a.base_seed), std::to_string(b.base_seed));
  }
  if (a.games != b.games) return differs("games", std::to_string(a.games), std::to_string(b.games));
  if (a.mirror != b.mirror) {
    return differs("mirror", a.mirror ? "true" : "false", b.mirror ? "true" : "false");
  }
  if (a.players.size() == 2 && b.players.size() == 2) {
    if (a.players[0] != b.players[0]) return differs("red", a.players[0], b.players[0]);
    if (a.players[1] != b.players[1]) return differs("blue", a.players[1], b.players[1]);
  } else if (a.players != b.players) {
    return differs("seating", seating_text(a.players), seating_text(b.players));
  }
  // The scenario's path may differ between machines; its hash is what counts.
  return "";
}

std::string to_json_line(const RunIdentity& id, const Roster& r, const PlaytestGame& g) {
  rapidjson::StringBuffer buffer;
  Writer w(buffer);
  w.StartObject();
  field(w, "build", id.build);
  field(w, "scenario", id.scenario_file);
  field(w, "scenario_hash", id.scenario_hash);
  key(w, "base_seed");
  w.Uint64(id.base_seed);
  field(w, "games", id.games);
  key(w, "mirror");
  w.Bool(id.mirror);
  field(w, "game", g.index);
  key(w, "seed");
  w.Uint64(g.seed);
  if (g.players.size() == 2) {
    field(w, "red", g.players[0]);
    field(w, "blue", g.players[1]);
  } else {
    key(w, "players");
    w.StartArray();
    for (const std::string& p : g.players) text(w, p);
    w.EndArray();
  }
  field(w, "end", name_of(g.end));
  if (!g.error.empty()) field(w, "error", g.error);
  field(w, "winner", side_word(r, g.winner, g.finished() ? "draw" : "none"));
  key(w, "margin");
  w.Double(g.margin);
  field(w, "reason", g.reason);
  field(w, "turns", g.turns);
  field(w, "decisions", g.decisions);
  field(w, "first_to_act", side_word(r, g.first_to_act, "none"));
  key(w, "sides");
  w.StartArray();
  for (size_t k = 0; k < r.sides.size(); ++k) {
    const SideResult s = k < g.sides.size() ? g.sides[k] : SideResult{};
    w.StartObject();
    field(w, "name", r.sides[k]);
    field(w, "broke_on_turn", s.broke_on_turn);
    field(w, "victory_points", s.victory_points);
    w.EndObject();
  }
  w.EndArray();
  key(w, "units");
  w.StartArray();
  for (size_t k = 0; k < r.units.size(); ++k) {
    const UnitLosses u = k < g.units.size() ? g.units[k] : UnitLosses{};
    w.StartObject();
    field(w, "name", r.units[k]);
    field(w, "side", side_word(r, r.unit_side[k], "none"));
    field(w, "men", u.men);
    field(w, "survivors", u.fighting);
    field(w, "casualties", u.casualties());
    field(w, "down", u.down);
    field(w, "routed", u.routed);
    field(w, "captured", u.captured);
    field(w, "dead", u.dead);
    field(w, "off_table", u.off_table);
    w.EndObject();
  }
  w.EndArray();
  key(w, "objectives");
  w.StartArray();
  for (size_t k = 0; k < r.objectives.size(); ++k) {
    w.StartObject();
    field(w, "name", r.objectives[k]);
    field(w, "side", side_word(r, r.objective_side[k], "none"));
    const int by = k < g.objectives_scored_by.size() ? g.objectives_scored_by[k] : -1;
    field(w, "scored_by", side_word(r, by, "none"));
    w.EndObject();
  }
  w.EndArray();
  w.EndObject();
  return std::string(buffer.GetString(), buffer.GetSize());
}

ResultLine parse_result_line(std::string_view line, const std::string& source,
                             int64_t line_number) {
  const LineReader in(source, line_number);
  rapidjson::Document doc;
  doc.Parse<rapidjson::kParseFullPrecisionFlag>(line.data(), line.size());
  if (doc.HasParseError()) {
    in.fail(std::string("not JSON (") + rapidjson::GetParseError_En(doc.GetParseError()) +
            " at character " + std::to_string(doc.GetErrorOffset()) + ")");
  }
  if (!doc.IsObject()) in.fail("expected one game as a JSON object");
  ResultLine out;
  RunIdentity& id = out.id;
  id.build = in.string(doc, "build");
  id.scenario_file = in.string(doc, "scenario");
  id.scenario_hash = in.string(doc, "scenario_hash");
  id.base_seed = in.unsigned_integer(doc, "base_seed");
  id.games = in.integer(doc, "games");
  id.mirror = in.boolean(doc, "mirror");

  Roster& r = out.roster;
  PlaytestGame& g = out.game;
  for (const Value& s : in.array(doc, "sides").GetArray()) {
    r.sides.push_back(in.string(s, "name"));
    g.sides.push_back({in.small(s, "broke_on_turn"), in.small(s, "victory_points")});
  }
  for (const Value& u : in.array(doc, "units").GetArray()) {
    r.units.push_back(in.string(u, "name"));
    r.unit_side.push_back(in.side(r, u, "side", "none"));
    UnitLosses l;
    l.men = in.small(u, "men");
    l.fighting = in.small(u, "survivors");
    l.down = in.small(u, "down");
    l.routed = in.small(u, "routed");
    l.captured = in.small(u, "captured");
    l.dead = in.small(u, "dead");
    l.off_table = in.small(u, "off_table");
    if (in.small(u, "casualties") != l.casualties()) {
      in.fail("unit \"" + r.units.back() + "\": casualties do not match men less survivors");
    }
    g.units.push_back(l);
  }
  for (const Value& o : in.array(doc, "objectives").GetArray()) {
    r.objectives.push_back(in.string(o, "name"));
    r.objective_side.push_back(in.side(r, o, "side", "none"));
    g.objectives_scored_by.push_back(in.side(r, o, "scored_by", "none"));
  }

  g.index = in.integer(doc, "game");
  if (g.index < 0 || (id.games > 0 && g.index >= id.games)) {
    in.fail("field \"game\": " + std::to_string(g.index) + " is not a game of a run of " +
            std::to_string(id.games));
  }
  g.seed = in.unsigned_integer(doc, "seed");
  g.players = players(in, doc);
  if (g.players.size() != r.sides.size()) {
    in.fail(std::to_string(g.players.size()) + " planners seated for " +
            std::to_string(r.sides.size()) + " sides");
  }
  g.end = game_end(in, doc);
  if (doc.HasMember("error")) g.error = in.string(doc, "error");
  g.winner = in.side(r, doc, "winner", g.finished() ? "draw" : "none");
  g.margin = in.number(doc, "margin");
  g.reason = in.string(doc, "reason");
  g.turns = in.small(doc, "turns");
  g.decisions = in.small(doc, "decisions");
  g.first_to_act = in.side(r, doc, "first_to_act", "none");
  // The planners asked for are those of game 0's seating: read them back
  // from this game, undoing a mirrored game's rotation.
  const int64_t per_seed = id.mirror ? std::max<int64_t>(1, std::ssize(g.players)) : 1;
  id.players = unrotated_seating(g.players, static_cast<int>(g.index % per_seed));
  return out;
}

void read_results(const std::filesystem::path& path,
                  const std::function<void(const ResultLine&, std::string_view text)>& each,
                  uint64_t* complete_bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw ResultsError(path.string() + ": cannot be read");
  const std::string source = path.string();
  std::string line;
  int64_t number = 0;
  uint64_t good = 0;
  while (std::getline(in, line)) {
    ++number;
    const bool complete = !in.eof();  // getline stopped at a newline
    if (!complete) break;             // a cut-off last line: not a result yet
    if (line.empty()) throw ResultsError(source + ":" + std::to_string(number) + ": empty line");
    each(parse_result_line(line, source, number), line);
    good += line.size() + 1;
  }
  if (complete_bytes) *complete_bytes = good;
}

void cut_half_written_line(const std::filesystem::path& path, uint64_t complete_bytes) {
  std::error_code ec;
  const uintmax_t size = std::filesystem::file_size(path, ec);
  if (!ec && size > complete_bytes) std::filesystem::resize_file(path, complete_bytes, ec);
  if (ec) {
    throw ResultsError(path.string() +
                       ": cannot cut off its half-written last line: " + ec.message());
  }
}

}  // namespace skirmish
