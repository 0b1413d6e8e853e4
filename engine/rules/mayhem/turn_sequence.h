// The turn of Mayhem (004 / Sequence): each side rolls for the initiative,
// the winner chooses to move first or second, a tie repeats the last turn's
// order; with more than two sides a deck of one card a side sets the order.
// Each side in turn moves its groups, then fights its melees; when the last
// has, the turn ends.
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/mayhem/mayhem_state.h"

namespace skirmish::mayhem {

// Rolls (or draws) for the order of the turn now beginning and sets the
// step: the winner's choice, or straight to the first side's moves.
void roll_for_sequence(MayhemState& s, Dice& dice, EventSink& events);
// The winner has chosen to move first (or second).
void choose_sequence(MayhemState& s, bool go_first, EventSink& events);
// The side of sequence[phase] begins its moves.
void begin_phase(MayhemState& s, EventSink& events);
// The active side has fought its melees: the next side's part, or the end
// of the turn (a new turn's initiative, or the end of the game).
void end_phase(MayhemState& s, Dice& dice, EventSink& events);
// Dice for the downed once the game is over (004 / Post-battle results).
void finish_game(MayhemState& s, Dice& dice, EventSink& events);

}  // namespace skirmish::mayhem
