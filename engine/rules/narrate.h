// Narration events for any rule set: the words are made only when the event
// sink wants them, so a search (a null sink) pays nothing for them (DESIGN /
// A heavy event log inside every state copy).
#pragma once

#include <string>
#include <utility>

#include "engine/core/events.h"
#include "engine/rules/game_state.h"

namespace skirmish {

// Emits a narration event for `side` (-1: nobody's) at the state's turn;
// `make_text` is called only when the sink wants text.
template <class MakeText>
void narrate(const GameState& s, EventSink& events, int side, MakeText&& make_text) {
  if (!events.enabled()) return;
  Event e;
  e.kind = EventKind::kNarration;
  e.side = side;
  e.turn = s.turn();
  if (events.wants_text()) e.text = std::forward<MakeText>(make_text)();
  events.emit(e);
}

}  // namespace skirmish
