#include "engine/rules/mayhem/courage_flow.h"

#include <algorithm>
#include <string>

#include "engine/rules/mayhem/courage_dice.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/table_queries.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// The Medieval pike block option: 8 or more pikes or spears together.
bool schiltron(const MayhemState& s, const std::vector<int16_t>& group) {
  if (!s.config.schiltron || s.config.variant != Variant::kMedieval) return false;
  int pikes = 0;
  for (const int16_t m : group) pikes += s.men[at(m)].pike ? 1 : 0;
  return pikes >= 8;
}

CourageCheck check_for(const MayhemState& s, const std::vector<int16_t>& group, bool charge) {
  CourageCheck c;
  c.courage = group_courage(s, group);
  c.schiltron = schiltron(s, group);
  c.ordered_to_charge = charge;
  c.alone = group.size() == 1 ? &s.men[at(group.front())] : nullptr;
  // 004 / Heroes: his side says whether his save cancels the failed die
  // (hero_saves.h). Spent by the engine, failing to charge costs him nothing
  // but the charge, so his save is kept for his life unless the option says
  // spend it.
  if (s.config.saves_asked) {
    c.tokens = TokenPolicy::kAsk;
  } else if (charge && !s.config.save_on_charge_order) {
    c.tokens = TokenPolicy::kKeep;
  }
  c.figure = group.empty() ? int16_t{-1} : group.front();
  return c;
}

// His own die after his group failed, in words a person at the table can
// check against the dice: "rolls 5 against his courage 4", and the save
// token that cancelled a failed die.
std::string own_roll_words(const ManCourageRoll& r) {
  return "rolls " + std::to_string(r.die) + " against his courage " + std::to_string(r.target) +
         (r.save_used ? " and spends a save token" : "");
}

// What his own roll did to him: he ran off, or fell back 2d6" (off the
// table if the way back reaches its edge), told with the roll itself.
void give_way(MayhemState& s, int man, int source, const ManCourageRoll& r, bool seek_cover,
              EventSink& events) {
  Figure& f = s.figures()[at(man)];
  if (r.fate == CourageFate::kHolds) {
    narrate(s, events, f.side,
            [&] { return man_name(s, man) + " " + own_roll_words(r) + ": he stands."; });
    return;
  }
  bool off = r.fate == CourageFate::kRunsOff;
  const Vec2 from = f.at;
  const Vec2 to = off ? from : retreat_point(s, man, source, r.retreat_inches, seek_cover, off);
  if (off) {
    f.status = FigureStatus::kOffTable;
    narrate(s, events, f.side, [&] {
      return man_name(s, man) + " " + own_roll_words(r) +
             (r.fate == CourageFate::kRunsOff ? ": runs off the table."
                                              : ": falls back off the table.");
    });
    return;
  }
  f.at = to;
  narrate(s, events, f.side, [&] {
    return man_name(s, man) + " " + own_roll_words(r) + ": falls back " +
           inches_text(distance(from, to)) + " to " + place_text(s, to) + ".";
  });
}

// His own roll after his group failed: run off, or fall back 2d6".
void man_gives_way(MayhemState& s, int man, int source, bool seek_cover, bool schiltron_on,
                   Dice& dice, EventSink& events) {
  const ManCourageRoll r =
      roll_man_courage(s.men[at(man)], schiltron_on, TokenPolicy::kSpendWhenItHelps, dice,
                       static_cast<int16_t>(man));
  if (r.save_used) --s.men[at(man)].saves;
  give_way(s, man, source, r, seek_cover, events);
}

// Stops the flow at Step::kSave: `man`'s die failed where his save could
// cancel it, and his side is asked (hero_saves.h).
void ask_save(MayhemState& s, int man, int source, CheckCause cause, SaveMoment moment, int die,
              int target) {
  SaveWait& w = s.save_wait;
  w = SaveWait{};
  w.man = static_cast<int16_t>(man);
  w.source = static_cast<int16_t>(source);
  w.cause = cause;
  w.moment = moment;
  w.die = static_cast<int8_t>(die);
  w.target = static_cast<int8_t>(target);
  w.resume = s.step;
  s.step = Step::kSave;
}

// False when a hero's save waits for his side's word (Step::kSave).
bool group_check(MayhemState& s, std::vector<int16_t>& group, int source, CheckCause cause,
                 Dice& dice, EventSink& events) {
  const CourageCheck check = check_for(s, group, false);
  const GroupCourageRoll r = roll_group_courage(check, dice);
  if (r.save_used()) --s.men[at(group.front())].saves;
  const int side = s.figures()[at(group.front())].side;
  narrate(s, events, side, [&] {
    std::string who =
        group.size() == 1 ? man_name(s, group.front()) : man_name(s, group.front()) + "'s group";
    std::string why = cause == CheckCause::kCharged           ? "charged"
                      : cause == CheckCause::kCommanderKilled ? "their commander has fallen"
                      : cause == CheckCause::kHorseKilled     ? "his horse is killed"
                                                              : "a man of theirs has fallen";
    return who + " checks courage (" + why + "): " + std::to_string(r.die) + " against " +
           std::to_string(r.target) +
           (r.save_used() ? ", spends a save token and holds."
            : r.passed()  ? ", holds."
                          : ", fails.");
  });
  if (r.passed()) return true;
  if (r.save_asked) {
    ask_save(s, group.front(), source, cause, SaveMoment::kCheck, r.die, r.target);
    return false;
  }
  const bool pikes = check.schiltron;
  for (const int16_t m : group) {
    if (fighting(s, m)) man_gives_way(s, m, source, false, pikes, dice, events);
  }
  return true;
}

