// Minimal skirmish: a tiny but complete game on the rules interface, used to
// test the interface itself and the conformance suite (it is not a seed's
// rule set and is never built into the engine).
//
// Two sides take turns activating one man each. An activated man holds,
// moves up to 6" straight (toward the nearest enemy, or anywhere a person
// proposes), or shoots an enemy within range: one d6, a kill on `kill_on` or
// more. When every living man has acted the turn ends. The last side with
// men wins; at the turn limit the game is drawn.
//
// | option     | default | meaning                                            |
// |------------|---------|----------------------------------------------------|
// | kill_on    | 4       | d6 score that kills (2-6)                          |
// | range      | short   | rifle range: short = 12", long = 24"               |
// | turn_limit | 0       | turns before a draw; 0 = the scenario's, else 10   |
// | decisions  | figure  | what a decision is called: figure (a figure's      |
// |            |         | action) or activation (which man acts, and how)    |
#pragma once

#include <memory>
#include <vector>

#include "engine/rules/rules.h"

namespace skirmish::minimal {

class MinimalState final : public GameStateOf<MinimalState> {
 public:
  MinimalState(std::shared_ptr<const Scenario> scenario, std::shared_ptr<const OptionSet> options)
      : GameStateOf(std::move(scenario), std::move(options)) {}

  std::vector<uint8_t> acted;  // per figure: has he acted this turn
  int active_side = 0;         // whose man acts next
  int kill_on = 4;             // from the options, parsed once
  double range = 12;
  int turn_limit = 10;
  bool activations = false;  // decisions are called kActivateUnit

 protected:
  void hash_rule_data(StateHasher& h) const override;
};

class MinimalRules final : public Rules {
 public:
  static constexpr double kMove = 6;  // inches a man may move
  static constexpr std::string_view kName = "minimal";

  MinimalRules();
  std::string_view name() const override { return kName; }
  const Traits& traits() const override { return traits_; }
  Decision next_decision(const GameState& state) const override;
  CheckResult check(const GameState& state, const Action& action) const override;
  Outcome outcome(const GameState& state) const override;
  std::string describe(const GameState& state, const Action& action) const override;

 protected:
  std::unique_ptr<GameState> do_new_game(std::shared_ptr<const Scenario> scenario,
                                         std::shared_ptr<const OptionSet> options) const override;
  void add_legal_actions(const GameState& state, std::vector<Action>& out) const override;
  void do_apply(GameState& state, const Action& action, Dice& dice,
                EventSink& events) const override;

 private:
  Traits traits_;
};

// Two sides of three men each on a 24" x 24" table, built in code.
std::shared_ptr<const Scenario> minimal_scenario();

}  // namespace skirmish::minimal
