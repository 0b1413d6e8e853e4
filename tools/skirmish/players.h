// Who chooses for a side in `skirmish play`: a person at the terminal, a
// random-legal baseline, and (later) the planners.
//
// The kinds are an explicit list in players.cpp (no self-registration the
// linker could drop); asking for an unknown kind fails listing the known ones.
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
};

// What a player kind may need to be made.
struct PlayerSetup {
  int side = 0;       // the side it plays
  uint64_t seed = 0;  // the game's --seed; each kind derives its own stream
  std::istream* in = nullptr;
  std::ostream* out = nullptr;
};

struct PlayerKind {
  std::string name;     // as typed after --red / --blue
  std::string summary;  // one line for help and errors
  std::function<std::unique_ptr<Player>(const PlayerSetup&)> make;
};

// A --red / --blue value is not a known player kind.
class UnknownPlayerKind : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Every kind `skirmish play` knows, in the order help lists them.
const std::vector<PlayerKind>& player_kinds();
// "human, random".
std::string player_kind_names();
// The player of kind `name`; UnknownPlayerKind listing the known kinds.
std::unique_ptr<Player> make_player(std::string_view name, const PlayerSetup& setup);

// Uniform over the legal actions, from its own generator (engine/core/random.h).
std::unique_ptr<Player> make_random_player(const PlayerSetup& setup);
// A person at the terminal (human_player.cpp).
std::unique_ptr<Player> make_human_player(const PlayerSetup& setup);

}  // namespace skirmish
