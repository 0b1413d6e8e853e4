// Rencounter's words for actions, rolls and cards (Rules::describe,
// describe_roll, card_name): what a person reads in a log or at a prompt.
#include <cstdio>

#include "engine/core/place_words.h"
#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/fire_resolution.h"
#include "engine/rules/rencounter/gun_moves.h"
#include "engine/rules/rencounter/half_turn_aim.h"
#include "engine/rules/rencounter/horse_melee.h"
#include "engine/rules/rencounter/initiative.h"
#include "engine/rules/rencounter/melee_aftermath.h"
#include "engine/rules/rencounter/melee_choices.h"
#include "engine/rules/rencounter/melee_circumstances.h"
#include "engine/rules/rencounter/melee_damage.h"
#include "engine/rules/rencounter/melee_exchange.h"
#include "engine/rules/rencounter/melee_kit.h"
#include "engine/rules/rencounter/movement.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/opportunity_fire.h"
#include "engine/rules/rencounter/rencounter_rules.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rencounter/repeaters.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/running_throw.h"
#include "engine/rules/rencounter/table_exits.h"

namespace skirmish::rencounter {

namespace {

// " to (23.1, 11.9) by the Mill yard wall": the point, and where it is in
// words when named terrain is near (engine/core/place_words.h).
std::string point_text(const Battlefield& field, const std::optional<Vec2>& p) {
  if (!p) return "";
  char buf[64];
  std::snprintf(buf, sizeof buf, " to (%.1f, %.1f)", p->x, p->y);
  std::string out = buf;
  const std::string where = place_words(field, *p);
  if (!where.empty()) out.append(" ").append(where);
  return out;
}

std::string_view move_words(int32_t mode) {
  switch (static_cast<MoveMode>(mode)) {
    case MoveMode::kWalk:
      return " walks";
    case MoveMode::kRun:
      return " runs";
    case MoveMode::kBackwards:
      return " steps back";
    case MoveMode::kCrawl:
      return " crawls";
    case MoveMode::kLowCrawl:
      return " low-crawls";
  }
  return " moves";
}

bool figure_ok(const RencounterState& s, int i) {
  return i >= 0 && i < static_cast<int>(s.figures().size());
}

bool unit_ok(const RencounterState& s, int u) {
  return u >= 0 && u < static_cast<int>(s.units.size());
}

// The verb of a roll: "Pte Adams shooting at Abel Moss".
const char* roll_verb(int16_t code) {
  switch (code) {
    case roll_code::kActionRoll:
      return " rolling to act";
    case roll_code::kMoraleCheck:
      return " rolling to act (a morale check)";
    case roll_code::kMasterConfirm:
      return " confirming a master's 6";
    case roll_code::kHeroRoll:
      return " rolling to become a hero";
    case roll_code::kLeaderOrder:
      return " obeying a direct order";
    case roll_code::kKnockdown:
      return " trying to keep his feet";
    case kSeizeRollCode:
      return " trying to seize the initiative";
    case kFireToHitRoll:
      return " shooting at";
    case kFireConfirmRoll:
      return " confirming a lucky shot at";
    case kFireManOrHorseRoll:
      return " hitting man or horse:";
    case kFireMeleeFriendRoll:
      return " risking the friend fighting";
    case kFireDamageRoll:
      return " rolling damage on";
    case kRiposteCheckRollCode:
      return " checking for a riposte against";
    case kMeleeStrokeRollCode:
      return " striking at";
    case kParryRollCode:
      return " parrying";
    case kMeleeDamageRollCode:
      return " rolling melee damage on";
    case kUnstickRollCode:
      return " pulling his weapon free of";
    case kBayonetShotRollCode:
      return " shooting his bayonet free of";
    case kGangUpHelpRollCode:
      return " rolling to help the gang-up on";
    default:
      return extra_roll_verb(code);  // fire_extra_options.h: spread, grenades, guns
  }
}

}  // namespace

std::string RencounterRules::describe(const GameState& state, const Action& a) const {
  const auto& s = as_rencounter(state);
  const std::string who = figure_ok(s, a.actor) ? man_name(s, a.actor) : "";
  const std::string whom = figure_ok(s, a.target) ? man_name(s, a.target) : "";
  switch (a.kind) {
    case ActionKind::kActivate:
      if (unit_ok(s, a.unit)) {
        std::string t = unit_name(s, a.unit);
        if (s.phase == Phase::kHoldCard) return t.append(" plays its card now");
        if (s.phase == Phase::kJumpIn) return t.append(" jumps in with its held card");
        return t.append(" acts (its side keeps the initiative)");
      }
      return "draw the first activation";
    case ActionKind::kSeizeInitiative:
      if (!who.empty()) {
        std::string t = who;
        t.append(" tries to seize the initiative (");
        const InitiativeFactors f = initiative_factors(s, a.actor, a.target);
        const int chance = seize_chance_in_20(initiative_rate(s, a.actor), f);
        t.append(std::to_string(chance)).append(" in 20)");
        if (!whom.empty()) t.append(" to go for ").append(whom);
        return t;
      }
      break;
    case ActionKind::kOrder: {
      if (!unit_ok(s, a.unit)) break;
      std::string t = unit_name(s, a.unit);
      switch (a.param) {
        case static_cast<int>(Order::kIndividual):
          return t.append(": every man for himself (individual actions)");
        case static_cast<int>(Order::kFollowMe):
          return t.append(": Follow Me").append(point_text(state.battlefield(), a.at));
        case static_cast<int>(Order::kFormedCharge):
          return t.append(": Formed Charge at ").append(whom);
        case static_cast<int>(Order::kVolleyFire):
          return t.append(": Volley Fire at ").append(whom);
        case static_cast<int>(Order::kFollowHim):
          return t.append(": Follow Him").append(point_text(state.battlefield(), a.at));
        case static_cast<int>(Order::kPassThroughCharge):
          return t.append(": Pass-through Charge past ")
              .append(whom)
              .append(point_text(state.battlefield(), a.at));
        case static_cast<int>(Order::kFollowInColumn):
          if (figure_ok(s, a.target)) {
            return t.append(": Follow in Column behind ").append(man_name(s, a.target));
          }
          break;
        default:
          break;
      }
      break;
    }
    case ActionKind::kPass:
      if (!who.empty()) return who + " holds";
      if (s.phase == Phase::kHoldCard && unit_ok(s, a.unit)) {
        return unit_name(s, a.unit) + " holds its card, to jump in later";
      }
      if (s.phase == Phase::kJumpIn) return "no unit jumps in: draw the next card";
      if (s.phase == Phase::kSeize) return "let the enemy keep the initiative";
      break;
    case ActionKind::kMove:
      if (!who.empty())
        return who + std::string(move_words(a.param)) + point_text(state.battlefield(), a.at);
      break;
    case ActionKind::kShoot:
      if (!who.empty() && !whom.empty()) {
        std::string t = who;
        if (a.param == kShootRunningThrow) {  // running_throw.h
          return t.append(" runs")
              .append(point_text(state.battlefield(), a.at))
              .append(" and throws at ")
              .append(whom);
        }
        if (a.at) t.append(" steps").append(point_text(state.battlefield(), a.at)).append(" and");
        return t.append(" shoots at ").append(whom);
      }
      break;
    case ActionKind::kReload:
      if (!who.empty() && !whom.empty()) return who + " loads and fires at " + whom;
      if (!who.empty() && a.param == kReloadChambers) return who + " loads two chambers";
      if (!who.empty()) return who + " reloads";
      break;
    case ActionKind::kReact:
      if (!who.empty() && !whom.empty()) return who + " takes an opportunity shot at " + whom;
      break;
    case ActionKind::kSpecial:
      if (!who.empty() && !whom.empty() && a.param == kSpecialAim) return who + " aims at " + whom;
      if (!who.empty() && !whom.empty() && a.param == kSpecialDirectOrder) {
        return who + " gives " + whom + " a direct order";
      }
      if (const char* words = extra_action_words(a.param); words && !who.empty()) {
        std::string t = who;  // shield_javelins.h, artillery.h
        t.append(words);
        if (!whom.empty()) t.append(" ").append(whom);
        return t;
      }
      if (!who.empty() && !whom.empty() && a.param == kSpecialPryLoose) {
        return who + " pries his weapon out of " + whom;
      }
      if (!who.empty() && !whom.empty() && a.param == kSpecialWarhorse) {
        return who + " sets his warhorse on " + whom;
      }
      if (!who.empty() && !whom.empty() && a.param == kSpecialMount && a.target != a.actor) {
        return who + " catches " + whom + "'s loose horse and mounts";  // riderless_horses.h
      }
      // riding.h: a rider gets down, his horse held where he stands, and
      // gets back on the horse he holds.
      if (!who.empty() && a.param == kSpecialDismount) return who + " gets down from his horse";
      if (!who.empty() && a.param == kSpecialMount) return who + " gets back on his horse";
      if (!who.empty() && a.param == kSpecialExit) {
        return who + " leaves the table" + point_text(state.battlefield(), a.at);
      }
      if (!who.empty() && !whom.empty() && a.param == kSpecialStepAndAim) {  // half_turn_aim.h
        return who + " walks" + point_text(state.battlefield(), a.at) + " and aims at " + whom;
      }
      if (!who.empty() && a.param == kSpecialStepAndWatch) {
        return who + " walks half a turn and covers an area" +
               point_text(state.battlefield(), a.at);
      }
      if (!who.empty() && a.param == kSpecialMoveGun) {  // gun_moves.h
        return who + "'s crew haul the gun" + point_text(state.battlefield(), a.at);
      }
      if (!who.empty() && a.param == kSpecialWatch) {
        return who + " covers an area for opportunity fire" + point_text(state.battlefield(), a.at);
      }
      break;
    case ActionKind::kChangePosture:
      if (!who.empty() && a.param >= 0 && a.param <= 2) {
        static constexpr const char* kWords[] = {" stands up", " kneels", " goes prone"};
        return who + kWords[a.param];
      }
      break;
    case ActionKind::kCharge:
      if (!who.empty() && !whom.empty()) return who + " charges " + whom;
      break;
    case ActionKind::kMelee:
      if (!who.empty() && !whom.empty()) {
        const StrokeChoice c = stroke_choice(a.param);
        std::string t = who;
        t.append(" strikes at ").append(whom).append(c.at_horse ? "'s horse" : "");
        if (c.aggression > 0) t.append(" aggressively (-").append(std::to_string(c.aggression));
        if (c.aggression > 0) t.append(")");
        if (c.shoot_bayonet_free) t.append(", ready to shoot the bayonet free");
        if (c.guard > 0) t.append(", guarding aggressively (-").append(std::to_string(c.guard));
        if (c.guard > 0) t.append(")");
        return t;
      }
      break;
    default:
      break;
  }
  return Rules::describe(state, a);
}

std::string RencounterRules::describe_roll(const GameState& state, const RollPurpose& p) const {
  const auto& s = as_rencounter(state);
  // Activation rolls and draws (codes 20-29) name a unit in `target`.
  if (p.code >= 20 && p.code < 30) {
    std::string t = p.label ? p.label : "activation";
    if (unit_ok(s, p.target)) t.append(" for ").append(unit_name(s, p.target));
    return t;
  }
  const char* verb = roll_verb(p.code);
  if (!verb || !figure_ok(s, p.actor)) return Rules::describe_roll(state, p);
  std::string t = man_name(s, p.actor);
  t.append(verb);
  if (figure_ok(s, p.target)) t.append(" ").append(man_name(s, p.target));
  const std::string need = need_text(p);
  if (!need.empty()) t.append(" (").append(need).append(")");
  return t;
}

std::string RencounterRules::card_name(const GameState& state, const RollPurpose& purpose,
                                       int index) const {
  const auto& s = as_rencounter(state);
  if (index < 0 || index >= s.activation.deck_size) return Rules::card_name(state, purpose, index);
  const int unit = s.activation.deck[static_cast<size_t>(index)];
  return unit < 0 ? std::string("the reshuffle joker") : unit_name(s, unit);
}

}  // namespace skirmish::rencounter
