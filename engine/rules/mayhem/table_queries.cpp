#include "engine/rules/mayhem/table_queries.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "engine/rules/mayhem/charge_geometry.h"
#include "engine/rules/mayhem/fire_geometry.h"
#include "engine/rules/mayhem/fire_setting.h"
#include "engine/rules/mayhem/groups.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/move_geometry.h"
#include "engine/rules/mayhem/stockade.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Scratch kept per thread so that the queries planners make per search
// node do not allocate once warm.
struct Scratch {
  Groups groups;
  std::vector<Figure> figures;
  std::vector<Sighting> sightings;
  std::vector<int> ints;
  std::vector<double> reach;
  std::vector<int> found;
};
Scratch& scratch() {
  thread_local Scratch s;
  return s;
}

const Battlefield& field(const MayhemState& s) {
  return s.battlefield();
}

// How a move is judged in this state: barred doors are wall but those an
// engine has broken open (door_breaking.h); walls, hedges and fences are
// open ground where roundshot breached them (roundshot_breach.h).
MoveRules move_rules(const MayhemState& s) {
  MoveRules rules;
  rules.broken_doors = s.door_broken;
  rules.breaches = s.breaches();
  return rules;
}

bool inside_table(const MayhemState& s, Vec2 p) {
  const Table& t = field(s).table;
  return p.x >= 0 && p.y >= 0 && p.x <= t.width && p.y <= t.depth;
}

// An exit objective of `side` whose area holds `p`.
bool exit_area(const MayhemState& s, int side, Vec2 p) {
  for (const Objective& o : s.scenario().objectives) {
    if (o.kind == ObjectiveKind::kExit && o.side == s.scenario().sides[at(side)].name &&
        distance(p, o.area.centre) <= o.area.radius) {
      return true;
    }
  }
  return false;
}

std::string why_stopped(const MayhemState& s, const StraightMove& m) {
  switch (m.stop) {
    case MoveStop::kAllowance:
      return "too far for the distance rolled";
    case MoveStop::kTableEdge:
      return "the table edge is in the way";
    case MoveStop::kMan:
      return "the way is blocked by " + man_name(s, m.blocking_man);
    case MoveStop::kTerrain:
      return "the way is blocked by terrain (a building wall or barred door, a tree, impassable "
             "ground)";
    case MoveStop::kObstacle:
      return "an obstacle is in the way";
    case MoveStop::kArrived:
      break;
  }
  return "";
}

// The mounted bonus: Musket only in the open, Medieval anywhere.
double mounted_extra(const MayhemState& s, int man, bool slow) {
  if (!s.figures()[at(man)].mounted) return 0;
  if (s.config.variant == Variant::kMusket && slow) return 0;
  return s.mounted_bonus;
}

// 004 / Miscellaneous Rules: a stockade is crossed only by climbing, and a
// fire is an impassable area (stockade.h, fire_setting.h). Empty if the
// straight line from `from` to `to` of a base of `radius` meets neither.
std::string barred_way(const MayhemState& s, Vec2 from, Vec2 to, double radius) {
  const auto named = [&](int k, const char* fallback) {
    const std::string& n = field(s).features[at(k)].name;
    return n.empty() ? std::string(fallback) : "the " + n;
  };
  if (const int k = stockade_crossed(s, from, to); k >= 0) {
    return named(k, "the stockade") + " is a stockade: it can only be climbed";
  }
  if (const int k = burning_touched(s, from, to, radius); k >= 0) {
    return named(k, "the fire") + " is burning: the way is impassable";
  }
  return "";
}

// 004 / Missile Fire: the shooter's reach, and whether he shoots all round
// (Medieval mounted archers).
double reach_of(const MayhemState& s, const MayhemMan& m) {
  return missile_range(s, m.missile);
}
bool shoots_all_round(const MayhemState& s, const MayhemMan& m, const Figure& shooter) {
  return s.config.variant == Variant::kMedieval && m.missile == Missile::kBow && shooter.mounted;
}

