// Who chooses for a side in `skirmish play`: a person at the terminal, a
// random-legal baseline, and the planners of ai/ (greedy, utility).
//
// The kinds are an explicit list in players.cpp (no self-registration the
// linker could drop); asking for an unknown kind fails listing the known ones.
// A kind may take a choice after a colon: `utility:cautious` is the utility
// planner with the cautious personality (ai/personalities.yaml).
#pragma once

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rules/rules.h"

namespace skirmish::ai {
class MctsPlanner;
}

namespace skirmish {

// What a player is told when it must choose.
struct PlayerTurn {
  const Rules& rules;
  const GameState& state;
  const Decision& decision;
  const std::vector<Action>& legal;  // never empty while the game goes on
};

class Player {
 public:
  virtual ~Player() = default;
  // The action to take, or nullopt when the player wants to stop the game
  // here (a person closed the input); the game is then saved and left.
  virtual std::optional<Action> choose(const PlayerTurn& turn) = 0;
  // After choose() gave nullopt: whether the player asked to take back its
  // side's last decision (a person's `undo`, tools/skirmish/take_back.h)
  // rather than to stop. The game then asks it again, at the decision
  // taken back or, if refused, at this one.
  virtual bool asked_take_back() const { return false; }
  // Why the last choice was made, in plain words for a person watching
  // ("3 enemy shooters had a clear shot, now 1"); empty when the player
  // gives no reasons (a person, the random baseline).
  virtual std::string_view explanation() const { return {}; }
};

// What a player kind may need to be made.
struct PlayerSetup {
  int side = 0;       // the side it plays
  uint64_t seed = 0;  // the game's --seed; each kind derives its own stream
  std::istream* in = nullptr;
  std::ostream* out = nullptr;
  std::string choice = {};  // what followed the colon ("cautious" in utility:cautious), or ""
  // The rule set's name (Rules::name), for the players whose defaults are
  // tuned to each rule set (mcts_defaults); "" for none in particular.
  std::string rules = {};
};

struct PlayerKind {
  std::string name;     // as typed after --red / --blue
  std::string summary;  // one line for help and errors
  std::function<std::unique_ptr<Player>(const PlayerSetup&)> make;
  // Why `choice` (after the colon) is refused, or "" if it is fine. Kinds
  // that take no choice refuse any.
  std::function<std::string(std::string_view choice)> refuse_choice;
};

// A --red / --blue value is not a known player kind.
class UnknownPlayerKind : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Every kind `skirmish play` knows, in the order help lists them.
const std::vector<PlayerKind>& player_kinds();
// "human, random, greedy, utility".
std::string player_kind_names();
// Why `spec` ("random", "utility:cautious") names no player, or "" if it
// names one: an unknown kind lists the known kinds, an unknown choice the
// known choices.
std::string player_spec_error(std::string_view spec);
// The player `spec` names (its choice goes into setup.choice);
// UnknownPlayerKind with player_spec_error's words if it names none.
std::unique_ptr<Player> make_player(std::string_view spec, const PlayerSetup& setup);

// Uniform over the legal actions, from its own generator (engine/core/random.h).
std::unique_ptr<Player> make_random_player(const PlayerSetup& setup);
// A person at the terminal (human_player.cpp).
std::unique_ptr<Player> make_human_player(const PlayerSetup& setup);
// The planners of ai/ (planner_players.cpp): greedy one-ply, and the
// utility planner with the personality named by setup.choice (balanced if
// none), read from ai/personalities.yaml or the file the environment
// variable SKIRMISH_PERSONALITIES names, lapsing if told to
// (refuse_utility_choice).
std::unique_ptr<Player> make_greedy_player(const PlayerSetup& setup);
std::unique_ptr<Player> make_utility_player(const PlayerSetup& setup);
// "" if `personality` is one the utility player knows, else why not.
std::string refuse_personality(std::string_view personality);
// Reads a planner's choice, its parts separated by colons: a part without
// '=' is a personality (checked by refuse_personality; the last given goes
// into `personality`), any other a setting that `setting` reads (false if
// it knows no such setting). "" if every part reads, else why not: the
// personality's refusal or `not_a_setting(part)`.
std::string parse_personality_choice(
    std::string_view text, std::string& personality,
    const std::function<bool(std::string_view)>& setting,
    const std::function<std::string(std::string_view)>& not_a_setting);
// The utility player's choice: utility[:PERSONALITY][:lapses=X][:among=N],
// where lapses=X is the chance a decision takes another of its best N
// (default 3) than the first (ai/lapsing_planner.h; a weaker opponent for
// the difficulty levels). "" if it parses, else why not.
std::string refuse_utility_choice(std::string_view choice);
// Monte Carlo tree search (ai/mcts/) with the budget setup.choice names:
// a time ("1s", "500ms"; default 1 second) or iterations ("3000"), on
// every core.
std::unique_ptr<Player> make_mcts_player(const PlayerSetup& setup);
// The search that player plays by (its settings for tests and tools).
std::unique_ptr<ai::MctsPlanner> make_mcts_planner(const PlayerSetup& setup);
// "" if `budget` is one make_mcts_player takes, else why not.
std::string refuse_mcts_budget(std::string_view budget);
// The settings the `mcts` player takes on rule set `rules` (Rules::name)
// before its own choice, which overrides any of them, in the words the
// choice is written in: on Rencounter the flat search among the utility
// planner's best eight; "" elsewhere (the player's general defaults).
std::string_view mcts_defaults(std::string_view rules);

// One `key=X` of a planner's choice (mcts:keep=3, lookahead:danger=0.5),
// X a number in [least, most], into `out`; false (and `out` untouched) if
// `part` is not that key or X is not such a number.
bool parse_setting(std::string_view part, std::string_view key, double least, double most,
                   double& out);
// The same for a whole number: `key=N` with N in [least, most] into `out`.
bool parse_count(std::string_view part, std::string_view key, int least, int most, int& out);

// The utility planner's choice checked by playing out its best few
// (ai/lookahead/): lookahead[:PERSONALITY][:candidates=N][:lines=N][:horizon=N]
// (lookahead_player.cpp).
std::unique_ptr<Player> make_lookahead_player(const PlayerSetup& setup);
// "" if `choice` is one make_lookahead_player takes, else why not.
std::string refuse_lookahead_choice(std::string_view choice);

// Difficulty levels: `computer:N` (or `computer` with `play --level N`)
// plays level N, 1 (weakest) to 5, each a player spec above, ordered by
// measured strength on rule set `rules` (Rules::name; docs/strength.md).
// The first four are the same on every rule set: random, greedy, the
// utility planner with lapses, the utility planner. Level 5 is the
// strongest player measured on the rule set (on Rencounter the search at
// 1 s a decision, elsewhere the lookahead, some 0.1 s a decision). Level 3
// when none is named; levels 1 to 4 answer at once.
constexpr int kDefaultLevel = 3;
const std::vector<std::string>& difficulty_levels(std::string_view rules = {});
std::unique_ptr<Player> make_computer_player(const PlayerSetup& setup);
// "" if `level` is a difficulty level (or empty), else why not.
std::string refuse_level(std::string_view level);
// Who plays a side, for the game's heading: the spec as given ("human",
// "utility:cautious"), and for a difficulty level the player it is on rule
// set `rules` ("level 4: lookahead"), since the levels differ by rule set.
std::string player_in_words(std::string_view spec, std::string_view rules);

}  // namespace skirmish
