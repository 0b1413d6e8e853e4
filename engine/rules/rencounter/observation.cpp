#include "engine/rules/rencounter/observation.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/narration.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// 000 / Observation: "needing under 12 minus the range in inches on a D12".
constexpr double kSpotBase = 12;
constexpr int kMasterBonus = 2;  // "a 2 point bonus if the spotting unit includes a master"
// "firing at others more than 6" ... away from target" halves the observers' range.
constexpr double kFiringAwayInches = 6;

const UnitSpec& unit_spec(const Scenario& sc, int unit) {
  int k = 0;
  for (const SideSpec& side : sc.sides) {
    for (const UnitSpec& u : side.units) {
      if (k++ == unit) return u;
    }
  }
  return sc.sides.front().units.front();
}

bool can_look(const RencounterState& s, int i) {
  return able_to_act(s, i) && s.figures()[at(i)].status != FigureStatus::kRouted;
}

void mark_seen(RencounterState& s, int side, int f, int32_t when) {
  int32_t& v = s.track.first_seen[at(side)][at(f)];
  if (v == kNeverSeen) v = when;
}

std::string number_text(double v) {
  char buf[32];
  if (std::abs(v - std::round(v)) < 1e-9) {
    std::snprintf(buf, sizeof buf, "%.0f", v);
  } else {
    std::snprintf(buf, sizeof buf, "%.1f", v);
  }
  return buf;
}

// One spotting roll by `spotter_unit` against the hidden men of `hider_unit`
// (000 / Observation / Spotting Hidden Enemies).
void spotting_roll(RencounterState& s, int spotter_unit, int hider_unit, Dice& dice,
                   EventSink& events) {
  const UnitRecord& su = s.units[at(spotter_unit)];
  const UnitRecord& hu = s.units[at(hider_unit)];
  std::vector<Sighting> men;
  gather_sightings(s, men);
  double range = 1e300;
  int eye = -1;
  int spotted = -1;
  int greens = 0;
  for (int b = hu.first; b < hu.first + hu.size; ++b) {
    if (!s.track.hidden[at(b)] || !targetable(s, b)) continue;
    bool visible = false;
    for (int a = su.first; a < su.first + su.size; ++a) {
      if (!can_look(s, a) || !look(s, men, a, b).visible) continue;
      visible = true;
      const double g = gap(s, a, b);
      if (g < range) {
        range = g;
        eye = a;
        spotted = b;
      }
    }
    // "1 point for each potentially visible green soldier in the hiding unit".
    if (visible && s.men[at(b)].experience <= kGreen) ++greens;
  }
  if (eye < 0) return;  // nobody of the hiding unit is in sight: no roll
  int bonus = greens;
  bool master = false;
  bool still = true;
  bool ran = false;
  bool fired_away = false;
  bool mounted = false;
  for (int a = su.first; a < su.first + su.size; ++a) {
    if (!can_look(s, a)) continue;
    const ManRecord& m = s.men[at(a)];
    master = master || m.experience >= kMaster;
    if (m.experience == kVeteran) ++bonus;  // "1 point per veteran"
    const uint8_t did = s.track.did[at(a)];
    still = still && (did & (kDidMove | kDidFire)) == 0;
    ran = ran || (did & kDidRun) != 0;
    mounted = mounted || s.figures()[at(a)].mounted;
    const int t = s.track.fired_at[at(a)];
    if ((did & kDidFire) != 0 && t >= 0 && unit_of(s, t) != hider_unit) {
      bool near = false;
      for (int b = hu.first; b < hu.first + hu.size; ++b) {
        near = near || (targetable(s, b) && gap(s, t, b) <= kFiringAwayInches);
      }
      fired_away = fired_away || !near;
    }
  }
  if (master) bonus += kMasterBonus;
  // The seed's multipliers scale the range at which men are spotted, so
  // each divides (doubling) or multiplies (halving) the distance rolled at.
  double scale = 1;
  std::string why;
  auto times = [&](double f, const char* what) {
    scale *= f;
    why.append(", ").append(what);
  };
  const Dress dress = unit_spec(s.scenario(), hider_unit).dress;
  if (dress == Dress::kBright) times(2, "bright colours x2");
  if (dress == Dress::kShiny) times(3, "shiny armour x3");
  if (still && !mounted) times(2, "only observing x2");
  if (ran) times(0.5, "observers ran x1/2");
  if (fired_away) times(0.5, "firing at others x1/2");
  bool careful = false;
  for (int b = hu.first; b < hu.first + hu.size; ++b) {
    careful = careful || (s.track.hidden[at(b)] && s.men[at(b)].moved > 0);
  }
  if (careful) times(2, "moving carefully in cover x2");
  const double effective = range / scale;
  const double under = kSpotBase - effective + bonus;
  const int best_face = static_cast<int>(std::ceil(under)) - 1;  // highest die that is "under"
  RollPurpose p;
  p.label = "spotting roll";
  p.code = kSpottingRollCode;
  p.actor = static_cast<int16_t>(eye);
  p.target = static_cast<int16_t>(spotted);
  p.needed = static_cast<int16_t>(std::clamp(best_face, -1, 12));
  p.need = Need::kAtMost;
  const int die = dice.roll(12, p);
  const bool found = static_cast<double>(die) < under;
  narrate(s, events, su.side, [&] {
    std::string t = unit_name(s, spotter_unit);
    t.append(" looks for hidden men: range ").append(inches_text(range));
    t.append(why);
    if (scale != 1) t.append(" = ").append(inches_text(effective));
    t.append("; needs under 12 - ").append(number_text(effective));
    if (bonus != 0)
      t.append(" +").append(std::to_string(bonus)).append(" (masters, veterans, greens)");
    t.append(" = ")
        .append(number_text(under))
        .append(" on a d12, rolls ")
        .append(std::to_string(die));
    t.append(found ? ": " + unit_name(s, hider_unit) + " is spotted" : ": nothing seen");
    return t;
  });
  if (!found) return;
  for (int b = hu.first; b < hu.first + hu.size; ++b) {
    if (s.track.hidden[at(b)]) reveal(s, b, events, "is spotted");
  }
}

}  // namespace

