#include "engine/rules/rencounter/artillery.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "engine/core/los.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/damage.h"
#include "engine/rules/rencounter/fire_modifiers.h"
#include "engine/rules/rencounter/fire_resolution.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/thrown.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Most men one discharge is rolled against (a fixed list: no heap in apply).
constexpr int kMostInCone = 64;
// "all within 6" roll damage roll for wound, +1 per inch away from gun".
constexpr BurstSpec kGunBurst{0, 1.0, 6.0, false};

GunLoad load_of(int32_t param) {
  return param == kSpecialLoadGrape || param == kSpecialQuickGrape ? GunLoad::kGrape
                                                                   : GunLoad::kCanister;
}

bool quick_param(int32_t param) {
  return param == kSpecialQuickCanister || param == kSpecialQuickGrape;
}

std::string_view load_name(GunLoad l) {
  return l == GunLoad::kGrape ? "grape" : "canister";
}

const GunRow& row_of(const GunRecord& g) {
  return gun_rows()[at(g.row)];
}

bool at_gun(const RencounterState& s, const GunRecord& g, int i) {
  const Figure& f = s.figures()[at(i)];
  return fit(s, i) && !s.men[at(i)].morale.runs_for_good &&
         distance(f.at, g.at) - f.base_radius <= kCrewReach + 1e-9;
}

// The men of the crew nearest the gun first, captain last: who is hurt.
int nearest_crewman(const RencounterState& s, int gun, int skip_a, int skip_b) {
  const GunRecord& g = s.guns[at(gun)];
  const UnitRecord& u = s.units[at(g.unit)];
  const int captain = gun_captain(s, gun);
  int best = -1;
  double best_d = 0;
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (i == skip_a || i == skip_b || !at_gun(s, g, i)) continue;
    double d = distance(s.figures()[at(i)].at, g.at);
    if (i == captain) d += 1000;
    if (best < 0 || d < best_d) {
      best = i;
      best_d = d;
    }
  }
  return best;
}

void hurt_crew(RencounterState& s, int gun, int wounds, Dice& dice, EventSink& events) {
  int first = -1;
  for (int k = 0; k < wounds; ++k) {
    const int man = nearest_crewman(s, gun, first, -1);
    if (man < 0) return;
    if (k == 0) first = man;
    RollPurpose p;
    p.label = "gun crew damage";
    p.code = extra_roll::kGunDamage;
    p.target = static_cast<int16_t>(man);
    const DamageRoll r = roll_damage(0, dice, p);  // "base damage rolls"
    narrate(s, events, s.figures()[at(man)].side, [&] {
      std::string t = man_name(s, man);
      t.append(" is caught by the gun: damage roll ").append(std::to_string(r.die));
      return t.append(": ").append(name_of(r.result));
    });
    if (r.result != WoundResult::kNoEffect) inflict(s, man, r.result, 0, dice, events);
  }
}

Sighting gun_sighting(const RencounterState& s, const GunRecord& g) {
  Sighting at_gun_spot;
  at_gun_spot.base = {g.at, 0.5};
  at_gun_spot.posture = Posture::kStanding;
  at_gun_spot.blocks = false;
  (void)s;
  return at_gun_spot;
}

struct Discharge {
  double reach = 96;  // inches down range rolled against
  int penalty = 0;    // -3 for a premature shot
  bool aimed = true;  // the first roll of an aimed quick-loaded shot may misfire
};

