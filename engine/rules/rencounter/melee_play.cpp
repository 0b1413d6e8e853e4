#include "engine/rules/rencounter/melee_play.h"

#include <algorithm>
#include <cmath>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/foot_moves.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/horse_melee.h"
#include "engine/rules/rencounter/last_shot.h"
#include "engine/rules/rencounter/melee_aftermath.h"
#include "engine/rules/rencounter/melee_circumstances.h"
#include "engine/rules/rencounter/melee_exchange.h"
#include "engine/rules/rencounter/melee_guard.h"
#include "engine/rules/rencounter/melee_kit.h"
#include "engine/rules/rencounter/melee_reach.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Bases are set this far apart in contact (well inside base_contact_within).
constexpr double kContactGap = 0.05;
// 000 / Melee / The Riposte: the rear arc, each side of straight behind.
constexpr double kRearHalfArc = 45.0;
// 000 / Melee / Situation: "Charging at 4" or greater rate with a thrusting weapon +1".
bool thrusting(const MeleeWeapon& w) {
  return w.name == "Spear/Bayonet" || w.name == "Pike" || w.name == "Javelin";
}

// 000 / One Vs Many: "active attackers" are the striking unit's men who
// passed their action rolls and are in contact with him.
int active_attackers(const RencounterState& s, int attacker, int defender) {
  const UnitRecord& u = s.units[at(unit_of(s, attacker))];
  int n = 1;
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (i != attacker && s.men[at(i)].active && fit(s, i) && in_contact(s, i, defender)) ++n;
  }
  return n;
}

// The charge's path on foot or mounted; on foot a run over 6" also keeps to
// the advanced turning limit (foot_moves.h).
std::string path_refusal(const RencounterState& s, int attacker, Vec2 p) {
  const MoveCheck m = charge_path(s, attacker, p);
  if (!m.ok) return m.reason;
  if (s.figures()[at(attacker)].mounted) return "";
  return turning_refusal(s, attacker, p);
}

// path_refusal(...).empty() without words: the move is judged as
// charge_path judges it (riding.h), by charge_path_allowed.
bool path_allowed(const RencounterState& s, int attacker, Vec2 p) {
  if (!charge_path_allowed(s, attacker, p)) return false;
  return s.figures()[at(attacker)].mounted || turning_allowed(s, attacker, p);
}

// charge_refusal; when `why` is null the charge is judged without words, as
// candidates, Formed Charges and reactions do for man after man. The contact
// points are tried without words either way: the reason names the first
// point's only when none can be reached.
bool judge_charge(const RencounterState& s, int attacker, int defender,
                  const std::optional<Vec2>& wanted, Vec2& point, std::string* why) {
  const auto who = [&] { return man_name(s, attacker); };
  const auto whom = [&] { return man_name(s, defender); };
  if (defender < 0 || defender >= static_cast<int>(s.figures().size())) {
    return refused(why,
                   [&] { return "there is no figure " + std::to_string(defender) + " to charge"; });
  }
  if (!is_enemy(s, attacker, defender)) {
    return refused(why, [&] { return whom() + " is on his own side"; });
  }
  if (!targetable(s, defender)) {
    return refused(why, [&] {
      return whom() + " is " + std::string(name_of(s.figures()[at(defender)].status));
    });
  }
  if (in_contact(s, attacker, defender)) {
    return refused(why, [&] { return who() + " is already in contact with " + whom(); });
  }
  const double reach = charge_allowance(s, attacker);
  if (reach <= 0) return refused(why, [&] { return who() + " must get up before he can charge"; });
  if (wanted) {
    if (!touches(s, attacker, defender, *wanted)) {
      return refused(why, [&] { return "that point is not in base contact with " + whom(); });
    }
    if (!path_allowed(s, attacker, *wanted)) {  // on foot or mounted
      return refused(why, [&] {
        return who() + " cannot charge there: " + path_refusal(s, attacker, *wanted);
      });
    }
    point = *wanted;
    return true;
  }
  for (int slot = 0; slot < kContactSlots; ++slot) {
    const Vec2 p = contact_point(s, attacker, defender, slot);
    if (path_allowed(s, attacker, p)) {
      point = p;
      return true;
    }
  }
  return refused(why, [&] {
    std::string t = who();
    return t.append(" cannot reach ")
        .append(whom())
        .append(": ")
        .append(path_refusal(s, attacker, contact_point(s, attacker, defender, 0)));
  });
}

void face(RencounterState& s, int i, int toward) {
  Figure& f = s.figures()[at(i)];
  const Vec2 to = s.figures()[at(toward)].at;
  if (distance(f.at, to) > 1e-9) f.facing = static_cast<float>(bearing(f.at, to));
}

}  // namespace