void set_up_sightings(RencounterState& s, const Scenario& roster) {
  const int n = static_cast<int>(s.figures().size());
  reset_fire_track(s.track, n, static_cast<int>(s.units.size()));
  if (s.config.fire_play.observation) {
    for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
      if (!unit_spec(roster, u).hidden) continue;
      const UnitRecord& r = s.units[at(u)];
      for (int i = r.first; i < r.first + r.size; ++i) s.track.hidden[at(i)] = 1;
      s.track.hidden_left = static_cast<int16_t>(s.track.hidden_left + r.size);
    }
  }
  NullSink none;
  note_sightings(s, kSeenBeforePlay, none);
}

bool knows_of(const RencounterState& s, int side, int f) {
  if (!s.config.fire_play.observation || s.figures()[at(f)].side == side) return true;
  return s.track.first_seen[at(side)][at(f)] != kNeverSeen;
}

void reveal(RencounterState& s, int f, EventSink& events, const char* how) {
  if (!s.track.hidden[at(f)]) return;
  s.track.hidden[at(f)] = 0;
  --s.track.hidden_left;
  const int enemy = 1 - s.figures()[at(f)].side;
  mark_seen(s, enemy, f, s.activations);
  narrate(s, events, enemy, [&] {
    return man_name(s, f).append(" ").append(how).append(": he is no longer hidden");
  });
}

void note_sightings(RencounterState& s, int32_t when, EventSink& events) {
  const int n = static_cast<int>(s.figures().size());
  const Borrowed<std::vector<Sighting>> sight;  // after every action: no fresh buffer
  std::vector<Sighting>& men = *sight;
  bool gathered = false;
  for (int b = 0; b < n; ++b) {
    if (!targetable(s, b)) continue;
    const int enemy = 1 - s.figures()[at(b)].side;
    if (s.track.hidden[at(b)]) {
      // No one stays hidden in base contact with an enemy.
      for (int a = 0; a < n; ++a) {
        if (is_enemy(s, a, b) && can_look(s, a) && in_contact(s, a, b)) {
          reveal(s, b, events, "is found at close quarters");
          break;
        }
      }
      continue;
    }
    if (s.track.first_seen[at(enemy)][at(b)] != kNeverSeen) continue;
    if (!gathered) {
      gather_sightings(s, men);
      gathered = true;
    }
    for (int a = 0; a < n; ++a) {
      if (!is_enemy(s, a, b) || !can_look(s, a)) continue;
      if (look(s, men, a, b).visible) {
        mark_seen(s, enemy, b, when);
        break;
      }
    }
  }
}

void on_activation_start(RencounterState& s, Dice& dice, EventSink& events) {
  FireTrack& t = s.track;
  if (t.hooked_activation == s.activations) return;
  t.hooked_activation = s.activations;
  note_sightings(s, s.activations - 1, events);
  const int prev = t.previous_unit;
  if (s.config.fire_play.observation && t.hidden_left > 0 && prev >= 0 &&
      t.unit_spotted_turn[at(prev)] != s.turn()) {
    // 000 / Observation: "one roll to spot a unit per turn", made when the
    // spotting unit's activation is over, so that what its men did counts.
    t.unit_spotted_turn[at(prev)] = static_cast<int16_t>(s.turn());
    for (int h = 0; h < static_cast<int>(s.units.size()); ++h) {
      if (s.units[at(h)].side != s.units[at(prev)].side) spotting_roll(s, prev, h, dice, events);
    }
  }
  const int unit = s.active_unit();
  const UnitRecord& u = s.units[at(unit)];
  for (int i = u.first; i < u.first + u.size; ++i) {
    t.shots[at(i)] = 0;
    t.did[at(i)] = 0;
    t.fired_at[at(i)] = -1;
    t.watch_spent[at(i)] = 0;
    // 000 / Opportunity Fire: the watch lasts until his unit acts again.
    ManRecord& m = s.men[at(i)];
    if (m.aim_target == kAimAtArea) {
      m.aim_target = -1;
      m.aim_half_turns = 0;
    }
  }
  t.unit_activation[at(unit)] = s.activations;
  t.previous_unit = static_cast<int16_t>(unit);
}

