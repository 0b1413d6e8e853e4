#include "ai/mcts/mcts.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <thread>
#include <tuple>
#include <utility>

#include "ai/mcts/mcts_tree.h"
#include "ai/position_judge.h"
#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/keyed_dice.h"

namespace skirmish::ai {

namespace {

using Clock = std::chrono::steady_clock;

// Sides a value is kept for; rule sets have two, a few more cost nothing.
constexpr int kMostSides = 8;
// Room for the prior of a node, in actions, reserved up front.
constexpr size_t kSharesPerNode = 16;
// Iterations between looks at the clock under a time budget.
constexpr int kClockEvery = 1;

using Values = std::array<double, kMostSides>;

class UniformRollout final : public RolloutPolicy {
 public:
  Action choose(const Rules&, const GameState&, const std::vector<Action>& legal,
                Xoshiro256& rng) override {
    return legal[static_cast<size_t>(rng.below(legal.size()))];
  }
};

// Everything one lane works with; lanes share nothing but the rules and the
// root view, which are only read.
struct Lane {
  MctsTree tree;
  Xoshiro256 rng{0};
  std::unique_ptr<GameState> scratch;
  std::vector<Action> legal;
  // The root's list, the rule set's and the candidates', worked out on the
  // first iteration: every iteration starts from the same state, and
  // candidates depend on the state alone, so it never changes.
  std::vector<Action> root_legal;
  bool root_listed = false;
  std::vector<int32_t> path;
  std::unique_ptr<RolloutPolicy> rollout;
  std::unique_ptr<PriorPolicy> prior;           // none: UCT everywhere
  std::unique_ptr<CandidateSource> candidates;  // none: the rule set's actions only
  std::vector<double> prior_scratch;
  JudgeScratch judging;
  std::vector<double> danger;  // per side, at a rollout's end
  GroundBaseline ground;       // set with a ground weight: the root's ground
  int64_t quota = 0;           // iterations to run (iteration budget)
  int64_t done = 0;
  int deepest = 0;  // the deepest node's distance from the root
  // Paired root lines (MctsSettings::paired_root): the seed line k's dice
  // derive from, and per root choice (by its index in the root's list) the
  // values of its lines in order.
  uint64_t line_seed = 0;
  std::vector<std::vector<double>> root_lines;
};

uint64_t lane_seed(uint64_t seed, int lane) {
  SplitMix64 mix(seed + 0x9E3779B97F4A7C15ULL * static_cast<uint64_t>(lane + 1));
  return mix.next();
}

// The dice of a lane's k-th line through any root choice.
uint64_t line_dice_seed(uint64_t line_seed, std::size_t k) {
  SplitMix64 mix(line_seed ^ (0xBF58476D1CE4E5B9ULL * static_cast<uint64_t>(k + 1)));
  return mix.next();
}

// Visits and value summed over the children of `node` reached by `action`
// (one per side that may decide after it).
struct ActionStats {
  int64_t visits = 0;
  double sum = 0;
  double squares = 0;
};

ActionStats stats_of(const MctsTree& tree, int32_t node, const Action& action) {
  ActionStats st;
  for (int32_t c = tree.at(node).first_child; c >= 0; c = tree.at(c).next_sibling) {
    const MctsNode& child = tree.at(c);
    if (child.action == action) {
      st.visits += child.visits;
      st.sum += child.value_sum;
      st.squares += child.value_squares;
    }
  }
  return st;
}

// Which legal action to follow from `node`: one never tried here, chosen at
// random among those, else the best by UCT from the decider's side.
size_t select(const MctsTree& tree, int32_t node, const std::vector<Action>& legal,
              double exploration, Xoshiro256& rng) {
  size_t untried = 0;
  for (const Action& a : legal) {
    if (stats_of(tree, node, a).visits == 0) ++untried;
  }
  if (untried > 0) {
    uint64_t k = rng.below(untried);
    for (size_t i = 0; i < legal.size(); ++i) {
      if (stats_of(tree, node, legal[i]).visits != 0) continue;
      if (k-- == 0) return i;
    }
  }
  const double log_parent = std::log(std::max(1, tree.at(node).visits));
  size_t best = 0;
  double best_score = -1e300;
  for (size_t i = 0; i < legal.size(); ++i) {
    const ActionStats st = stats_of(tree, node, legal[i]);
    const auto n = static_cast<double>(st.visits);
    const double score = st.sum / n + exploration * std::sqrt(log_parent / n);
    if (score > best_score) {
      best_score = score;
      best = i;
    }
  }
  return best;
}

// How many of a node's actions progressive widening lets in after `visits`.
size_t widened(const MctsSettings& settings, int32_t visits) {
  if (settings.widening <= 0) return SIZE_MAX;
  const double k =
      std::ceil(settings.widening * std::pow(static_cast<double>(visits), settings.widening_power));
  return k < 1 ? 1 : k > 1e9 ? SIZE_MAX : static_cast<size_t>(k);
}

// Where `action` is in `legal`, looking first at `place`; legal.size() if
// it is not there.
size_t place_of(const std::vector<Action>& legal, const Action& action, size_t place) {
  if (place < legal.size() && legal[place] == action) return place;
  for (size_t i = 0; i < legal.size(); ++i) {
    if (legal[i] == action) return i;
  }
  return legal.size();
}

// The root's next choice when it plays the prior's best `few` in turn
// (MctsSettings::even_root): the one with the fewest visits, the better by
// prior on a tie. legal.size() if none of them is legal.
size_t select_in_turn(const MctsTree& tree, int32_t node, const std::vector<Action>& legal,
                      int few) {
  size_t best = legal.size();
  int64_t fewest = INT64_MAX;
  int seen = 0;
  for (const PriorShare* p = tree.prior_begin(node); p != tree.prior_end(node) && seen < few; ++p) {
    const size_t i = place_of(legal, p->action, p->place);
    if (i == legal.size()) continue;
    ++seen;
    const int64_t visits = stats_of(tree, node, p->action).visits;
    if (visits < fewest) {
      fewest = visits;
      best = i;
    }
  }
  return best;
}

// Which legal action to follow from a node that has its prior: PUCT over
// the k best by prior that are legal now (progressive widening), an untried
// one valued at the tried ones' mean less the untried penalty; equal scores
// go to the better prior, so a node's first tries follow the prior's order.
// legal.size() if none of the prior's actions is legal in this state.
size_t select_by_prior(const MctsTree& tree, int32_t node, const std::vector<Action>& legal,
                       const MctsSettings& settings) {
  const MctsNode& here = tree.at(node);
  int64_t tried_visits = 0;
  double tried_sum = 0;
  for (int32_t c = here.first_child; c >= 0; c = tree.at(c).next_sibling) {
    tried_visits += tree.at(c).visits;
    tried_sum += tree.at(c).value_sum;
  }
  const double untried =
      tried_visits > 0 ? tried_sum / static_cast<double>(tried_visits) - settings.untried_penalty
                       : 0;
  const double reach = settings.prior_exploration * std::sqrt(static_cast<double>(here.visits));
  const size_t open = widened(settings, here.visits);
  size_t seen = 0;
  size_t best = legal.size();
  double best_score = -1e300;
  for (const PriorShare* p = tree.prior_begin(node); p != tree.prior_end(node) && seen < open;
       ++p) {
    const size_t i = place_of(legal, p->action, p->place);
    if (i == legal.size()) continue;
    ++seen;
    const ActionStats st = stats_of(tree, node, p->action);
    const auto n = static_cast<double>(st.visits);
    const double q = st.visits > 0 ? st.sum / n : untried;
    const double score = q + reach * p->probability() / (1 + n);
    if (score > best_score) {
      best_score = score;
      best = i;
    }
  }
  return best;
}

// The position judged for every side (position_judge.h): the rule set's
// own estimate, and with a danger weight the danger each side's men stand in.
void judge(const Rules& rules, const GameState& s, int sides, const MctsSettings& settings,
           Lane& lane, Values& out) {
  lane.danger.clear();
  if (settings.danger_weight != 0) danger_by_side(rules, s, lane.judging, lane.danger);
  std::vector<double>& ground = lane.ground.scratch();
  ground.clear();
  if (settings.ground_weight != 0 && lane.ground.ready()) lane.ground.measure(rules, s, ground);
  for (int k = 0; k < sides; ++k) {
    const double v = with_danger(rules.evaluate(s, k), lane.danger, k, settings.danger_weight);
    out[static_cast<size_t>(k)] =
        with_ground(v, ground, lane.ground.root(), k, settings.ground_weight);
  }
}

// One iteration: down the tree with fresh dice, one new node, a rollout to
// the horizon, and the values back up the path.
void iterate(const Rules& rules, const GameState& root, const MctsSettings& settings, int sides,
             Lane& lane) {
  GameState& s = *lane.scratch;
  s.copy_from(root);
  std::optional<SeededDice> seeded;
  std::optional<KeyedDice> keyed;
  Dice* dice = nullptr;
  if (!settings.paired_root) dice = &seeded.emplace(lane.rng.next());
  std::size_t root_pick = 0;
  EventSink& quiet = null_sink();
  lane.path.clear();
  lane.path.push_back(0);
  int32_t node = 0;
  for (;;) {
    const Decision d = rules.next_decision(s);
    if (d.game_over()) break;
    if (node != 0) {
      rules.legal_actions(s, lane.legal);
      if (lane.candidates) lane.candidates->add(rules, s, lane.legal);
    } else {
      if (!lane.root_listed) {
        rules.legal_actions(s, lane.root_legal);
        if (lane.candidates) lane.candidates->add(rules, s, lane.root_legal);
        lane.root_listed = true;
      }
      lane.legal = lane.root_legal;  // reuses lane.legal's room: no allocation once warm
    }
    size_t pick = lane.legal.size();
    if (lane.prior) {
      MctsNode& here = lane.tree.at(node);
      if (here.prior_count == 0 && (node == 0 || here.visits >= settings.prior_after_visits)) {
        lane.prior->judge(rules, s, lane.legal, lane.prior_scratch);
        lane.prior_scratch.resize(lane.legal.size(), 0.0);  // a short answer: the rest get 0
        lane.tree.set_prior(node, lane.legal, lane.prior_scratch);
      }
      if (lane.tree.at(node).prior_count > 0) {
        pick = node == 0 && settings.even_root > 0
                   ? select_in_turn(lane.tree, node, lane.legal, settings.even_root)
                   : select_by_prior(lane.tree, node, lane.legal, settings);
      }
    }
    if (pick == lane.legal.size()) {
      pick = select(lane.tree, node, lane.legal, settings.exploration, lane.rng);
    }
    const Action a = lane.legal[pick];
    if (settings.paired_root && node == 0) {
      // The root's list is the same on every iteration (one state, and
      // candidates that depend on it alone), so a choice's place names it.
      if (lane.root_lines.size() < lane.legal.size()) {
        // Room for twice an even share of the lane's iterations, so that
        // keeping the lines seldom allocates in the search.
        lane.root_lines.resize(lane.legal.size());
        const auto room = static_cast<std::size_t>(
            std::max<int64_t>(16, 2 * lane.quota / static_cast<int64_t>(lane.legal.size())));
        for (std::vector<double>& lines : lane.root_lines) lines.reserve(room);
      }
      root_pick = pick;
      const uint64_t line = line_dice_seed(lane.line_seed, lane.root_lines[pick].size());
      if (settings.keyed_dice) {
        dice = &keyed.emplace(line);
      } else {
        dice = &seeded.emplace(line);
      }
    }
    rules.apply(s, a, *dice, quiet);
    const Decision next = rules.next_decision(s);
    const int decider = next.game_over() ? -1 : next.side;
    int32_t child = lane.tree.find_child(node, a, decider);
    const bool fresh = child < 0;
    if (fresh) child = lane.tree.add_child(node, a, d.side, decider);
    lane.path.push_back(child);
    node = child;
    if (fresh) break;
    // The path's length less the root is the new node's depth.
    if (settings.tree_depth > 0 && lane.path.size() > static_cast<size_t>(settings.tree_depth)) {
      break;
    }
  }
  lane.deepest = std::max(lane.deepest, static_cast<int>(lane.path.size()) - 1);
  for (int k = 0; k < settings.horizon; ++k) {
    if (rules.next_decision(s).game_over()) break;
    if (lane.rollout->reads_legal()) {
      rules.legal_actions(s, lane.legal);
    } else {
      lane.legal.clear();
    }
    rules.apply(s, lane.rollout->choose(rules, s, lane.legal, lane.rng), *dice, quiet);
  }
  Values v{};
  judge(rules, s, sides, settings, lane, v);
  if (settings.paired_root && lane.path.size() > 1) {
    const int8_t mover = lane.tree.at(lane.path[1]).mover;
    lane.root_lines[root_pick].push_back(v[static_cast<size_t>(mover)]);
  }
  for (const int32_t n : lane.path) {
    MctsNode& x = lane.tree.at(n);
    ++x.visits;
    if (x.mover < 0) continue;
    const double value = v[static_cast<size_t>(x.mover)];
    x.value_sum += value;
    x.value_squares += value * value;
  }
  ++lane.done;
}

// Runs the lanes given to one thread, an iteration of each in turn, until
// every quota is met or the deadline passes.
void run_lanes(const Rules& rules, const GameState& root, const MctsSettings& settings, int sides,
               std::vector<Lane>& lanes, int first, int step, Clock::time_point deadline) {
  const bool timed = settings.iterations <= 0;
  for (int64_t round = 0;; ++round) {
    bool any = false;
    for (size_t k = static_cast<size_t>(first); k < lanes.size(); k += static_cast<size_t>(step)) {
      Lane& lane = lanes[k];
      if (!timed && lane.done >= lane.quota) continue;
      iterate(rules, root, settings, sides, lane);
      any = true;
    }
    if (!any) return;
    if (timed && round % kClockEvery == kClockEvery - 1 && Clock::now() >= deadline) return;
  }
}

}  // namespace

namespace {

// The mean and standard error of `other`'s lines less `first`'s, line k of
// a lane against line k of the same lane (the same dice), over the lines
// both played; the number of pairs in `pairs`.
std::pair<double, double> paired_difference(const MctsOption& first, const MctsOption& other,
                                            int64_t& pairs) {
  double sum = 0, squares = 0;
  pairs = 0;
  for (std::size_t lane = 0; lane < first.lines.size() && lane < other.lines.size(); ++lane) {
    const std::vector<double>& a = first.lines[lane];
    const std::vector<double>& b = other.lines[lane];
    for (std::size_t k = 0; k < a.size() && k < b.size(); ++k) {
      const double d = b[k] - a[k];
      sum += d;
      squares += d * d;
      ++pairs;
    }
  }
  if (pairs == 0) return {0.0, 0.0};
  const auto n = static_cast<double>(pairs);
  const double mean = sum / n;
  const double variance = pairs > 1 ? std::max(0.0, (squares - n * mean * mean) / (n - 1)) : 0.0;
  return {mean, std::sqrt(variance / n)};
}

}  // namespace

std::size_t keep_or_beat(const std::vector<MctsOption>& options, const Action& first, double keep,
                         int64_t least_visits, double floor) {
  std::size_t most = 0, kept = options.size();
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (options[i].visits > options[most].visits) most = i;
    if (options[i].action == first && options[i].visits > 0) kept = i;
  }
  if (kept == options.size()) return most;
  // ci95 is 1.96 standard errors of the mean.
  const auto error = [](const MctsOption& o) { return o.ci95 / 1.96; };
  std::size_t pick = kept;
  double best_margin = 0;
  for (std::size_t i = 0; i < options.size(); ++i) {
    const MctsOption& o = options[i];
    if (i == kept || o.visits < least_visits) continue;
    double gain, spread;
    if (!o.lines.empty() && !options[kept].lines.empty()) {
      int64_t pairs = 0;
      std::tie(gain, spread) = paired_difference(options[kept], o, pairs);
      if (pairs < least_visits) continue;
    } else {
      gain = o.mean - options[kept].mean;
      spread = std::hypot(error(o), error(options[kept]));
    }
    // Beaten by more than `keep` standard errors, and by more than `floor`.
    const double margin = gain - std::max(keep * spread, floor);
    if (margin > best_margin) {
      best_margin = margin;
      pick = i;
    }
  }
  return pick;
}

