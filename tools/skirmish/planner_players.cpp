// The planners of ai/ as `skirmish play` players: each decision is planned
// on the side's view and the chosen action handed back with its reason,
// which play prints under the action for a person watching.
#include <charconv>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <thread>

#include "ai/baselines/greedy_planner.h"
#include "ai/lapsing_planner.h"
#include "ai/mcts/mcts_planner.h"
#include "ai/mcts/planner_candidates.h"
#include "ai/mcts/planner_prior.h"
#include "ai/mcts/planner_rollout.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tools/skirmish/planner_player.h"
#include "tools/skirmish/players.h"

namespace skirmish {

std::string personalities_path() {
  const char* given = std::getenv("SKIRMISH_PERSONALITIES");
  return given && *given ? std::string(given) : ai::default_personalities_path();
}

std::string refuse_personality(std::string_view personality) {
  try {
    const auto all = ai::load_personalities(personalities_path());
    ai::find_personality(all, personality);
    return {};
  } catch (const ai::PersonalityError& e) {
    return e.what();
  } catch (const std::invalid_argument& e) {
    return e.what();
  }
}

std::string parse_personality_choice(
    std::string_view text, std::string& personality,
    const std::function<bool(std::string_view)>& setting,
    const std::function<std::string(std::string_view)>& not_a_setting) {
  while (!text.empty()) {
    const size_t colon = text.find(':');
    const std::string_view part = text.substr(0, colon);
    text = colon == std::string_view::npos ? std::string_view() : text.substr(colon + 1);
    if (part.find('=') == std::string_view::npos) {
      if (const std::string why = refuse_personality(part); !why.empty()) return why;
      personality = std::string(part);
    } else if (!setting(part)) {
      return not_a_setting(part);
    }
  }
  return {};
}

std::unique_ptr<Player> make_greedy_player(const PlayerSetup& setup) {
  return std::make_unique<PlannerPlayer>(std::make_unique<ai::GreedyPlanner>(setup.seed),
                                         setup.side);
}

namespace {

struct UtilityChoice {
  std::string personality = "balanced";
  bool lapsing = false;  // lapses= or among= was given
  ai::LapseSettings lapse;
};

// What may follow `utility:`, separated by colons: a personality name,
// lapses=X (the chance a decision takes another of the best few than the
// first, ai/lapsing_planner.h), among=N (the best few a lapse may take).
// "" if it parses, else why not.
std::string parse_utility_choice(std::string_view text, UtilityChoice& out) {
  return parse_personality_choice(
      text, out.personality,
      [&out](std::string_view part) {
        out.lapsing = true;
        return parse_setting(part, "lapses=", 0, 1, out.lapse.chance) ||
               parse_count(part, "among=", 2, 16, out.lapse.among);
      },
      [](std::string_view part) {
        return "utility choice '" + std::string(part) +
               "' is not one of lapses=X (0-1), among=N (2-16) or a personality; e.g. "
               "utility:cautious:lapses=0.3";
      });
}

}  // namespace

std::string refuse_utility_choice(std::string_view choice) {
  UtilityChoice c;
  return parse_utility_choice(choice, c);
}

std::unique_ptr<Player> make_utility_player(const PlayerSetup& setup) {
  UtilityChoice c;
  if (const std::string why = parse_utility_choice(setup.choice, c); !why.empty()) {
    throw UnknownPlayerKind(why);
  }
  const auto all = ai::load_personalities(personalities_path());
  std::unique_ptr<ai::Planner> planner =
      std::make_unique<ai::UtilityPlanner>(ai::find_personality(all, c.personality), setup.seed);
  if (c.lapsing) {
    planner = std::make_unique<ai::LapsingPlanner>(std::move(planner), c.lapse, setup.seed);
  }
  return std::make_unique<PlannerPlayer>(std::move(planner), setup.side);
}

namespace {

// "1s", "0.5s", "500ms" (a time budget) or "3000" (iterations: the same
// choice on any machine); "" is 1 second.
bool parse_budget(std::string_view text, ai::MctsSettings& out) {
  if (text.empty()) return true;
  double scale = 0;  // seconds per unit; 0 = iterations
  if (text.size() > 2 && text.substr(text.size() - 2) == "ms") {
    scale = 0.001;
    text.remove_suffix(2);
  } else if (text.back() == 's') {
    scale = 1;
    text.remove_suffix(1);
  }
  double value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size() || !(value > 0)) return false;
  if (scale > 0) {
    out.iterations = 0;
    out.seconds = value * scale;
    return out.seconds <= 3600;
  }
  if (value != static_cast<double>(static_cast<int64_t>(value))) return false;
  out.iterations = static_cast<int64_t>(value);
  return true;
}

// What may follow `mcts:`, separated by colons: a budget (bare or
// budget=...), rollout=random|utility (the playouts' moves), horizon=N
// (decisions a playout runs before the rules judge it) and
// prior=utility|none (which actions the search looks at first: the
// utility planner's ranking, or the rule set's order) and
// moves=tactics|rules (whether the tree may also take the utility
// planner's moves to tactical destinations), keep=X (play the utility
// planner's choice unless another beats it by X standard errors,
// mcts_planner.h; 0 plays the most visited, as plain MCTS), floor=X (and
// by more than X on the judge's scale, -1..1), among=N (and only by one
// of the utility planner's best N; 0 any),
// dice=paired|keyed|fresh (the root choices' lines on common dice, compared
// line by line; the same with each man's rolls his own along a line, so the
// lines keep common luck after they part: MctsSettings::keyed_dice; or every
// line on dice of its own: MctsSettings::paired_root),
// depth=N (how deep the tree grows: MctsSettings::tree_depth), even=N (the
// utility planner's best N at the root, played in turn: MctsSettings::even_root;
// it brings in the utility prior), danger=X (how much the danger the men stand in counts where a
// playout is judged: ai/position_judge.h), ground=X (how much the ground each side gained toward
// its objectives counts there) and lanes=N (the independent trees the budget is split over, mcts.h;
// fewer, deeper trees or more, shallower ones, the same answer on any number of threads). Colons,
// not commas: tournament lists players with commas. The player's defaults differ from the
// library's: playouts by the utility planner, which beat utility where random playouts of 30
// decisions lost to it, cut at 2 decisions: on the stockade raid 63.8% against utility over 80
// games at 200 lines, against 51.1% over 90 cut at 4, level on Rencounter
// (docs/strength.md, "No moment that asks for hold fire alone").
constexpr int kUtilityHorizon = 2;

// Whether the search takes the utility planner's ranking as its prior
// unless told: not, as measured (docs/strength.md, "MCTS with the utility
// prior": at 200 iterations it scored 51% against the plain search over 40
// games, no gain to pay its time for).
constexpr bool kUtilityPriorByDefault = false;

// How many standard errors another choice must beat the utility planner's
// by for the search to play it, unless told (mcts_planner.h). At 200
// iterations against utility over the six shipped scenarios, 60 games
// a seed (docs/strength.md): 0 (the most visited) 44.2% and 29.2% on
// seeds 21 and 77, 2 51.7%, 3 56.7% and 57.5%.
constexpr double kKeepByDefault = 3.0;

// How much the danger the men stand in counts where a playout is judged
// unless told (ai/position_judge.h): as the lookahead judges its lines. At
// 200 iterations, keep=3, against utility over the six scenarios, 60 games
// a seed (docs/strength.md): 53.3% and 56.7% on seeds 21 and 77 (55.0%
// over 120 games), against 51.7% judged by the rules' estimate alone.
constexpr double kDangerByDefault = 0.5;

// Whether the tree takes the tactical destinations' moves unless told.
constexpr bool kTacticalMovesByDefault = true;

struct MctsChoice {
  ai::MctsSettings settings = [] {
    ai::MctsSettings s;
    s.danger_weight = kDangerByDefault;
    return s;
  }();
  bool utility_rollouts = true;
  bool horizon_given = false;
  bool utility_prior = kUtilityPriorByDefault;
  bool prior_given = false;  // prior= was written: it stands whatever even= says
  bool tactical_moves = kTacticalMovesByDefault;
  double keep = kKeepByDefault;  // the utility planner's choice stands unless beaten by this
  double floor = 0;              // ... and by more than this on the judge's scale
  int among = 0;                 // ... by one of its best this many (0: any)
};

bool parse_mcts_choice(std::string_view text, MctsChoice& out) {
  while (!text.empty()) {
    const size_t colon = text.find(':');
    std::string_view part = text.substr(0, colon);
    text = colon == std::string_view::npos ? std::string_view() : text.substr(colon + 1);
    if (part.rfind("rollout=", 0) == 0) {
      part.remove_prefix(8);
      if (part != "random" && part != "utility") return false;
      out.utility_rollouts = part == "utility";
    } else if (part.rfind("prior=", 0) == 0) {
      part.remove_prefix(6);
      if (part != "none" && part != "utility") return false;
      out.utility_prior = part == "utility";
      out.prior_given = true;
    } else if (part.rfind("moves=", 0) == 0) {
      part.remove_prefix(6);
      if (part != "tactics" && part != "rules") return false;
      out.tactical_moves = part == "tactics";
    } else if (part.rfind("horizon=", 0) == 0) {
      part.remove_prefix(8);
      int h = -1;
      const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), h);
      if (ec != std::errc() || end != part.data() + part.size() || h < 0 || h > 100000) {
        return false;
      }
      out.settings.horizon = h;
      out.horizon_given = true;
    } else if (part.rfind("dice=", 0) == 0) {
      part.remove_prefix(5);
      if (part != "paired" && part != "keyed" && part != "fresh") return false;
      out.settings.paired_root = part != "fresh";
      out.settings.keyed_dice = part == "keyed";
    } else if (part.rfind("keep=", 0) == 0) {
      if (!parse_setting(part, "keep=", 0, 10, out.keep)) return false;
    } else if (part.rfind("floor=", 0) == 0) {
      if (!parse_setting(part, "floor=", 0, 1, out.floor)) return false;
    } else if (part.rfind("among=", 0) == 0) {
      if (!parse_count(part, "among=", 0, 64, out.among)) return false;
    } else if (part.rfind("danger=", 0) == 0) {
      if (!parse_setting(part, "danger=", 0, 10, out.settings.danger_weight)) return false;
    } else if (part.rfind("ground=", 0) == 0) {
      if (!parse_setting(part, "ground=", 0, 10, out.settings.ground_weight)) return false;
    } else if (part.rfind("depth=", 0) == 0) {
      if (!parse_count(part, "depth=", 0, 1000, out.settings.tree_depth)) return false;
    } else if (part.rfind("even=", 0) == 0) {
      if (!parse_count(part, "even=", 0, 64, out.settings.even_root)) return false;
    } else if (part.rfind("lanes=", 0) == 0) {
      if (!parse_count(part, "lanes=", 1, 64, out.settings.lanes)) return false;
    } else {
      if (part.rfind("budget=", 0) == 0) part.remove_prefix(7);
      if (!parse_budget(part, out.settings)) return false;
    }
  }
  return true;
}

