// `skirmish suggest game.sav --side red`: the best few choices for a side
// in a saved game, by the utility planner, from what that side can see, each
// with its expected effect and a one-line reason; `--why-not ORDER` says why
// an order a person has in mind scores lower than the best.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>
#include <thread>

#include "ai/lookahead/lookahead_planner.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/rules/registry.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_log.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/order_parser.h"
#include "tools/skirmish/players.h"

namespace skirmish {

namespace {

// "red", "blue" (the first and second side, as play's --red and --blue), or
// a side's name in the scenario, any case; -1 if none.
int side_named(const Scenario& s, const std::string& name) {
  auto lower = [](std::string t) {
    for (char& c : t) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return t;
  };
  const std::string want = lower(name);
  if (want == "red") return 0;
  if (want == "blue") return 1;
  for (size_t k = 0; k < s.sides.size(); ++k) {
    if (lower(s.sides[k].name) == want) return static_cast<int>(k);
  }
  return -1;
}

std::string signed_score(double x) {
  char b[24];
  std::snprintf(b, sizeof b, "%+.2f", x);
  return b;
}

// The option's place in the play prompt's list (`offered`, the rule set's
// order), 1 on; 0 when the prompt does not list it (a tactical move of the
// planner's own, typed as an order there).
size_t prompt_number(const std::vector<Action>& offered, const Action& a) {
  const auto it = std::find(offered.begin(), offered.end(), a);
  return it == offered.end() ? 0 : static_cast<size_t>(it - offered.begin()) + 1;
}

void print_option(std::ostream& out, size_t rank, const ai::RankedOption& o,
                  const std::vector<Action>& offered) {
  out << rank << ". " << o.reason << "  [score " << signed_score(o.score);
  if (const size_t n = prompt_number(offered, o.action))
    out << "; choice " << n << " at the prompt";
  out << "]\n";
}

// The considerations where `mine` gives most away to `best`, largest first.
void print_shortfall(std::ostream& out, const ai::RankedOption& mine,
                     const ai::RankedOption& best) {
  struct Gap {
    std::string_view name;
    double mine = 0, best = 0;
  };
  std::vector<Gap> gaps;
  for (const ai::Consideration& c : best.terms) {
    Gap g{c.name, 0, c.contribution()};
    for (const ai::Consideration& m : mine.terms) {
      if (m.name == c.name) g.mine = m.contribution();
    }
    if (std::abs(g.best - g.mine) > 1e-9) gaps.push_back(g);
  }
  std::sort(gaps.begin(), gaps.end(),
            [](const Gap& a, const Gap& b) { return (a.best - a.mine) > (b.best - b.mine); });
  out << "Where it differs from the best, weighted (yours vs the best):\n";
  for (size_t k = 0; k < gaps.size() && k < 4; ++k) {
    out << "  " << gaps[k].name << ": " << signed_score(gaps[k].mine) << " vs "
        << signed_score(gaps[k].best) << "\n";
  }
}

}  // namespace

int run_suggest(const SuggestArgs& args, const Registry& registry, std::ostream& out,
                std::ostream& err) {
  LoggedGame game;
  try {
    game = load_game_file(args.game);
  } catch (const std::exception& e) {
    err << e.what() << "\n";
    return 1;
  }
  const GameRecord& record = game.record;
  const std::optional<PlayableScenario> playable =
      load_recorded_scenario(record, args.game, "", registry, err);
  if (!playable) return 1;
  const Rules& rules = *playable->rules;
  const Scenario& scenario = *playable->scenario;
  const int side = side_named(scenario, args.side);
  if (side < 0) {
    err << "suggest: --side " << args.side << ": no such side; the sides are red ("
        << scenario.sides[0].name << ") and blue ("
        << (scenario.sides.size() > 1 ? scenario.sides[1].name : std::string("none")) << ")\n";
    return 1;
  }
  const std::unique_ptr<GameState> state =
      replay_recorded(rules, playable->scenario, record, args.game, err);
  if (!state) return 1;
  const std::string& side_name = scenario.sides[static_cast<size_t>(side)].name;
  const Decision d = rules.next_decision(*state);
  if (d.game_over()) {
    err << "suggest: the game is over: " << rules.outcome(*state).reason << "\n";
    return 1;
  }
  if (d.side != side) {
    err << "suggest: " << scenario.sides[static_cast<size_t>(d.side)].name << " must choose now ("
        << name_of(d.kind) << "), not " << side_name << "\n";
    return 1;
  }

  ai::Personality personality;
  try {
    const auto all = ai::load_personalities(
        args.personalities.empty() ? ai::default_personalities_path() : args.personalities);
    personality = ai::find_personality(all, args.personality);
  } catch (const std::exception& e) {
    err << "suggest: " << e.what() << "\n";
    return 1;
  }
  ai::UtilitySettings settings;
  settings.reasons_for = static_cast<std::size_t>(std::max(1, args.top));
  settings.preview_orders = true;  // a group's order: what its first man would do
  ai::UtilityPlanner planner(personality, record.seed, settings);
  ai::PlanResult plan;
  std::string judge = "the utility planner (" + args.personality + ")";
  if (args.lookahead) {
    ai::LookaheadSettings deeper;
    deeper.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    ai::LookaheadPlanner lookahead(personality, record.seed, deeper);
    plan = lookahead.plan(rules, *state, side);
    judge += ", its best " + std::to_string(deeper.candidates) + " played out " +
             std::to_string(deeper.lines) + " lines " + std::to_string(deeper.horizon) +
             " decisions on";
  } else {
    plan = planner.plan(rules, *state, side);
  }

  out << side_name << ", turn " << state->turn() << ": " << plan.ranked.size()
      << (plan.ranked.size() == 1 ? " choice" : " choices") << " weighed by " << judge
      << ", from what " << side_name << " can see\n";
  // Numbers are the play prompt's: the rule set's list for the position.
  std::vector<Action> offered;
  rules.legal_actions(*state, offered);
  const size_t top = std::min(plan.ranked.size(), static_cast<size_t>(std::max(1, args.top)));
  for (size_t k = 0; k < top; ++k) print_option(out, k + 1, plan.ranked[k], offered);

  if (args.why_not.empty()) return 0;
  std::vector<std::string> names;
  NamedSides sides;  // a shared name is read as our man acting on an enemy
  sides.deciding = side;
  for (size_t i = 0; i < state->figures().size(); ++i) {
    names.push_back(figure_name(scenario, static_cast<int>(i)));
    sides.of_figure.push_back(state->figures()[i].side);
  }
  const TypedCommand typed = parse_command(args.why_not, names, sides);
  Action proposed;
  if (typed.kind == TypedCommand::Kind::kOrder) {
    proposed = typed.order;
  } else if (typed.kind == TypedCommand::Kind::kNumber) {
    // As at the play prompt: the rule set's n-th choice.
    if (typed.number < 1 || static_cast<size_t>(typed.number) > offered.size()) {
      err << "suggest: --why-not \"" << args.why_not << "\": there is no choice " << typed.number
          << " at the prompt: 1 to " << offered.size() << "\n";
      return 1;
    }
    proposed = offered[static_cast<size_t>(typed.number - 1)];
  } else {
    err << "suggest: --why-not \"" << args.why_not
        << "\": " << (typed.kind == TypedCommand::Kind::kError ? typed.error : "not an order")
        << "\n";
    return 1;
  }
  out << "\nWhy not \"" << args.why_not << "\"?\n";
  const CheckResult allowed = rules.check(*state, proposed);
  if (!allowed.ok) {
    out << "It is not allowed now: " << allowed.reason << "\n";
    return 0;
  }
  const ai::RankedOption mine = planner.assess(rules, *state, side, proposed);
  size_t rank = 0;
  while (rank < plan.ranked.size() && plan.ranked[rank].score > mine.score) ++rank;
  out << mine.reason << "  [score " << signed_score(mine.score) << "]\n";
  if (rank == 0) {
    out << "It scores as well as the best choice.\n";
    return 0;
  }
  // An order of one's own the planner did not weigh is one more choice.
  const bool weighed = std::any_of(plan.ranked.begin(), plan.ranked.end(),
                                   [&](const ai::RankedOption& o) { return o.action == proposed; });
  out << "It would rank " << rank + 1 << " of " << plan.ranked.size() + (weighed ? 0 : 1)
      << ", below: " << plan.ranked[0].reason << "  [score " << signed_score(plan.ranked[0].score)
      << "]\n";
  print_shortfall(out, mine, plan.ranked[0]);
  return 0;
}

}  // namespace skirmish
