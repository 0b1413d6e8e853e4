// 004 / Musket Mayhem / Miscellaneous Rules / Search.
#include "engine/rules/mayhem/search.h"

#include "engine/rules/mayhem/mayhem_outcome.h"
#include "engine/rules/mayhem/mayhem_rolls.h"
#include "engine/rules/mayhem/mayhem_words.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

}  // namespace

int search_objective(const MayhemState& s, int man, std::string* why) {
  const Figure& f = s.figures()[at(man)];
  if (s.men[at(man)].moved) {
    if (why) *why = man_name(s, man) + " has moved this turn: a searcher stands still";
    return -1;
  }
  const auto& objectives = s.scenario().objectives;
  for (size_t k = 0; k < objectives.size(); ++k) {
    const Objective& o = objectives[k];
    if (o.kind != ObjectiveKind::kSearch || s.found[k]) continue;
    if (objective_side(s.scenario(), k) != f.side) continue;
    if (distance(f.at, o.area.centre) <= o.area.radius) return static_cast<int>(k);
  }
  if (why) *why = man_name(s, man) + " is in no area his side has still to search";
  return -1;
}

double search_chance(const MayhemState& s, int man, int k) {
  const Objective& o = s.scenario().objectives[at(k)];
  return chance_at_least(s.men[at(man)].search) * chance_at_least(o.difficulty);
}

void search_area(MayhemState& s, int man, int k, Dice& dice, EventSink& events) {
  const Objective& o = s.scenario().objectives[at(k)];
  const int value = s.men[at(man)].search;
  const auto who = static_cast<int16_t>(man);
  const int player = dice.roll(6, d6_purpose("search die", static_cast<MayhemRollCode>(kSearchRoll),
                                             who, -1, value, Need::kAtLeast));
  const int referee = dice.roll(
      6, d6_purpose("search difficulty die", static_cast<MayhemRollCode>(kSearchDifficultyRoll),
                    who, -1, o.difficulty, Need::kAtLeast));
  const bool found = player >= value && referee >= o.difficulty;
  if (found) s.found[at(k)] = 1;
  narrate(s, events, s.figures()[at(man)].side, [&] {
    return man_name(s, man) + " searches (" + o.name + "): " + std::to_string(player) +
           " against his " + std::to_string(value) + ", " + std::to_string(referee) +
           " against difficulty " + std::to_string(o.difficulty) +
           (found ? ": found!" : ": he finds nothing.");
  });
}

}  // namespace skirmish::mayhem
