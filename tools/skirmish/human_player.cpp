// A person at the terminal: told whose turn it is and what must be decided,
// shown the rule set's numbered choices, and free to type any order instead
// (the rule set judges it and, if it refuses, says why). A decision with one
// choice is not asked.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <istream>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/core/atomic_file.h"
#include "engine/scenario/deployment.h"
#include "tools/skirmish/choice_odds.h"
#include "tools/skirmish/order_parser.h"
#include "tools/skirmish/planner_player.h"
#include "tools/skirmish/players.h"
#include "tools/skirmish/position_text.h"

namespace skirmish {

namespace {

constexpr double kSamePoint = 0.05;  // inches: a typed point this close is the offered one

bool same_order(const Action& typed, const Action& offered) {
  if (typed.kind != offered.kind || typed.actor != offered.actor) return false;
  if (typed.target >= 0 && typed.target != offered.target) return false;
  if (typed.kind == ActionKind::kChangePosture && typed.param != offered.param) return false;
  if (typed.at) return offered.at && distance(*typed.at, *offered.at) <= kSamePoint;
  return true;
}

std::string choice_numbers(const std::vector<std::size_t>& which) {
  std::string s;
  for (std::size_t i : which) {
    if (!s.empty()) s.append(", ");
    s.append(std::to_string(i + 1));
  }
  return s;
}

// Words for matching what a person types against the choices' wording:
// lower case, cut at anything but letters, digits and points, with the
// points that end words (abbreviations, sentences) dropped.
std::vector<std::string> plain_words(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  auto flush = [&] {
    while (!word.empty() && word.back() == '.') word.pop_back();
    if (!word.empty()) words.push_back(word);
    word.clear();
  };
  for (const char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isalnum(u) || c == '.' || c == '\'') {
      word.push_back(static_cast<char>(std::tolower(u)));
    } else {
      flush();
    }
  }
  flush();
  return words;
}

// The offered choices whose wording holds every word typed (each as the
// start of one of its words): "webb runs" finds "Pte Webb runs to (32.1,
// 12.3)". How a person names a choice the typed orders cannot express.
std::vector<std::size_t> choices_worded(const PlayerTurn& turn, std::string_view line) {
  std::vector<std::size_t> hits;
  const std::vector<std::string> typed = plain_words(line);
  if (typed.empty()) return hits;
  for (std::size_t i = 0; i < turn.legal.size(); ++i) {
    const std::vector<std::string> said =
        plain_words(turn.rules.describe(turn.state, turn.legal[i]));
    bool all = true;
    for (const std::string& w : typed) {
      bool found = false;
      for (const std::string& s : said) found = found || s.rfind(w, 0) == 0;
      all = all && found;
    }
    if (all) hits.push_back(i);
  }
  return hits;
}

class HumanPlayer final : public Player {
 public:
  HumanPlayer(std::istream& in, std::ostream& out, uint64_t seed)
      : in_(in), out_(out), seed_(seed) {}

