#include "engine/rules/mayhem/hero_saves.h"

#include <algorithm>
#include <memory>
#include <string>

#include "engine/rules/mayhem/activation.h"
#include "engine/rules/mayhem/courage_dice.h"
#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/planner_queries.h"
#include "engine/rules/mayhem/reaction_fire.h"
#include "engine/rules/mayhem/table_queries.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Mayhem's harm is counted at ten points a man put out of the fight (a horse
// killed under its rider is one point: planner_queries.cpp).
constexpr double kHarmPerMan = 10;

// The chance, where he stands, that the enemy's next shots and charges put
// `man` out of the fight, as the planners' exposure counts it.
double danger_here(const MayhemState& s, int man) {
  Exposure e;
  planner_exposure(s, man, s.figures()[at(man)].at, e);
  return e.known ? std::min(1.0, e.expected_losses + e.melee_losses) : 0.0;
}

// What one of his save tokens is worth to him now: the part of his danger
// where he stands that it cancels (a save cancels his death), in harm.
double token_worth(const MayhemState& s, int man) {
  if (s.men[at(man)].saves <= 0) return 0;
  const double with_it = danger_here(s, man);
  // A copy with one token fewer: a save decision comes seldom, so the copy
  // costs nothing a search would notice.
  MayhemState without(s);
  --without.men[at(man)].saves;
  return kHarmPerMan * std::max(0.0, danger_here(without, man) - with_it);
}

// What his token is worth to a hero ordered to charge: the chance it is
// spent on his life in the fight the charge brings, against the enemy in
// his reach he would likeliest need it against; and his danger where he
// stands, if that is more.
double charge_token_worth(const MayhemState& s, int man) {
  if (s.men[at(man)].saves <= 0) return 0;
  double need = 0;
  const double reach = most_allowance(s, s.movers);
  const Figure& f = s.figures()[at(man)];
  for (size_t e = 0; e < s.men.size(); ++e) {
    const Figure& g = s.figures()[e];
    if (g.side == f.side || !fighting(s, static_cast<int>(e))) continue;
    if (base_distance(f.base(), g.base(), Measure::kBaseEdge) > reach) continue;
    need = std::max(need, planner_pair_odds(s, man, static_cast<int>(e), true).saved[0]);
  }
  return std::max(kHarmPerMan * need, token_worth(s, man));
}

// Kept, his own die: over his courage he spends the token after all, so he
// falls back 2d6" either way. Where to (the mean of the spots the dice give
// on the table) and the chance the fall-back takes him off it.
void fall_back_forecast(const MayhemState& s, const SaveWait& w, Forecast& out) {
  const int man = w.man;
  const bool seek_cover = w.cause == CheckCause::kMissileHit;
  const int source = w.source >= 0 ? w.source : nearest_enemy(s, man);
  double off = 0, stays = 0;
  Vec2 sum;
  for (int a = 1; a <= 6; ++a) {
    for (int b = 1; b <= 6; ++b) {
      bool off_table = false;
      const Vec2 to = retreat_point(s, man, source, a + b, seek_cover, off_table);
      if (off_table) {
        off += 1.0 / 36;
      } else {
        stays += 1.0 / 36;
        sum = sum + to * (1.0 / 36);
      }
    }
  }
  out.own_losses = off;
  if (stays > 0) out.moves.push_back({static_cast<int16_t>(man), sum * (1.0 / stays)});
  const double over = 1.0 - chance_at_most(courage_target(s.men[at(man)].courage, false));
  out.own_harm = over * token_worth(s, man);
}

bool waits_for(const MayhemState& s, const Action& a) {
  return s.step == Step::kSave && s.save_wait.man >= 0 && a.kind == ActionKind::kSpecial &&
         (a.param == kSpecialSpendSave || a.param == kSpecialKeepSave) &&
         a.actor == s.save_wait.man;
}

}  // namespace

void save_actions(const MayhemState& s, std::vector<Action>& out) {
  if (s.save_wait.man < 0) return;
  Action a;
  a.kind = ActionKind::kSpecial;
  a.actor = s.save_wait.man;
  a.param = kSpecialSpendSave;
  out.push_back(a);
  a.param = kSpecialKeepSave;
  out.push_back(a);
}

CheckResult check_save(const MayhemState& s, const Action& a) {
  if (waits_for(s, a)) return CheckResult::legal();
  return CheckResult::illegal(man_name(s, s.save_wait.man) +
                              "'s courage die has failed: spend his save token or keep it");
}

void save_chosen(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  const SaveWait w = s.save_wait;
  const int side = s.figures()[at(w.man)].side;
  narrate(s, events, side, [&] { return save_words(s, a) + "."; });  // told while it waits
  s.save_wait = SaveWait{};  // nothing waits now: the state keeps no trace of it
  s.step = w.resume;
  const bool spend = a.param == kSpecialSpendSave;
  if (spend) --s.men[at(w.man)].saves;
  if (w.moment == SaveMoment::kChargeOrder) {
    if (!spend) s.movers.clear();  // 004 / Courage: he stands still
    if (!spend || charge_goes_in(s, dice, events)) open_window(s, Step::kMoveMen);
    return;
  }
  if (!spend) own_die(s, w.man, w.source, w.cause == CheckCause::kMissileHit, dice, events);
  // A charge's checks were under way: the rest of them, then its dice.
  if (w.charge_to_finish && charge_checks_go_on(s, dice, events)) open_window(s, Step::kMoveMen);
}

std::string save_words(const MayhemState& s, const Action& a) {
  const std::string who = man_name(s, a.actor);
  const bool charge = s.save_wait.moment == SaveMoment::kChargeOrder;
  if (a.param == kSpecialSpendSave) {
    return who + (charge ? " spends a save token and goes in" : " spends a save token and holds");
  }
  if (charge) return who + " keeps his save token and stands still";
  // What a person at the table needs to know before he answers.
  const int courage = s.men[at(a.actor)].courage;
  return who + " keeps his save token and rolls his own courage die (" + std::to_string(courage) +
         " or less keeps it; he falls back 2d6\" either way)";
}

void save_forecast(const MayhemState& s, const Action& a, Forecast& out) {
  if (!waits_for(s, a)) return;
  out.known = true;
  out.failure_risk = 0;
  const SaveWait& w = s.save_wait;
  if (a.param == kSpecialSpendSave) {
    if (w.moment == SaveMoment::kChargeOrder) {
      out.own_harm = charge_token_worth(s, w.man);
      out.enemy_losses = charge_breaks(s, s.movers);
    } else {
      out.own_harm = token_worth(s, w.man);
    }
    return;
  }
  if (w.moment != SaveMoment::kChargeOrder) fall_back_forecast(s, w, out);
}

}  // namespace skirmish::mayhem
