#include "engine/rules/rencounter/morale_flow.h"

#include <vector>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/morale_results.h"
#include "engine/rules/rencounter/mounted_fall_back.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// 000 / Morale, surrender: "within one move" of a man on foot.
constexpr double kOneMove = 6.0;
// A friend this close can intervene (000 / Morale, surrender: "no friend
// available to intervene"): within one move as well.
constexpr double kInterveneWithin = 6.0;
// A man running for good who ends this close to a table edge has left it.
constexpr double kEdgeLeaves = 0.5;
// A retreat shorter than this counts as blocked; he tries his own edge.
constexpr double kBlockedRetreat = 0.5;

bool has_real_melee_weapon(const ManRecord& m) {
  return m.melee_weapon >= 0 && melee_weapons()[at(m.melee_weapon)].name != "Unarmed";
}

// Where a man falling back goes: away from the nearest enemy.
Vec2 retreat_point(const RencounterState& s, int i) {
  const Figure& me = s.figures()[at(i)];
  const MoveMode mode = me.posture == Posture::kProne ? MoveMode::kCrawl : MoveMode::kWalk;
  const double inches = allowance(s, i, mode);
  if (inches <= 0) return me.at;
  std::vector<Sighting> none;
  const int foe = nearest_enemy(s, none, i, false);
  const Vec2 home = s.home[at(me.side)];
  Vec2 away = home - me.at;
  if (foe >= 0) away = me.at - s.figures()[at(foe)].at;
  const double len = length(away);
  if (len > 1e-9) away = away * (1.0 / len);
  const Battlefield& field = s.battlefield();
  Vec2 to =
      farthest_reachable(field, s.figures(), i, me.at + away * inches, inches, s.config.movement);
  if (distance(to, me.at) < kBlockedRetreat) {
    to = farthest_reachable(field, s.figures(), i, step_toward(me.at, home, inches), inches,
                            s.config.movement);
  }
  return to;
}

SurrenderConditions surrender_conditions(const RencounterState& s, int i, Vec2 retreat_to) {
  SurrenderConditions c;
  const int n = static_cast<int>(s.figures().size());
  int threat = -1;
  for (int j = 0; j < n; ++j) {
    if (!targetable(s, j)) continue;
    if (!is_enemy(s, i, j)) {
      if (j != i && fit(s, j) && gap(s, i, j) <= kInterveneWithin) c.friend_can_intervene = true;
      continue;
    }
    if (!fit(s, j) || engaged(s, j)) continue;
    const ManRecord& e = s.men[at(j)];
    const double g = gap(s, i, j);
    if (e.loaded() && e.missile >= 0 && g <= missile_weapons()[at(e.missile)].short_range) {
      c.enemy_loaded_at_close_range = true;
      threat = j;
    }
    if (has_real_melee_weapon(e) && g <= kOneMove) {
      c.enemy_melee_within_one_move = true;
      threat = j;
    }
  }
  if (threat >= 0) {
    // Cover in reach: where he would run to, the threat cannot see him or he
    // has at least half cover from it.
    const GatheredSightings sight(s);
    std::vector<Sighting>& men = *sight;
    men[at(i)].base.centre = retreat_to;
    const LosResult seen = s.sight->look(men, threat, i);
    c.cover_within_reach = !seen.visible || seen.cover >= 2;
  }
  return c;
}

}  // namespace

bool unit_morale_check(const RencounterState& s, int unit) {
  return s.units[at(unit)].morale_check;
}

ActionRollSituation action_situation(const RencounterState& s, int i) {
  const ManRecord& m = s.men[at(i)];
  const int unit = unit_of(s, i);
  const UnitRecord& u = s.units[at(unit)];
  ActionRollSituation a;
  a.experience = m.experience;
  a.wound_points = m.wounds.points;
  a.morale_check = unit_morale_check(s, unit);
  a.inspired = m.morale.inspired;
  a.first_morale_check = !m.morale.had_morale_check;
  if (a.morale_check) {
    for (int j = u.first; j < u.first + u.size; ++j) {
      if (j != i && j != u.leader && lost(s, j)) ++a.morale.men_lost;
    }
    a.morale.leader_lost = u.leader >= 0 && u.leader != i && lost(s, u.leader);
    a.morale.units_eliminated_within_12 = u.checking_12;
    a.morale.units_eliminated_within_24 = u.checking_24;
  }
  return a;
}

