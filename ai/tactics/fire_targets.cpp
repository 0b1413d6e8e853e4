#include "ai/tactics/fire_targets.h"

#include <algorithm>

namespace skirmish::ai {

namespace {

void consider(const Rules& rules, const GameState& view, const Action& shot,
              std::vector<FireTarget>& out, Forecast& forecast) {
  for (const FireTarget& t : out) {
    if (t.shot == shot) return;
  }
  if (!rules.check(view, shot).ok) return;
  rules.forecast(view, shot, forecast);
  FireTarget t;
  t.shot = shot;
  if (forecast.known) {
    t.carried_out = forecast.carried_out;
    t.enemy_losses = forecast.enemy_losses;
    t.hit_chance = forecast.hit_chance;
    t.effect = forecast.enemy_losses;  // already weighed by carried_out (forecast.h)
  }
  out.push_back(t);
}

}  // namespace

void rank_fire_targets(const Rules& rules, const GameState& view, int figure,
                       std::span<const Action> offered, std::vector<FireTarget>& out,
                       Forecast& forecast) {
  out.clear();
  const std::vector<Figure>& men = view.figures();
  if (figure < 0 || static_cast<std::size_t>(figure) >= men.size()) return;
  for (const Action& a : offered) {
    if (a.kind == ActionKind::kShoot && a.actor == figure) consider(rules, view, a, out, forecast);
  }
  const int side = men[static_cast<std::size_t>(figure)].side;
  for (std::size_t j = 0; j < men.size(); ++j) {
    if (men[j].side == side || !on_table(men[j].status)) continue;
    bool offered_already = false;
    for (const FireTarget& t : out) offered_already |= t.shot.target == static_cast<int>(j);
    if (offered_already) continue;
    const Action shot{
        ActionKind::kShoot, static_cast<int16_t>(figure), static_cast<int16_t>(j), -1, 0,
        std::nullopt};
    consider(rules, view, shot, out, forecast);
  }
  // Insertion order breaks ties: a plain sort with the place as last key
  // would need it stored; stable_sort on a handful is as cheap.
  std::stable_sort(out.begin(), out.end(), [](const FireTarget& a, const FireTarget& b) {
    if (a.effect != b.effect) return a.effect > b.effect;
    return a.hit_chance > b.hit_chance;
  });
}

}  // namespace skirmish::ai
