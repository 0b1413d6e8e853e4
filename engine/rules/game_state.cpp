#include "engine/rules/game_state.h"

#include <stdexcept>
#include <typeinfo>

namespace skirmish {

void hash_figure(StateHasher& h, const Figure& f) {
  h.add(f.at.x);
  h.add(f.at.y);
  h.add(f.facing);
  h.add(f.base_radius);
  h.add(static_cast<int>(f.side));
  h.add(static_cast<int>(f.unit));
  h.add(static_cast<int>(f.posture));
  h.add(static_cast<int>(f.status));
  h.add(f.mounted);
}

GameState::GameState(std::shared_ptr<const Scenario> scenario,
                     std::shared_ptr<const OptionSet> options)
    : scenario_(std::move(scenario)), options_(std::move(options)) {
  if (!scenario_ || !scenario_->battlefield) {
    throw std::invalid_argument("a game state needs a scenario with a battlefield");
  }
  if (!options_) options_ = std::make_shared<const OptionSet>();
}

void GameState::copy_from(const GameState& other) {
  if (this == &other) return;
  if (typeid(*this) != typeid(other)) {
    throw std::invalid_argument(std::string("cannot copy a ") + typeid(other).name() + " into a " +
                                typeid(*this).name());
  }
  assign_from(other);
}

uint64_t GameState::hash() const {
  StateHasher h;
  h.add(turn_);
  h.add(static_cast<uint64_t>(figures_.size()));
  for (const Figure& f : figures_) hash_figure(h, f);
  hash_rule_data(h);
  return h.value();
}

const FigureSpec* figure_spec(const Scenario& scenario, int index) {
  if (index < 0) return nullptr;
  int i = 0;
  for (const auto& side : scenario.sides) {
    for (const auto& unit : side.units) {
      const int n = static_cast<int>(unit.figures.size());
      if (index < i + n) return &unit.figures[static_cast<std::size_t>(index - i)];
      i += n;
    }
  }
  return nullptr;
}

std::string figure_name(const Scenario& scenario, int index) {
  const FigureSpec* spec = figure_spec(scenario, index);
  if (spec && !spec->name.empty()) return spec->name;
  return "figure " + std::to_string(index);
}

}  // namespace skirmish
