#include "engine/rules/rencounter/riderless_horses.h"

#include <cmath>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/movement.h"
#include "engine/rules/rencounter/narration.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// A horse stands on a 2" round base (engine/scenario/load_sides.cpp).
constexpr float kHorseRadius = 1.0f;
// Slack on base contact, as in_contact allows for rounding.
constexpr double kContactSlack = 0.01;
// Shorter moves than this are not made (it is already there).
constexpr double kLeastHerdMove = 0.05;

// The nearest man to p among those `pick` accepts, or -1.
template <class Pick>
int nearest(const RencounterState& s, Vec2 p, Pick pick) {
  int best = -1;
  double best_d = 1e300;
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (!targetable(s, j) || !pick(j)) continue;
    const double d = distance(p, s.figures()[at(j)].at);
    if (d < best_d) {
      best_d = d;
      best = j;
    }
  }
  return best;
}

// The horse moves up to kHerdMoveInches toward `goal`: its rider's figure
// stands in for it for the check (the rider is put back afterwards), so it
// pays going and contours as a horse and goes round what blocks a rider.
double move_horse(RencounterState& s, int i, Vec2 goal) {
  Figure& f = s.figures()[at(i)];
  HorseRecord& h = s.men[at(i)].horse;
  const Vec2 from = h.left_at;
  const double d = distance(from, goal);
  if (d < kLeastHerdMove) return 0;
  const Vec2 aim = d > kHerdMoveInches ? from + (goal - from) * (kHerdMoveInches / d) : goal;
  const Vec2 rider_at = f.at;
  const float rider_radius = f.base_radius;
  f.at = from;
  f.base_radius = kHorseRadius;
  MovementOptions horse_moves = s.config.movement;
  horse_moves.mounted = true;
  const Vec2 to =
      farthest_reachable(s.battlefield(), s.figures(), i, aim, kHerdMoveInches, horse_moves);
  f.at = rider_at;
  f.base_radius = rider_radius;
  h.left_at = to;
  return distance(from, to);
}

// Where a base of radius r beside the man j stops, coming from p.
Vec2 beside(const RencounterState& s, int j, Vec2 p) {
  const Figure& o = s.figures()[at(j)];
  const double d = distance(p, o.at);
  if (d < 1e-9) return p;
  return o.at + (p - o.at) * ((o.base_radius + kHorseRadius) / d);
}

bool off_table(const RencounterState& s, Vec2 p) {
  const Table& t = s.battlefield().table;
  return p.x < kHorseRadius || p.y < kHorseRadius || p.x > t.width - kHorseRadius ||
         p.y > t.depth - kHorseRadius;
}

void tell(RencounterState& s, int i, int die, const char* what, double inches, int other,
          EventSink& events) {
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append("'s riderless horse rolls ").append(std::to_string(die)).append(": ").append(what);
    if (other >= 0) t.append(" ").append(man_name(s, other));
    if (inches > 0) t.append(" (").append(inches_text(inches)).append("\")");
    return t;
  });
}

}  // namespace

void turn_horse_loose(RencounterState& s, int i) {
  HorseRecord& h = s.men[at(i)].horse;
  if (!s.config.horse.riderless_herd || h.down) return;
  h.has_horse = true;
  h.loose = true;
  h.held = false;
  h.speed = 0;
  h.left_at = s.figures()[at(i)].at;
}

bool beside_loose_horse(const RencounterState& s, int i) {
  return beside_loose_horse_of(s, i, i);
}

bool beside_loose_horse_of(const RencounterState& s, int i, int rider) {
  const Figure& f = s.figures()[at(i)];
  const HorseRecord& h = s.men[at(rider)].horse;
  return h.loose && distance(f.at, h.left_at) <= f.base_radius + kHorseRadius + kContactSlack;
}

void take_loose_horse(RencounterState& s, int i, int rider) {
  HorseRecord& horse = s.men[at(rider)].horse;
  s.men[at(i)].horse = horse;  // its size, training and wounds come with it
  horse.has_horse = false;
  horse.loose = false;
}

void herd_move(RencounterState& s, int i, Dice& dice, EventSink& events) {
  HorseRecord& h = s.men[at(i)].horse;
  if (!h.loose) return;
  RollPurpose p;
  p.label = "riderless horse";
  p.code = kHerdRoll;
  p.actor = static_cast<int16_t>(i);
  const int die = dice.roll(6, p);
  const Vec2 here = h.left_at;
  const int side = s.figures()[at(i)].side;
  if (die <= 2) {
    // "move randomly among front side directions": ours, away from the fight.
    int fight = nearest(s, here, [&](int j) { return engaged(s, j); });
    if (fight < 0) fight = nearest(s, here, [&](int j) { return s.figures()[at(j)].side != side; });
    if (fight < 0) return tell(s, i, die, "it stands, with no fight to shy from", 0, -1, events);
    const Vec2 away = here - s.figures()[at(fight)].at;
    const double len = std::max(length(away), 1e-9);
    const Vec2 aim = here + away * (kHerdMoveInches / len);
    if (off_table(s, aim)) {
      h.loose = false;
      h.has_horse = false;
      return tell(s, i, die, "it bolts off the table", 0, -1, events);
    }
    const double went = move_horse(s, i, aim);
    return tell(s, i, die, "it bolts away from", went, fight, events);
  }
  if (die <= 4) {
    // "start following groups of friendly horses".
    const int friend_rider = nearest(s, here, [&](int j) {
      return j != i && s.figures()[at(j)].side == side && in_saddle(s, j);
    });
    if (friend_rider < 0)
      return tell(s, i, die, "it stands, no friendly horse left", 0, -1, events);
    const double went = move_horse(s, i, beside(s, friend_rider, here));
    return tell(s, i, die, "it follows the horse of", went, friend_rider, events);
  }
  // "stay with their downed rider".
  if (!targetable(s, i)) return tell(s, i, die, "it stands where its rider fell", 0, -1, events);
  const double went = beside_loose_horse(s, i) ? 0.0 : move_horse(s, i, beside(s, i, here));
  tell(s, i, die, "it stays with", went, i, events);
}

}  // namespace skirmish::rencounter
