// Musket Mayhem and Medieval Mayhem (seed 004), Rob Dean and Ross
// Macfarlane's quick skirmish rules, as one rule set with two variants.
//
// Each turn the sides dice for the initiative and the winner moves first or
// second. The side moving picks its groups (men within 1" of each other) or
// lone men one by one, orders each to move or to charge, and rolls its
// distance (2d6" a group, 3d6" alone, 1d6" through delaying terrain, more
// mounted); every other side may shoot at any moment of those moves, each
// loaded man once. Then the moving side's melees are fought, pair by pair,
// on opposed skill dice. Courage checks follow deaths, charges, hits and the
// fall of a commander; a failed check sends men running or falling back.
//
// | option         | default  | meaning                                            |
// |----------------|----------|----------------------------------------------------|
// | variant        | musket   | musket (Musket Mayhem) or medieval (Medieval Mayhem) |
// | turn_limit     | 0        | 0 = the scenario's limit (12 if none)              |
// | first_turn_tie | reroll   | a first-turn initiative tie: reroll, or side order |
// | massed_bowmen  | off      | Medieval optional rule                             |
// | schiltron      | off      | Medieval optional rule                             |
// | post_battle    | on       | dice for the downed at the end                     |
// | stockade_height | 2       | a wall this tall (figure heights) is a stockade    |
// | horses_struck_separately | off | Medieval: strike (or shoot) a rider's horse or the rider |
// | roundshot_breaches | off   | Musket: roundshot knocks gaps in walls, hedges, fences |
//
// Every interpretation is listed in docs/rules/mayhem.md.
#pragma once

#include <string_view>

#include "engine/rules/rules.h"

namespace skirmish::mayhem {

class MayhemRules final : public Rules {
 public:
  static constexpr std::string_view kName = "mayhem";

  MayhemRules();
  std::string_view name() const override { return kName; }
  const Traits& traits() const override { return traits_; }
  const Catalog* catalog() const override;
  Decision next_decision(const GameState& state) const override;
  CheckResult check(const GameState& state, const Action& action) const override;
  Outcome outcome(const GameState& state) const override;
  void standing(const GameState& state, Standing& out) const override;
  void table_changes(const GameState& state, TableChanges& out) const override;
  double evaluate(const GameState& state, int side) const override;
  void forecast(const GameState& state, const Action& action, Forecast& out) const override;
  void exposure(const GameState& state, int figure, Vec2 at, Exposure& out) const override;
  double shot_offered(const GameState& state, int figure, Vec2 at) const override;
  bool may_strike(const GameState& state, int figure) const override;
  bool may_end_ground(const GameState& state, int figure, int objective) const override;
  void movement(const GameState& state, int figure, Movement& out) const override;
  void line_crossings(const GameState& state, std::vector<double>& out) const override;
  std::string describe(const GameState& state, const Action& action) const override;
  std::string describe_roll(const GameState& state, const RollPurpose& purpose) const override;
  std::string describe_decision(const GameState& state) const override;

 protected:
  std::unique_ptr<GameState> do_new_game(std::shared_ptr<const Scenario> scenario,
                                         std::shared_ptr<const OptionSet> options) const override;
  void add_legal_actions(const GameState& state, std::vector<Action>& out) const override;
  void do_apply(GameState& state, const Action& action, Dice& dice,
                EventSink& events) const override;

 private:
  Traits traits_;
};

}  // namespace skirmish::mayhem
