// What the planners' questions keep while their state is held still.
//
// The utility planner asks planner_exposure and planner_shot_offered
// (planner_queries.h) of one view at spot after spot. Part of each answer
// does not hang on the spot, and while a StateHeldStill scope holds the
// state (engine/rules/state_held_still.h) it is worked out once and kept
// here for the rest of the scope:
// - the men as sight sees them (gather_sightings);
// - each man's charge allowance (charge_allowance);
// - whether the battle is decided, and how many men each side may still
//   lose before it breaks (planner_forecast asks it for every action);
// - the men the active unit's leader links (every order forecast asks);
// - a shot in general between two men (planner_queries.cpp: loaded and
//   standing, a lone shot with no aim). What it does hangs, of the firer,
//   on his missile, fire skill, wound points and whether he is in the
//   saddle; of the target, on his armor, shield, posture, saddle, status,
//   wounds, experience and whether he runs for good; and of the look on
//   nothing but the range band, whether the range is beyond the distance
//   within which the target's posture is ignored, the solid and leafy
//   cover, and whether the first man in the way is a friend of the firer
//   (shot_situation_in_general, assess_shot, forecast_shot, strike_odds).
//   Men alike in all that are one kind of firer or target: the key
//   (shot_key) holds the two kinds and the look's part, so that the men of
//   a unit alike share their shots; the chance the shot strikes the target
//   and puts him out of the fight is its answer.
// Everything kept is what the plain computation would give, bit for bit
// (tests/rules/rencounter/planner_memo_test.cpp). One memo per thread,
// emptied for every new scope but for the kinds and the shots: those hang
// on nothing else of the state, so they are kept from scope to scope (and
// from state to state) while the fire and action options stay the same;
// the shots' table is a fixed size, allocated once, and a shot whose
// places are all taken pushes out the one at its first place, so that no
// question allocates once warmed up.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/core/los.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// A shot in general, as the planner queries weigh it.
struct GeneralShot {
  bool can_fire = false;
  double struck = 0;  // the chance the target is struck
  double out = 0;     // the chance he is put out of the fight
};

// Whether the battle is decided (battle_decided) and, if not, the men the
// side to choose and its nearest enemy may lose before they break
// (Forecast::own_men_to_break, enemy_men_to_break; -1 when not told).
struct BreakMargins {
  bool decided = false;
  int own = -1;
  int enemy = -1;
};

class PlannerMemo {
 public:
  // This thread's memo, for `s` if a StateHeldStill scope holds it (emptied
  // the first time it is asked for under that scope), else nullptr.
  static PlannerMemo* held(const RencounterState& s);

  // The men as sight sees them in `s` (gather_sightings).
  const std::vector<Sighting>& sightings(const RencounterState& s);
  // charge_allowance(s, i).
  double charge_allowance(const RencounterState& s, int i);
  // The break margins of `s`, as `work_out` finds them.
  BreakMargins break_margins(const RencounterState& s,
                             BreakMargins (*work_out)(const RencounterState&));

  // The men the unit's leader links (linked_men in unit_orders.h).
  const std::vector<int16_t>& linked_men(const RencounterState& s, int unit);

  // The key of a shot in general by `shooter` (with a missile weapon) at
  // `target` after the look `seen`; 0 when the kinds of men do not fit it.
  uint64_t shot_key(const RencounterState& s, int shooter, int target, const LosResult& seen);
  // Whether a shot is kept under `key` (into `shot` if so); and keeping one
  // (not kept if its place in the table is taken: it is then worked out
  // again).
  bool find_shot(uint64_t key, GeneralShot& shot) const;
  void keep_shot(uint64_t key, const GeneralShot& shot);

 private:
  void empty(const RencounterState& s);
  void forget_shots(const RencounterState& s);

  uint64_t number_ = 0;  // StateHeldStill::number() it was filled under
  bool have_sightings_ = false;
  std::vector<Sighting> sightings_;
  std::vector<double> allowance_;
  std::vector<uint8_t> have_allowance_;
  bool have_margins_ = false;
  BreakMargins margins_;
  int linked_unit_ = -1;  // the unit linked_ holds, if any
  std::vector<int16_t> linked_;
  // What a shot in general reads of its firer and of its target.
  struct FirerFacts {
    int8_t missile = -1;
    int8_t fire = 0;
    int wound_points = 0;
    bool in_saddle = false;
    friend bool operator==(const FirerFacts&, const FirerFacts&) = default;
  };
  struct TargetFacts {
    int8_t armor = 0;
    int8_t shield = 0;
    Posture posture = Posture::kStanding;
    bool in_saddle = false;
    FigureStatus status = FigureStatus::kFighting;
    bool runs_for_good = false;
    Wounds wounds;
    int8_t experience = 0;
    friend bool operator==(const TargetFacts&, const TargetFacts&) = default;
  };
  int firer_kind(const RencounterState& s, int i);
  int target_kind(const RencounterState& s, int i);
  std::vector<int16_t> firer_kind_;  // per man, -1 until asked
  std::vector<int16_t> target_kind_;
  std::vector<FirerFacts> firer_kinds_;
  std::vector<TargetFacts> target_kinds_;
  // Per kind of firer, the outer edges of his missile's range bands
  // (range_band for a shot from where he stands): too close, short,
  // medium, long, extreme.
  std::vector<std::array<double, 5>> band_edges_;
  // 24 bytes, so that the table (48 KB) stays in the nearer caches: the
  // key (44 bits), whether he can fire, and the scope's stamp in one word.
  struct Slot {
    uint64_t tag = 0;
    double struck = 0;
    double out = 0;
  };
  std::vector<Slot> slots_;
  uint64_t stamp_ = 0;  // a slot whose tag holds another stamp is empty
  // The options the kinds and shots were kept under.
  bool have_options_ = false;
  FireOptions fire_;
  ActionOptions action_;
};

}  // namespace skirmish::rencounter
