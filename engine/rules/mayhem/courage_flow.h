// Courage in play (004 / Morale/Courage Checks; Medieval / Morale): the
// checks the five events call for, queued until the end of the group's move
// or fight, taken by whole groups as they stand on the table then, and what
// failing does: a charge not made, men running off, men falling back 2d6".
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/mayhem/mayhem_state.h"

namespace skirmish::mayhem {

// `man` is removed by enemy action (`by`, or -1): he is downed, his group
// will check (once a turn), and his contingent if he commanded it.
void man_downed(MayhemState& s, int man, int by, EventSink& events);
// Queues a check for the end of the present move or fight.
void queue_check(MayhemState& s, int man, int source, CheckCause cause);
// Takes every queued check, in the order queued (a group checks once).
// False when a hero's failed die stops them for his side's word on his
// save (Step::kSave, hero_saves.h): the checks not yet taken stay queued,
// and the flow takes them up again at the step they were taken in.
bool resolve_checks(MayhemState& s, Dice& dice, EventSink& events);
// Every group of a contingent whose commander fell this phase checks
// (false as resolve_checks).
bool resolve_commander_checks(MayhemState& s, Dice& dice, EventSink& events);

// 004 / Courage, event 2: a group ordered to charge checks before it moves.
enum class ChargeNerve : uint8_t {
  kGoesIn,
  kStandsStill,
  kAsked,  // failed, and the lone hero's side is asked about his save (Step::kSave)
};
ChargeNerve charge_courage(MayhemState& s, const std::vector<int16_t>& group, Dice& dice,
                           EventSink& events);
// 004 / Courage, event 3: the men a charge threatens check at once, each
// group once; `source` is a charger (retreats go away from him). False as
// resolve_checks, the save's wait then marked charge_to_finish.
bool charged_checks(MayhemState& s, const std::vector<int16_t>& charged, int source, Dice& dice,
                    EventSink& events);

// A man's own courage die after his check failed: he runs off the table
// over his courage (unless a save token of his turns that into a fall-back),
// else falls back 2d6" away from `source` (to the nearest cover if
// `seek_cover` and that is nearer).
void own_die(MayhemState& s, int man, int source, bool seek_cover, Dice& dice, EventSink& events);

// The highest courage of `group`'s men (the rating a group check uses).
int group_courage(const MayhemState& s, const std::vector<int16_t>& group);

}  // namespace skirmish::mayhem