// The refusals that need neither sight nor the other men: the target out of
// range or out of the shooter's arc. The planners ask most of their shots
// of men too far off or behind, so these are answered before the table of
// sightings is drawn up; the answer is the one shot_check gives, field for
// field (its words aside, which only a person asks for).
bool plainly_refused(const MayhemState& s, const Figure& shooter, int man, const Figure& target,
                     ShotCheck& c) {
  if (!on_table(shooter.status) || !on_table(target.status)) return false;
  const MayhemMan& m = s.men[at(man)];
  const double reach = reach_of(s, m);
  const double range = base_distance(shooter.base(), target.base(), s.sight->battlefield().measure);
  if (range <= reach && in_fire_arc(shooter, target.at, shoots_all_round(s, m, shooter))) {
    return false;
  }
  c = ShotCheck{};
  c.range = range;
  c.over_half_range = range > reach / 2;
  c.shield_side = mayhem::on_shield_side(target, shooter.at);
  return true;
}

// `explain`: put the reason in words; searches ask thousands of times and
// need only the answer, so the words (and their allocations) are made only
// when a person will read them.
ShotCheck shot_check(const MayhemState& s, std::span<const Figure> figures, int shooter, int target,
                     bool explain) {
  if (!explain && shooter != target) {
    ShotCheck quick;
    if (plainly_refused(s, figures[at(shooter)], shooter, figures[at(target)], quick)) return quick;
  }
  Scratch& k = scratch();
  k.sightings.clear();
  for (const Figure& f : figures) k.sightings.push_back(sighting_of(f));
  const MayhemMan& m = s.men[at(shooter)];
  const bool massed = s.config.massed_bowmen && s.config.variant == Variant::kMedieval &&
                      m.missile == Missile::kBow;
  if (massed) {
    find_groups(figures, figures[at(shooter)].side, k.groups);
  }
  FireTable table;
  table.sight = s.sight.get();
  table.figures = figures;
  table.men = k.sightings;
  table.broken_doors = s.door_broken;
  table.breaches = s.breaches();
  if (massed) table.group_of = k.groups.group_of;
  Shooter who;
  who.man = shooter;
  who.range = reach_of(s, m);
  // 004 / Medieval / Missile Fire: mounted archers shoot all round.
  who.all_round = shoots_all_round(s, m, figures[at(shooter)]);
  who.over_own_group = massed;
  const FireLine line = fire_line(table, who, target);
  ShotCheck c;
  c.ok = line.allowed();
  c.cover = line.cover;
  c.over_half_range = line.over_half_range;
  c.range = line.range;
  c.massed = line.over_own_men;
  c.shield_side = mayhem::on_shield_side(figures[at(target)], figures[at(shooter)].at);
  if (c.ok && c.massed && c.cover != CoverClass::kOpen) {
    c.ok = false;
    if (explain) c.why = "massed bowmen shoot over their own men only at targets in the open";
  }
  // 004 / Fire: a burning piece blocks visibility.
  if (c.ok && burning_hides(s, figures[at(shooter)].at, figures[at(target)].at)) {
    c.ok = false;
    if (explain) c.why = "no line of fire: a fire is burning in the way";
  }
  if (!explain) return c;
  switch (line.bar) {
    case FireBar::kNone:
      break;
    case FireBar::kNotOnTable:
      c.why = "the target is not on the table";
      break;
    case FireBar::kInMelee:
      c.why = man_name(s, shooter) + " is fighting hand to hand";
      break;
    case FireBar::kOutOfArc:
      c.why = "outside " + man_name(s, shooter) + "'s arc of fire (45 degrees either side)";
      break;
    case FireBar::kOutOfRange:
      c.why = "out of range (" + inches_text(line.range) + ", the weapon reaches " +
              inches_text(who.range) + ")";
      break;
    case FireBar::kManInTheWay:
      c.why = man_name(s, line.blocker) + " is in the line of fire";
      break;
    case FireBar::kObstructed:
      c.why = "no line of fire: a building or other obstruction is in the way";
      break;
  }
  return c;
}

}  // namespace

int side_groups(const MayhemState& s, int side, const std::vector<uint8_t>& eligible,
                std::vector<int>& group_of) {
  Groups& g = scratch().groups;
  find_groups(s.figures(), side, g, eligible);
  group_of.assign(g.group_of.begin(), g.group_of.end());
  return g.count();
}

void group_of_man(const MayhemState& s, int man, std::vector<int16_t>& out) {
  out.clear();
  out.reserve(s.figures().size());  // a group is at most every man: no growth once warm
  Groups& g = scratch().groups;
  find_groups(s.figures(), s.figures()[at(man)].side, g);
  const int id = g.group_of[at(man)];
  if (id < 0) {
    out.push_back(static_cast<int16_t>(man));
    return;
  }
  for (const int m : g.members_of(id)) out.push_back(static_cast<int16_t>(m));
}

