// 004 / Medieval Mayhem / Optional rule for artillery: "An impact value of
// 5 or better vs a door or engine breaks it", played against barred doors.
// Every reading is listed in docs/rules/mayhem.md, "Barred doors".
#include "engine/rules/mayhem/door_breaking.h"

#include <algorithm>

#include "engine/rules/mayhem/artillery_flow.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/fire_geometry.h"
#include "engine/rules/mayhem/fire_setting.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/table_queries.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Ours: how far a point may lie outside a doorway's half width and still
// name that door (rounding in a point typed or written back).
constexpr double kDoorSlack = 1e-6;
// Ours: grazing a base is not crossing it (as fire_geometry.cpp).
constexpr double kGraze = 1e-9;
// Ours: the door's face, as sight looks for it: a target a man's height
// (at most a 1" base, at most the door's width) standing in the doorway on
// the engine's side, this far off the wall (inches).
constexpr double kFaceRadius = 0.5;
constexpr double kFaceOff = 0.01;

const Opening& opening_of(const MayhemState& s, const BarredDoor& d) {
  return s.battlefield().features[at(d.feature)].openings[at(d.opening)];
}

bool is_engine(const MayhemState& s, int gun) {
  return is_gun(s, gun) && s.men[at(gun)].missile != Missile::kCannon;
}

// The door's face on the side of the wall where `from` stands.
Sighting door_face(const TerrainFeature& building, const Opening& o, Vec2 from) {
  const std::vector<Vec2>& pts = building.outline.points;
  Segment wall{o.at, o.at};
  double nearest = 1e300;
  for (size_t i = 0; i < pts.size(); ++i) {
    const Segment edge{pts[i], pts[(i + 1) % pts.size()]};
    const double d = distance(edge, o.at);
    if (d < nearest) {
      nearest = d;
      wall = edge;
    }
  }
  const Vec2 along = wall.b - wall.a;
  const double len = length(along);
  Vec2 out = len > 0 ? Vec2{-along.y / len, along.x / len} : Vec2{0, 1};
  if (dot(from - o.at, out) < 0) out = out * -1.0;
  const double r = std::min(kFaceRadius, o.width / 2);
  Sighting face;
  face.base = Circle{o.at + out * (r + kFaceOff), r};
  return face;
}

// A man's base (other than the engine's) crossed by the line from the
// engine's centre to the door; -1 if none.
int man_before_door(const MayhemState& s, int gun, Vec2 door) {
  const Segment line{s.figures()[at(gun)].at, door};
  for (size_t j = 0; j < s.men.size(); ++j) {
    const Figure& f = s.figures()[j];
    if (static_cast<int>(j) == gun || !on_table(f.status)) continue;
    if (distance(line, f.at) < f.base_radius - kGraze) return static_cast<int>(j);
  }
  return -1;
}

template <class Why>
bool refuse(std::string* why, Why&& words) {
  if (why) *why = words();
  return false;
}

}  // namespace

BarredDoor barred_door(const Battlefield& field, int door) {
  int number = 0;
  for (size_t k = 0; k < field.features.size(); ++k) {
    const std::vector<Opening>& openings = field.features[k].openings;
    for (size_t i = 0; i < openings.size(); ++i) {
      if (!openings[i].barred) continue;
      if (number == door) return {static_cast<int>(k), static_cast<int>(i)};
      ++number;
    }
  }
  return {};
}

int barred_door_at(const MayhemState& s, Vec2 p) {
  const Battlefield& field = s.battlefield();
  int number = 0, best = -1;
  double best_d = 0;
  for (const TerrainFeature& f : field.features) {
    for (const Opening& o : f.openings) {
      if (!o.barred) continue;
      const double d = distance(o.at, p);
      if (d <= o.width / 2 + kDoorSlack && (best < 0 || d < best_d)) {
        best = number;
        best_d = d;
      }
      ++number;
    }
  }
  return best;
}

bool door_in_reach(const MayhemState& s, int gun, int door, std::string* why) {
  const BarredDoor d = barred_door(s.battlefield(), door);
  if (d.feature < 0) return refuse(why, [] { return std::string("no such barred door"); });
  const Figure& g = s.figures()[at(gun)];
  const Opening& o = opening_of(s, d);
  if (engaged(s, gun)) {
    return refuse(why, [&] { return man_name(s, gun) + " is fighting hand to hand"; });
  }
  if (s.burning[at(d.feature)]) {
    return refuse(why, [&] { return door_words(s, door) + " is burning with its building"; });
  }
  // 004 / Missile Fire: "within a zone 45 degrees to either side of the
  // front facing of the firing figure".
  if (!in_fire_arc(g, o.at)) {
    return refuse(why, [&] {
      return door_words(s, door) + " is outside " + man_name(s, gun) +
             "'s arc of fire (45 degrees either side)";
    });
  }
  // 004 / Medieval / artillery: "would have a range 36"".
  const double reach = missile_range(s, s.men[at(gun)].missile);
  const double range = base_distance(g.base(), Circle{o.at, 0}, s.battlefield().measure);
  if (range > reach) {
    return refuse(why, [&] {
      return door_words(s, door) + " is out of range (" + inches_text(range) +
             ", the engine reaches " + inches_text(reach) + ")";
    });
  }
  // 004 / Missile Fire: "They may not shoot over another figure".
  if (const int m = man_before_door(s, gun, o.at); m >= 0) {
    return refuse(why, [&] { return man_name(s, m) + " is in the line of fire"; });
  }
  // "... or through obstructions such as buildings": the door's face seen,
  // terrain only (men are judged above).
  const Sighting face = door_face(s.battlefield().features[at(d.feature)], o, g.at);
  if (!s.sight->look(sighting_of(g), face, {}, -1, -1, s.door_broken, s.breaches()).visible) {
    return refuse(why, [&] {
      return "no line of fire to " + door_words(s, door) +
             ": a building or other obstruction is in the way";
    });
  }
  // 004 / Fire: a burning piece blocks visibility.
  if (burning_hides(s, g.at, face.base.centre)) {
    return refuse(why, [] { return std::string("no line of fire: a fire is burning in the way"); });
  }
  return true;
}

