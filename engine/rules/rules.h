// The one interface every rule set implements (DESIGN / The rules interface).
//
// In the spirit of OpenSpiel's State: the game asks who must decide
// (next_decision), offers a short list of sensible choices (legal_actions),
// judges any choice a person proposes (check), carries one out (apply) and
// says when it is over (outcome). Chance is not a player: dice and card draws
// are rolled inside apply through the Dice given to it, so a planner samples
// chance simply by passing its own seeded dice.
//
// A Rules object holds no game data and never changes after construction, so
// one instance serves every game and every search thread at once.
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/model/catalog.h"
#include "engine/rules/action.h"
#include "engine/rules/forecast.h"
#include "engine/rules/game_state.h"
#include "engine/rules/movement_query.h"
#include "engine/rules/options.h"
#include "engine/rules/standing.h"
#include "engine/rules/table_changes.h"
#include "engine/scenario/scenario.h"

namespace skirmish {

// Base of every error the rules raise for bad input.
class RulesError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// An option is unknown or has a value the rule set does not allow.
class OptionError : public RulesError {
 public:
  using RulesError::RulesError;
};

// apply() was given an action check() refuses.
class IllegalAction : public RulesError {
 public:
  IllegalAction(std::string action_text, std::string reason)
      : RulesError("illegal action '" + action_text + "': " + reason),
        action_text_(std::move(action_text)),
        reason_(std::move(reason)) {}
  const std::string& action_text() const { return action_text_; }
  const std::string& reason() const { return reason_; }

 private:
  std::string action_text_;
  std::string reason_;
};

struct CheckResult {
  bool ok = true;
  std::string reason;  // why not, in words a player understands; empty when ok

  static CheckResult legal() { return {}; }
  static CheckResult illegal(std::string why) { return {false, std::move(why)}; }
};

struct Outcome {
  bool over = false;
  int winner = -1;     // side index; -1 with over = a draw
  double margin = 0;   // how decisive, in the rule set's own measure (e.g. victory points)
  std::string reason;  // "Blue broke at turn 7", "turn limit reached"

  bool draw() const { return over && winner < 0; }
};

// How a rule set treats chance, for planners that must sample it.
enum class ChanceHandling : uint8_t {
  kNone,         // no dice at all
  kDiceInApply,  // dice and cards are rolled inside apply through its Dice
};

// The fixed facts of a rule set that planners and tests read (STYLE / 2).
struct Traits {
  int players = 2;  // sides that make decisions
  ChanceHandling chance = ChanceHandling::kDiceInApply;
  bool hidden_information = false;  // view_for hides something
  // Its narration events already state every roll and its value, so a
  // narrated log need not print the bare roll events too (they stay in the
  // event stream and the machine-readable log).
  bool narrates_rolls = false;
  std::string summary;  // one line: what the game is
  // What its harm (Forecast::enemy_harm) counts, in a player's words, for
  // planners' reasons ("wounds, shaken nerve"); empty: not said.
  std::string harm_words;
  std::vector<OptionSpec> options;  // every option with its default
};

class Rules {
 public:
  virtual ~Rules() = default;
  Rules() = default;
  Rules(const Rules&) = delete;
  Rules& operator=(const Rules&) = delete;

  // The name scenarios and the registry use (`rules: rencounter`).
  virtual std::string_view name() const = 0;
  virtual const Traits& traits() const = 0;
  // The ratings and weapon names its scenarios may use (engine/model/catalog.h),
  // or nullptr if it checks none.
  virtual const Catalog* catalog() const { return nullptr; }

  // A new game of `scenario`: options from the scenario, then `overrides`.
  // Throws OptionError for unknown options or bad values, RulesError for a
  // scenario the rule set cannot play.
  std::unique_ptr<GameState> new_game(std::shared_ptr<const Scenario> scenario,
                                      const std::vector<OptionValue>& overrides = {}) const;

  // Who must choose now and what kind of choice it is (game over included).
  virtual Decision next_decision(const GameState& state) const = 0;

  // Replaces `out` with the choices offered now: a short, well-chosen list,
  // never empty until the game is over (reuse `out` to avoid allocation).
  void legal_actions(const GameState& state, std::vector<Action>& out) const {
    out.clear();
    add_legal_actions(state, out);
  }

  // Whether `action` may be taken now; any action at all may be proposed
  // (an arbitrary point on the table), and a refusal says why.
  virtual CheckResult check(const GameState& state, const Action& action) const = 0;

  // Checks the action (IllegalAction if refused, leaving the state as it
  // was), records it as an event, binds `dice` to `events` so every roll is
  // recorded too, then carries it out. If the dice themselves fail mid-action
  // (a person stops typing rolls), the state is left part-way: apply to a
  // copy when that matters, as planners always do.
  void apply(GameState& state, const Action& action, Dice& dice, EventSink& events) const;

  virtual Outcome outcome(const GameState& state) const = 0;