  std::optional<Action> choose(const PlayerTurn& turn) override {
    take_back_ = false;
    const Scenario& scenario = turn.state.scenario();
    const std::vector<std::string> names = figure_names(scenario);
    const std::string side = scenario.sides[static_cast<std::size_t>(turn.decision.side)].name;
    // A name two men share is read as the deciding side's man who acts and
    // the enemy he acts on.
    NamedSides sides;
    sides.deciding = turn.decision.side;
    for (const Figure& f : turn.state.figures()) sides.of_figure.push_back(f.side);
    announce(turn, names, side);
    // Nothing to choose (a first roll for the initiative, a first card to
    // draw): taken without asking, and said so.
    if (turn.legal.size() == 1) {
      out_ << "  " << turn.rules.describe(turn.state, turn.legal.front())
           << ": the only choice, taken.\n";
      return turn.legal.front();
    }
    const std::vector<std::string> lines = choice_lines(turn);
    if (const std::optional<Action> held = still_waiting(turn, lines)) {
      out_ << "  " << turn.rules.describe(turn.state, *held)
           << ": the same shots as when you said wait.\n";
      return held;
    }
    waiting_on_.clear();
    list(lines);
    if (hold_fire(turn)) out_ << "  (or wait: hold fire while these same shots are offered)\n";
    for (;;) {
      out_ << side << "> " << std::flush;
      std::string line;
      if (!std::getline(in_, line)) {
        out_ << "\n";
        return std::nullopt;
      }
      const TypedCommand command = parse_command(line, names, sides);
      switch (command.kind) {
        case TypedCommand::Kind::kEmpty:
          break;
        case TypedCommand::Kind::kNumber:
          if (command.number >= 1 && command.number <= static_cast<int>(turn.legal.size())) {
            return turn.legal[static_cast<std::size_t>(command.number - 1)];
          }
          out_ << "There is no choice " << command.number << ": type 1 to " << turn.legal.size()
               << ", an order, or help.\n";
          break;
        case TypedCommand::Kind::kOrder:
          if (auto action = judge(turn, command.order)) return action;
          break;
        case TypedCommand::Kind::kHelp:
          out_ << order_help();
          break;
        case TypedCommand::Kind::kList:
          list(lines);
          break;
        case TypedCommand::Kind::kHint:
          hint(turn);
          break;
        case TypedCommand::Kind::kWait:
          if (const std::optional<Action> hold = hold_fire(turn)) {
            waiting_on_ = lines;
            waiting_side_ = turn.decision.side;
            waiting_turn_ = turn.state.turn();
            return hold;
          }
          out_ << "wait holds fire at a chance to fire out of turn; this is not one.\n";
          break;
        case TypedCommand::Kind::kUndo:
          // Whatever was waited on belongs to the turn being taken back.
          waiting_on_.clear();
          take_back_ = true;
          return std::nullopt;
        case TypedCommand::Kind::kShow:
          out_ << position_caption(turn.state) << "\n" << figures_text(turn.state);
          break;
        case TypedCommand::Kind::kRender:
          render(turn.state, command.file);
          break;
        case TypedCommand::Kind::kQuit:
          return std::nullopt;
        case TypedCommand::Kind::kError: {
          // Not an order the parser knows: perhaps the words of a choice.
          const std::vector<std::size_t> worded = choices_worded(turn, line);
          if (worded.size() == 1) return turn.legal[worded.front()];
          if (worded.size() > 1) {
            out_ << "That could be any of choices " << choice_numbers(worded)
                 << ": type its number, or more of its words.\n";
            break;
          }
          out_ << "Not understood: " << command.error << "\n";
          break;
        }
      }
    }
  }

 private:
  void announce(const PlayerTurn& turn, const std::vector<std::string>& names,
                const std::string& side) {
    out_ << "\nTurn " << turn.state.turn() << ": " << side << " to choose: ";
    // The rule set's own words where the kind alone would not say what is
    // asked (a hero's save, the horse or the rider).
    const std::string words = turn.rules.describe_decision(turn.state);
    if (!words.empty()) {
      out_ << words << "\n";
      return;
    }
    out_ << name_of(turn.decision.kind);
    const auto figure = static_cast<std::size_t>(turn.decision.figure);
    if (turn.decision.figure >= 0 && figure < names.size()) out_ << " for " << names[figure];
    out_ << "\n";
  }

  // The choices in words, each shot, charge or blow with its odds as the
  // rule set forecasts them from what the side can see.
  std::vector<std::string> choice_lines(const PlayerTurn& turn) const {
    std::unique_ptr<GameState> view = turn.state.clone();
    turn.rules.view_for(turn.state, turn.decision.side, *view);
    Forecast forecast;
    std::vector<std::string> lines;
    for (const Action& a : turn.legal) {
      turn.rules.forecast(*view, a, forecast);
      lines.push_back(turn.rules.describe(turn.state, a) + choice_odds(forecast));
    }
    return lines;
  }

  void list(const std::vector<std::string>& lines) {
    for (std::size_t i = 0; i < lines.size(); ++i)
      out_ << "  " << (i + 1) << ". " << lines[i] << "\n";
  }

  // The utility planner's best few choices, from what the side can see,
  // each with its reason, and the number it has in the list (a move to a
  // point of the planner's own is given as the order to type).
  void hint(const PlayerTurn& turn) {
    if (!hints_) {
      try {
        const auto all = ai::load_personalities(personalities_path());
        ai::UtilitySettings settings;
        settings.reasons_for = kHints;
        settings.preview_orders = true;  // a group's order: what its first man would do
        hints_ = std::make_unique<ai::UtilityPlanner>(ai::find_personality(all, "balanced"), seed_,
                                                      settings);
      } catch (const std::exception& e) {
        out_ << "No hint: " << e.what() << "\n";
        return;
      }
    }
    hints_->plan(turn.rules, turn.state, turn.decision.side, hinted_);
    std::size_t shown = 0;
    for (const ai::RankedOption& o : hinted_.ranked) {
      if (shown == kHints) break;
      if (o.refused || o.reason.empty()) continue;
      ++shown;
      out_ << "  hint " << shown << ": ";
      const auto listed = std::find_if(turn.legal.begin(), turn.legal.end(),
                                       [&](const Action& a) { return a == o.action; });
      if (listed != turn.legal.end()) {
        out_ << "choice " << (listed - turn.legal.begin() + 1) << ", ";
      } else if (o.action.kind == ActionKind::kMove && o.action.at) {
        out_ << "type " << typed_move(turn, o.action) << ", ";
      }
      out_ << o.reason << "\n";
    }
    if (shown == 0) out_ << "  No hint: the planner found nothing to say here.\n";
  }

