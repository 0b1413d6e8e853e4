#include "engine/rules/mayhem/mayhem_words.h"

#include <cstdio>

#include "engine/core/place_words.h"
#include "engine/rules/mayhem/artillery_flow.h"
#include "engine/rules/mayhem/hero_rerolls.h"
#include "engine/rules/mayhem/hero_saves.h"
#include "engine/rules/mayhem/horse_strike.h"

namespace skirmish::mayhem {

std::string man_name(const MayhemState& s, int man) {
  return figure_name(s.scenario(), man);
}

std::string side_name(const MayhemState& s, int side) {
  if (side < 0 || side >= static_cast<int>(s.scenario().sides.size())) return "nobody";
  return s.scenario().sides[static_cast<size_t>(side)].name;
}

std::string inches_text(double inches) {
  char b[32];
  std::snprintf(b, sizeof b, "%.1f\"", inches);
  return b;
}

std::string point_text(Vec2 p) {
  char b[48];
  std::snprintf(b, sizeof b, "(%.1f, %.1f)", p.x, p.y);
  return b;
}

std::string place_text(const MayhemState& s, Vec2 p) {
  std::string out = point_text(p);
  const std::string where = place_words(s.battlefield(), p);
  if (!where.empty()) out.append(" ").append(where);
  return out;
}

std::string describe_action(const MayhemState& s, const Action& a) {
  const auto who = [&](int i) {
    return i >= 0 && static_cast<size_t>(i) < s.men.size() ? man_name(s, i) : std::string("nobody");
  };
  switch (a.kind) {
    case ActionKind::kPass:
      if (a.actor >= 0) return who(a.actor) + " holds";
      return s.step == Step::kReaction ? "hold fire" : "end the moves";
    case ActionKind::kActivate:
      return (a.param == static_cast<int32_t>(MoveOrder::kCharge) ? "order a charge: " : "move: ") +
             who(a.actor) + (s.step == Step::kActivate ? "'s group" : "");
    case ActionKind::kMove:
      return who(a.actor) + " moves to " + (a.at ? place_text(s, *a.at) : std::string("?"));
    case ActionKind::kCharge:
      return who(a.actor) + " charges " + who(a.target);
    case ActionKind::kShoot:
      if (is_gun(s, a.actor)) return gun_shot_words(s, a);  // canister, roundshot, an engine
      return who(a.actor) + " shoots at " + who(a.target);
    case ActionKind::kReload:
      return who(a.actor) + " reloads";
    case ActionKind::kMelee:
      return "fight " + who(a.actor) + "'s melee";
    case ActionKind::kSpecial:
      switch (a.param) {
        case kSpecialGoFirst:
          return "move first";
        case kSpecialGoSecond:
          return "move second";
        case kSpecialFace:
          return who(a.actor) + " turns to face " + who(a.target);
        case kSpecialRollInitiative:
          return "roll for the initiative";
        case kSpecialClimb:
          return who(a.actor) + " climbs the stockade";
        case kSpecialSetFire:
          return who(a.actor) + " sets fire" +
                 (a.at ? " at " + place_text(s, *a.at) : std::string());
        case kSpecialSearch:
          return who(a.actor) + " searches";
        case kSpecialStrikeRider:
          return who(a.actor) + " strikes at the rider, " + who(a.target);
        case kSpecialSpendSave:
        case kSpecialKeepSave:
          return save_words(s, a);  // hero_saves.h
        case kSpecialReroll:
        case kSpecialLetStand:
          return reroll_words(s, a);  // hero_rerolls.h
        case kSpecialStrikeHorse:
          return who(a.actor) + " strikes at " + who(a.target) + "'s " +
                 (a.target >= 0 && static_cast<size_t>(a.target) < s.men.size()
                      ? horse_words(s.men[static_cast<size_t>(a.target)].horse_armor)
                      : std::string("horse"));
        default:
          break;
      }
      break;
    default:
      break;
  }
  return to_text(a);
}

std::string describe_mayhem_decision(const MayhemState& s) {
  if (s.step == Step::kSave && s.save_wait.man >= 0) {
    const SaveWait& w = s.save_wait;
    return man_name(s, w.man) +
           (w.moment == SaveMoment::kChargeOrder ? "'s check to charge failed, "
            : w.moment == SaveMoment::kHitCheck  ? "'s courage check at his group's rate failed, "
                                                 : "'s courage check failed, ") +
           std::to_string(w.die) + " against " + std::to_string(w.target) +
           ": spend his save token, or keep it";
  }
  if (s.step == Step::kReroll) return reroll_question(s);  // hero_rerolls.h
  if (s.step == Step::kStrike) {
    const int hitter = waiting_hitter(s), struck = waiting_struck(s);
    if (hitter >= 0 && struck >= 0) {
      return man_name(s, hitter) + " has struck " + man_name(s, struck) +
             ", who is mounted: the horse or the rider";
    }
  }
  return {};
}

std::string describe_mayhem_roll(const MayhemState& s, const RollPurpose& p) {
  std::string text = p.label;
  if (p.actor >= 0 && static_cast<size_t>(p.actor) < s.men.size()) {
    text += " for " + man_name(s, p.actor);
  }
  if (p.target >= 0 && static_cast<size_t>(p.target) < s.men.size()) {
    text += (p.actor >= 0 ? " against " : " for ") + man_name(s, p.target);
  }
  if (p.actor < 0 && p.side >= 0 && static_cast<size_t>(p.side) < s.scenario().sides.size()) {
    text += " for " + s.scenario().sides[static_cast<size_t>(p.side)].name;
  }
  if (p.need == Need::kAtLeast) text += " (needs " + std::to_string(p.needed) + " or more)";
  if (p.need == Need::kAtMost) text += " (needs " + std::to_string(p.needed) + " or less)";
  return text;
}

}  // namespace skirmish::mayhem