MeleeFighter melee_fighter(const RencounterState& s, int i) {
  const ManRecord& m = s.men[at(i)];
  MeleeFighter f;
  f.skill = m.melee;
  f.weapon = melee_weapons()[at(m.melee_weapon)];
  f.shield = static_cast<ShieldSize>(m.shield);
  // 000 / Weapon breakage in parries: the scenario's `shield_material`.
  f.shield_material = static_cast<ShieldMaterial>(m.kit.shield_material);
  f.armor = m.armor;
  f.wounds = m.wounds.points;
  f.master = m.experience >= kMaster;
  f.index = static_cast<int16_t>(i);
  return f;
}

MeleeSituation stroke_situation(const RencounterState& s, int attacker, int defender,
                                double charge_inches, bool from_behind,
                                const StrokeChoice& choice) {
  MeleeSituation x;
  x.attacker = melee_fighter(s, attacker);
  x.defender = melee_fighter(s, defender);
  x.above_opponent = s.figures()[at(defender)].posture == Posture::kProne &&
                     s.figures()[at(attacker)].posture != Posture::kProne;
  // 000 / Melee / Situation: "Above opponent (includes cavalry vs foot ...)"
  // and "Mounted charge at 7-18" speed +1".
  x.attacker_mounted = s.figures()[at(attacker)].mounted;
  if (x.attacker_mounted && !s.figures()[at(defender)].mounted) x.above_opponent = true;
  x.charge_inches = static_cast<int>(charge_inches);
  x.thrusting_weapon = thrusting(x.attacker.weapon);
  x.active_attackers = active_attackers(s, attacker, defender);
  x.from_behind = from_behind;
  // "Target 1/2 (3/4) protected by cover"; "Attacker's rank behind first -1"
  // (melee_reach.h); "Aggressive attack" as far as skill 6 (melee_choices.h).
  x.cover = melee_cover(s, attacker, defender);
  x.attacker_rank = std::max(0, strike_rank(s, attacker, defender) - 1);
  x.attacker.aggression = std::min(choice.aggression, max_aggression(x.attacker.skill));
  // The defender's aggressive defence: the guard his own last stroke set
  // (melee_guard.h), none from behind.
  x.defender.aggression = guard_against(s, defender, from_behind);
  // Helpers of other units in the gang-up, a close formation, unfamiliar
  // weapons, bad footing (melee_circumstances.h).
  add_circumstances(s, attacker, defender, from_behind, x);
  return x;
}

Vec2 contact_point(const RencounterState& s, int attacker, int defender, int slot) {
  static constexpr double kSwing[kContactSlots] = {0, 40, -40, 80, -80};
  const Figure& a = s.figures()[at(attacker)];
  const Figure& d = s.figures()[at(defender)];
  const double toward =
      distance(a.at, d.at) > 1e-9 ? bearing(d.at, a.at) : static_cast<double>(d.facing) + 180.0;
  return d.at + direction_of(toward + kSwing[slot]) * (a.base_radius + d.base_radius + kContactGap);
}

bool touches(const RencounterState& s, int attacker, int defender, Vec2 point) {
  return gap_from(s, point, attacker, defender) <= s.config.fire.base_contact_within + 1e-9;
}

bool behind(const RencounterState& s, int defender, Vec2 attacker_from) {
  const Figure& d = s.figures()[at(defender)];
  const Vec2 to = attacker_from - d.at;
  if (length(to) < 1e-9) return false;
  const double off = std::fabs(std::remainder(bearing(d.at, attacker_from) - d.facing, 360.0));
  return off >= 180.0 - kRearHalfArc;
}

std::string charge_refusal(const RencounterState& s, int attacker, int defender,
                           const std::optional<Vec2>& wanted, Vec2& point) {
  std::string why;
  judge_charge(s, attacker, defender, wanted, point, &why);
  return why;
}

bool charge_allowed(const RencounterState& s, int attacker, int defender,
                    const std::optional<Vec2>& wanted, Vec2& point) {
  return judge_charge(s, attacker, defender, wanted, point, nullptr);
}

