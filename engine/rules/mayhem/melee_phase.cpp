#include "engine/rules/mayhem/melee_phase.h"

#include <string>

#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/horse_strike.h"
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
  f.rerolls_asked = s.config.rerolls_asked;  // 004 / Heroes (hero_rerolls.h)
  return f;
}

// ", Sgt Hal strikes (3 against 4): no harm done." after the skill dice.
std::string stroke_words(const MayhemState& s, int man, int other, const MeleeRoll& r) {
  const int fighters[2] = {man, other};
  const int hitter = fighters[r.hitter()], struck = fighters[r.struck];
  std::string text = man_name(s, hitter) + " strikes";
  if (r.at_horse) text += " at " + man_name(s, struck) + "'s horse";
  text += " (" + std::to_string(r.impact_die) + " against " + std::to_string(r.removal_score) + ")";
  switch (r.effect) {
    case StrokeEffect::kRemoved:
      return text +
             (r.at_horse ? ": the horse is down." : ": " + man_name(s, struck) + " is down.");
    case StrokeEffect::kSaved:
      return text + ": " + man_name(s, struck) + " spends a save token.";
    case StrokeEffect::kCourageCheck:
      return text + ": " + man_name(s, struck) + " must check courage.";
    default:
      return text + ": no harm done.";
  }
}

// How far the words of a fight have been told, and how the rest begins.
enum class FightTold : uint8_t {
  kNothing,   // "Sgt Hal fights Wat: 4 to 2, ..."
  kRerolled,  // "Wat spends a reroll token: Sgt Hal fights Wat: 4 to 5, ..."
  kSkill,     // the skill dice are told: the stroke's words alone
  kStroke,    // the stroke's die was rerolled: "Sgt Hal spends a reroll token: " and its words
};

// How much of a fight its words tell.
enum class FightPart : uint8_t {
  kScores,         // the skill scores alone (a reroll of one waits)
  kHorseQuestion,  // ... and the question of the horse or the rider
  kStroke,         // ... and the stroke, rolled
};

// "Sgt Hal fights Wat: 4 to 2" and, as `part` says, the question of the
// horse or the rider or the stroke's words.
std::string fight_words(const MayhemState& s, int man, int other, const MeleeRoll& r,
                        FightPart part) {
  std::string text = man_name(s, man) + " fights " + man_name(s, other) + ": " +
                     std::to_string(r.skill_score[0]) + " to " + std::to_string(r.skill_score[1]);
  if (part == FightPart::kScores) return text;
  if (r.struck < 0) return text + ", neither gives way.";
  if (part == FightPart::kStroke) return text + ", " + stroke_words(s, man, other, r);
  const int fighters[2] = {man, other};
  return text + ", " + man_name(s, fighters[r.hitter()]) + " strikes " +
         man_name(s, fighters[r.struck]) + ", who is mounted: the horse or the rider?";
}

// The words of the fight from where `told` stands; `rerolled_by` is the man
// whose token was just spent.
std::string told_words(const MayhemState& s, int man, int other, const MeleeRoll& r, FightPart part,
                       FightTold told, int rerolled_by) {
  switch (told) {
    case FightTold::kNothing:
      return fight_words(s, man, other, r, part);
    case FightTold::kRerolled:
      return man_name(s, rerolled_by) +
             " spends a reroll token: " + fight_words(s, man, other, r, part);
    case FightTold::kSkill:
      return stroke_words(s, man, other, r);
    case FightTold::kStroke:
      return man_name(s, rerolled_by) + " spends a reroll token: " + stroke_words(s, man, other, r);
  }
  return {};
}

// What a pair's stroke does: tokens spent, the man or his horse down, a check.
void stroke_done(MayhemState& s, int man, int other, const MeleeRoll& r, EventSink& events) {
  s.men[at(man)].rerolls = static_cast<int8_t>(s.men[at(man)].rerolls - r.rerolls_used(0));
  s.men[at(other)].rerolls = static_cast<int8_t>(s.men[at(other)].rerolls - r.rerolls_used(1));
  if (r.struck < 0) return;
  const int fighters[2] = {man, other};
  const int struck = fighters[r.struck], hitter = fighters[r.hitter()];
  if (r.save_used) --s.men[at(struck)].saves;
  if (r.effect == StrokeEffect::kRemoved) {
    if (r.at_horse) {
      horse_killed(s, struck, hitter, events);  // horse_strike.h
    } else {
      man_downed(s, struck, hitter, events);
    }
  }
  if (r.effect == StrokeEffect::kCourageCheck) {
    queue_check(s, struck, hitter, CheckCause::kMeleeLost);
  }
}

