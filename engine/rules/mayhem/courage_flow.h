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
void resolve_checks(MayhemState& s, Dice& dice, EventSink& events);
// Every group of a contingent whose commander fell this phase checks.
void resolve_commander_checks(MayhemState& s, Dice& dice, EventSink& events);

// 004 / Courage, event 2: a group ordered to charge checks before it moves;
// false when it fails (it stands still).
bool charge_courage(MayhemState& s, const std::vector<int16_t>& group, Dice& dice,
                    EventSink& events);
// 004 / Courage, event 3: the men a charge threatens check at once, each
// group once; `source` is a charger (retreats go away from him).
void charged_checks(MayhemState& s, const std::vector<int16_t>& charged, int source, Dice& dice,
                    EventSink& events);

// The highest courage of `group`'s men (the rating a group check uses).
int group_courage(const MayhemState& s, const std::vector<int16_t>& group);

}  // namespace skirmish::mayhem
