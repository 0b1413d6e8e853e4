// Rencounter (seed 000, Edward Allen, v0.987): skirmish rules for one model
// = one man, 5-second turns. Units activate in a random order (cards, or
// dice); the active unit's leader may give a collective order (Follow Me,
// Formed Charge, Volley Fire) on one roll, or every man rolls a d6 under
// his experience to act on his own: move, shoot, aim, reload, charge, strike
// or change posture. Wounds and losses add to the rolls; totals over 6 send
// men back into cover, into surrender, or running for good. A side whose
// healthy men fall below its break point has lost (000 / Victory).
//
// | option | default | meaning (000 section) |
// |---|---|---|
// | activation | cards | order of units: cards, dice_and_markers, dice_and_counters (Order of
// Units) | | cards_per_unit | 1 | cards each unit has in the deck (Method One) | | reshuffle_joker
// | yes | a joker in the deck ends the turn (Method One) | | markers_all_tied_ends_turn | no |
// Method Two variant: all dice tied ends the turn | | markers_last_unit_must_beat_tie | no | Method
// Two variant: a last unit must beat a tie roll | | break_point | scenario | healthy share below
// which a side breaks: the scenario's (1/2 unless set), or losses of 1/2, 1/3, 1/4 (Victory) | |
// turn_limit | 0 | turns before the game ends; 0 = the scenario's, or 30 | | master |
// always_succeed | how masters roll: always_succeed, confirm_six (The Figure / Experience) | |
// heroes | off | optional rule: heroes (Morale / Heroes) | | variable_knockdown | off | optional
// rule: serious wounds knock down on a failed roll (Wounds) | | high_rolls_only_on_morale_checks |
// no | totals over 6 outside morale checks only hesitate (Morale) | | wound_collapse_at_plain_eight
// | no | the seriously wounded collapse at 8 whatever their experience (Morale) | |
// minor_reaching_serious_knocks_down | no | two minors knock a man down like a serious wound
// (Wounds) | | parry_modifier | own_weapon | what a parry adds to skill: own_weapon, bare_skill,
// shield_blocks (Melee / Skill) | | running | yes | advanced foot movement: 9" runs, as many turns
// as his experience (Movement / Foot) | | volley_aim | one_turn | a veteran's volley shot is aimed
// one_turn (+2) or half_turn (0) (Volley Fire) |
//
// docs/rules/rencounter.md ("Turn sequence and orders") gives every reading.
#pragma once

#include <memory>
#include <string_view>
#include <vector>

#include "engine/rules/rules.h"

namespace skirmish::rencounter {

class RencounterRules final : public Rules {
 public:
  static constexpr std::string_view kName = "rencounter";

  RencounterRules();
  std::string_view name() const override { return kName; }
  const Traits& traits() const override { return traits_; }
  const Catalog* catalog() const override;
  Decision next_decision(const GameState& state) const override;
  CheckResult check(const GameState& state, const Action& action) const override;
  Outcome outcome(const GameState& state) const override;
  // What planners ask (planner_queries.h).
  double evaluate(const GameState& state, int side) const override;
  void forecast(const GameState& state, const Action& action, Forecast& out) const override;
  void exposure(const GameState& state, int figure, Vec2 at, Exposure& out) const override;
  void exposure_to_fire(const GameState& state, int figure, Vec2 at, Exposure& out) const override;
  double shot_offered(const GameState& state, int figure, Vec2 at) const override;
  // How far a man may move (planner_movement.cpp).
  void movement(const GameState& state, int figure, Movement& out) const override;
  // Break points and objectives now (rencounter_outcome.h).
  void standing(const GameState& state, Standing& out) const override;
  std::string describe(const GameState& state, const Action& action) const override;
  std::string describe_roll(const GameState& state, const RollPurpose& purpose) const override;
  std::string card_name(const GameState& state, const RollPurpose& purpose,
                        int index) const override;

 protected:
  std::unique_ptr<GameState> do_new_game(std::shared_ptr<const Scenario> scenario,
                                         std::shared_ptr<const OptionSet> options) const override;
  void add_legal_actions(const GameState& state, std::vector<Action>& out) const override;
  void do_apply(GameState& state, const Action& action, Dice& dice,
                EventSink& events) const override;
  // Observation: enemies the side has not seen are off the table in its view.
  void hide_unseen(GameState& view, int side) const override;

 private:
  // check() with men in a refusal named by their place in the list
  // ("(figure 12)"), as movement.cpp words them; check() names them.
  CheckResult check_unnamed(const GameState& state, const Action& action) const;
  Traits traits_;
};

}  // namespace skirmish::rencounter