bool in_contact(const MayhemState& s, int a, int b) {
  const Figure& fa = s.figures()[at(a)];
  const Figure& fb = s.figures()[at(b)];
  return fa.side != fb.side && melee_contact(fa, fb);
}

bool engaged(const MayhemState& s, int man) {
  for (size_t e = 0; e < s.men.size(); ++e) {
    if (s.figures()[e].status == FigureStatus::kFighting &&
        in_contact(s, man, static_cast<int>(e))) {
      return true;
    }
  }
  return false;
}

// Whether a stockade or a fire bars the straight way (barred_way without
// the words).
bool way_barred(const MayhemState& s, Vec2 from, Vec2 to, double radius) {
  return stockade_crossed(s, from, to) >= 0 || burning_touched(s, from, to, radius) >= 0;
}

MoveCheck check_move(const MayhemState& s, int man, Vec2 to, double allowance,
                     double slow_allowance, bool explain) {
  MoveCheck c;
  const Figure& f = s.figures()[at(man)];
  const bool leaving = !inside_table(s, to);
  if (leaving && !exit_area(s, f.side, to)) {
    if (explain) c.why = "off the table, and not where his side may leave it";
    return c;
  }
  const PathTerrain path = path_terrain(field(s), f.at, to, s.breaches());
  // 004 / Movement: 1d6" through delaying terrain, and to fall back out of
  // a fight.
  const bool slow = path.slow() || engaged(s, man);
  c.delaying = slow;
  const double inches = (slow ? slow_allowance : allowance) + mounted_extra(s, man, slow);
  const StraightMove m = straight_move(field(s), s.figures(), man, to, inches, move_rules(s));
  c.length = m.inches;
  if (leaving) {
    const bool reached = m.stop == MoveStop::kTableEdge && distance(f.at, to) <= inches + 1e-9;
    const bool barred = reached && way_barred(s, f.at, m.end, f.base_radius);
    c.exits = c.ok = reached && !barred;
    if (!c.ok && explain) {
      c.why = barred ? barred_way(s, f.at, m.end, f.base_radius) : why_stopped(s, m);
    }
    return c;
  }
  c.ok = m.stop == MoveStop::kArrived && !way_barred(s, f.at, to, f.base_radius);
  if (c.ok || !explain) return c;
  if (m.stop == MoveStop::kArrived) {
    c.why = barred_way(s, f.at, to, f.base_radius);
  } else {
    c.why = why_stopped(s, m);
    if (m.stop == MoveStop::kAllowance) {
      c.why += " (" + inches_text(distance(f.at, to)) + " asked, " + inches_text(inches) +
               (slow ? " through delaying terrain)" : ")");
    }
  }
  return c;
}

MoveCheck check_sweep(const MayhemState& s, int man, Vec2 pivot, double degrees, Vec2 to,
                      double allowance, double slow_allowance, std::span<const int> ignore,
                      bool explain) {
  MoveCheck c;
  const Figure& f = s.figures()[at(man)];
  SweepPoints points;
  const int n = sweep_points(f.at, pivot, degrees, points);
  points[at(n - 1)] = to;  // his place, as the wheel worked it out
  // 004 / Movement: 1d6" if any of the way crosses an obstacle, a doorway
  // or delaying terrain, as for a straight move.
  bool slow = engaged(s, man);
  for (int i = 0; i + 1 < n && !slow; ++i) {
    slow = path_terrain(field(s), points[at(i)], points[at(i + 1)], s.breaches()).slow();
  }
  c.delaying = slow;
  c.length = distance(f.at, pivot) * std::abs(degrees) * std::numbers::pi / 180.0;
  const double inches = (slow ? slow_allowance : allowance) + mounted_extra(s, man, slow);
  if (c.length > inches + 1e-9) {
    if (explain) {
      c.why = "too far for the distance rolled (" + inches_text(c.length) + " along his wheel, " +
              inches_text(inches) + (slow ? " through delaying terrain)" : ")");
    }
    return c;
  }
  for (int i = 0; i + 1 < n; ++i) {
    const Vec2 a = points[at(i)], b = points[at(i + 1)];
    const StraightMove m =
        straight_move_from(field(s), s.figures(), man, a, b, distance(a, b), move_rules(s), ignore);
    if (m.stop != MoveStop::kArrived) {
      if (explain) c.why = "his wheel is blocked: " + why_stopped(s, m);
      return c;
    }
    if (way_barred(s, a, b, f.base_radius)) {
      if (explain) c.why = "his wheel is blocked: " + barred_way(s, a, b, f.base_radius);
      return c;
    }
  }
  // His place itself is clear of the men he passed, who may yet stand.
  for (const int j : ignore) {
    const Figure& o = s.figures()[at(j)];
    if (j == man || !on_table(o.status)) continue;
    if (distance(to, o.at) < f.base_radius + o.base_radius - 1e-9) {
      if (explain) c.why = "his place in the wheel is taken by " + man_name(s, j);
      return c;
    }
  }
  c.ok = true;
  return c;
}