void strike(RencounterState& s, int attacker, int defender, double charge_inches, bool from_behind,
            Dice& dice, EventSink& events, const StrokeChoice& choice) {
  take_guard(s, attacker, choice);  // his guard until his next stroke (melee_guard.h)
  if (choice.at_horse) {            // 000 / Attacking horses (horse_melee.h)
    strike_horse(s, attacker, defender, charge_inches, from_behind, choice, dice, events);
    return;
  }
  // 000 / Last Shot vs Charge (optional rule; last_shot.h).
  const LastShot last =
      last_shot_at_charger(s, attacker, defender, charge_inches, from_behind, dice, events);
  if (last.fired && !fit(s, attacker)) return;  // the shot stopped the charge
  // 000 / Melee / One Vs Many: men of other units touching him roll to help.
  roll_gang_up_helpers(s, attacker, defender, dice, events);
  MeleeSituation x = stroke_situation(s, attacker, defender, charge_inches, from_behind, choice);
  x.defender_fired_last_shot = last.fired;
  x.defender_off_hand = x.defender_off_hand || last.off_hand;
  const bool bayonet = socket_bayonet(s, attacker);
  ManRecord& d = s.men[at(defender)];
  // The riposte's action check: his experience less his wounds; a man down
  // or running cannot riposte (000 / Melee / The Riposte), nor one whose
  // weapon does not reach back to a striker in a rank behind (melee_reach.h).
  RiposteRoll riposte;
  if (fit(s, defender) && x.attacker_rank < x.defender.weapon.ranks) {
    riposte.needed = d.experience - d.wounds.points;
    riposte.natural_one_acts = d.wounds.points <= 2;
  } else {
    riposte.needed = -100;
  }
  // The unsticking roll is made after the wound (melee_aftermath.h).
  MeleeOptions rules = s.config.melee;
  rules.stuck_weapons = false;
  if (last.off_hand) rules.last_shot = LastShotRule::kWithParry;  // sword and pistol
  // A man who shot instead of parrying makes no defence to be aggressive with.
  if (last.fired && rules.last_shot == LastShotRule::kInsteadOfParry) x.defender.aggression = 0;
  const MeleeAttack result = resolve_melee_attack(x, rules, riposte, d.riposte_used, dice);
  ManRecord& a = s.men[at(attacker)];
  a.exerted = true;
  ++a.runs;  // 000 / Advanced foot movement: "Melee turns should also count against the limit"
  const MeleeStroke& k = result.stroke;
  const int side = s.figures()[at(attacker)].side;
  narrate(s, events, side, [&] {
    std::string t = man_name(s, attacker);
    t.append(" strikes at ").append(man_name(s, defender));
    if (from_behind) t.append(" from behind");
    if (x.attacker_rank > 0) t.append(" from rank ").append(std::to_string(x.attacker_rank + 1));
    if (x.cover != MeleeCover::kNone) {
      t.append(x.cover == MeleeCover::kHalf ? " (1/2 in cover)" : " (3/4 in cover)");
    }
    if (x.attacker.aggression > 0) {
      t.append(" aggressively (-").append(std::to_string(x.attacker.aggression)).append(" each)");
    }
    if (x.defender.aggression > 0) {
      t.append(" against an aggressive guard (-")
          .append(std::to_string(x.defender.aggression))
          .append(" each)");
    }
    append_circumstance_words(x, t);
    t.append(": needs ").append(std::to_string(k.targets.attack)).append(", rolls ");
    t.append(std::to_string(k.attack_roll));
    if (k.riposte_check > 0) {
      t.append("; riposte check ").append(std::to_string(k.riposte_check));
      t.append(k.riposte_active ? " (ready to riposte)" : " (fails)");
    }
    if (k.parry_roll > 0) {
      t.append("; parry needs ").append(std::to_string(k.targets.parry)).append(", rolls ");
      t.append(std::to_string(k.parry_roll));
    }
    t.append(": ").append(name_of(k.outcome));
    if (result.damage_rolled) {
      t.append(". Damage roll ").append(std::to_string(result.damage.die));
      if (result.damage.modifier != 0) {
        t.append(" ").append(signed_text(result.damage.modifier)).append(" = ");
        t.append(std::to_string(result.damage.total));
      }
      t.append(": ").append(name_of(result.damage.result));
    }
    return t;
  });
  if (result.damage_rolled) {
    const bool riposted = k.outcome == StrokeOutcome::kRiposteHit;
    const int victim = riposted ? attacker : defender;
    const int dmg_mod =
        riposted ? x.defender.weapon.damage_modifier : x.attacker.weapon.damage_modifier;
    inflict(s, victim, result.damage.result, dmg_mod, dice, events);
  }
  after_stroke(s, result, attacker, defender, choice, bayonet, dice, events);
  face(s, attacker, defender);
  if (fit(s, defender)) face(s, defender, attacker);
}

double charge_move(RencounterState& s, int attacker, int defender, Vec2 point, EventSink& events) {
  Figure& f = s.figures()[at(attacker)];
  const Vec2 from = f.at;
  const double walk = allowance(s, attacker, MoveMode::kWalk);
  const MoveCheck cost = check_move(s.battlefield(), s.figures(), attacker, point,
                                    charge_allowance(s, attacker), s.config.movement);
  ManRecord& m = s.men[at(attacker)];
  if (!f.mounted && cost.cost > walk + 1e-9) {  // a rider goes at his horse's pace
    ++m.runs;  // he had to run to reach him (000 / Advanced foot movement)
    m.exerted = true;
  }
  const double moved = distance(from, point);
  f.at = point;
  if (f.posture == Posture::kKneeling) f.posture = Posture::kStanding;
  if (moved > 1e-9) f.facing = static_cast<float>(bearing(from, s.figures()[at(defender)].at));
  m.moved = static_cast<float>(moved);
  m.aim_half_turns = 0;
  m.aim_target = -1;
  narrate(s, events, f.side, [&] {
    return man_name(s, attacker)
        .append(" charges ")
        .append(inches_text(moved))
        .append(" into ")
        .append(man_name(s, defender));
  });
  return moved;
}

}  // namespace skirmish::rencounter