void fall_back(RencounterState& s, int i, EventSink& events) {
  if (fall_back_on_horseback(s, i, events)) return;  // he rides away (mounted_fall_back.h)
  Figure& me = s.figures()[at(i)];
  const Vec2 from = me.at;
  const Vec2 to = retreat_point(s, i);
  me.at = to;
  s.men[at(i)].moved = static_cast<float>(distance(from, to));
  s.men[at(i)].aim_half_turns = 0;
  s.men[at(i)].aim_target = -1;
  const Table& table = s.battlefield().table;
  const double edge =
      std::min(std::min(to.x, table.width - to.x), std::min(to.y, table.depth - to.y));
  if (s.men[at(i)].morale.runs_for_good && edge - me.base_radius <= kEdgeLeaves) {
    me.status = FigureStatus::kOffTable;
    narrate(s, events, me.side, [&] { return man_name(s, i).append(" flees off the table"); });
    return;
  }
  if (me.posture == Posture::kStanding) me.posture = Posture::kKneeling;  // hides
  narrate(s, events, me.side, [&] {
    return man_name(s, i)
        .append(" falls back ")
        .append(inches_text(distance(from, to)))
        .append(" and takes cover");
  });
}

void carry_out(RencounterState& s, int i, const ActionRoll& roll, ActionResult result,
               EventSink& events) {
  ManRecord& m = s.men[at(i)];
  const int side = s.figures()[at(i)].side;
  const bool morale_check = action_situation(s, i).morale_check;
  if (result == ActionResult::kActs || result == ActionResult::kHesitates) {
    HighRollEffects none;
    record_roll(m.morale, m.wounds, roll, none, morale_check);
    return;
  }
  m.horse.high_roll = true;  // 000 / Movement / Horse: over 6 on horseback (horse_falls.h)
  const Vec2 retreat_to = retreat_point(s, i);
  const HighRollEffects fx = high_roll_effects(result, m.wounds, s.figures()[at(i)].mounted,
                                               surrender_conditions(s, i, retreat_to));
  const bool already_running = m.morale.runs_for_good;
  record_roll(m.morale, m.wounds, roll, fx, morale_check);
  UnitRecord& u = s.units[at(unit_of(s, i))];
  switch (fx.response) {
    case MoraleResponse::kNone:
      return;
    case MoraleResponse::kOvercomeByWounds:
      u.man_overcome_now = true;
      settle_status(s, i);
      narrate(s, events, side,
              [&] { return man_name(s, i).append(" is overcome by his wounds and collapses"); });
      note_loss(s, i, false, events);
      return;
    case MoraleResponse::kSurrender:
      settle_status(s, i);
      narrate(s, events, side,
              [&] { return man_name(s, i).append(" throws down his arms and surrenders"); });
      note_loss(s, i, false, events);
      return;
    case MoraleResponse::kRetreatAndHide:
      break;
  }
  if (fx.for_good && !already_running) {
    u.man_ran_now = true;
    narrate(s, events, side, [&] { return man_name(s, i).append(" breaks and runs for good"); });
  }
  settle_status(s, i);
  fall_back(s, i, events);
  if (fx.falls_after_move && s.figures()[at(i)].status != FigureStatus::kOffTable) {
    s.figures()[at(i)].posture = Posture::kProne;  // "he will fall down at the end"
  }
  if (fx.for_good && !already_running) note_loss(s, i, false, events);
}

bool roll_to_act(RencounterState& s, int i, Dice& dice, EventSink& events,
                 LeaderInfluence influence, ActionRoll* rolled) {
  ActionRollSituation sit = action_situation(s, i);
  sit.morale.leader = influence;
  const ActionRoll roll = roll_action(sit, s.config.action, dice, i);
  if (rolled) *rolled = roll;
  ManRecord& m = s.men[at(i)];
  const ActionResult result = standing_result(m.morale, roll.result);
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append(sit.morale_check ? " (morale check)" : "").append(" needs ");
    t.append(std::to_string(sit.experience)).append(" or less: ");
    if (roll.die == 0) {
      t.append("a master, he acts without rolling");
      return t;
    }
    t.append("rolls ").append(std::to_string(roll.die));
    if (roll.modifier != 0) {
      t.append(" ")
          .append(signed_text(roll.modifier))
          .append(" = ")
          .append(std::to_string(roll.total));
    }
    t.append(": ").append(name_of(result));
    if (is_morale_check(sit, s.config.action) && s.config.action.leader_influenced_morale) {
      if (influence == LeaderInfluence::kSteadied) t.append(" (steadied by his leader, -1)");
      if (influence == LeaderInfluence::kPanicked) t.append(" (his leader has panicked, +2)");
    }
    // 000 / Morale / Heroes (optional).
    if (roll.hero_die > 0 || roll.became_inspired) {
      t.append("; a natural ").append(std::to_string(roll.die));
      t.append(" on his first morale check: hero roll ").append(std::to_string(roll.hero_die));
      t.append(roll.became_inspired ? ": he is inspired, and will check morale no more"
                                    : ": nothing comes of it");
    }
    return t;
  });
  carry_out(s, i, roll, result, events);
  if (result != ActionResult::kActs) return false;
  if (m.wounds.in_shock) {
    recover_from_shock(m.wounds);
    settle_status(s, i);
    narrate(s, events, s.figures()[at(i)].side,
            [&] { return man_name(s, i).append(" recovers from the shock of his wound"); });
    return false;
  }
  return true;
}

}  // namespace skirmish::rencounter