// The rule set's defaults (mcts_defaults), then the player's own choice.
bool parse_mcts_choice(std::string_view rules, std::string_view choice, MctsChoice& out) {
  if (!parse_mcts_choice(mcts_defaults(rules), out)) return false;
  if (!parse_mcts_choice(choice, out)) return false;
  // The root's best few are the utility planner's, unless prior= says
  // otherwise.
  if (!out.prior_given && out.settings.even_root > 0) out.utility_prior = true;
  return true;
}

}  // namespace

// On Rencounter the player's general defaults below (a tree grown without
// limit, playouts of 2 decisions, keep=3) scored 38.5% against the utility
// planner at 1 s (docs/strength.md, "The 1 s run on Rencounter"); the flat
// search among the utility planner's best eight, its lines 8 decisions
// long on keyed dice, another choice played only where it beats the
// utility planner's by a standard error and by 0.02 on the judge's scale,
// is the strongest measured there ("The utility planner's best eight").
// On Mayhem the general defaults are the measured best (68.5% at 1 s).
std::string_view mcts_defaults(std::string_view rules) {
  if (rules == "rencounter") return "horizon=8:depth=1:even=8:dice=keyed:keep=1:floor=0.02";
  return {};
}

std::string refuse_mcts_budget(std::string_view choice) {
  MctsChoice c;
  if (parse_mcts_choice(choice, c)) return {};
  return "mcts choice '" + std::string(choice) +
         "' is not a budget (a time, 1s or 500ms, or iterations, 3000), rollout=random|utility, "
         "horizon=N, prior=utility|none, moves=tactics|rules, keep=X (0-10), floor=X (0-1), "
         "among=N (0-64), "
         "dice=paired|keyed|fresh, danger=X (0-10), ground=X (0-10), depth=N (0-1000), "
         "even=N (0-64) or lanes=N (1-64), "
         "separated by "
         "colons, e.g. "
         "mcts:budget=1s:rollout=utility:horizon=4:prior=utility";
}

