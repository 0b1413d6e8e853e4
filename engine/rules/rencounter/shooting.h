// Shooting in play (000 / Combat / Fire Combat): a ShotSituation built from
// the table — range and cover by line of sight, the target's posture,
// armor, shield and last move, the firer's aim or snap fire — then the shot
// rolled by fire_shot and its result carried out: wounds, a friend struck
// by a stray shot, and duck backs (000 / Duck backs).
#pragma once

#include <span>
#include <string>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/los.h"
#include "engine/rules/rencounter/fire_modifiers.h"
#include "engine/rules/rencounter/fire_shot.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// How the firer spent his turn before the shot.
enum class ShotPrep : uint8_t {
  kStood,  // the shot is his action: aimed if he was aiming at this target, else a lone snap shot
  kMovedFirst,  // he moved up to half his allowance first: snap fire with another action (-2)
  kVolley,  // a volley: aimed for `volley_aim_half_turns` if veteran or master, else a lone shot
  kRunningThrow,  // he ran the throw's way first: snap fire (-2), ranges +50% (running_throw.h)
};

// Everything about the shot from the firer (standing at `from`) at the
// target, as the table stands. `seen` is what line of sight says from there.
ShotSituation shot_situation(const RencounterState& s, int shooter, int target,
                             const LosResult& seen, ShotPrep prep);
// The same, but for the two circumstances of the moment (a friend of the
// firer in melee with the target, a target appearing), which it leaves at
// "no" and "seen before": for a planner's look at a spot the target is not
// standing on, where those two say nothing, and are dear to find out spot
// after spot.
ShotSituation shot_situation_in_general(const RencounterState& s, int shooter, int target,
                                        const LosResult& seen, ShotPrep prep);

// Whether he can shoot at the target from `from` now: "" or why not, in a
// player's words. Fills `seen` and `situation` when he can.
std::string shot_refusal(const RencounterState& s, std::span<const Sighting> men, int shooter,
                         Vec2 from, int target, ShotPrep prep, LosResult& seen,
                         ShotSituation& situation);
// shot_refusal(...).empty(), without putting the reason into words (fills
// `seen` and `situation` the same way).
bool shot_allowed(const RencounterState& s, std::span<const Sighting> men, int shooter, Vec2 from,
                  int target, ShotPrep prep, LosResult& seen, ShotSituation& situation);

// Rolls the shot and carries out what it does; spends the round. A
// shotgun's spread and a grenade's burst follow (shotgun_spread.h, thrown.h).
void take_shot(RencounterState& s, int shooter, int target, const LosResult& seen,
               const ShotSituation& situation, Dice& dice, EventSink& events);

// The rolls of one shot at `target` and what they do (wounds, a friend
// struck, duck backs, a javelin stuck in a shield); spends no round.
// `spread`: the shot is a shotgun's spread onto a man beside the target.
FiredShot shot_at(RencounterState& s, int shooter, int target, const LosResult& seen,
                  const ShotSituation& situation, Dice& dice, EventSink& events,
                  bool spread = false);

// 000 / Missile Weapons Table, note #: rolls the shot again at the men the
// spread reaches beside `target` (pick_spread), each with his own cover.
void spread_shot(RencounterState& s, int shooter, int target, RangeBand band,
                 const ShotSituation& aimed, Dice& dice, EventSink& events);

// 000 / Duck backs: the check at -2 of a man shot at in solid cover.
void duck_back_check(RencounterState& s, int i, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
