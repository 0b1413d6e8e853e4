// Moving half a turn and then aiming (000 / Fire Combat / Aimed Fire: "A
// moving figure cannot aim, but a figure can move for 1/2 turn, and then
// stand still and aim in the second half, if moving on foot or at the
// lowest horse rate"; 000 / Action Time: "If 1/2 turn of movement is done,
// then prorate it to 1/2 of distance rated for the whole turn").
//
// Two actions of a man on foot and on his feet with a loaded missile weapon,
// not in melee:
// - kSpecial kSpecialStepAndAim, `at` within half his walk, `target` a man
//   he could shoot from there: he walks there and aims at him for the second
//   half of the turn, one half turn of aim ("One half turn spent aiming 0";
//   a later aim action adds a turn to it, as aiming always does).
// - kSpecial kSpecialStepAndWatch (opportunity fire), `at` the centre of the
//   area: he walks straight toward it for half his walk (less where he is
//   stopped) and covers it from there (opportunity_fire.h).
// Riders are not offered these (a horse's lowest rate is half a turn of 3";
// ours: a rider aims from the halt).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Action::param of kSpecial (never renumber; 10 is aiming at an area).
inline constexpr int32_t kSpecialStepAndWatch = 11;
inline constexpr int32_t kSpecialStepAndAim = 48;

bool half_turn_aim(const Action& a);
// Where the step of such an action ends, or nullopt if it cannot be made.
std::optional<Vec2> half_turn_step(const RencounterState& s, const Action& a);
// "" or why not, in a player's words.
std::string half_turn_aim_refusal(const RencounterState& s, const Action& a);
// `step_end`: where the step ends when it was worked out before an
// opportunity-fire reaction stopped him on the way.
void apply_half_turn_aim(RencounterState& s, const Action& a, EventSink& events,
                         std::optional<Vec2> step_end = std::nullopt);
// For the AI: a step toward the nearest enemy he sees and aim at him; with
// opportunity fire, a step toward him and cover the ground halfway to him.
void add_half_turn_aim_candidates(const RencounterState& s, int i, std::vector<Action>& out);

}  // namespace skirmish::rencounter
