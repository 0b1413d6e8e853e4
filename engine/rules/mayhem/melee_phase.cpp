#include "engine/rules/mayhem/melee_phase.h"

#include <string>

#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/melee_dice.h"
#include "engine/rules/mayhem/table_queries.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// A pair still to fight: both in the fight, touching, and neither's fights done.
bool pair_left(const MayhemState& s, int a, int b) {
  return !s.fought[at(a)] && !s.fought[at(b)] && fighting(s, a) && fighting(s, b) &&
         in_contact(s, a, b);
}

bool has_fight(const MayhemState& s, int man) {
  if (!fighting(s, man) || s.fought[at(man)]) return false;
  for (size_t e = 0; e < s.men.size(); ++e) {
    if (s.figures()[e].side != s.figures()[at(man)].side &&
        pair_left(s, man, static_cast<int>(e))) {
      return true;
    }
  }
  return false;
}

MeleeFooting footing(const MayhemState& s, int man, int opponent) {
  MeleeFooting f;
  f.superior_position = superior_position(s, man, opponent);
  f.from_rear_or_side = attacks_rear_or_side(s, man, opponent);
  f.facing_opponent = facing_towards(s, man, opponent);
  const MayhemMan& me = s.men[at(man)];
  const MayhemMan& him = s.men[at(opponent)];
  // 004 / Musket / Melee: a bayonet against a tomahawk or club.
  f.opponent_shorter = me.bayonet && !him.bayonet && !him.pike;
  f.mounted = s.figures()[at(man)].mounted && !me.in_melee_since;
  f.shield_side = on_shield_side(s, man, opponent);
  return f;
}

}  // namespace

bool melee_left(const MayhemState& s) {
  for (size_t i = 0; i < s.men.size(); ++i) {
    if (has_fight(s, static_cast<int>(i))) return true;
  }
  return false;
}

void melee_actions(const MayhemState& s, std::vector<Action>& out) {
  for (size_t i = 0; i < s.men.size(); ++i) {
    if (!has_fight(s, static_cast<int>(i))) continue;
    Action a;
    a.kind = ActionKind::kMelee;
    a.actor = static_cast<int16_t>(i);
    out.push_back(a);
  }
}

CheckResult check_melee(const MayhemState& s, const Action& a) {
  if (a.kind != ActionKind::kMelee) {
    return CheckResult::illegal("the moves are over: pick the next man whose fights are fought");
  }
  if (a.actor < 0 || at(a.actor) >= s.men.size()) return CheckResult::illegal("no such man");
  if (!has_fight(s, a.actor)) {
    return CheckResult::illegal(man_name(s, a.actor) + " has no fight left this turn");
  }
  return CheckResult::legal();
}

void fight_man(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  const int man = a.actor;
  for (size_t e = 0; e < s.men.size() && fighting(s, man); ++e) {
    const int other = static_cast<int>(e);
    if (s.figures()[e].side == s.figures()[at(man)].side || !pair_left(s, man, other)) continue;
    MeleePair pair;
    pair.variant = s.config.variant;
    pair.man[0] = &s.men[at(man)];
    pair.man[1] = &s.men[e];
    pair.footing[0] = footing(s, man, other);
    pair.footing[1] = footing(s, other, man);
    pair.figure[0] = static_cast<int16_t>(man);
    pair.figure[1] = static_cast<int16_t>(other);
    const MeleeRoll r = roll_melee_pair(pair, dice);
    s.men[at(man)].rerolls = static_cast<int8_t>(s.men[at(man)].rerolls - r.rerolls_used(0));
    s.men[e].rerolls = static_cast<int8_t>(s.men[e].rerolls - r.rerolls_used(1));
    const int fighters[2] = {man, other};
    narrate(s, events, s.figures()[at(man)].side, [&] {
      std::string text = man_name(s, man) + " fights " + man_name(s, other) + ": " +
                         std::to_string(r.skill_score[0]) + " to " +
                         std::to_string(r.skill_score[1]);
      if (r.struck < 0) return text + ", neither gives way.";
      text += ", " + man_name(s, fighters[r.hitter()]) + " strikes (" +
              std::to_string(r.impact_die) + " against " + std::to_string(r.removal_score) + ")";
      switch (r.effect) {
        case StrokeEffect::kRemoved:
          return text + ": " + man_name(s, fighters[r.struck]) + " is down.";
        case StrokeEffect::kSaved:
          return text + ": " + man_name(s, fighters[r.struck]) + " spends a save token.";
        case StrokeEffect::kCourageCheck:
          return text + ": " + man_name(s, fighters[r.struck]) + " must check courage.";
        default:
          return text + ": no harm done.";
      }
    });
    if (r.struck < 0) continue;
    const int struck = fighters[r.struck], hitter = fighters[r.hitter()];
    if (r.save_used) --s.men[at(struck)].saves;
    if (r.effect == StrokeEffect::kRemoved) man_downed(s, struck, hitter, events);
    if (r.effect == StrokeEffect::kCourageCheck) {
      queue_check(s, struck, hitter, CheckCause::kMeleeLost);
    }
  }
  s.fought[at(man)] = 1;
  resolve_checks(s, dice, events);  // 004 / Courage: at the end of the combat
}

}  // namespace skirmish::mayhem
