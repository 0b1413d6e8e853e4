// What Rencounter tells the planners (Rules::evaluate, forecast, exposure;
// engine/rules/forecast.h), by the rule set's own exact odds: fire (odds.h),
// melee (melee_odds.h), action and order rolls (action_odds.h), seizing the
// initiative (initiative_rates.h). Each answers from the state given (for a
// planner, its side's view: enemies it has not seen are off the table
// there), draws no dice, changes nothing, and allocates nothing once the
// caller's Forecast has grown and this thread's buffers are warm.
//
// docs/rules/rencounter.md, "What planners are told", gives every formula,
// what counts as out of the fight (planner_odds.h), and what is approximated.
#pragma once

#include <span>

#include "engine/core/los.h"
#include "engine/rules/action.h"
#include "engine/rules/forecast.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// -1..1 for `side`: +1 / -1 / 0 once the game is over (won, lost, drawn);
// before that, how far each side stands above its break point (000 /
// Victory) and the victory points each holds, weighed together.
double planner_evaluate(const RencounterState& s, int side);

// What `a`, legal now, is expected to bring about for the side taking it.
// Known: individual shots (with or without the half move first), charges
// and strokes, opportunity shots, moves, reloads, posture changes, holding,
// seizing the initiative, and the orders Volley Fire, Formed Charge (on
// foot), Follow Me and Follow Him. Anything else: out.known = false. The
// break margins (men each side may lose before it breaks, 000 / Victory)
// are told for every action while the battle is undecided.
void planner_forecast(const RencounterState& s, const Action& a, Forecast& out);

// How dangerous the point `at` would be for man `figure`, standing as he
// stands now, from the enemy men the state shows: their shots, and the
// strokes of those who could charge him there (the melee to come).
// kLeftOut leaves the melee to come at 0 (the chargers still counted) and
// the rest as it is: for Rules::exposure_to_fire.
enum class MeleeToCome { kWeighed, kLeftOut };
void planner_exposure(const RencounterState& s, int figure, Vec2 at, Exposure& out,
                      MeleeToCome melee = MeleeToCome::kWeighed);
// His own best shot from `at` (Rules::shot_offered): 000 / Fire Combat, as
// exposure weighs the enemy's; 0 in contact with an enemy (000 / Melee).
// kEveryLook looks at every man in reach, for tests of the shortcut.
enum class ShotOfferSearch { kBestCaseFirst, kEveryLook };
double planner_shot_offered(const RencounterState& s, int figure, Vec2 at,
                            ShotOfferSearch search = ShotOfferSearch::kBestCaseFirst);

// The shot in general by `shooter` (with a missile weapon) at `target`
// after the look `seen`, as exposure and the shot offered weigh it: loaded
// and standing, a lone shot with no aim, the circumstances of the moment
// set aside. Kept in `memo` when one is given (planner_memo.h).
class PlannerMemo;
struct GeneralShot;
GeneralShot general_shot(const RencounterState& s, PlannerMemo* memo, int shooter, int target,
                         const LosResult& seen);

// --- the parts of planner_forecast, one file each (forecast_actions.cpp,
// forecast_orders.cpp); each fills `out` (cleared) or leaves known false.
void forecast_figure_action(const RencounterState& s, const Action& a, Forecast& out);
// forecast_figure_action of a shot from where he stands (a.at empty), given
// the men as sight sees them now (gather_sightings): for the many shots of
// many men weighed on one table, with the men gathered once.
void forecast_shot_where_he_stands(const RencounterState& s, const Action& a,
                                   std::span<const Sighting> men, Forecast& out);
void forecast_reaction(const RencounterState& s, const Action& a, Forecast& out);
void forecast_order(const RencounterState& s, const Action& a, Forecast& out);
void forecast_seize(const RencounterState& s, const Action& a, Forecast& out);

}  // namespace skirmish::rencounter