// Rolls the discharge along the gun's facing against every man in its cone.
void discharge(RencounterState& s, int gun, const Discharge& how, Dice& dice, EventSink& events) {
  GunRecord& g = s.guns[at(gun)];
  const GunLoad load = g.load;
  const int captain = gun_captain(s, gun);
  const Vec2 dir = direction_of(g.facing);
  const Vec2 normal{-dir.y, dir.x};
  std::array<int16_t, kMostInCone> men{};
  std::array<double, kMostInCone> ranges{};
  int count = 0;
  for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
    const Figure& f = s.figures()[at(j)];
    if (!on_table(f.status) || j == captain) continue;
    const Vec2 rel = f.at - g.at;
    const double along = dot(rel, dir);
    if (along <= 0) continue;
    const double range = std::max(0.0, length(rel) - f.base_radius);
    if (range > how.reach + 1e-9 || canister_band(range) < 0) continue;
    if (std::fabs(dot(rel, normal)) > cone_width(load, along) / 2 + f.base_radius) continue;
    // Nearest first: the first roll is the one a misfire is read from.
    int k = std::min(count, kMostInCone - 1);
    while (k > 0 && ranges[at(k - 1)] > range) {
      men[at(k)] = men[at(k - 1)];
      ranges[at(k)] = ranges[at(k - 1)];
      --k;
    }
    men[at(k)] = static_cast<int16_t>(j);
    ranges[at(k)] = range;
    count = std::min(count + 1, kMostInCone);
  }
  const ManRecord& cap = s.men[at(std::max(captain, 0))];
  const int skill = captain >= 0 ? cap.artillery - cap.wounds.points : 0;
  const int side = captain >= 0 ? s.figures()[at(captain)].side : -1;
  const Sighting from = gun_sighting(s, g);
  const FireExtraOptions& o = s.config.fire_play.extra;
  const bool risky = how.aimed && (g.quick_risk || o.misfires == GunMisfires::kEveryShot);
  g.load = GunLoad::kEmpty;
  g.quick_risk = false;
  if (count == 0) {
    narrate(s, events, side, [] { return std::string("the shot finds nobody in its path"); });
  }
  for (int k = 0; k < count; ++k) {
    const int j = men[at(k)];
    if (!targetable(s, j)) continue;
    const Figure& f = s.figures()[at(j)];
    const LosResult seen = s.sight->look(from, sighting_of(f));
    if (!seen.visible) {
      narrate(s, events, side,
              [&] { return man_name(s, j).append(" is sheltered from the shot"); });
      continue;
    }
    const int band = canister_band(ranges[at(k)]);
    const CanisterRow& row = canister_rows()[at(band)];
    const int cover = cover_modifier(seen.solid, seen.leafy, s.config.fire);
    const int need = skill + row.to_hit + load_modifier(load, band) +
                     bounce_modifier(o.gun_ground) + row_of(g).volume_modifier + cover +
                     how.penalty;
    RollPurpose p;
    p.actor = static_cast<int16_t>(captain);
    p.target = static_cast<int16_t>(j);
    p.code = extra_roll::kGunToHit;
    p.label = "canister or grape";
    const ToHitRoll r = roll_to_hit(need, dice, p, s.config.fire);
    narrate(s, events, side, [&] {
      std::string t = std::string(load_name(load));
      t.append(" at ").append(man_name(s, j)).append(" ").append(inches_text(ranges[at(k)]));
      t.append(" away: needs ").append(std::to_string(need)).append(" (skill ");
      t.append(std::to_string(skill)).append(", range ").append(signed_text(row.to_hit));
      if (load_modifier(load, band) != 0)
        t.append(", grape ").append(signed_text(load_modifier(load, band)));
      if (bounce_modifier(o.gun_ground) != 0)
        t.append(", bounce ").append(signed_text(bounce_modifier(o.gun_ground)));
      if (row_of(g).volume_modifier != 0)
        t.append(", weight of shot ").append(signed_text(row_of(g).volume_modifier));
      if (cover != 0) t.append(", cover ").append(signed_text(cover));
      if (how.penalty != 0) t.append(", unaimed ").append(signed_text(how.penalty));
      t.append("); rolls ").append(std::to_string(r.first));
      return t.append(r.hit ? ": hit" : ": miss");
    });
    if (k == 0 && risky && r.first == 12) {
      // "there will be a missfire or accident on the shot on a natural 12
      // on the first to hit rolled for".
      g.load = load;  // the charge is still in the gun for the accident
      const bool goes_on = misfire_check(s, gun, dice, events);
      g.load = GunLoad::kEmpty;
      if (!goes_on) return;
      continue;
    }
    if (!r.hit) continue;
    const int mod = row.damage - (r.beat_by_three ? 1 : 0);
    RollPurpose d = p;
    d.code = extra_roll::kGunDamage;
    d.label = "gun damage";
    const DamageRoll dmg = roll_damage(mod, dice, d);
    narrate(s, events, side, [&] {
      std::string t = "  damage roll ";
      t.append(std::to_string(dmg.die)).append(" ").append(signed_text(mod)).append(" = ");
      return t.append(std::to_string(dmg.total)).append(": ").append(name_of(dmg.result));
    });
    if (dmg.result != WoundResult::kNoEffect) inflict(s, j, dmg.result, row.damage, dice, events);
  }
}

}  // namespace