ChargeCheck check_charge(const MayhemState& s, int man, int target, double allowance,
                         double slow_allowance, bool explain) {
  ChargeCheck c;
  const Figure& f = s.figures()[at(man)];
  const ChargeContact contact = charge_contact(f, s.figures()[at(target)]);
  const PathTerrain path = path_terrain(field(s), f.at, contact.at, s.breaches());
  const double inches =
      (path.slow() ? slow_allowance : allowance) + mounted_extra(s, man, path.slow());
  MoveRules rules = move_rules(s);
  rules.charge = true;
  const StraightMove m = straight_move(field(s), s.figures(), man, contact.at, inches, rules);
  c.contact = contact.at;
  c.length = m.inches;
  c.from_rear_or_side = contact.quarter != Quarter::kFront;
  c.ok = m.stop == MoveStop::kArrived || (m.stop == MoveStop::kMan && m.blocking_man == target);
  if (!c.ok) {
    if (explain) c.why = "cannot reach " + man_name(s, target) + ": " + why_stopped(s, m);
    return c;
  }
  c.contact = m.end;
  if (way_barred(s, f.at, m.end, f.base_radius)) {
    c.ok = false;
    if (explain) {
      c.why =
          "cannot reach " + man_name(s, target) + ": " + barred_way(s, f.at, m.end, f.base_radius);
    }
  }
  return c;
}

void charged_men(const MayhemState& s, const std::vector<int16_t>& chargers, double reach,
                 std::vector<int16_t>& out) {
  Scratch& k = scratch();
  // Every man at most: grown to that at once, never in a later game.
  k.found.reserve(s.men.size());
  k.ints.reserve(s.men.size());
  k.reach.reserve(s.men.size());
  out.reserve(s.men.size());
  k.ints.assign(chargers.begin(), chargers.end());
  k.reach.assign(chargers.size(), reach);
  mayhem::charged_men(s.figures(), k.ints, k.reach, field(s).measure, k.found);
  out.clear();
  for (const int man : k.found) {
    // Option charged_behind_stockade spared: out of "possible charge range"
    // when every charger's straight way to him is barred.
    const auto barred = [&](int16_t c) {
      const Figure& f = s.figures()[at(c)];
      return way_barred(s, f.at, s.figures()[at(man)].at, f.base_radius);
    };
    if (s.config.spare_behind_stockade && std::all_of(chargers.begin(), chargers.end(), barred)) {
      continue;
    }
    out.push_back(static_cast<int16_t>(man));
  }
}

double missile_range(const MayhemState& s, Missile m) {
  const bool musket = s.config.variant == Variant::kMusket;
  switch (m) {
    case Missile::kPistol:
      return 12;
    case Missile::kMusket:
      return 24;
    case Missile::kBow:
      return musket ? 24 : 18;
    case Missile::kRifle:
      return 36;
    case Missile::kCrossbow:
      return 18;
    case Missile::kJavelin:
      return 6;
    case Missile::kCannon:
      return 72;
    case Missile::kEngine:
      return 36;
    case Missile::kNone:
      break;
  }
  return 0;
}

Shot shot_terms(const MayhemState& s, int shooter, const ShotCheck& c) {
  Shot shot;
  shot.variant = s.config.variant;
  shot.cover = c.cover;
  shot.over_half_range = c.over_half_range;
  shot.mounted = s.figures()[at(shooter)].mounted;
  shot.shield_side = c.shield_side;
  // 004 / Medieval / Missile Fire (option): massed bowmen hit on a 6.
  shot.massed = c.massed;
  return shot;
}