void snapshot_before(const RencounterState& s, ActionSnapshot& before) {
  before.unit = s.active_unit();
  before.at.clear();
  before.rounds.clear();
  // Only hidden men need watching; otherwise after_action just looks around.
  if (!s.config.fire_play.observation) return;
  for (size_t i = 0; i < s.men.size(); ++i) {
    before.at.push_back(s.figures()[i].at);
    before.rounds.push_back(s.men[i].rounds);
  }
}

void after_action(RencounterState& s, const ActionSnapshot& before, const Action& a,
                  EventSink& events) {
  const int n = static_cast<int>(before.at.size());
  std::vector<Sighting> men;
  if (n > 0) gather_sightings(s, men);
  for (int i = 0; i < n; ++i) {
    const bool moved = distance(before.at[at(i)], s.figures()[at(i)].at) > 1e-9;
    const bool fired = s.men[at(i)].rounds < before.rounds[at(i)];
    if (moved) s.track.did[at(i)] |= kDidMove;
    if (moved && a.actor == i && a.kind == ActionKind::kMove &&
        a.param == static_cast<int32_t>(MoveMode::kRun)) {
      s.track.did[at(i)] |= kDidRun;
    }
    if (fired) s.track.did[at(i)] |= kDidFire;
    if (!s.track.hidden[at(i)] || !targetable(s, i)) continue;
    if (fired && s.config.fire_play.firing_reveals) {
      reveal(s, i, events, "fires");
      continue;
    }
    if (!moved) continue;
    // Moving in the open within an enemy's sight gives him away; moving
    // within leafy cover only helps the next spotting roll.
    for (int e = 0; e < n; ++e) {
      if (!is_enemy(s, e, i) || !can_look(s, e)) continue;
      const LosResult seen = look(s, men, e, i);
      if (seen.visible && seen.leafy == LeafyCover::kNone) {
        reveal(s, i, events, "moves in the open");
        break;
      }
    }
  }
  note_sightings(s, s.activations, events);
}

Appearing appearing_for(const RencounterState& s, int shooter, int target) {
  if (!s.config.fire_play.appearing_targets) return Appearing::kSeenBefore;
  const int side = s.figures()[at(shooter)].side;
  const int32_t first = s.track.first_seen[at(side)][at(target)];
  // Not yet recorded but in his sight now: he has just appeared.
  if (first == kNeverSeen || first == s.activations) return Appearing::kThisActivation;
  if (first > kSeenBeforePlay && first == s.track.unit_activation[at(unit_of(s, target))]) {
    return Appearing::kPreviousActivation;
  }
  return Appearing::kSeenBefore;
}

std::string unseen_refusal(const RencounterState& s, const Action& a) {
  if (!s.config.fire_play.observation || a.target < 0) return "";
  int side = -1;
  switch (a.kind) {
    case ActionKind::kShoot:
    case ActionKind::kCharge:
    case ActionKind::kSpecial:
    case ActionKind::kReload:
    case ActionKind::kReact:
    case ActionKind::kMelee:
      if (a.actor >= 0 && a.actor < static_cast<int>(s.figures().size())) {
        side = s.figures()[at(a.actor)].side;
      }
      break;
    case ActionKind::kOrder:
      if (a.unit >= 0 && a.unit < static_cast<int>(s.units.size())) side = s.units[at(a.unit)].side;
      break;
    default:
      break;
  }
  if (side < 0 || a.target >= static_cast<int>(s.figures().size())) return "";
  if (knows_of(s, side, a.target)) return "";
  return "no man of " + side_name(s, side) + " has seen figure " + std::to_string(a.target) +
         " (000 / Observation: hidden enemies must be spotted first)";
}

void hide_unseen_from(RencounterState& view, int side) {
  const int n = static_cast<int>(view.figures().size());
  for (int f = 0; f < n; ++f) {
    if (view.figures()[at(f)].side == side) continue;
    ManRecord& m = view.men[at(f)];
    if (m.aim_target == kAimAtArea) {
      // "the player could declare the target area secretly"
      m.aim_target = -1;
      m.aim_half_turns = 0;
      view.track.watch[at(f)] = {};
    }
    if (knows_of(view, side, f)) continue;
    Figure& fig = view.figures()[at(f)];
    fig.status = FigureStatus::kOffTable;
    fig.at = {};
  }
}

}  // namespace skirmish::rencounter