std::unique_ptr<ai::MctsPlanner> make_mcts_planner(const PlayerSetup& setup) {
  MctsChoice c;
  if (!parse_mcts_choice(setup.rules, setup.choice, c)) {
    throw UnknownPlayerKind(refuse_mcts_budget(setup.choice));
  }
  ai::MctsSettings settings = c.settings;
  // Every core: the lanes keep the answer the same whatever the count.
  settings.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  settings.seed = setup.seed ^ (0x9E3779B97F4A7C15ULL * static_cast<uint64_t>(setup.side + 1));
  ai::RolloutFactory rollout;
  ai::PriorFactory prior;
  ai::CandidateFactory candidates;
  if (c.utility_rollouts && !c.horizon_given) settings.horizon = kUtilityHorizon;
  std::unique_ptr<ai::Planner> first_opinion;
  if (c.utility_rollouts || c.utility_prior || c.tactical_moves || c.keep > 0) {
    const auto all = ai::load_personalities(personalities_path());
    const ai::Personality balanced = ai::find_personality(all, "balanced");
    const uint64_t seed = settings.seed;
    ai::UtilitySettings quiet;
    quiet.reasons_for = 0;  // no words inside a search
    if (c.utility_rollouts) {
      rollout = [balanced, seed, quiet] {
        return std::make_unique<ai::PlannerRollout>(
            std::make_unique<ai::UtilityPlanner>(balanced, seed, quiet));
      };
    }
    if (c.utility_prior) {
      prior = [balanced, seed, quiet] {
        return std::make_unique<ai::PlannerPrior>(
            std::make_unique<ai::UtilityPlanner>(balanced, seed, quiet));
      };
    }
    if (c.keep > 0) {
      // The first opinion speaks: where the search keeps its choice, its
      // reason is what a person watching is told (once a decision, beside
      // the search's thousands of quiet lines).
      first_opinion = std::make_unique<ai::UtilityPlanner>(balanced, seed);
    }
    if (c.tactical_moves) {
      candidates = [balanced, seed, quiet] {
        return std::make_unique<ai::PlannerCandidates>(
            std::make_unique<ai::UtilityPlanner>(balanced, seed, quiet));
      };
    }
  }
  auto planner = std::make_unique<ai::MctsPlanner>(settings, rollout, prior, candidates);
  if (first_opinion)
    planner->keep_first_opinion(std::move(first_opinion), c.keep, c.floor, c.among);
  return planner;
}