  // What `side` knows: `view` becomes a copy of `state` with whatever its
  // figures have not seen hidden (DESIGN / The AI does not cheat).
  void view_for(const GameState& state, int side, GameState& view) const;

  // --- What planners ask (engine/rules/forecast.h). Each answers from the
  // state given (for a planner, its side's view), draws no dice, changes
  // nothing, and allocates nothing once `out`'s vectors have grown.

  // How good `state` is for `side`, from -1 (lost) to 1 (won): the rule
  // set's quick estimate where a search stops short of the end. Default:
  // +1 / -1 / 0 when the game is over, else 0.
  virtual double evaluate(const GameState& state, int side) const;
  // What `action`, legal now, is expected to bring about for the side that
  // takes it, by the rule set's exact odds. Default: nothing known.
  virtual void forecast(const GameState& state, const Action& action, Forecast& out) const;
  // How dangerous the point `at` would be for `figure`, standing as he
  // stands now, from the enemy men his side knows of. Default: nothing known.
  virtual void exposure(const GameState& state, int figure, Vec2 at, Exposure& out) const;
  // The same but for the melee to come, which may be left out
  // (Exposure::melee_losses 0; the chargers and charged_off are still
  // counted): for a planner that weighs only the shots at a man there,
  // since the melee is the dearer part to work out. Every other field as
  // exposure gives it. Default: exposure, whole.
  virtual void exposure_to_fire(const GameState& state, int figure, Vec2 at, Exposure& out) const;
  // The other way round: the best chance, over the enemy men he would see
  // from `at`, that one shot of `figure`'s own from there puts a man out of
  // the fight (0 with no missile, his weapon not loaded, nobody in reach,
  // or where he would be fighting hand to hand). Default: 0, nothing known.
  virtual double shot_offered(const GameState& state, int figure, Vec2 at) const;
  // Whether `figure` may ever shoot at or charge an enemy man himself:
  // false for a man whose kit or part forbids both (Mayhem's torch bearers
  // and noncombatants), whom a planner then does not send after the man a
  // kill objective names. Default: true.
  virtual bool may_strike(const GameState& state, int figure) const;
  // Whether `figure` could himself put the ground of hold objective
  // `objective` beyond anyone's holding once he got there
  // (Forecast::holds_ended: Mayhem's torch bearer, where the ground lies
  // in a building he can set afire), so that a planner may send him toward
  // it when the enemy holds it. Default: false.
  virtual bool may_end_ground(const GameState& state, int figure, int objective) const;
  // How far `figure` may move in his next action (movement_query.h): his
  // ordinary and fastest allowance in open ground. Default: nothing known.
  virtual void movement(const GameState& state, int figure, Movement& out) const;
  // What crossing each line of the battlefield (a wall, hedge or fence) is
  // worth to a planner's paths, in inches of a man's allowance, where the
  // rule set prices it otherwise than by its going (engine/core/terrain.h):
  // one entry per battlefield feature, in order, negative where the going
  // decides. Left empty (the default), the goings decide everywhere.
  virtual void line_crossings(const GameState& state, std::vector<double>& out) const;

  // Which sides are past their break point and which objectives score for
  // whom, as the game stands (standing.h), for reports and playtest
  // statistics. Default: nothing known.
  virtual void standing(const GameState& state, Standing& out) const;
  // What the game has changed on the table so far (table_changes.h): pieces
  // set afire, barred doors broken. Default: nothing.
  virtual void table_changes(const GameState& state, TableChanges& out) const;

  // The action in a wargamer's words ("Pte. Wilton shoots at Sgt. Hoskins").
  virtual std::string describe(const GameState& state, const Action& action) const;
  // The decision waiting in `state` in the rule set's own words, where its
  // kind alone would not tell a person what is asked ("Sir Hugh's courage
  // die failed, 6 against 4: spend his save token, or keep it"); empty:
  // nothing beyond the kind (the default).
  virtual std::string describe_decision(const GameState& state) const;
  // A roll's purpose in words, for prompts and narrated logs.
  virtual std::string describe_roll(const GameState& state, const RollPurpose& purpose) const;
  // The name of card `index` of those left, for a person drawing real cards.
  virtual std::string card_name(const GameState& state, const RollPurpose& purpose,
                                int index) const;

 protected:
  // Builds the opening state; options are already resolved and valid.
  virtual std::unique_ptr<GameState> do_new_game(
      std::shared_ptr<const Scenario> scenario, std::shared_ptr<const OptionSet> options) const = 0;
  virtual void add_legal_actions(const GameState& state, std::vector<Action>& out) const = 0;
  // Carries out an action check() has accepted.
  virtual void do_apply(GameState& state, const Action& action, Dice& dice,
                        EventSink& events) const = 0;
  // Hides from `view` (already a full copy) what `side` cannot know.
  // Default: nothing is hidden.
  virtual void hide_unseen(GameState& view, int side) const;
};

}  // namespace skirmish
