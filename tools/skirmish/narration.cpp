#include "tools/skirmish/narration.h"

#include <cstdio>
#include <ostream>

#include "tools/skirmish/players.h"

namespace skirmish {

namespace {

constexpr const char* kIndent = "    ";  // rolls and results sit under their action

std::string side_name(const Scenario& scenario, int side) {
  if (side >= 0 && side < static_cast<int>(scenario.sides.size())) {
    return scenario.sides[static_cast<std::size_t>(side)].name;
  }
  std::string s = "side ";
  s.append(std::to_string(side));
  return s;
}

std::string turn_heading(int turn) {
  std::string s = "--- Turn ";
  s.append(std::to_string(turn)).append(" ---");
  return s;
}

// Whether a roll with a target number succeeded, in words.
std::string verdict(const Event& e) {
  switch (e.purpose.need) {
    case Need::kAtMost:
      return e.value <= e.purpose.needed ? ", success" : ", failed";
    case Need::kAtLeast:
      return e.value >= e.purpose.needed ? ", success" : ", failed";
    case Need::kNone:
      break;
  }
  return "";
}

std::string number_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

}  // namespace

std::string narration_line(const Event& e, const Scenario& scenario, const std::string& card_name,
                           bool bare_rolls) {
  std::string line;
  switch (e.kind) {
    case EventKind::kAction:
      line.append(side_name(scenario, e.side)).append(": ").append(e.text);
      break;
    case EventKind::kDieRoll:
      // A roll against a number is told by a rule set that narrates its
      // rolls, with the number and the modifiers; contests and tables are not
      // always, so they keep their own line.
      if (!bare_rolls && e.purpose.need != Need::kNone) break;
      line.append(kIndent).append("d").append(std::to_string(e.sides)).append(" for ");
      line.append(e.text).append(": ").append(std::to_string(e.value)).append(verdict(e));
      break;
    case EventKind::kCardDraw:
      line.append(kIndent).append("draws a card (").append(std::to_string(e.sides));
      line.append(" left): ");
      if (card_name.empty()) {
        line.append("card ").append(std::to_string(e.value + 1));
      } else {
        line.append(card_name);
      }
      break;
    case EventKind::kNarration:
      line.append(kIndent).append(e.text);
      break;
    case EventKind::kTurn:
      line.append("\n").append(turn_heading(e.turn));
      break;
    case EventKind::kGameOver:
      line.append("Game over: ").append(e.text);
      break;
  }
  return line;
}

void Narrator::emit(const Event& e) {
  std::string card;
  if (e.kind == EventKind::kCardDraw && card_namer_) card = card_namer_(e.purpose, e.value);
  const std::string line = narration_line(e, scenario_, card, bare_rolls_);
  if (!line.empty()) out_ << line << '\n';
}

void narrate_heading(std::ostream& out, const GameState& opening, std::string_view rules,
                     uint64_t seed, bool typed_dice, const std::vector<std::string>& players) {
  const Scenario& s = opening.scenario();
  out << s.name << " (" << rules << ", seed " << seed << ", "
      << (typed_dice ? "dice typed in" : "seeded dice") << ")\n";
  for (std::size_t i = 0; i < s.sides.size(); ++i) {
    out << (i == 0 ? "" : " against ") << s.sides[i].name;
    if (i < players.size()) out << " (" << player_in_words(players[i], rules) << ")";
  }
  out << "\n\n" << turn_heading(opening.turn()) << '\n';
}

void narrate_result(std::ostream& out, const GameState& state, const Outcome& outcome) {
  const Scenario& s = state.scenario();
  out << "\nResult: ";
  if (outcome.draw()) {
    out << "a draw";
  } else {
    // Words that fit any side's name ("Brigands", "Crown"): no verb agrees.
    out << "a win for " << side_name(s, outcome.winner);
    if (outcome.margin != 0) out << " by " << number_text(outcome.margin);
  }
  if (!outcome.reason.empty()) out << " (" << outcome.reason << ")";
  out << " after " << state.actions_applied() << " decisions\n";
}

}  // namespace skirmish
