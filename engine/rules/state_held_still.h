// A planner's word that a state stands still while it asks about it.
//
// The utility planner asks one view hundreds of questions in a decision:
// the exposure of every spot an option moves a man to, the shot the spot
// offers him (Rules::exposure, Rules::shot_offered). Part of what a rule set
// works out for them hangs on the state alone, not on the spot: the men as
// sight sees them, how far each could charge, what a shot between two men
// does at a range band and a cover. A StateHeldStill scope tells the rule
// set that `state` will not change while the scope is open on this thread,
// so it may keep such things, for that state only, until the scope closes.
// What it keeps must give the very answers it would work out afresh (each
// shortcut is tested against the plain computation, bit for bit), so an
// open scope changes how fast a question is answered, never the answer.
//
// Scopes nest. Each has a number never given to another scope on the same
// thread: a state's address may hold another state later, so a rule set
// tells what it kept apart by the number, not the address. Nothing here is
// shared between threads.
#pragma once

#include <cstdint>

#include "engine/rules/game_state.h"

namespace skirmish {

class StateHeldStill {
 public:
  explicit StateHeldStill(const GameState& state);
  ~StateHeldStill();
  StateHeldStill(const StateHeldStill&) = delete;
  StateHeldStill& operator=(const StateHeldStill&) = delete;

  // The state the innermost scope open on this thread holds, or nullptr.
  static const GameState* state();
  // That scope's number (0 with none open).
  static uint64_t number();

 private:
  const GameState* outer_state_;
  uint64_t outer_number_;
};

}  // namespace skirmish