  // A move as the person would type it: move "NAME" to X Y.
  static std::string typed_move(const PlayerTurn& turn, const Action& move) {
    char point[48];
    std::snprintf(point, sizeof point, "%.1f %.1f", move.at->x, move.at->y);
    return "move \"" + figure_name(turn.state.scenario(), move.actor) + "\" to " + point;
  }

  // At a chance to react out of turn, the choice that lets it pass: the
  // one offered pass.
  static std::optional<Action> hold_fire(const PlayerTurn& turn) {
    if (turn.decision.kind != DecisionKind::kReaction) return std::nullopt;
    std::optional<Action> hold;
    for (const Action& a : turn.legal) {
      if (a.kind != ActionKind::kPass) continue;
      if (hold) return std::nullopt;  // more than one way to pass: ask
      hold = a;
    }
    return hold;
  }

  // Holding fire again without asking: the person said wait at a reaction
  // this turn, and the same choices at the same odds are offered again
  // (the enemy's next man moved, but nothing the person could shoot at
  // changed). Anything new on offer asks again.
  bool asked_take_back() const override { return take_back_; }

  std::optional<Action> still_waiting(const PlayerTurn& turn,
                                      const std::vector<std::string>& lines) const {
    if (waiting_on_.empty() || turn.decision.side != waiting_side_ ||
        turn.state.turn() != waiting_turn_ || lines != waiting_on_) {
      return std::nullopt;
    }
    return hold_fire(turn);
  }

  // An order typed in words: the offered choice it names (which carries the
  // rule set's own details, such as a weapon), or failing that the order as
  // typed if the rule set allows it; otherwise the rule set's reason.
  std::optional<Action> judge(const PlayerTurn& turn, Action typed) {
    if (typed.kind == ActionKind::kPass && typed.actor < 0) {
      typed.actor = static_cast<int16_t>(turn.decision.figure);
    }
    std::vector<std::size_t> fits;
    for (std::size_t i = 0; i < turn.legal.size(); ++i) {
      const bool any_passer = typed.kind == ActionKind::kPass && typed.actor < 0;
      if (any_passer ? turn.legal[i].kind == ActionKind::kPass : same_order(typed, turn.legal[i])) {
        fits.push_back(i);
      }
    }
    if (fits.size() == 1) return turn.legal[fits.front()];
    if (fits.size() > 1) {
      if (typed.kind == ActionKind::kPass && typed.actor < 0) {
        out_ << "Pass with whom? Say pass FIGURE, or type one of " << choice_numbers(fits) << ".\n";
      } else {
        out_ << "That order fits choices " << choice_numbers(fits) << ": type the number.\n";
      }
      return std::nullopt;
    }
    const CheckResult verdict = turn.rules.check(turn.state, typed);
    if (verdict.ok) return typed;
    out_ << "Not allowed: " << verdict.reason << "\n";
    return std::nullopt;
  }

  void render(const GameState& state, const std::string& file) {
    try {
      write_file_atomically(file, position_svg(state, position_caption(state)));
      out_ << "Drew the table to " << file << "\n";
    } catch (const std::exception& e) {
      out_ << "Could not draw: " << e.what() << "\n";
    }
  }

  std::istream& in_;
  std::ostream& out_;
  static constexpr std::size_t kHints = 3;
  uint64_t seed_;
  std::unique_ptr<ai::UtilityPlanner> hints_;  // made at the first hint
  ai::PlanResult hinted_;
  // What was offered when the person last said wait, and where.
  std::vector<std::string> waiting_on_;
  int waiting_side_ = -1;
  int waiting_turn_ = -1;
  bool take_back_ = false;  // the last choose() ended in `undo`
};

}  // namespace

std::unique_ptr<Player> make_human_player(const PlayerSetup& setup) {
  if (!setup.in || !setup.out) throw std::logic_error("a human player needs input and output");
  return std::make_unique<HumanPlayer>(*setup.in, *setup.out, setup.seed);
}

}  // namespace skirmish
