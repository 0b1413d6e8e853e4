#include "engine/rules/rencounter/melee_kit.h"

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/range_band.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// 000 / Movement / Horse: "decelerating by 6" per turn" — a horse over 6"
// cannot be stopped this turn, so a stuck weapon is torn from his hand.
constexpr int kHorseCanStopAt = 6;

int row_of(std::string_view name) {
  const auto rows = melee_weapons();
  for (size_t k = 0; k < rows.size(); ++k) {
    if (rows[k].name == name) return static_cast<int>(k);
  }
  return -1;
}

uint16_t bit(int row) {
  return static_cast<uint16_t>(1u << static_cast<unsigned>(row));
}

bool firearm_long_arm(const ManRecord& m) {
  return m.missile >= 0 &&
         missile_class(missile_weapons()[at(m.missile)]) == MissileClass::kLongArm;
}

bool is_row(int row, std::string_view name) {
  return row >= 0 && melee_weapons()[at(row)].name == name;
}

}  // namespace

uint16_t carried_melee_rows(const FigureSpec& f) {
  uint16_t rows = 0;
  for (const WeaponEntry& w : f.weapons) {
    const int r = row_of(w.name);
    if (r >= 0) rows = static_cast<uint16_t>(rows | bit(r));
  }
  return rows;
}

MeleeKit starting_kit(const FigureSpec& f) {
  MeleeKit k;
  k.carried = carried_melee_rows(f);
  // 000 / Weapon breakage in parries: the roster's `shield_material`
  // (settled by the catalog; wood or hide with a metal rim when unset).
  for (const StatValue& v : f.stats) {
    if (v.name == "shield_material") k.shield_material = static_cast<int8_t>(v.value);
    // 000 / Melee / Situation: "Unfamiliar weapon type -2" (the scenario's mark).
    if (v.name == "unfamiliar_weapon") k.unfamiliar = v.value != 0;
  }
  return k;
}

bool socket_bayonet(const RencounterState& s, int i) {
  const ManRecord& m = s.men[at(i)];
  return is_row(m.melee_weapon, "Spear/Bayonet") && firearm_long_arm(m);
}

int fallback_melee_row(const ManRecord& m) {
  const int rows = static_cast<int>(melee_weapons().size());
  for (int r = 0; r < rows; ++r) {
    if ((m.kit.carried & bit(r)) != 0) return r;
  }
  // A bayonet stuck in a body holds the gun it is fixed to.
  const bool gun_held = is_row(m.kit.stuck, "Spear/Bayonet") && firearm_long_arm(m);
  return row_of(firearm_long_arm(m) && !gun_held ? "Improvised Club" : "Unarmed");
}

void lose_melee_weapon(RencounterState& s, int i, const char* how, EventSink& events) {
  ManRecord& m = s.men[at(i)];
  const int row = m.melee_weapon;
  if (is_row(row, "Unarmed")) return;  // fists do not break
  const std::string_view lost = melee_weapons()[at(row)].name;
  const bool carried = (m.kit.carried & bit(row)) != 0;
  m.kit.carried = static_cast<uint16_t>(m.kit.carried & ~bit(row));
  std::string_view gun;
  if (!carried && is_row(row, "Improvised Club") && m.missile >= 0) {
    gun = missile_weapons()[at(m.missile)].name;  // the clubbed gun itself
  } else if (is_row(row, "Javelin") && m.missile >= 0 &&
             missile_weapons()[at(m.missile)].name == "Javelin") {
    gun = "Javelin";
  }
  if (!gun.empty()) {
    m.missile = -1;
    m.rounds = 0;
    m.reload_progress = 0;
  }
  m.melee_weapon = static_cast<int8_t>(fallback_melee_row(m));
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append("'s ").append(lost).append(" ").append(how);
    if (!gun.empty() && gun != lost) t.append(", and his ").append(gun).append(" with it");
    return t.append(": he fights on with ").append(melee_weapons()[at(m.melee_weapon)].name);
  });
}

void lose_shield(RencounterState& s, int i, EventSink& events) {
  ManRecord& m = s.men[at(i)];
  if (m.shield == 0) return;
  m.shield = 0;
  narrate(s, events, s.figures()[at(i)].side,
          [&] { return man_name(s, i).append("'s shield breaks"); });
}

void weapon_stuck_in(RencounterState& s, int i, int victim, EventSink& events) {
  ManRecord& m = s.men[at(i)];
  const int row = m.melee_weapon;
  if (row < 0 || is_row(row, "Unarmed")) return;
  // 000 / Weapons getting stuck: "If he is riding a horse going too fast to
  // stop, he will lose the weapon, left behind in the body".
  if (in_saddle(s, i) && m.horse.speed > kHorseCanStopAt) {
    lose_melee_weapon(s, i, "is torn from his hand, left in the body", events);
    return;
  }
  const std::string_view name = melee_weapons()[at(row)].name;
  m.kit.carried = static_cast<uint16_t>(m.kit.carried & ~bit(row));
  m.kit.stuck = static_cast<int8_t>(row);
  m.kit.stuck_in = static_cast<int16_t>(victim);
  m.melee_weapon = static_cast<int8_t>(fallback_melee_row(m));
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append("'s ").append(name).append(" is stuck in ").append(man_name(s, victim));
    return t.append(": he fights on with ").append(melee_weapons()[at(m.melee_weapon)].name);
  });
}

void weapon_freed(RencounterState& s, int i) {
  ManRecord& m = s.men[at(i)];
  if (m.kit.stuck < 0) return;
  m.melee_weapon = m.kit.stuck;
  m.kit.carried = static_cast<uint16_t>(m.kit.carried | bit(m.kit.stuck));
  m.kit.stuck = -1;
  m.kit.stuck_in = -1;
}

std::string pry_refusal(const RencounterState& s, int i, int body) {
  const ManRecord& m = s.men[at(i)];
  std::string who = man_name(s, i);
  if (m.kit.stuck < 0) return who.append(" has no weapon stuck in anyone");
  if (body != m.kit.stuck_in) {
    return who.append("'s weapon is stuck in ").append(man_name(s, m.kit.stuck_in));
  }
  if (in_saddle(s, i)) return who.append(" must get down to pry his weapon loose");
  if (gap(s, i, body) > s.config.fire.base_contact_within + 1e-9) {
    return who.append(" must be in base contact with ")
        .append(man_name(s, body))
        .append(" to pry his weapon loose");
  }
  return "";
}

void pry_loose(RencounterState& s, int i, EventSink& events) {
  const int body = s.men[at(i)].kit.stuck_in;
  weapon_freed(s, i);
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append(" pries his ").append(melee_weapons()[at(s.men[at(i)].melee_weapon)].name);
    return t.append(" loose from ").append(man_name(s, body));
  });
}

}  // namespace skirmish::rencounter