// Musket: a man hit and not killed (or beaten in melee) checks alone at his
// group's rate. False when a hero's save waits for his side's word.
bool hit_check(MayhemState& s, int man, int source, CheckCause cause, Dice& dice,
               EventSink& events) {
  thread_local std::vector<int16_t> group;  // kept: no allocation once warm
  group.reserve(s.men.size());              // (a group is never more than every man)
  group_of_man(s, man, group);
  const TokenPolicy tokens =
      s.config.saves_asked ? TokenPolicy::kAsk : TokenPolicy::kSpendWhenItHelps;
  const HitCourageRoll r = roll_hit_courage(s.men[at(man)], group_courage(s, group), tokens, dice,
                                            static_cast<int16_t>(man));
  if (r.save_used()) --s.men[at(man)].saves;
  const bool held = r.group_die <= r.group_target;
  narrate(s, events, s.figures()[at(man)].side, [&] {
    return man_name(s, man) + " checks courage at his group's " + std::to_string(r.group_target) +
           ": " + std::to_string(r.group_die) +
           (r.group_save_used ? ", spends a save token and holds."
            : held            ? ", holds."
                              : ", fails.");
  });
  if (r.save_asked) {
    ask_save(s, man, source, cause, SaveMoment::kHitCheck, r.group_die, r.group_target);
    return false;
  }
  const bool by_fire = cause == CheckCause::kMissileHit;
  if (r.fate() != CourageFate::kHolds) give_way(s, man, source, r.man, by_fire, events);
  return true;
}

// Takes one queued check; false when a hero's save waits for his side's word.
bool take_check(MayhemState& s, const PendingCheck& c, std::vector<uint8_t>& checked,
                std::vector<int16_t>& group, Dice& dice, EventSink& events) {
  if (!fighting(s, c.man)) return true;
  if (c.cause == CheckCause::kMissileHit || c.cause == CheckCause::kMeleeLost) {
    return hit_check(s, c.man, c.source, c.cause, dice, events);
  }
  if (c.cause == CheckCause::kHorseKilled) {
    // 004 / Medieval / Horses: "the rider must make a morale check": he
    // alone, a group of one (004 / Medieval / Morale), whatever his
    // group's own checks.
    group.assign(1, c.man);
    return group_check(s, group, c.source, c.cause, dice, events);
  }
  if (c.cause == CheckCause::kCharged) {
    // 004 / Courage: a group charged by more than one group checks once, so
    // the men who have checked for a charge are marked for the whole part
    // of the turn.
    if (s.charge_checked[at(c.man)]) return true;
    group_of_man(s, c.man, group);
    for (const int16_t m : group) s.charge_checked[at(m)] = 1;
    return group_check(s, group, c.source, c.cause, dice, events);
  }
  if (checked[at(c.man)]) return true;
  group_of_man(s, c.man, group);
  for (const int16_t m : group) checked[at(m)] = 1;
  return group_check(s, group, c.source, c.cause, dice, events);
}

// The checks of `batch` after `from` wait with the hero's save, before any
// queued since. A check that would have been passed over, its man's group
// having checked in this batch, is dropped now: the batch's marks end here.
void keep_the_rest(MayhemState& s, const std::vector<PendingCheck>& batch, size_t from,
                   const std::vector<uint8_t>& checked) {
  thread_local std::vector<PendingCheck> rest;
  rest.clear();
  for (size_t k = from; k < batch.size(); ++k) {
    const PendingCheck& c = batch[k];
    const bool once_a_batch =
        c.cause == CheckCause::kFriendKilled || c.cause == CheckCause::kCommanderKilled;
    if (once_a_batch && checked[at(c.man)]) continue;
    rest.push_back(c);
  }
  rest.insert(rest.end(), s.checks.begin(), s.checks.end());
  s.checks.assign(rest.begin(), rest.end());
}

}  // namespace

int group_courage(const MayhemState& s, const std::vector<int16_t>& group) {
  int best = 0;
  for (const int16_t m : group) best = std::max<int>(best, s.men[at(m)].courage);
  return best;
}