void set_up_guns(RencounterState& s, const Scenario& roster) {
  int index = 0;
  int unit = 0;
  for (const SideSpec& side : roster.sides) {
    for (const UnitSpec& u : side.units) {
      for (const FigureSpec& f : u.figures) {
        for (const StatValue& v : f.stats) {
          if (v.name == "artillery") s.men[at(index)].artillery = static_cast<int8_t>(v.value);
        }
        for (const WeaponEntry& w : f.weapons) {
          const int row = gun_row_index(w.name);
          if (row < 0) continue;
          GunRecord g;
          g.row = static_cast<int8_t>(row);
          g.unit = static_cast<int8_t>(unit);
          g.at = s.figures()[at(index)].at;
          g.facing = s.figures()[at(index)].facing;
          g.load = w.loaded ? GunLoad::kCanister : GunLoad::kEmpty;
          s.guns.push_back(g);
        }
        ++index;
      }
      ++unit;
    }
  }
}

int gun_captain(const RencounterState& s, int gun) {
  const GunRecord& g = s.guns[at(gun)];
  if (g.destroyed) return -1;
  const int leader = fit_leader(s, g.unit);
  if (leader >= 0 && at_gun(s, g, leader)) return leader;
  const UnitRecord& u = s.units[at(g.unit)];
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (at_gun(s, g, i)) return i;  // the acting gun captain
  }
  return -1;
}

int crew_present(const RencounterState& s, int gun) {
  const GunRecord& g = s.guns[at(gun)];
  const UnitRecord& u = s.units[at(g.unit)];
  const int captain = gun_captain(s, gun);
  int n = 0;
  for (int i = u.first; i < u.first + u.size; ++i) n += i != captain && at_gun(s, g, i) ? 1 : 0;
  return n;
}

bool serves_gun(const RencounterState& s, int gun, int i) {
  return at_gun(s, s.guns[at(gun)], i);
}

int gun_of(const RencounterState& s, int i) {
  for (int k = 0; k < static_cast<int>(s.guns.size()); ++k) {
    if (gun_captain(s, k) == i) return k;
  }
  return -1;
}

int gun_load_needed(const RencounterState& s, int gun) {
  return load_needed(row_of(s.guns[at(gun)]), crew_present(s, gun),
                     s.config.fire_play.extra.crew_loss_half_turns);
}

bool gun_action(const Action& a) {
  return a.kind == ActionKind::kSpecial && a.param >= kSpecialLoadCanister &&
         a.param <= kSpecialFireGun;
}

std::string gun_action_refusal(const RencounterState& s, const Action& a) {
  const int gun = gun_of(s, a.actor);
  const std::string who = man_name(s, a.actor);
  if (gun < 0) return who + " is not captain of a gun (he must stand by it)";
  const GunRecord& g = s.guns[at(gun)];
  if (a.param == kSpecialFireGun) {
    if (g.clearing > 0) return "the gun must be cleared of a bad load first";
    if (g.load == GunLoad::kEmpty) return "the gun is not loaded";
    if (a.target < 0 || a.target >= static_cast<int>(s.figures().size()) ||
        !targetable(s, a.target)) {
      return "the gun must be laid on a man on the table";
    }
    const Figure& t = s.figures()[at(a.target)];
    if (canister_band(std::max(0.0, distance(g.at, t.at) - t.base_radius)) < 0) {
      return man_name(s, a.target) + " is beyond the gun's 96\"";
    }
    if (distance(g.at, t.at) < 1e-6) return "the gun cannot be laid on its own spot";
    return "";
  }
  if (g.clearing > 0) return "";  // any load action clears the bad load
  if (g.load != GunLoad::kEmpty) return "the gun is loaded";
  if (quick_param(a.param) && !s.config.fire_play.extra.quick_loading) {
    return "quick loading is not played (option gun_quick_loading)";
  }
  if (g.loading != GunLoad::kEmpty && g.loading != load_of(a.param)) {
    std::string t = "the gun is being loaded with ";
    return t.append(load_name(g.loading));
  }
  return "";
}