std::unique_ptr<Player> make_mcts_player(const PlayerSetup& setup) {
  return std::make_unique<PlannerPlayer>(make_mcts_planner(setup), setup.side);
}

const std::vector<std::string>& difficulty_levels(std::string_view rules) {
  // Ordered by measured strength, weakest first (docs/strength.md,
  // "Difficulty levels"): each level is a player spec as --red/--blue take
  // it, and each beat the one below on the rule set. Level 3 is the utility
  // planner taking another of its best three in two decisions of five
  // (ai/lapsing_planner.h), midway between greedy and the utility planner
  // itself, level 4. Level 5 is the strongest player measured on the rule
  // set: on Rencounter the search at 1 s a decision with its tuned
  // settings (mcts_defaults); elsewhere the lookahead, which the search at
  // 1 s did not beat on Mayhem.
  static const std::vector<std::string> rencounter = {
      "random", "greedy", "utility:lapses=0.4", "utility", "mcts",
  };
  static const std::vector<std::string> others = {
      "random", "greedy", "utility:lapses=0.4", "utility", "lookahead",
  };
  return rules == "rencounter" ? rencounter : others;
}

std::string refuse_level(std::string_view level) {
  const std::vector<std::string>& levels = difficulty_levels();
  int n = 0;
  const auto [end, ec] = std::from_chars(level.data(), level.data() + level.size(), n);
  if (level.empty() || (ec == std::errc() && end == level.data() + level.size() && n >= 1 &&
                        n <= static_cast<int>(levels.size()))) {
    return {};
  }
  return "difficulty level '" + std::string(level) + "' is not one of 1 to " +
         std::to_string(levels.size()) + " (e.g. computer:3)";
}

std::string player_in_words(std::string_view spec, std::string_view rules) {
  constexpr std::string_view kComputer = "computer";
  if (spec.substr(0, kComputer.size()) != kComputer) return std::string(spec);
  std::string_view level = spec.substr(kComputer.size());
  if (!level.empty() && level.front() != ':') return std::string(spec);
  if (!level.empty()) level.remove_prefix(1);
  if (!refuse_level(level).empty()) return std::string(spec);
  const int n = level.empty() ? kDefaultLevel : std::stoi(std::string(level));
  return "level " + std::to_string(n) + ": " +
         difficulty_levels(rules)[static_cast<std::size_t>(n - 1)];
}

std::unique_ptr<Player> make_computer_player(const PlayerSetup& setup) {
  if (const std::string why = refuse_level(setup.choice); !why.empty()) {
    throw UnknownPlayerKind(why);
  }
  const int level = setup.choice.empty() ? kDefaultLevel : std::stoi(setup.choice);
  return make_player(difficulty_levels(setup.rules)[static_cast<size_t>(level - 1)], setup);
}

}  // namespace skirmish