void man_downed(MayhemState& s, int man, int by, EventSink& events) {
  Figure& f = s.figures()[at(man)];
  f.status = FigureStatus::kDead;
  s.men[at(man)].downed = true;
  narrate(s, events, f.side, [&] { return man_name(s, man) + " is down."; });
  // 004 / Courage, event 1: his group checks, once a turn; event 5: his
  // contingent checks at the end of the phase if he commanded it.
  const int side = f.side;
  if (s.commander[at(side)] == man) s.commander_fell[at(side)] = 1;
  thread_local std::vector<int16_t> friends;
  friends.clear();
  friends.reserve(s.men.size());  // at its most once: no allocation once warm
  for (size_t i = 0; i < s.men.size(); ++i) {
    const Figure& g = s.figures()[i];
    if (g.side != side || g.status != FigureStatus::kFighting) continue;
    // His friends within 1" of him (his group as it stood).
    if (base_distance(g.base(), f.base(), Measure::kBaseEdge) <= 1.0) {
      friends.push_back(static_cast<int16_t>(i));
    }
  }
  // A check already waiting on him for an earlier death passes to a friend
  // he stood with: his group still checks, once (004 / Courage, event 1).
  if (!friends.empty()) {
    for (PendingCheck& c : s.checks) {
      if (c.man == man && c.cause == CheckCause::kFriendKilled) c.man = friends.front();
    }
  }
  for (const int16_t friend_man : friends) {
    if (s.kill_checked[at(friend_man)]) continue;
    queue_check(s, friend_man, by, CheckCause::kFriendKilled);
    thread_local std::vector<int16_t> group;
    group_of_man(s, friend_man, group);
    for (const int16_t m : group) s.kill_checked[at(m)] = 1;
  }
}

void queue_check(MayhemState& s, int man, int source, CheckCause cause) {
  // Room for a few checks a man at once (a copy of a state keeps only the
  // capacity it has grown), so that no rarer turn grows the queue later.
  s.checks.reserve(2 * s.men.size());
  s.checks.push_back({static_cast<int16_t>(man), static_cast<int16_t>(source), cause});
}

bool resolve_checks(MayhemState& s, Dice& dice, EventSink& events) {
  // Buffers kept per thread: taking checks allocates nothing once warm.
  thread_local std::vector<int16_t> group;
  thread_local std::vector<uint8_t> checked;
  thread_local std::vector<PendingCheck> batch;
  checked.assign(s.men.size(), 0);
  // Checks raised while checking (none today) would wait for the next batch.
  batch.clear();
  batch.swap(s.checks);
  for (size_t k = 0; k < batch.size(); ++k) {
    if (!take_check(s, batch[k], checked, group, dice, events)) {
      keep_the_rest(s, batch, k + 1, checked);
      return false;
    }
  }
  return true;
}

bool resolve_commander_checks(MayhemState& s, Dice& dice, EventSink& events) {
  for (size_t side = 0; side < s.commander_fell.size(); ++side) {
    if (!s.commander_fell[side]) continue;
    s.commander_fell[side] = 0;
    for (size_t i = 0; i < s.men.size(); ++i) {
      // 004 / Courage: a man who fails falls back away from the enemy (the
      // nearest as they stand now), not from where his commander fell.
      if (s.figures()[i].side == static_cast<int>(side)) {
        queue_check(s, static_cast<int>(i), nearest_enemy(s, static_cast<int>(i)),
                    CheckCause::kCommanderKilled);
      }
    }
  }
  return resolve_checks(s, dice, events);
}

ChargeNerve charge_courage(MayhemState& s, const std::vector<int16_t>& group, Dice& dice,
                           EventSink& events) {
  const CourageCheck check = check_for(s, group, true);
  const GroupCourageRoll r = roll_group_courage(check, dice);
  if (r.save_used()) --s.men[at(group.front())].saves;
  narrate(s, events, s.figures()[at(group.front())].side, [&] {
    return (group.size() == 1 ? man_name(s, group.front())
                              : man_name(s, group.front()) + "'s group") +
           " is ordered to charge: courage " + std::to_string(r.die) + " against " +
           std::to_string(r.target) +
           (r.save_used()  ? ", a save token spent, they go in."
            : r.passed()   ? ", they go in."
            : r.save_asked ? ", fails."
                           : ", they stand still.");
  });
  if (r.save_asked) {
    // The cause is not read for an order to charge: nobody falls back.
    ask_save(s, group.front(), -1, CheckCause::kCharged, SaveMoment::kChargeOrder, r.die, r.target);
    return ChargeNerve::kAsked;
  }
  return r.passed() ? ChargeNerve::kGoesIn : ChargeNerve::kStandsStill;
}

bool charged_checks(MayhemState& s, const std::vector<int16_t>& charged, int source, Dice& dice,
                    EventSink& events) {
  // Queued and taken at once (nothing else waits when a group is ordered
  // to move): a hero among the charged may stop them for his save.
  for (const int16_t man : charged) queue_check(s, man, source, CheckCause::kCharged);
  if (resolve_checks(s, dice, events)) return true;
  s.save_wait.charge_to_finish = true;
  return false;
}

void own_die(MayhemState& s, int man, int source, bool seek_cover, Dice& dice, EventSink& events) {
  man_gives_way(s, man, source, seek_cover, false, dice, events);
}

}  // namespace skirmish::mayhem