MctsResult mcts_search(const Rules& rules, const GameState& state, int side,
                       const MctsSettings& settings, const RolloutFactory& rollout,
                       const PriorFactory& prior, const CandidateFactory& candidates) {
  const Clock::time_point start = Clock::now();
  const Decision d = rules.next_decision(state);
  if (d.game_over()) throw RulesError("mcts: the game is over, there is nothing to decide");
  if (d.side != side) {
    throw RulesError("mcts: side " + std::to_string(side) + " is not the one deciding (side " +
                     std::to_string(d.side) + " is)");
  }
  const int sides = std::min(kMostSides, std::max(2, rules.traits().players));
  // The search knows what the side knows, nothing more.
  std::unique_ptr<GameState> view = state.clone();
  rules.view_for(state, side, *view);

  GroundBaseline ground;
  if (settings.ground_weight != 0) ground.set(rules, *view);

  const int lane_count = std::max(1, settings.lanes);
  std::vector<Lane> lanes(static_cast<size_t>(lane_count));
  for (int k = 0; k < lane_count; ++k) {
    Lane& lane = lanes[static_cast<size_t>(k)];
    lane.rng = Xoshiro256(lane_seed(settings.seed, k));
    lane.line_seed = lane_seed(settings.seed ^ 0x94D049BB133111EBULL, k);
    lane.scratch = view->clone();
    lane.ground = ground;
    lane.legal.reserve(64);
    lane.root_legal.reserve(64);
    lane.path.reserve(64);
    lane.rollout = rollout ? rollout() : std::make_unique<UniformRollout>();
    if (prior) {
      lane.prior = prior();
      lane.prior_scratch.reserve(64);
    }
    if (candidates) lane.candidates = candidates();
    if (settings.iterations > 0) {
      lane.quota =
          settings.iterations / lane_count + (k < settings.iterations % lane_count ? 1 : 0);
    }
    const auto nodes = static_cast<size_t>(std::max<int64_t>(lane.quota, 1024)) + 2;
    lane.tree.reset(nodes, side, lane.prior ? nodes * kSharesPerNode : 0);
  }

  const auto budget = std::chrono::duration<double>(std::max(0.0, settings.seconds));
  const Clock::time_point deadline = start + std::chrono::duration_cast<Clock::duration>(budget);
  const int threads = std::clamp(settings.threads, 1, lane_count);
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) {
    pool.emplace_back(
        [&, t] { run_lanes(rules, *view, settings, sides, lanes, t, threads, deadline); });
  }
  run_lanes(rules, *view, settings, sides, lanes, 0, threads, deadline);
  for (std::thread& th : pool) th.join();

  // Merge the lanes' root children, action by action, in lane order.
  MctsResult result;
  std::vector<Action> root_actions;
  rules.legal_actions(*view, root_actions);
  if (candidates) candidates()->add(rules, *view, root_actions);
  std::vector<ActionStats> merged(root_actions.size());
  std::vector<std::vector<std::vector<double>>> lines(root_actions.size());
  for (Lane& lane : lanes) {
    result.iterations += lane.done;
    result.deepest = std::max(result.deepest, lane.deepest);
    for (size_t i = 0; i < root_actions.size(); ++i) {
      if (settings.paired_root) {
        lines[i].push_back(i < lane.root_lines.size() ? std::move(lane.root_lines[i])
                                                      : std::vector<double>());
      }
      const ActionStats st = stats_of(lane.tree, 0, root_actions[i]);
      merged[i].visits += st.visits;
      merged[i].sum += st.sum;
      merged[i].squares += st.squares;
    }
  }
  for (size_t i = 0; i < root_actions.size(); ++i) {
    MctsOption o;
    o.action = root_actions[i];
    o.visits = merged[i].visits;
    if (o.visits > 0) {
      const auto n = static_cast<double>(o.visits);
      o.mean = merged[i].sum / n;
      const double variance = std::max(0.0, merged[i].squares / n - o.mean * o.mean);
      o.ci95 = 1.96 * std::sqrt(variance / n);
    }
    o.lines = std::move(lines[i]);
    result.options.push_back(std::move(o));
  }
  std::stable_sort(result.options.begin(), result.options.end(),
                   [](const MctsOption& a, const MctsOption& b) {
                     if (a.visits != b.visits) return a.visits > b.visits;
                     return a.mean > b.mean;
                   });
  result.chosen = result.options.front().action;
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return result;
}

}  // namespace skirmish::ai