void apply_gun_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  const int gun = gun_of(s, a.actor);
  GunRecord& g = s.guns[at(gun)];
  const int side = s.figures()[at(a.actor)].side;
  ManRecord& m = s.men[at(a.actor)];
  m.aim_half_turns = 0;
  m.aim_target = -1;
  if (a.param == kSpecialFireGun) {
    g.facing = static_cast<float>(bearing(g.at, s.figures()[at(a.target)].at));
    narrate(s, events, side, [&] {
      std::string t = man_name(s, a.actor);
      t.append(" lays the ").append(row_of(g).name).append(" on ").append(man_name(s, a.target));
      return t.append(" and fires ").append(load_name(g.load));
    });
    discharge(s, gun, Discharge{}, dice, events);
    return;
  }
  if (g.clearing > 0) {
    --g.clearing;
    narrate(s, events, side, [&] {
      std::string t = man_name(s, a.actor);
      t.append("'s crew clear the bad load (");
      return t.append(std::to_string(g.clearing)).append(" more actions)");
    });
    return;
  }
  const bool quick = quick_param(a.param);
  if (g.loading == GunLoad::kEmpty) {
    g.loading = load_of(a.param);
    g.progress = 0;
    g.quick = quick;
    g.quick_actions = 0;
  } else if (g.quick && !quick) {
    // "or spend double the time quickloaded to recheck safety".
    g.recheck = static_cast<int8_t>(g.recheck + 4 * g.quick_actions);
    g.quick = false;
    g.quick_actions = 0;
  } else if (quick) {
    g.quick = true;
  }
  if (g.recheck > 0) {
    g.recheck = static_cast<int8_t>(std::max(0, g.recheck - 2));
  } else {
    // "Each action roll success during quick loading counts double".
    g.progress = static_cast<int8_t>(g.progress + (quick ? 4 : 2));
  }
  if (quick) ++g.quick_actions;
  const int needed = gun_load_needed(s, gun);
  const bool done = g.recheck == 0 && g.progress >= needed;
  if (done) {
    g.load = g.loading;
    g.loading = GunLoad::kEmpty;
    g.progress = 0;
    g.quick_risk = g.quick;  // the last action needed succeeded: the shot is at risk
    g.quick = false;
    g.quick_actions = 0;
  }
  narrate(s, events, side, [&] {
    std::string t = man_name(s, a.actor);
    t.append("'s crew ").append(quick ? "quick-load" : "load").append(" the ");
    t.append(row_of(g).name).append(" with ").append(load_name(load_of(a.param)));
    if (done) return t.append(": loaded");
    if (g.recheck > 0) return t.append(" (rechecking the quick load)");
    t.append(" (").append(std::to_string(g.progress)).append(" of ");
    return t.append(std::to_string(needed)).append(" half turns)");
  });
}

void add_gun_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  const int gun = gun_of(s, i);
  if (gun < 0) return;
  const GunRecord& g = s.guns[at(gun)];
  const auto me = static_cast<int16_t>(i);
  auto offer = [&](int32_t param, int target) {
    const Action a{ActionKind::kSpecial, me, static_cast<int16_t>(target), -1, param, {}};
    if (gun_action_refusal(s, a).empty()) out.push_back(a);
  };
  if (g.load == GunLoad::kEmpty || g.clearing > 0) {
    for (const int32_t p :
         {kSpecialLoadCanister, kSpecialLoadGrape, kSpecialQuickCanister, kSpecialQuickGrape}) {
      offer(p, -1);
    }
    return;
  }
  // Fire at the nearest enemy, and where the cone catches most enemies and
  // fewest friends (counted by the cone's geometry alone).
  int nearest = -1;
  int best = -1;
  int best_score = 0;
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j)) continue;
    const Figure& t = s.figures()[at(j)];
    const double d = distance(g.at, t.at);
    if (d < 1e-6 || canister_band(std::max(0.0, d - t.base_radius)) < 0) continue;
    if (nearest < 0 || d < distance(g.at, s.figures()[at(nearest)].at)) nearest = j;
    const Vec2 dir = (t.at - g.at) * (1.0 / d);
    const Vec2 normal{-dir.y, dir.x};
    int score = 0;
    for (int k = 0; k < n; ++k) {
      const Figure& f = s.figures()[at(k)];
      if (!on_table(f.status) || k == i) continue;
      const Vec2 rel = f.at - g.at;
      const double along = dot(rel, dir);
      if (along <= 0 || std::fabs(dot(rel, normal)) > cone_width(g.load, along) / 2 + f.base_radius)
        continue;
      score += is_enemy(s, i, k) ? 1 : -2;
    }
    if (score > best_score) {
      best_score = score;
      best = j;
    }
  }
  if (nearest >= 0) offer(kSpecialFireGun, nearest);
  if (best >= 0 && best != nearest) offer(kSpecialFireGun, best);
}

