// The utility planner's reason for an option: the rule set's own words for
// the action, then its best considerations told in numbers. Built only for
// the few options a person may read (PlannerBase::reasons_for_).
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <string>

#include "ai/position_judge.h"
#include "ai/tactics/shelter.h"
#include "ai/utility/utility_planner.h"

namespace skirmish::ai {

namespace {

// Contributions smaller than this say nothing worth telling.
constexpr double kWorthTelling = 1e-6;
// A cost (a negative contribution) is told only from this much: smaller
// ones are the planner's fine print (a hundredth of a man's danger).
constexpr double kCostWorthTelling = 0.005;
// How many considerations a reason names.
constexpr std::size_t kTold = 2;

std::string format(const char* pattern, double a, double b = 0) {
  char buf[160];
  std::snprintf(buf, sizeof buf, pattern, a, b);
  return buf;
}

// "no enemy shooter", "1 enemy shooter", "3 enemy shooters".
std::string enemy_shooters(int n) {
  if (n == 0) return "no enemy shooter";
  return std::to_string(n) + (n == 1 ? " enemy shooter" : " enemy shooters");
}

// "no enemy man", "1 enemy man", "3 enemy men".
std::string enemy_men(int n) {
  if (n == 0) return "no enemy man";
  return std::to_string(n) + (n == 1 ? " enemy man" : " enemy men");
}

std::string phrase(const Rules& rules, const GameState& view, const Consideration& term,
                   const OptionFacts& facts) {
  const Scenario& s = view.scenario();
  const bool told_move = facts.moved && facts.before.known && facts.after.known;
  if (term.name == kDamageDealt) {
    // The men the forecast puts out, not the term, which adds the harm
    // done besides at kHarmPerLoss a point: told apart, in the same words
    // as the listed choices' odds.
    std::string out =
        facts.enemy_losses >= 0.005 || facts.enemy_harm < 0.005
            ? format("expects to put %.2f enemy men out of the fight", facts.enemy_losses)
            : std::string("expects to harm the enemy without putting a man out of the fight");
    if (facts.enemy_harm >= 0.005) {
      // In the rule set's own words for what its harm counts, if it has them.
      out += format(", %.2f harm done in all", facts.enemy_harm);
      if (const std::string& words = rules.traits().harm_words; !words.empty()) {
        out += " (" + words + ")";
      }
    }
    if (!facts.forecast_known) out += " (tried on the dice)";
    if (facts.carried_out < 0.995) {
      out += format(", %.0f%% likely to be carried out", 100 * facts.carried_out);
    }
    return out;
  }
  if (term.name == kDamageReceived) {
    if (facts.forestalled > 0) {
      return format("our men act before the charges on them fall (%.2f men at risk)",
                    facts.forestalled);
    }
    if (told_move) {
      // Where the check an enemy charge would force changes more than the
      // shots do, the check is what is told.
      const double off_change = facts.after.charged_off - facts.before.charged_off;
      const double shot_change = shot_danger(facts.after) - shot_danger(facts.before);
      if (std::abs(off_change) > std::abs(shot_change) &&
          std::lround(100 * facts.before.charged_off) !=
              std::lround(100 * facts.after.charged_off)) {
        return format("%.0f%% that an enemy charge's courage check runs him off, now %.0f%%",
                      100 * facts.before.charged_off, 100 * facts.after.charged_off);
      }
      // Shooters and the hits they may score read better than a sum of
      // chances of losing one man, which can pass 1.
      const int was = facts.before.shooters, now = facts.after.shooters;
      const std::string hits_was = format("%.1f", facts.before.expected_hits);
      const std::string hits_now = format("%.1f", facts.after.expected_hits);
      if (hits_was != hits_now) {
        return enemy_shooters(was) + " could fire on him (" + hits_was + " hits to expect), now " +
               std::to_string(now) + " (" + hits_now + ")";
      }
      // The same hits to a tenth, yet a change: where they would land
      // (range, cover) tells it, as his chance of being put out.
      return enemy_shooters(was) +
             format(" could fire on him (%.0f%% to put him out of the fight), now ",
                    100 * shot_danger(facts.before)) +
             std::to_string(now) + format(" (%.0f%%)", 100 * shot_danger(facts.after));
    }
    return "lowers the risk to our men";
  }
  if (term.name == kCoverGained) {
    if (told_move && facts.before.clear_shots != facts.after.clear_shots) {
      const int was = facts.before.clear_shots, now = facts.after.clear_shots;
      return enemy_shooters(was) + " had a clear shot, now " + std::to_string(now);
    }
    if (told_move) {
      return format("cover %.0f%%, now %.0f%%", 100 * facts.before.cover, 100 * facts.after.cover);
    }
    return "better cover for the men who move";
  }
  if (term.name == kObjective) {
    if (facts.points_taken > 0) {
      return format("takes %.1f victory points outright", facts.points_taken);
    }
    if (facts.ended_objective >= 0 &&
        static_cast<std::size_t>(facts.ended_objective) < s.objectives.size()) {
      // Ground burned out from under whoever holds it: the chance, and the
      // points it takes.
      const Objective& o = s.objectives[static_cast<std::size_t>(facts.ended_objective)];
      return format("%.0f%% to leave \"", 100 * facts.ended_chance) + o.name +
             "\" held by nobody for good, " + (facts.ended_points >= 0 ? "taking" : "costing") +
             format(" the %.0f points ", o.points) +
             (facts.ended_points >= 0 ? "the enemy would hold there" : "we would hold there");
    }
    if (facts.kill_objective >= 0 &&
        static_cast<std::size_t>(facts.kill_objective) < s.objectives.size()) {
      // The objective's own name is a phrase ("Kill the knight"): quoted,
      // it reads as the name it is.
      return "his fall scores \"" +
             s.objectives[static_cast<std::size_t>(facts.kill_objective)].name + "\"";
    }
    if (facts.door_men > 0 && facts.door_objective >= 0 &&
        static_cast<std::size_t>(facts.door_objective) < s.objectives.size()) {
      // A barred door broken open: the chance, and the ways it opens.
      const std::string name =
          "\"" + s.objectives[static_cast<std::size_t>(facts.door_objective)].name + "\"";
      const std::string men =
          facts.door_men == 1 ? "1 man" : std::to_string(facts.door_men) + " men";
      const std::string odds = format("%.0f%% to break it open, ", 100 * facts.carried_out);
      if (facts.door_opens_way) {
        return odds + "which opens a way to " + name + " for " + men + " who had none";
      }
      return odds + format("which takes up to %.1f\" off the way to ", facts.door_closer) + name +
             " for " + men;
    }
    if (facts.to_end && facts.objective >= 0 &&
        static_cast<std::size_t>(facts.objective) < s.objectives.size()) {
      return format("%.1f\" closer to the enemy's ground \"", facts.closer) +
             s.objectives[static_cast<std::size_t>(facts.objective)].name +
             "\", which he could put beyond holding";
    }
    if (facts.objective >= 0 && static_cast<std::size_t>(facts.objective) < s.objectives.size()) {
      std::string out = format("%.1f\" closer to ", facts.closer) +
                        s.objectives[static_cast<std::size_t>(facts.objective)].name;
      // An exit is taken by the first man off: the others' ground counts
      // less (kExitFollowerShare), and the reason says who leads the way,
      // and why not a nearer man whose fall scores for the enemy.
      if (facts.runner >= 0 && facts.spared >= 0 && facts.spared_prize >= 0 &&
          static_cast<std::size_t>(facts.spared_prize) < s.objectives.size()) {
        const std::string prize =
            "\"" + s.objectives[static_cast<std::size_t>(facts.spared_prize)].name + "\"";
        out += " (one man off takes it: " + figure_name(s, facts.runner) + " runs for it, " +
               (facts.spared == facts.main_figure
                    ? "as his own fall scores " + prize + ")"
                    : "not " + figure_name(s, facts.spared) + ", whose fall scores " + prize + ")");
      } else if (facts.runner >= 0) {
        out += " (one man off takes it: " + figure_name(s, facts.runner) + " is nearest)";
      }
      return out;
    }
    return "closer to the objective";
  }
  if (term.name == kLeaderSafety) {
    if (facts.leader >= 0 && facts.leader == facts.main_figure) {
      return "keeps the unit's leader out of harm's way";
    }
    if (facts.leader >= 0) return "keeps " + figure_name(s, facts.leader) + " out of harm's way";
    return "keeps the leader out of harm's way";
  }
  if (term.name == kCohesion) {
    if (facts.leader >= 0 && facts.leader == facts.main_figure) return "keeps close to his men";
    if (facts.leader >= 0) return "closes up on " + figure_name(s, facts.leader);
    return "closes up the unit";
  }
  if (term.name == kReloadTiming) {
    return term.value >= 0.99 ? "reloads while no enemy threatens"
                              : "reloads while the threat is slight";
  }
  if (term.name == kChargeThreat) {
    if (told_move) {
      return enemy_men(facts.before.chargers) + " could charge him, now " +
             std::to_string(facts.after.chargers);
    }
    return "fewer enemy men can charge";
  }
  if (term.name == kFirePosition) {
    // His own shot, where it shows the gain in whole percents; else the
    // gain is the other men's who move with him (a Follow Me's section).
    const long before = std::lround(100 * facts.shot_before);
    const long after = std::lround(100 * facts.shot_after);
    if (told_move && before > 0 && after > before) {
      return format(
          "a better shot from there: %.0f%% to put a man out of the fight, %.0f%% where "
          "he stands",
          100 * facts.shot_after, 100 * facts.shot_before);
    }
    if (told_move && facts.shot_before <= 0 && after > 0) {
      return format(
          "gives him a shot he lacks where he stands: %.0f%% to put a man out of the fight",
          100 * facts.shot_after);
    }
    return "puts the men where they can shoot";
  }
  if (term.name == kHoldAtEnd) {
    if (facts.cleared_objective >= 0 &&
        static_cast<std::size_t>(facts.cleared_objective) < s.objectives.size() &&
        facts.hold_objective < 0) {
      return format("with the end near, %.0f%% to clear the enemy off ", 100 * facts.cleared) +
             s.objectives[static_cast<std::size_t>(facts.cleared_objective)].name +
             ", which nobody holds while he stands there";
    }
    if (facts.hold_objective >= 0 &&
        static_cast<std::size_t>(facts.hold_objective) < s.objectives.size()) {
      return format("with the end near, %.0f%% that a man of ours stands on ",
                    100 * facts.hold_after) +
             s.objectives[static_cast<std::size_t>(facts.hold_objective)].name +
             format(" when it comes, %.0f%% as things stand", 100 * facts.hold_before);
    }
    return "keeps men where the side must hold at the end";
  }
  if (term.name == kOutlook) {
    return format("tried on the dice, the rules rate the position %+.2f", term.value);
  }
  if (term.name == kMoraleRisk) {
    if (facts.own_men_to_break > 0) {
      return "spares men the side can ill afford: " + std::to_string(facts.own_men_to_break) +
             (facts.own_men_to_break == 1 ? " more loss breaks it" : " more losses break it");
    }
    return "sure to be carried out";
  }
  return std::string(term.name);
}

// A consideration that counts against the option, in words. Where the
// numbers say it either way (shooters before and after, cover, the odds of
// holding at the end), phrase() tells it as it is; the rest say what is lost.
std::string cost_phrase(const Rules& rules, const GameState& view, const Consideration& term,
                        const OptionFacts& facts) {
  const Scenario& s = view.scenario();
  const bool told_move = facts.moved && facts.before.known && facts.after.known;
  if (term.name == kDamageReceived) {
    if (told_move && facts.forestalled <= 0) return phrase(rules, view, term, facts);
    return format("puts %.2f of our men at risk", -term.value);
  }
  if (term.name == kCoverGained) {
    if (told_move) return phrase(rules, view, term, facts);
    return "worse cover for the men who move";
  }
  if (term.name == kObjective) {
    if (facts.ended_points < 0) return phrase(rules, view, term, facts);  // ground of ours burned
    if (facts.objective >= 0 && static_cast<std::size_t>(facts.objective) < s.objectives.size()) {
      return format("%.1f\" further from ", -facts.closer) +
             s.objectives[static_cast<std::size_t>(facts.objective)].name;
    }
    return "further from the objective";
  }
  if (term.name == kLeaderSafety) {
    if (facts.leader >= 0 && facts.leader == facts.main_figure) {
      return "puts the unit's leader in harm's way";
    }
    if (facts.leader >= 0) return "puts " + figure_name(s, facts.leader) + " in harm's way";
    return "puts the leader in harm's way";
  }
  if (term.name == kCohesion) {
    if (facts.leader >= 0 && facts.leader == facts.main_figure) return "leaves his men behind";
    if (facts.leader >= 0) return "strays from " + figure_name(s, facts.leader);
    return "strings the unit out";
  }
  if (term.name == kReloadTiming) return "an enemy could charge him while he reloads";
  if (term.name == kMoraleRisk) {
    if (facts.carried_out < 0.995) {
      // The chance itself is told with the gain ("83% likely to be carried
      // out"); what weighs here is what a failure does.
      return format("%.0f%% that it fails and shakes the men", 100 * (1 - facts.carried_out));
    }
    if (facts.own_men_to_break > 0) {
      return "risks men the side can ill afford: " + std::to_string(facts.own_men_to_break) +
             (facts.own_men_to_break == 1 ? " more loss breaks it" : " more losses break it");
    }
    return "may go wrong";
  }
  if (term.name == kFirePosition) {
    if (told_move && facts.shot_after <= 0) {
      return format("loses the shot he has where he stands: %.0f%% to put a man out of the fight",
                    100 * facts.shot_before);
    }
    if (told_move) {
      return format(
          "a worse shot from there: %.0f%% to put a man out of the fight, %.0f%% where "
          "he stands",
          100 * facts.shot_after, 100 * facts.shot_before);
    }
    return "leaves the men a worse shot";
  }
  if (term.name == kHoldAtEnd && facts.last_word >= 0 &&
      static_cast<std::size_t>(facts.last_word) < s.objectives.size()) {
    return "gives the enemy the last move onto " +
           s.objectives[static_cast<std::size_t>(facts.last_word)].name;
  }
  if (term.name == kChargeThreat || term.name == kOutlook || term.name == kHoldAtEnd) {
    return phrase(rules, view, term, facts);  // told in numbers either way
  }
  return std::string(term.name) + " counts against it";
}

// The consideration that counts most against `option`, if one is at least
// `worth_telling`; nullptr if none.
const Consideration* largest_cost(const RankedOption& option,
                                  double worth_telling = kCostWorthTelling) {
  const Consideration* worst = nullptr;
  for (const Consideration& t : option.terms) {
    if (t.contribution() > -worth_telling) continue;
    if (!worst || t.contribution() < worst->contribution()) worst = &t;
  }
  return worst;
}

bool tells_a_gain(const RankedOption& option) {
  return std::any_of(option.terms.begin(), option.terms.end(),
                     [](const Consideration& t) { return t.contribution() > kWorthTelling; });
}

// Where a man moved into cover, the cover in words as the terrain makes it
// ("behind the Mill yard wall", ai/tactics/shelter.h), told in the place
// of the rule set's own "by the Mill yard wall" when it names the same
// piece, else after the move (the action names a point: a move or an
// order to one).
void tell_shelter(const GameState& view, const OptionFacts& facts, std::string& out) {
  const bool into_cover = facts.moved && facts.before.known && facts.after.known &&
                          facts.after.clear_shots <= facts.before.clear_shots &&
                          facts.after.expected_hits < facts.before.expected_hits;
  if (!into_cover || facts.main_figure < 0) return;
  const int side = view.figures()[static_cast<std::size_t>(facts.main_figure)].side;
  const std::string where = shelter_words(view, side, facts.to);
  if (where.empty()) return;
  const std::string piece = where.substr(where.find(' '));  // " the Mill yard wall"
  for (const char* said : {" by", " near", " on", " in"}) {
    const std::size_t at = out.find(said + piece);
    if (at != std::string::npos) {
      out.replace(at, std::string(said).size() + piece.size(), " " + where);
      return;
    }
  }
  out += " " + where;
}

}  // namespace

std::string utility_reason(const Rules& rules, const GameState& view, const RankedOption& option,
                           const OptionFacts& facts, const Considerations&) {
  std::string out = rules.describe(view, option.action);
  if (option.action.at) tell_shelter(view, facts, out);
  // The best few terms by contribution, without sorting the breakdown
  // (which stays in its fixed order).
  std::array<std::size_t, kTold> best{};
  std::size_t found = 0;
  for (std::size_t i = 0; i < option.terms.size(); ++i) {
    if (option.terms[i].contribution() <= kWorthTelling) continue;
    std::size_t at = found < kTold ? found++ : kTold;
    while (at > 0 && option.terms[best[at - 1]].contribution() < option.terms[i].contribution()) {
      if (at < kTold) best[at] = best[at - 1];
      --at;
    }
    if (at < kTold) best[at] = i;
  }
  const Consideration* cost = largest_cost(option);
  if (found == 0) {
    // With nothing for it, any cost at all is what sets it apart.
    cost = largest_cost(option, kWorthTelling);
    if (cost) {
      out += ": " + cost_phrase(rules, view, *cost, facts);
    } else if (facts.acts_first) {
      // Which side goes first with nobody in reach of a charge: say why it
      // does not matter yet, rather than that nothing is gained.
      out +=
          ": no enemy man can charge ours before they act, so going first forestalls nothing yet";
    } else if (!facts.forecast_known && option.action.kind != ActionKind::kPass) {
      // An order whose worth lies in what it lets the men do (a Mayhem
      // group's move): tried on the dice it changes nothing yet, and the
      // men's moves are weighed when they are chosen.
      out +=
          ": changes nothing by itself (tried on the dice); what it lets the men do is "
          "weighed as they do it";
    } else {
      out += ": neither gains nor risks anything";
    }
    return out;
  }
  for (std::size_t k = 0; k < found; ++k) {
    out += k == 0 ? ": " : "; ";
    out += phrase(rules, view, option.terms[best[k]], facts);
  }
  if (cost) out += "; but " + cost_phrase(rules, view, *cost, facts);
  return out;
}

std::string utility_choice_reason(const Rules& rules, const GameState& view,
                                  const std::vector<RankedOption>& ranked, std::size_t pick,
                                  WhyAlike alike_because) {
  const RankedOption& chosen = ranked[pick];
  const bool cost = largest_cost(chosen) != nullptr;
  if (ranked.size() == 1) {
    if (!tells_a_gain(chosen) && !cost) {
      return rules.describe(view, chosen.action) + ": the only choice offered";
    }
    return chosen.reason + " (the only choice offered)";
  }
  if (tells_a_gain(chosen)) return chosen.reason;
  // Nothing for it: say what the alternatives come to. Scores nearer than
  // a cost worth telling are alike to a person reading; the best of the
  // rest is the first ranked that is not (explained if among the best few).
  const auto is_alike = [&](const RankedOption& o) {
    return std::abs(o.score - chosen.score) < kCostWorthTelling;
  };
  const auto alike =
      static_cast<std::size_t>(std::count_if(ranked.begin(), ranked.end(), is_alike));
  if (cost) {
    return chosen.reason + (alike == ranked.size() ? "; every choice offered costs as much"
                                                   : "; the least costly choice offered");
  }
  if (alike == ranked.size() && alike_because == WhyAlike::kNothingToForestall) {
    return chosen.reason + (alike == 2
                                ? std::string(" (both choices are rated alike)")
                                : " (all " + std::to_string(alike) + " choices are rated alike)");
  }
  if (alike == ranked.size() && alike_because == WhyAlike::kWeighedLater) {
    // Which group goes next (a Mayhem move order): nothing sets the orders
    // apart until the men move, so the first offered goes; saying so tells
    // a person the order is not a judgement, and where the judging happens.
    return rules.describe(view, chosen.action) + ": the first offered of " + std::to_string(alike) +
           " choices rated alike; what an order lets the men do is weighed as they do it";
  }
  const std::string said = rules.describe(view, chosen.action) + ": nothing offered promises more";
  if (alike == ranked.size()) {
    return said + (alike == 2 ? std::string(" (both choices are rated alike)")
                              : " (all " + std::to_string(alike) + " choices are rated alike)");
  }
  const auto rest = std::find_if_not(ranked.begin(), ranked.end(), is_alike);
  std::string told = alike > 1 ? std::to_string(alike) + " choices are rated alike" : "";
  if (!rest->reason.empty()) {
    told += (told.empty() ? "next best, " : "; the best of the rest, ") + rest->reason;
  } else if (!told.empty()) {
    told += ", the rest lower";
  }
  return told.empty() ? said : said + " (" + told + ")";
}

}  // namespace skirmish::ai
