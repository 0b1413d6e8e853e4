#include "engine/rules/rencounter/shield_javelins.h"

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/fire_extra_options.h"
#include "engine/rules/rencounter/narration.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// "there is a 50% chance": 1-3 on a d6.
constexpr int kStickOn = 3;
// The burden is not laid on a man it would kill (wounds reach 6 at death).
constexpr int kMostPointsForBurden = kDeathPoints - 2;

int shield_modifier(const ShotAssessment& a) {
  return a.modifiers.value_of("medium shield") + a.modifiers.value_of("large shield");
}

void lift_burden(ManRecord& m) {
  if (m.shield_burden && m.wounds.points > 0) --m.wounds.points;
  m.shield_burden = false;
  m.shield_javelins = 0;
  m.javelin_pulls = 0;
}

}  // namespace

bool shield_made_the_difference(const ShotAssessment& a, int first_roll) {
  const int without = a.need - shield_modifier(a);
  return shield_modifier(a) < 0 && first_roll != 12 && first_roll > a.need && first_roll <= without;
}

void javelin_in_shield(RencounterState& s, int target, const FiredShot& shot, Dice& dice,
                       EventSink& events) {
  if (!targetable(s, target)) return;
  if (!shield_made_the_difference(shot.assessment, shot.shot.roll.first)) return;
  RollPurpose p;
  p.label = "javelin in the shield";
  p.code = extra_roll::kJavelinStuck;
  p.target = static_cast<int16_t>(target);
  p.needed = kStickOn;
  p.need = Need::kAtMost;
  const int die = dice.roll(6, p);
  ManRecord& m = s.men[at(target)];
  const bool stuck = die <= kStickOn;
  if (stuck) {
    ++m.shield_javelins;
    if (!m.shield_burden && m.wounds.points <= kMostPointsForBurden) {
      ++m.wounds.points;
      m.shield_burden = true;
    }
  }
  narrate(s, events, s.figures()[at(target)].side, [&] {
    std::string t = man_name(s, target);
    t.append("'s shield stops the javelin; 1-3 it sticks, rolls ").append(std::to_string(die));
    t.append(stuck ? ": stuck fast, it hampers him like a minor wound" : ": it falls away");
    return t;
  });
}

bool shield_action(const Action& a) {
  return a.kind == ActionKind::kSpecial &&
         (a.param == kSpecialPullJavelin || a.param == kSpecialDropShield);
}

std::string shield_action_refusal(const RencounterState& s, const Action& a) {
  const ManRecord& m = s.men[at(a.actor)];
  if (m.shield_javelins <= 0) return man_name(s, a.actor) + " has no javelin stuck in his shield";
  if (a.param == kSpecialPullJavelin && engaged(s, a.actor)) {
    return man_name(s, a.actor) + " cannot work a javelin loose in the middle of a melee";
  }
  return "";
}

void apply_shield_action(RencounterState& s, const Action& a, EventSink& events) {
  const int i = a.actor;
  ManRecord& m = s.men[at(i)];
  const int side = s.figures()[at(i)].side;
  if (a.param == kSpecialDropShield) {
    lift_burden(m);
    m.shield = static_cast<int8_t>(ShieldSize::kNone);
    narrate(s, events, side, [&] {
      return man_name(s, i).append(" throws away his shield with the javelin in it");
    });
    return;
  }
  ++m.javelin_pulls;
  bool free = false;
  if (m.javelin_pulls >= kPullActions) {
    m.javelin_pulls = 0;
    --m.shield_javelins;
    if (m.shield_javelins <= 0) {
      lift_burden(m);
      free = true;
    }
  }
  narrate(s, events, side, [&] {
    std::string t = man_name(s, i);
    if (free) return t.append(" pulls the last javelin out of his shield");
    t.append(" works at the javelin in his shield (");
    return t.append(std::to_string(m.javelin_pulls)).append(" of 3 actions)");
  });
}

void add_shield_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  const ManRecord& m = s.men[at(i)];
  if (m.shield_javelins <= 0) return;
  const auto me = static_cast<int16_t>(i);
  for (const int32_t p : {kSpecialPullJavelin, kSpecialDropShield}) {
    const Action a{ActionKind::kSpecial, me, -1, -1, p, {}};
    if (shield_action_refusal(s, a).empty()) out.push_back(a);
  }
}

}  // namespace skirmish::rencounter