void check_quick_load_risk(RencounterState& s, int unit, Dice& dice, EventSink& events) {
  for (int k = 0; k < static_cast<int>(s.guns.size()); ++k) {
    GunRecord& g = s.guns[at(k)];
    if (g.destroyed || !g.quick || g.loading == GunLoad::kEmpty) continue;
    if (g.unit != unit || g.risk_checked == s.activations) continue;
    const int captain = gun_captain(s, k);
    if (captain < 0 || s.men[at(captain)].active) continue;
    // "If the last action roll needed for loading is failed": one more
    // quick action would have finished it.
    if (gun_load_needed(s, k) - g.progress > 4 || g.recheck > 0) continue;
    g.risk_checked = s.activations;
    RollPurpose p;
    p.actor = static_cast<int16_t>(captain);
    p.code = extra_roll::kQuickLoadRisk;
    p.label = "quick load risk";
    const int die = dice.roll(6, p);
    narrate(s, events, s.figures()[at(captain)].side, [&] {
      std::string t = man_name(s, captain);
      t.append(" fumbles the last of a quick load: a 6 risks an accident, rolls ");
      return t.append(std::to_string(die));
    });
    if (die == 6) misfire_check(s, k, dice, events);
  }
}

bool misfire_check(RencounterState& s, int gun, Dice& dice, EventSink& events) {
  GunRecord& g = s.guns[at(gun)];
  const int captain = gun_captain(s, gun);
  RollPurpose p;
  p.actor = static_cast<int16_t>(captain);
  p.code = extra_roll::kMisfire;
  p.label = "misfire";
  const int die = dice.roll(12, p);
  const Misfire m = misfire_result(die);
  const int side = s.units[at(g.unit)].side;
  narrate(s, events, side, [&] {
    std::string t = "Misfire or accident at the ";
    t.append(row_of(g).name).append(": rolls ").append(std::to_string(die)).append(": ");
    return t.append(name_of(m));
  });
  if (m == Misfire::kGunBursts) {
    g.destroyed = true;
    g.load = GunLoad::kEmpty;
    g.loading = GunLoad::kEmpty;
    burst(s, g.at, captain, kGunBurst, dice, events);
    return false;
  }
  hurt_crew(s, gun, crew_wounds(m), dice, events);
  if (premature(m)) {
    if (g.load == GunLoad::kEmpty)
      g.load = g.loading == GunLoad::kEmpty ? GunLoad::kCanister : g.loading;
    g.loading = GunLoad::kEmpty;
    g.progress = 0;
    g.quick = false;
    p.code = extra_roll::kHighOrLow;
    p.label = "high or low";
    const bool high = dice.roll(6, p) <= 3;
    narrate(s, events, side,
            [&] { return std::string(high ? "The shot goes high" : "The shot goes low"); });
    Discharge how;
    how.reach = premature_reach(high, s.config.fire_play.extra.gun_ground);
    how.penalty = kPrematurePenalty;
    how.aimed = false;
    discharge(s, gun, how, dice, events);
    return false;
  }
  if (m == Misfire::kLoadingMistake) {
    g.load = GunLoad::kEmpty;
    g.loading = GunLoad::kEmpty;
    g.progress = 0;
    g.quick = false;
    g.quick_risk = false;
    p.code = extra_roll::kClearing;
    p.label = "clearing";
    g.clearing = static_cast<int8_t>(dice.roll(6, p));
    narrate(s, events, side, [&] {
      return std::string("It will take ")
          .append(std::to_string(g.clearing))
          .append(" actions to clear the gun");
    });
    return false;
  }
  return true;  // somebody got burned; the shot goes on
}

}  // namespace skirmish::rencounter