CheckResult check_door_shot(const MayhemState& s, const Action& a) {
  if (!is_engine(s, a.actor)) {
    return CheckResult::illegal(
        "only an engine breaks doors (a cannon's roundshot knocking down cover is not played)");
  }
  if (!a.at) return CheckResult::illegal("name the door to shoot at: a point in its doorway");
  const int door = barred_door_at(s, *a.at);
  if (door < 0) return CheckResult::illegal("there is no barred door at " + point_text(*a.at));
  if (s.door_broken[at(door)]) {
    return CheckResult::illegal(door_words(s, door) + " is broken open already");
  }
  std::string why;
  return door_in_reach(s, a.actor, door, &why) ? CheckResult::legal() : CheckResult::illegal(why);
}

void door_shot_actions(const MayhemState& s, int gun, std::vector<Action>& out) {
  if (s.door_broken.empty() || !is_engine(s, gun)) return;
  for (size_t door = 0; door < s.door_broken.size(); ++door) {
    if (s.door_broken[door] || !door_in_reach(s, gun, static_cast<int>(door))) continue;
    Action a;
    a.kind = ActionKind::kShoot;
    a.actor = static_cast<int16_t>(gun);
    a.param = kEngineAtDoor;
    a.at = opening_of(s, barred_door(s.battlefield(), static_cast<int>(door))).at;
    out.push_back(a);
  }
}

void shoot_door(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  const int gun = a.actor;
  const int door = a.at ? barred_door_at(s, *a.at) : -1;
  if (door < 0) return;  // check_door_shot refused it already
  MayhemMan& g = s.men[at(gun)];
  // "Roll 1 die as usual to hit": the door is in the open (ours); the
  // impact die needs 5 (fire_dice.h).
  const EngineBreakRoll r = roll_engine_at_structure(
      g, CoverClass::kOpen, TokenPolicy::kSpendWhenItHelps, dice, static_cast<int16_t>(gun));
  g.rerolls = static_cast<int8_t>(g.rerolls - r.rerolls_used());
  if (r.broken) s.door_broken[at(door)] = 1;
  narrate(s, events, s.figures()[at(gun)].side, [&] {
    const int needs =
        fire_skill_score(Variant::kMedieval, CoverClass::kOpen, false) - g.fire_skill_bonus;
    std::string text = man_name(s, gun) + " shoots at " + door_words(s, door) + " (open, needs " +
                       std::to_string(needs) + "+): " + std::to_string(r.skill_die);
    if (r.impact_die == 0) return text + ", missed.";
    return text + ", hit; impact " + std::to_string(r.impact_die) +
           (r.broken ? ": the door breaks open." : ": it holds.");
  });
}

void door_shot_forecast(const MayhemState& s, const Action& a, Forecast& out) {
  out.known = true;
  out.carried_out = 0;
  out.failure_risk = 0;  // a shot that misses the door costs only the shot
  if (!is_engine(s, a.actor) || !a.at || !gun_ready(s, a.actor)) return;
  const int door = barred_door_at(s, *a.at);
  if (door < 0 || s.door_broken[at(door)] || !door_in_reach(s, a.actor, door)) return;
  out.carried_out =
      engine_break_chance(s.men[at(a.actor)], CoverClass::kOpen, TokenPolicy::kSpendWhenItHelps);
  out.breaks_door = static_cast<int16_t>(door);
}

std::string door_words(const MayhemState& s, int door) {
  const BarredDoor d = barred_door(s.battlefield(), door);
  if (d.feature < 0) return "no door";
  const TerrainFeature& f = s.battlefield().features[at(d.feature)];
  const std::string where = " at " + point_text(opening_of(s, d).at);
  return f.name.empty() ? "the barred door" + where : "the barred door of the " + f.name + where;
}

std::string door_shot_words(const MayhemState& s, const Action& a) {
  const int door = a.at ? barred_door_at(s, *a.at) : -1;
  const std::string who = is_gun(s, a.actor) ? man_name(s, a.actor) : std::string("nobody");
  if (door < 0) {
    return who + " shoots at a door" + (a.at ? " at " + point_text(*a.at) : std::string());
  }
  return who + " shoots at " + door_words(s, door);
}

}  // namespace skirmish::mayhem
