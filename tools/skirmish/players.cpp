#include "tools/skirmish/players.h"

#include <charconv>

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
      {"human",
       "a person at this terminal types orders or picks numbered choices",
       make_human_player,
       {}},
      {"random", "picks uniformly among the legal actions (a baseline)", make_random_player, {}},
      {"greedy",
       "tries each action on the dice and keeps the best outcome (a baseline)",
       make_greedy_player,
       {}},
      {"utility",
       "weighs damage, cover, objectives and safety by the rules' odds; utility:NAME picks a "
       "personality (balanced, aggressive, cautious), utility:lapses=0.3 takes another of its "
       "best 3 than the first in 30% of decisions",
       make_utility_player, refuse_utility_choice},
      {"lookahead",
       "the utility planner's best few played out on the same dice, a few decisions on, and "
       "another taken only where it does clearly better; lookahead:lines=8:horizon=6:candidates=4",
       make_lookahead_player, refuse_lookahead_choice},
      {"mcts",
       "Monte Carlo tree search over the dice, its playouts by the utility planner; "
       "mcts:budget=1s (a time, or iterations: mcts:3000; :rollout=random for random playouts, "
       ":prior=utility to look first where the utility planner would play; on Rencounter the flat "
       "search among the utility planner's best eight unless told otherwise)",
       make_mcts_player, refuse_mcts_budget},
      {"computer",
       "a computer opponent by difficulty level, computer:1 (weakest) to computer:5 (or "
       "play --level N)",
       make_computer_player, refuse_level},
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

namespace {

// The kind named before the colon of `spec`, or nullptr.
const PlayerKind* find_kind(std::string_view spec, std::string_view& choice) {
  const auto colon = spec.find(':');
  const std::string_view kind = spec.substr(0, colon);
  choice = colon == std::string_view::npos ? std::string_view() : spec.substr(colon + 1);
  for (const PlayerKind& k : player_kinds()) {
    if (k.name == kind) return &k;
  }
  return nullptr;
}

}  // namespace

std::string player_spec_error(std::string_view spec) {
  std::string_view choice;
  const PlayerKind* kind = find_kind(spec, choice);
  if (!kind) {
    std::string message = "unknown player kind '";
    message.append(spec.substr(0, spec.find(':')))
        .append("'; the known kinds are: ")
        .append(player_kind_names());
    return message;
  }
  if (spec.find(':') == std::string_view::npos) return {};
  if (!kind->refuse_choice) {
    return "player kind '" + kind->name + "' takes no choice after ':' (found '" +
           std::string(choice) + "')";
  }
  return kind->refuse_choice(choice);
}

std::unique_ptr<Player> make_player(std::string_view spec, const PlayerSetup& setup) {
  const std::string error = player_spec_error(spec);
  if (!error.empty()) throw UnknownPlayerKind(error);
  std::string_view choice;
  const PlayerKind* kind = find_kind(spec, choice);
  PlayerSetup with_choice = setup;
  with_choice.choice = std::string(choice);
  return kind->make(with_choice);
}

bool parse_setting(std::string_view part, std::string_view key, double least, double most,
                   double& out) {
  if (part.rfind(key, 0) != 0) return false;
  part.remove_prefix(key.size());
  double x = 0;
  const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), x);
  if (ec != std::errc() || end != part.data() + part.size() || !(x >= least && x <= most)) {
    return false;
  }
  out = x;
  return true;
}

bool parse_count(std::string_view part, std::string_view key, int least, int most, int& out) {
  if (part.rfind(key, 0) != 0) return false;
  part.remove_prefix(key.size());
  int n = 0;
  const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), n);
  if (ec != std::errc() || end != part.data() + part.size() || n < least || n > most) return false;
  out = n;
  return true;
}

}  // namespace skirmish
