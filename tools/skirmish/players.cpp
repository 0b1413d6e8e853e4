#include "tools/skirmish/players.h"

#include "engine/core/random.h"

namespace skirmish {

namespace {

// Keeps the players' streams apart from the game dice, which use the seed
// itself (an arbitrary odd constant, the golden ratio's bits).
constexpr uint64_t kPlayerStream = 0x9e3779b97f4a7c15ULL;

// Picks uniformly among the offered actions. The generator is made afresh
// for each decision from (seed, side, decisions so far), so a game resumed
// from a save picks exactly what the uninterrupted game would have picked,
// without having to remember how far the stream had run.
class RandomPlayer final : public Player {
 public:
  RandomPlayer(int side, uint64_t seed) : side_(side), seed_(seed) {}

  std::optional<Action> choose(const PlayerTurn& turn) override {
    SplitMix64 spread(seed_ ^ (kPlayerStream * static_cast<uint64_t>(side_ + 1)));
    Xoshiro256 rng(spread.next() + turn.state.actions_applied());
    const uint64_t pick = rng.below(static_cast<uint64_t>(turn.legal.size()));
    return turn.legal[static_cast<std::size_t>(pick)];
  }

 private:
  int side_;
  uint64_t seed_;
};

}  // namespace

std::unique_ptr<Player> make_random_player(const PlayerSetup& setup) {
  return std::make_unique<RandomPlayer>(setup.side, setup.seed);
}

const std::vector<PlayerKind>& player_kinds() {
  static const std::vector<PlayerKind> kinds = {
      {"human", "a person at this terminal types orders or picks numbered choices",
       make_human_player},
      {"random", "picks uniformly among the legal actions (a baseline)", make_random_player},
  };
  return kinds;
}

std::string player_kind_names() {
  std::string names;
  for (const PlayerKind& k : player_kinds()) {
    if (!names.empty()) names.append(", ");
    names.append(k.name);
  }
  return names;
}

std::unique_ptr<Player> make_player(std::string_view name, const PlayerSetup& setup) {
  for (const PlayerKind& k : player_kinds()) {
    if (k.name == name) return k.make(setup);
  }
  std::string message = "unknown player kind '";
  message.append(name).append("'; the known kinds are: ").append(player_kind_names());
  throw UnknownPlayerKind(message);
}

}  // namespace skirmish