// Carries melee_man's fight with `other` on from `r` (its skill dice
// rolled, or its stroke too): a reroll asked of the fighter behind, the
// horse or the rider, the stroke, a reroll of it asked, then its effect.
// False when it stops for a side's word (Step::kReroll or kStrike, the
// fight in MayhemState::stroke); melee_next is then already past `other`.
bool pair_goes_on(MayhemState& s, int other, MeleeRoll r, FightTold told, int rerolled_by,
                  Dice& dice, EventSink& events) {
  const int man = s.melee_man;
  const int fighters[2] = {man, other};
  const MeleePair pair = melee_pair(s, man, other);
  const int side = s.figures()[at(man)].side;
  const auto wait = [&](Step step) {
    s.stroke = r;
    s.stroke_opponent = static_cast<int16_t>(other);
    s.step = step;
  };
  if (r.impact_die == 0) {
    const int k = melee_reroll_open(pair, r);
    if (k >= 0 && pair.footing[k].rerolls_asked) {
      // 004 / Heroes: the fighter behind may roll his skill die again.
      wait(Step::kReroll);
      s.reroll_wait = {static_cast<int16_t>(fighters[k]), RerollMoment::kMeleeSkill};
      narrate(s, events, side, [&] {
        return told_words(s, man, other, r, FightPart::kScores, told, rerolled_by) + " (" +
               man_name(s, fighters[k]) + " may roll his skill die again with a reroll token).";
      });
      return false;
    }
    if (r.struck >= 0 && horse_choice_due(s, fighters[r.struck])) {
      // 004 / Medieval / Horses: the hitter chooses the horse or the rider.
      wait(Step::kStrike);
      narrate(s, events, side, [&] {
        if (told != FightTold::kSkill) {
          return told_words(s, man, other, r, FightPart::kHorseQuestion, told, rerolled_by);
        }
        return man_name(s, fighters[r.hitter()]) + " strikes " + man_name(s, fighters[r.struck]) +
               ", who is mounted: the horse or the rider?";
      });
      return false;
    }
    roll_melee_stroke(pair, r, dice);
  }
  const int k = melee_reroll_open(pair, r);
  if (k >= 0 && pair.footing[k].rerolls_asked) {
    // 004 / Heroes: the hitter may roll his results or impact die again.
    wait(Step::kReroll);
    s.reroll_wait = {static_cast<int16_t>(fighters[k]), RerollMoment::kMeleeStroke};
    narrate(s, events, side, [&] {
      std::string text = told_words(s, man, other, r, FightPart::kStroke, told, rerolled_by);
      if (!text.empty() && text.back() == '.') text.pop_back();
      return text + " (" + man_name(s, fighters[k]) + " may roll his " +
             (s.config.variant == Variant::kMusket ? "results" : "impact") +
             " die again with a reroll token).";
    });
    return false;
  }
  narrate(s, events, side,
          [&] { return told_words(s, man, other, r, FightPart::kStroke, told, rerolled_by); });
  stroke_done(s, man, other, r, events);
  return true;
}

// Fights melee_man's pairs from opponent melee_next on, until they are
// done or one stops for a side's word.
void fight_on(MayhemState& s, Dice& dice, EventSink& events) {
  const int man = s.melee_man;
  for (size_t e = at(s.melee_next); e < s.men.size() && fighting(s, man); ++e) {
    const int other = static_cast<int>(e);
    if (s.figures()[e].side == s.figures()[at(man)].side || !pair_left(s, man, other)) continue;
    s.melee_next = static_cast<int16_t>(e + 1);
    const MeleeRoll r = roll_melee_skill(melee_pair(s, man, other), dice);
    if (!pair_goes_on(s, other, r, FightTold::kNothing, -1, dice, events)) return;
  }
  s.fought[at(man)] = 1;
  s.melee_man = -1;
  s.melee_next = 0;
  // 004 / Courage: at the end of the combat (a hero's save may stop them
  // at Step::kSave; the melee goes on once his side has spoken).
  resolve_checks(s, dice, events);
}

// The fight waiting in MayhemState::stroke, taken out of the state (which
// keeps no trace of it once nothing waits), the step back to kMelee.
MeleeRoll take_waiting_fight(MayhemState& s, int& other) {
  const MeleeRoll r = s.stroke;
  other = s.stroke_opponent;
  s.stroke = MeleeRoll{};
  s.stroke_opponent = -1;
  s.step = Step::kMelee;
  return r;
}

}  // namespace

MeleePair melee_pair(const MayhemState& s, int man, int other) {
  MeleePair pair;
  pair.variant = s.config.variant;
  pair.man[0] = &s.men[at(man)];
  pair.man[1] = &s.men[at(other)];
  pair.footing[0] = footing(s, man, other);
  pair.footing[1] = footing(s, other, man);
  pair.figure[0] = static_cast<int16_t>(man);
  pair.figure[1] = static_cast<int16_t>(other);
  return pair;
}

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
  s.melee_man = a.actor;
  s.melee_next = 0;
  fight_on(s, dice, events);
}

void strike_chosen(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  int other = -1;
  MeleeRoll r = take_waiting_fight(s, other);
  roll_melee_stroke(melee_pair(s, s.melee_man, other), r, dice, horse_armor_struck(s, a));
  if (pair_goes_on(s, other, r, FightTold::kSkill, -1, dice, events)) fight_on(s, dice, events);
}

void melee_reroll_chosen(MayhemState& s, bool reroll, Dice& dice, EventSink& events) {
  const int hero = s.reroll_wait.man;
  s.reroll_wait = RerollWait{};
  int other = -1;
  MeleeRoll r = take_waiting_fight(s, other);
  if (!reroll && r.impact_die > 0) {
    // The stroke stands as its words told while it waited: its effect.
    stroke_done(s, s.melee_man, other, r, events);
    fight_on(s, dice, events);
    return;
  }
  FightTold told = FightTold::kSkill;
  if (reroll) {
    told = r.impact_die > 0 ? FightTold::kStroke : FightTold::kRerolled;
    reroll_melee_die(melee_pair(s, s.melee_man, other), r, hero == s.melee_man ? 0 : 1, dice);
  } else {
    r.skill_settled = true;  // his skill die stands: the stroke is next
  }
  if (pair_goes_on(s, other, r, told, hero, dice, events)) fight_on(s, dice, events);
}

}  // namespace skirmish::mayhem
