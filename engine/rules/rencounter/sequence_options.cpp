#include <string>
#include <vector>

#include "engine/rules/rencounter/initiative.h"  // declares these

// The options of the initiative (002) and of held cards (000 / Method One),
// in the rule set's options table and read into the config.
namespace skirmish::rencounter {

std::vector<OptionSpec> sequence_option_specs() {
  const std::vector<std::string> off_on{"off", "on"};
  OptionSpec turn;
  turn.name = "initiative_turn_activations";
  turn.type = OptionType::kInteger;
  turn.default_value = std::string(1, '0');  // not = "0": GCC 12 -Wrestrict false alarm
  turn.min = 0;
  turn.max = 200;
  turn.meaning =
      "initiative: activations that make a turn; 0 = as many as units able to act when it began";
  turn.source = "002 / Skirmish initiative system; 000 / Victory (turn limit)";
  return {
      choice_option("held_cards", "off", off_on,
                    "cards: a unit may hold its card and jump in after any activation",
                    "000 / Order of Units / Method One (optional rule)"),
      choice_option(
          "leader_influenced_morale", "off", off_on,
          "optional rule: the leader rolls first in a morale check; men near him get -1 if he "
          "passes, the lost-leader +2 if he panics",
          "000 / Morale / Leader influenced morale rolls"),
      choice_option(
          "initiative_rates", "by_name", {"by_name", "linear"},
          "initiative: base rate by experience: by_name (Scum 21, Raw and Green 20, Average 19, "
          "Veteran 18, Master 17) or linear (23 - experience)",
          "002 / Base Initiative Rates"),
      choice_option(
          "initiative_leadership", "by_experience", {"by_experience", "none"},
          "initiative: a unit leader adds experience - 3 (an inspired hero 4), or nothing",
          "002 / Leadership Factors"),
      choice_option(
          "initiative_first_action", "restricted", {"restricted", "free"},
          "initiative: the first activation after a seizure must charge, shoot, move at full "
          "speed, or move into or out of sight",
          "002 / Skirmish initiative system"),
      choice_option(
          "initiative_counters", "next_roll", {"next_roll", "until_seized"},
          "initiative: shooting counters are spent on the next roll, or kept until a seizure",
          "002 / Tactical Factors"),
      turn,
  };
}

void read_sequence_options(const OptionSet& o, RencounterConfig& c) {
  if (o.get("activation") == "initiative") c.activation.method = ActivationMethod::kInitiative;
  c.activation.held_cards = o.is("held_cards", "on");
  c.action.leader_influenced_morale = o.is("leader_influenced_morale", "on");
  InitiativeOptions& i = c.initiative;
  i.rates = o.is("initiative_rates", "linear") ? InitiativeOptions::Rates::kLinear
                                               : InitiativeOptions::Rates::kByName;
  i.leadership_by_experience = o.is("initiative_leadership", "by_experience");
  i.first_action_restricted = o.is("initiative_first_action", "restricted");
  i.counters_kept_until_seized = o.is("initiative_counters", "until_seized");
  i.turn_activations = o.get_int("initiative_turn_activations");
}

}  // namespace skirmish::rencounter
