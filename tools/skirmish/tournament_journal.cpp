#include "tools/skirmish/tournament_journal.h"

// cereal's json.hpp configures rapidjson (assertions throw, full precision),
// so it comes first, as in engine/rules/game_record.cpp.
#include <cereal/archives/json.hpp>
#include <fstream>

#include <rapidjson/document.h>
#include <rapidjson/error/en.h>

namespace skirmish {

namespace {

using Value = rapidjson::Value;

class LineReader {
 public:
  LineReader(const std::string& source, int64_t line) : source_(source), line_(line) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw TournamentFileError(source_ + ":" + std::to_string(line_) + ": " + what);
  }
  const Value* find(const Value& o, const char* name) const {
    const auto it = o.FindMember(name);
    return it == o.MemberEnd() ? nullptr : &it->value;
  }
  const Value& member(const Value& o, const char* name) const {
    const Value* v = find(o, name);
    if (!v) fail("field \"" + std::string(name) + "\" is missing");
    return *v;
  }
  std::string text(const Value& v, const char* name) const {
    if (!v.IsString()) fail("field \"" + std::string(name) + "\": expected text");
    return {v.GetString(), v.GetStringLength()};
  }
  std::string string(const Value& o, const char* name) const { return text(member(o, name), name); }

 private:
  const std::string& source_;
  int64_t line_;
};

}  // namespace

TournamentLine parse_tournament_line(const std::string& text, const std::string& source,
                                     int64_t line) {
  const LineReader in(source, line);
  rapidjson::Document doc;
  doc.Parse(text.c_str(), text.size());
  if (doc.HasParseError()) {
    in.fail(std::string("not JSON (") + rapidjson::GetParseError_En(doc.GetParseError()) +
            " at character " + std::to_string(doc.GetErrorOffset() + 1) + ")");
  }
  if (!doc.IsObject()) in.fail("expected an object, one game a line");
  TournamentLine out;
  out.text = text;
  out.scenario = in.string(doc, "scenario");
  if (in.find(doc, "sides")) {
    const Value& sides = in.member(doc, "sides");
    if (!sides.IsArray()) in.fail("field \"sides\": expected a list of players");
    for (const Value& p : sides.GetArray()) out.seats.push_back(in.text(p, "sides"));
  } else {
    out.seats = {in.string(doc, "red"), in.string(doc, "blue")};
  }
  const Value& seed = in.member(doc, "seed");
  if (!seed.IsUint64()) in.fail("field \"seed\": expected a whole number >= 0");
  out.seed = seed.GetUint64();
  if (in.find(doc, "error")) {
    out.error = in.string(doc, "error");
    return out;
  }
  out.winner = in.string(doc, "winner");
  const Value& decisions = in.member(doc, "decisions");
  if (!decisions.IsInt() || decisions.GetInt() < 0) {
    in.fail("field \"decisions\": expected a whole number >= 0");
  }
  out.decisions = decisions.GetInt();
  const Value& unfinished = in.member(doc, "unfinished");
  if (!unfinished.IsBool()) in.fail("field \"unfinished\": expected true or false");
  out.unfinished = unfinished.GetBool();
  if (!in.member(doc, "margin").IsNumber()) in.fail("field \"margin\": expected a number");
  in.string(doc, "reason");
  return out;
}

std::vector<TournamentLine> read_tournament_journal(const std::filesystem::path& path) {
  const std::string source = path.string();
  std::vector<TournamentLine> out;
  uint64_t good = 0;
  {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw TournamentFileError(source + ": cannot be read");
    std::string line;
    int64_t number = 0;
    while (std::getline(in, line)) {
      ++number;
      if (in.eof()) break;  // no newline: the run stopped while writing it
      if (line.empty()) {
        throw TournamentFileError(source + ":" + std::to_string(number) + ": empty line");
      }
      out.push_back(parse_tournament_line(line, source, number));
      good += line.size() + 1;
    }
  }
  std::error_code ec;
  const uintmax_t size = std::filesystem::file_size(path, ec);
  if (!ec && size > good) std::filesystem::resize_file(path, good, ec);
  if (ec) {
    throw TournamentFileError(source +
                              ": cannot cut off its half-written last line: " + ec.message());
  }
  return out;
}

}  // namespace skirmish
