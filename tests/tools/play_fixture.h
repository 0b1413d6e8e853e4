// What the play, replay and render tests share: a registry holding the
// minimal rule set (tests/rules/minimal_rules.h), its scenario written as a
// file, scratch files, and the commands run with strings for input.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>

#include "engine/rules/game_record.h"
#include "engine/rules/registry.h"
#include "engine/scenario/loader.h"
#include "tests/rules/minimal_rules.h"
#include "tools/skirmish/commands.h"

namespace skirmish::play_test {

inline const Registry& minimal_registry() {
  static const Registry registry = [] {
    Registry r;
    r.add(std::make_unique<minimal::MinimalRules>());
    return r;
  }();
  return registry;
}

// Every rule set the program ships (engine/rules/builtin.cpp).
inline const Registry& builtin_registry() {
  static const Registry registry = [] {
    Registry r;
    add_builtin_rule_sets(r);
    return r;
  }();
  return registry;
}

inline std::filesystem::path scratch(const std::string& name) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("skirmish_play_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  return dir / name;
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Minimal skirmish's own scenario as a file: three men a side, 20" apart.
inline std::string minimal_scenario_file() {
  const auto path = scratch("minimal.yaml");
  std::ofstream(path) << R"(name: Minimal skirmish
rules: minimal
turn_limit: 8
table: {width: 24, depth: 24}
sides:
  - name: Red
    colour: "#c03030"
    units:
      - name: Red section
        figures:
          - {name: Sgt. Hoskins, at: [6, 2], facing: 90}
          - {name: Pte. Carter, at: [12, 2], facing: 90}
          - {name: Pte. Doyle, at: [18, 2], facing: 90}
  - name: Blue
    colour: "#3030c0"
    units:
      - name: Blue section
        figures:
          - {name: Pte. Wilton, at: [6, 22], facing: 270}
          - {name: Cpl. Marsh, at: [12, 22], facing: 270}
          - {name: Pte. Ames, at: [18, 22], facing: 270}
)";
  return path.string();
}

// Three bands of two musketeers, each a corner of the table: a Mayhem
// scenario of three sides (card draw), for the commands that seat any number.
inline std::string three_sides_text() {
  return R"(name: Three-cornered fight
rules: mayhem
options: {variant: musket}
turn_limit: 3
table: {width: 48, depth: 36}
sides:
  - name: Red
    units:
      - name: Red band
        figures:
          - {name: Pte Red, at: [4, 4], facing: 0, weapons: [Musket, Bayonet]}
          - {name: Pte Rust, at: [4, 6], facing: 0, weapons: [Musket, Bayonet]}
  - name: Blue
    units:
      - name: Blue band
        figures:
          - {name: Pte Blue, at: [44, 4], facing: 180, weapons: [Musket, Bayonet]}
          - {name: Pte Navy, at: [44, 6], facing: 180, weapons: [Musket, Bayonet]}
  - name: Green
    units:
      - name: Green band
        figures:
          - {name: Pte Green, at: [24, 20], facing: 270, weapons: [Musket, Bayonet]}
          - {name: Pte Olive, at: [26, 20], facing: 270, weapons: [Musket, Bayonet]}
)";
}
inline std::string three_sides_file() {
  const auto path = scratch("three_sides.yaml");
  std::ofstream(path) << three_sides_text();
  return path.string();
}

// The same with a knoll in the middle that each side scores by holding it
// alone at the end; Green starts on its edge, so games are won and lost
// (a third are drawn), not all drawn at the turn limit.
inline std::string knoll_three_sides_file() {
  const auto path = scratch("knoll_three_sides.yaml");
  std::ofstream(path) << three_sides_text() << R"(objectives:
  - {name: The knoll, kind: hold, side: Red, at: [24, 14], radius: 7, points: 1}
  - {name: The knoll, kind: hold, side: Blue, at: [24, 14], radius: 7, points: 1}
  - {name: The knoll, kind: hold, side: Green, at: [24, 14], radius: 7, points: 1}
)";
  return path.string();
}

struct CommandRun {
  int code = -1;
  std::string out;
  std::string err;
};

inline CommandRun play(const PlayArgs& args, const std::string& input = "",
                       const Registry& registry = minimal_registry()) {
  std::istringstream in(input);
  std::ostringstream out, err;
  CommandRun r;
  r.code = run_play(args, registry, in, out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

inline CommandRun replay_file(const std::string& file) {
  std::ostringstream out, err;
  CommandRun r;
  r.code = run_replay({file, "", false}, minimal_registry(), out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

inline PlayArgs random_game(uint64_t seed) {
  PlayArgs a;
  a.scenario = minimal_scenario_file();
  a.red = "random";
  a.blue = "random";
  a.seed = seed;
  return a;
}

// The game saved in `save` carried on to its end by random players, quietly.
inline PlayArgs resumed_by_random_players(const std::string& save) {
  PlayArgs a;
  a.red = "random";
  a.blue = "random";
  a.resume = save;
  a.quiet = true;
  return a;
}

// The state a saved game ends in, by the engine's own replay.
inline uint64_t final_hash(const std::filesystem::path& save) {
  const GameRecord record = load_record(save);
  LoadResult loaded = load_scenario(minimal_scenario_file());
  auto scenario = std::make_shared<const Scenario>(std::move(*loaded.scenario));
  return replay(minimal_registry().get("minimal"), scenario, record)->hash();
}

// The lines of `text` that start with `prefix`.
inline int count_lines(const std::string& text, const std::string& prefix) {
  int n = 0;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) n += line.rfind(prefix, 0) == 0 ? 1 : 0;
  return n;
}

// A narrated game after its heading's first two lines (the scenario, and
// the sides with who plays them), to compare games played by players named
// differently.
inline std::string after_heading(const std::string& text) {
  const auto sides_line = text.find('\n');
  if (sides_line == std::string::npos) return text;
  const auto turn = text.find('\n', sides_line + 1);
  return turn == std::string::npos ? text : text.substr(turn);
}

}  // namespace skirmish::play_test
