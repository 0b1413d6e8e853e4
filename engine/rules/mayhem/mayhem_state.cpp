#include "engine/rules/mayhem/mayhem_state.h"

#include <stdexcept>

namespace skirmish::mayhem {

void MayhemState::hash_rule_data(StateHasher& h) const {
  for (const MayhemMan& m : men) {
    h.add(m.loaded);
    h.add(static_cast<int>(m.smoke));
    h.add(m.broken);
    h.add(m.pushing);
    h.add(static_cast<int>(m.crew_at_order));
    h.add(m.moved);
    h.add(m.shot);
    h.add(m.in_melee_since);
    h.add(m.downed);
    h.add(static_cast<int>(m.saves));
    h.add(static_cast<int>(m.rerolls));
  }
  for (const uint8_t r : reached) h.add(static_cast<int>(r));
  for (const uint8_t f : found) h.add(static_cast<int>(f));
  for (const uint8_t b : burning) h.add(static_cast<int>(b));
  for (const uint8_t d : door_broken) h.add(static_cast<int>(d));
  // Nothing is added while there is no breach: every game without one
  // keeps the hash it had before breaches were played.
  for (const Breach& b : breaches()) {
    h.add(static_cast<int>(b.feature));
    h.add(b.at.x);
    h.add(b.at.y);
    h.add(b.half_width);
  }
  h.add(static_cast<int>(step));
  h.add(static_cast<int>(initiative_winner));
  for (const int8_t side : sequence) h.add(static_cast<int>(side));
  h.add(static_cast<int>(phase));
  h.add(post_battle_done);
  h.add(static_cast<int>(active));
  h.add(static_cast<uint64_t>(movers.size()));
  for (const int16_t m : movers) h.add(static_cast<int>(m));
  h.add(static_cast<int>(next_mover));
  h.add(static_cast<int>(order));
  h.add(allowance);
  h.add(slow_allowance);
  h.add(mounted_bonus);
  h.add(group_step.x);
  h.add(group_step.y);
  h.add(stepped);
  h.add(charge_made);
  h.add(static_cast<uint64_t>(wheel_spots.size()));
  for (const Vec2 p : wheel_spots) {
    h.add(p.x);
    h.add(p.y);
  }
  for (const float f : wheel_facings) h.add(f);
  for (const Vec2 p : wheel_pivots) {
    h.add(p.x);
    h.add(p.y);
  }
  h.add(static_cast<int>(wheel_possible));
  h.add(static_cast<int>(wheel_chosen));
  h.add(static_cast<int>(after_reaction));
  h.add(static_cast<int>(reacting));
  for (const uint8_t w : window_passed) h.add(static_cast<int>(w));
  for (const auto* flags : {&activated, &kill_checked, &fought, &charge_checked, &commander_fell}) {
    for (const uint8_t f : *flags) h.add(static_cast<int>(f));
  }
  h.add(static_cast<int>(melee_man));
  h.add(static_cast<int>(melee_next));
  h.add(static_cast<int>(stroke_opponent));
  for (int i = 0; i < 2; ++i) {
    h.add(stroke.skill_die[i]);
    h.add(stroke.skill_score[i]);
    h.add(stroke.skill_rerolled[i]);
  }
  h.add(stroke.struck);
  // Nothing is added while no shot waits: every game without one keeps
  // the hash it had before horses were struck by missiles.
  if (waiting_shot.shooter >= 0) {
    h.add(static_cast<int>(waiting_shot.shooter));
    h.add(static_cast<int>(waiting_shot.target));
    h.add(static_cast<int>(waiting_shot.shot.cover));
    h.add(waiting_shot.shot.over_half_range);
    h.add(waiting_shot.shot.shield_side);
    h.add(waiting_shot.shot.massed);
    h.add(waiting_shot.roll.skill_die);
    h.add(waiting_shot.roll.skill_rerolled);
  }
  // Nothing is added while no save waits: every game without one keeps
  // the hash it had before a person was asked about his hero's save.
  if (save_wait.man >= 0) {
    h.add(static_cast<int>(save_wait.man));
    h.add(static_cast<int>(save_wait.source));
    h.add(static_cast<int>(save_wait.cause));
    h.add(static_cast<int>(save_wait.moment));
    h.add(static_cast<int>(save_wait.die));
    h.add(static_cast<int>(save_wait.target));
    h.add(static_cast<int>(save_wait.resume));
    h.add(save_wait.charge_to_finish);
  }
  // Nothing is added while no reroll waits: every game without one keeps
  // the hash it had before a person was asked about his hero's rerolls.
  if (reroll_wait.man >= 0) {
    h.add(static_cast<int>(reroll_wait.man));
    h.add(static_cast<int>(reroll_wait.moment));
    h.add(waiting_shot.roll.impact_die);
    h.add(waiting_shot.roll.impact_rerolled);
    h.add(waiting_shot.roll.at_horse);
    h.add(static_cast<int>(waiting_shot.roll.outcome));
    h.add(stroke.impact_die);
    h.add(stroke.impact_rerolled);
    h.add(stroke.at_horse);
    h.add(stroke.skill_settled);
  }
  h.add(static_cast<uint64_t>(checks.size()));
  for (const PendingCheck& c : checks) {
    h.add(static_cast<int>(c.man));
    h.add(static_cast<int>(c.source));
    h.add(static_cast<int>(c.cause));
  }
}

const MayhemState& as_mayhem(const GameState& s) {
  const auto* m = dynamic_cast<const MayhemState*>(&s);
  if (!m) throw std::invalid_argument("not a Mayhem game state");
  return *m;
}

MayhemState& as_mayhem(GameState& s) {
  auto* m = dynamic_cast<MayhemState*>(&s);
  if (!m) throw std::invalid_argument("not a Mayhem game state");
  return *m;
}

bool fighting(const MayhemState& s, int man) {
  return s.figures()[static_cast<size_t>(man)].status == FigureStatus::kFighting;
}

}  // namespace skirmish::mayhem
