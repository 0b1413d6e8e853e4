#include "engine/rules/rencounter/battle_queries.h"

#include <algorithm>
#include <cmath>

#include "engine/rules/rencounter/morale.h"
#include "engine/rules/rencounter/sight_memo.h"

namespace skirmish::rencounter {

namespace {
size_t at(int i) {
  return static_cast<size_t>(i);
}
}  // namespace

bool able_to_act(const RencounterState& s, int i) {
  const ManRecord& m = s.men[at(i)];
  return targetable(s, i) && !is_out_of_action(m.wounds) && !m.morale.surrendered;
}

bool lost(const RencounterState& s, int i) {
  const ManRecord& m = s.men[at(i)];
  const FigureStatus st = s.figures()[at(i)].status;
  // A man who left by an exit objective got through: no loss (table_exits.h).
  return counts_as_lost(m.wounds, m.morale.runs_for_good) || m.morale.surrendered ||
         st == FigureStatus::kDead || st == FigureStatus::kSurrendered ||
         (st == FigureStatus::kOffTable && !m.kit.exited);
}

int unit_of(const RencounterState& s, int i) {
  return s.figures()[at(i)].unit;
}

bool unit_can_act(const RencounterState& s, int unit) {
  const UnitRecord& u = s.units[at(unit)];
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (able_to_act(s, i)) return true;
  }
  return false;
}

int fit_leader(const RencounterState& s, int unit) {
  const int l = s.units[at(unit)].leader;
  return (l >= 0 && fit(s, l) && !s.men[at(l)].morale.runs_for_good) ? l : -1;
}

double gap(const RencounterState& s, int a, int b) {
  const auto& f = s.figures();
  return base_distance(f[at(a)].base(), f[at(b)].base(), s.battlefield().measure);
}

double gap_from(const RencounterState& s, Vec2 from, int a, int b) {
  const auto& f = s.figures();
  return base_distance({from, f[at(a)].base_radius}, f[at(b)].base(), s.battlefield().measure);
}

bool in_contact(const RencounterState& s, int a, int b) {
  return gap(s, a, b) <= s.config.fire.base_contact_within + 1e-9;
}

bool engaged(const RencounterState& s, int i) {
  const int n = static_cast<int>(s.figures().size());
  const Figure& me = s.figures()[at(i)];
  for (int j = 0; j < n; ++j) {
    // Asked for every man many times a decision: a man farther off along
    // either axis than both bases and the contact distance is not in contact
    // by either measure, and costs no square root to rule out.
    const Figure& other = s.figures()[at(j)];
    const double near =
        me.base_radius + other.base_radius + s.config.fire.base_contact_within + 1e-6;
    if (std::abs(other.at.x - me.at.x) > near || std::abs(other.at.y - me.at.y) > near) continue;
    if (is_enemy(s, i, j) && targetable(s, j) && s.figures()[at(j)].status != FigureStatus::kDown &&
        in_contact(s, i, j)) {
      return true;
    }
  }
  return false;
}

Vec2 step_toward(Vec2 from, Vec2 to, double d) {
  const double full = distance(from, to);
  if (full <= d || full < 1e-9) return to;
  return from + (to - from) * (d / full);
}

void gather_sightings(const RencounterState& s, std::vector<Sighting>& out) {
  out.clear();
  for (const Figure& f : s.figures()) out.push_back(sighting_of(f));
}

namespace {

// The memo in force for this state and these men (sight_memo.h), or
// nullptr. Only men gathered from the state itself may be remembered: a
// look among men placed elsewhere ("if I stood there") is asked afresh.
SightMemo* memo_for(const RencounterState& s, std::span<const Sighting> men, int shooter, Vec2 from,
                    int target) {
  SightMemo* memo = active_sight_memo();
  if (!memo || memo->state != &s || men.size() != s.figures().size()) return nullptr;
  if (from != s.figures()[at(shooter)].at || men[at(shooter)].base.centre != from ||
      men[at(target)].base.centre != s.figures()[at(target)].at) {
    return nullptr;
  }
  return memo;
}

}  // namespace

LosResult look(const RencounterState& s, std::span<const Sighting> men, int shooter, int target) {
  SightMemo* memo = memo_for(s, men, shooter, men[at(shooter)].base.centre, target);
  if (!memo) return s.sight->look(men, shooter, target);
  if (const LosResult* known = memo->find(shooter, target)) return *known;
  const LosResult seen = s.sight->look(men, shooter, target);
  memo->keep(shooter, target, seen);
  return seen;
}

LosResult look_from(const RencounterState& s, std::span<const Sighting> men, int shooter, Vec2 from,
                    int target) {
  SightMemo* memo = memo_for(s, men, shooter, from, target);
  if (memo) {
    if (const LosResult* known = memo->find(shooter, target)) return *known;
  }
  Sighting eye = men[at(shooter)];
  eye.base.centre = from;
  const LosResult seen = s.sight->look(eye, men[at(target)], men, shooter, target);
  if (memo) memo->keep(shooter, target, seen);
  return seen;
}

int nearest_enemy(const RencounterState& s, std::span<const Sighting> men, int i, bool seen_only) {
  int best = -1;
  double best_gap = 1e300;
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j)) continue;
    const double g = gap(s, i, j);
    if (g >= best_gap) continue;
    if (seen_only && !look(s, men, i, j).visible) continue;
    best = j;
    best_gap = g;
  }
  return best;
}

bool may_run(const RencounterState& s, int i) {
  return s.config.movement.advanced && s.men[at(i)].runs < s.men[at(i)].experience;
}

double allowance(const RencounterState& s, int i, MoveMode mode) {
  const Posture p = s.figures()[at(i)].posture;
  const bool crawling = mode == MoveMode::kCrawl || mode == MoveMode::kLowCrawl;
  if (crawling != (p == Posture::kProne)) return 0;
  if (mode == MoveMode::kRun && !may_run(s, i)) return 0;
  return move_allowance(mode, s.men[at(i)].wounds.points, s.config.movement);
}

double charge_allowance(const RencounterState& s, int i) {
  const HorseRecord& h = s.men[at(i)].horse;
  if (s.figures()[at(i)].mounted && h.has_horse && !h.down) {
    // 000 / Movement / Horse / Speed: what the horse can reach this turn.
    return speed_band(h.backing ? 0 : h.speed, horse_top_speed(h.wounds, s.config.horse)).fastest;
  }
  if (s.figures()[at(i)].posture == Posture::kProne) return 0;
  return std::max(allowance(s, i, MoveMode::kWalk), allowance(s, i, MoveMode::kRun));
}

}  // namespace skirmish::rencounter
