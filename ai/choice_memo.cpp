#include "ai/choice_memo.h"

namespace skirmish::ai {

const Action* ChoiceMemo::find(const Position& p) const {
  const Place& place = places_[place_of(p)];
  if (!place.used || place.position.hash != p.hash || place.position.applied != p.applied) {
    return nullptr;
  }
  return &place.chosen;
}

void ChoiceMemo::keep(const Position& p, const Action& chosen) {
  Place& place = places_[place_of(p)];
  place.position = p;
  place.chosen = chosen;
  place.used = true;
}

Action ChoiceMemo::choose(Planner& planner, const Rules& rules, const GameState& state, int side,
                          PlanResult& plan) {
  ++asked_;
  const Position at = position_of(state);
  if (const Action* known = find(at)) {
    ++remembered_;
    return *known;
  }
  planner.plan(rules, state, side, plan);
  keep(at, plan.chosen);
  return plan.chosen;
}

}  // namespace skirmish::ai