std::string why_no_shot(const MayhemState& s, int shooter, int target) {
  return explain_shot(s, shooter, target).why;
}

ShotCheck explain_shot(const MayhemState& s, int shooter, int target) {
  return shot_check(s, s.figures(), shooter, target, true);
}

ShotCheck check_shot(const MayhemState& s, int shooter, int target) {
  return shot_check(s, s.figures(), shooter, target, false);
}

ShotCheck check_shot_at(const MayhemState& s, int shooter, int target, Vec2 target_at) {
  if (shooter != target) {
    Figure there = s.figures()[at(target)];
    there.at = target_at;
    ShotCheck quick;
    if (plainly_refused(s, s.figures()[at(shooter)], shooter, there, quick)) return quick;
  }
  Scratch& k = scratch();
  k.figures.assign(s.figures().begin(), s.figures().end());
  k.figures[at(target)].at = target_at;
  // shot_check reuses the sightings scratch, not the figures copy.
  return shot_check(s, k.figures, shooter, target, false);
}

ShotCheck check_shot_from(const MayhemState& s, int shooter, Vec2 from, int target) {
  Scratch& k = scratch();
  k.figures.assign(s.figures().begin(), s.figures().end());
  Figure& f = k.figures[at(shooter)];
  f.at = from;
  // A man who goes to a spot to shoot from it faces his mark there; the
  // arc (004 / Missile Fire) then bars only what stands in the way.
  f.facing = static_cast<float>(bearing(from, k.figures[at(target)].at));
  return shot_check(s, k.figures, shooter, target, false);
}

Vec2 retreat_point(const MayhemState& s, int man, int from, double inches, bool seek_cover,
                   bool& off_table) {
  const Figure& f = s.figures()[at(man)];
  const Vec2 enemy = from >= 0 ? s.figures()[at(from)].at : f.at + direction_of(f.facing);
  Retreat r = retreat_move(field(s), s.figures(), man, enemy, inches, seek_cover ? &enemy : nullptr,
                           s.door_broken, s.breaches());
  // 004 / Miscellaneous Rules: a retreat to cover does not go over a
  // stockade (he falls back straight away instead, which stops at walls),
  // and no retreat goes into a fire: he stops short of it.
  if (r.to_cover && stockade_crossed(s, f.at, r.move.end) >= 0) {
    r = retreat_move(field(s), s.figures(), man, enemy, inches, nullptr, s.door_broken,
                     s.breaches());
  }
  const Vec2 end = short_of_burning(s, f.at, r.move.end, f.base_radius);
  off_table = r.move.ran_off && distance(end, r.move.end) < 1e-9;
  return end;
}

bool attacks_rear_or_side(const MayhemState& s, int man, int opponent) {
  return from_side_or_rear(s.figures()[at(man)], s.figures()[at(opponent)]);
}

bool superior_position(const MayhemState& s, int man, int opponent) {
  const Figure& f = s.figures()[at(man)];
  const Figure& o = s.figures()[at(opponent)];
  // 004 / Melee: mounted against a man on foot, up hill, or defending an
  // obstacle (he stands and the obstacle lies between them).
  if (f.mounted && !o.mounted) return true;
  if (s.sight->ground_level(f.at) > s.sight->ground_level(o.at)) return true;
  // A breach in the obstacle between them is no obstacle to defend.
  return !s.men[at(man)].moved && path_terrain(field(s), f.at, o.at, s.breaches()).obstacle;
}

bool facing_towards(const MayhemState& s, int man, int other) {
  return quarter_facing(s.figures()[at(man)], s.figures()[at(other)].at) == Quarter::kFront;
}

bool on_shield_side(const MayhemState& s, int man, int from) {
  return mayhem::on_shield_side(s.figures()[at(man)], s.figures()[at(from)].at);
}

int nearest_enemy(const MayhemState& s, int man) {
  const Figure& f = s.figures()[at(man)];
  int best = -1;
  double best_d = 1e18;
  for (size_t e = 0; e < s.men.size(); ++e) {
    const Figure& g = s.figures()[e];
    if (g.side == f.side || g.status != FigureStatus::kFighting) continue;
    const double d = distance_squared(f.at, g.at);
    if (d < best_d) {
      best_d = d;
      best = static_cast<int>(e);
    }
  }
  return best;
}

}  // namespace skirmish::mayhem
