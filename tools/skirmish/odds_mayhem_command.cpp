// `skirmish odds shot`, `odds melee` and `odds courage`: the exact chances
// of Musket and Medieval Mayhem's dice (engine/rules/mayhem/fire_dice.h,
// melee_dice.h and courage_dice.h), for a player weighing a shot, a fight
// or the nerve of his men.
#include <cstdio>
#include <ostream>
#include <string>
#include <utility>

#include "engine/rules/mayhem/courage_dice.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/melee_dice.h"
#include "tools/skirmish/commands.h"

namespace skirmish {

namespace {

using mayhem::CoverClass;
using mayhem::MayhemMan;
using mayhem::Missile;
using mayhem::Variant;

// "1/2 = 50.0%": the chance as a fraction of 36ths (every Mayhem roll is one
// or two d6), reduced.
std::string chance_text(double p) {
  if (p <= 0) return "never";
  if (p >= 1 - 1e-12) return "certain";
  // 6^6: every chance of up to six dice (a fight with rerolls rolls five) is exact.
  int num = static_cast<int>(p * 46656 + 0.5), den = 46656;
  for (const int k : {2, 3}) {
    while (num % k == 0 && den % k == 0) {
      num /= k;
      den /= k;
    }
  }
  char b[64];
  std::snprintf(b, sizeof b, "%d/%d = %.1f%%", num, den, 100 * p);
  return b;
}

const char* game_name(Variant v) {
  return v == Variant::kMusket ? "Musket Mayhem" : "Medieval Mayhem";
}

bool read_variant(const std::string& word, Variant& out, std::ostream& err) {
  if (word == "musket" || word == "medieval") {
    out = word == "musket" ? Variant::kMusket : Variant::kMedieval;
    return true;
  }
  err << "odds: --variant is musket or medieval, not \"" << word << "\"\n";
  return false;
}

bool read_cover(const std::string& word, CoverClass& out, std::ostream& err) {
  static constexpr std::pair<const char*, CoverClass> kWords[] = {
      {"open", CoverClass::kOpen}, {"soft", CoverClass::kSoft}, {"hard", CoverClass::kHard}};
  for (const auto& [name, c] : kWords) {
    if (word == name) {
      out = c;
      return true;
    }
  }
  err << "odds: --cover is open, soft or hard, not \"" << word << "\"\n";
  return false;
}

// The weapon, and for a cannon how it is loaded.
bool read_weapon(const std::string& word, MayhemMan& shooter, mayhem::Shot& shot,
                 std::ostream& err) {
  struct Word {
    const char* name;
    Missile missile;
    mayhem::GunLoad load;
  };
  static constexpr Word kWords[] = {
      {"pistol", Missile::kPistol, mayhem::GunLoad::kCanister},
      {"musket", Missile::kMusket, mayhem::GunLoad::kCanister},
      {"rifle", Missile::kRifle, mayhem::GunLoad::kCanister},
      {"bow", Missile::kBow, mayhem::GunLoad::kCanister},
      {"crossbow", Missile::kCrossbow, mayhem::GunLoad::kCanister},
      {"javelin", Missile::kJavelin, mayhem::GunLoad::kCanister},
      {"canister", Missile::kCannon, mayhem::GunLoad::kCanister},
      {"roundshot", Missile::kCannon, mayhem::GunLoad::kRoundshot},
      {"engine", Missile::kEngine, mayhem::GunLoad::kCanister},
  };
  for (const Word& w : kWords) {
    if (word == w.name) {
      shooter.missile = w.missile;
      shot.load = w.load;
      return true;
    }
  }
  err << "odds: --weapon is pistol, musket, rifle, bow, crossbow, javelin, canister, roundshot "
         "or engine, not \""
      << word << "\"\n";
  return false;
}

// Situation words for one fighter of a melee pair.
bool read_situation(const std::vector<std::string>& words, MayhemMan& man,
                    mayhem::MeleeFooting& footing, std::ostream& err) {
  for (const std::string& w : words) {
    if (w == "leader") {
      man.leader = true;
    } else if (w == "shock") {
      man.shock = true;
    } else if (w == "knight") {
      man.knight = true;
    } else if (w == "bayonet") {
      man.bayonet = true;
      footing.opponent_shorter = true;
    } else if (w == "rear" || w == "side" || w == "flank") {
      footing.from_rear_or_side = true;
    } else if (w == "superior" || w == "uphill" || w == "obstacle") {
      footing.superior_position = true;
    } else if (w == "mounted") {
      footing.mounted = true;
      footing.superior_position = true;
    } else if (w == "two-handed") {
      man.two_handed = true;
    } else if (w == "lance") {
      man.lance = true;
    } else if (w == "shield") {
      man.shield = true;
    } else if (w == "struck-on-right") {
      footing.shield_side = false;
    } else {
      err << "odds: unknown situation \"" << w
          << "\" (leader, shock, knight, bayonet, rear, superior, mounted, two-handed, lance, "
             "shield, struck-on-right)\n";
      return false;
    }
  }
  return true;
}

}  // namespace

int run_odds_shot(const OddsShotArgs& args, std::ostream& out, std::ostream& err) {
  mayhem::Shot shot;
  MayhemMan shooter, target;
  if (!read_variant(args.variant, shot.variant, err) || !read_cover(args.cover, shot.cover, err) ||
      !read_weapon(args.weapon, shooter, shot, err)) {
    return 1;
  }
  shot.over_half_range = args.over_half_range;
  shot.mounted = args.mounted;
  shot.massed = args.massed;
  shot.shield_side = !args.from_right;
  // 004 / Heroes: bonuses with his weapon; tokens spent where they help.
  shooter.fire_skill_bonus = static_cast<int8_t>(args.hit_bonus);
  shooter.fire_impact_bonus = static_cast<int8_t>(args.impact_bonus);
  shooter.rerolls = static_cast<int8_t>(args.rerolls);
  target.saves = static_cast<int8_t>(args.saves);
  target.shield = args.shield;
  target.armor = static_cast<int8_t>(args.armor + (args.shield ? 1 : 0));
  const int score = mayhem::fire_skill_score(shot.variant, shot.cover, shot.massed);
  const int modifier = mayhem::fire_skill_modifier(shooter, shot);
  const mayhem::ShotOdds odds = mayhem::shot_odds(shooter, target, shot);
  out << game_name(shot.variant) << ", " << args.weapon << " at a man in "
      << mayhem::name_of(shot.cover) << "\n";
  out << "skill die: needs " << score - modifier << " or more";
  if (modifier != 0)
    out << " (" << score << ", modified " << (modifier > 0 ? "+" : "") << modifier << ")";
  out << ": " << chance_text(odds.hit()) << "\n";
  const int impact_modifier = mayhem::fire_impact_modifier(shooter, shot);
  const auto impact_words = [&] {
    return std::to_string(mayhem::fire_impact_needed(target, shot) - impact_modifier) + " or more";
  };
  if (shot.variant == Variant::kMusket) {
    out << "impact die: needs " << impact_words() << " to kill\n";
    out << "killed: " << chance_text(odds.killed) << "\n";
    if (args.saves > 0) out << "he spends a save token: " << chance_text(odds.saved) << "\n";
    out << "courage check: " << chance_text(odds.courage_check) << "\n";
  } else {
    out << "impact die: needs " << impact_words() << " against armor "
        << mayhem::armor_against(target, shot.shield_side) << "\n";
    out << "removed: " << chance_text(odds.killed) << "\n";
    if (args.saves > 0) out << "he spends a save token: " << chance_text(odds.saved) << "\n";
    out << "no effect: " << chance_text(odds.no_effect) << "\n";
  }
  if (args.rerolls > 0) {
    out << "(counting the shooter's reroll tokens spent on a skill die that misses, then on an "
           "impact die that falls short)\n";
  }
  return 0;
}

int run_odds_courage(const OddsCourageArgs& args, std::ostream& out, std::ostream& err) {
  const auto in_range = [&](int v, int lo, int hi, const char* what) {
    if (v >= lo && v <= hi) return true;
    err << "odds: " << what << " is " << lo << " to " << hi << ", not " << v << "\n";
    return false;
  };
  if (!in_range(args.courage, 1, 6, "--courage") || !in_range(args.own, 0, 6, "--own") ||
      !in_range(args.saves, 0, 9, "--saves")) {
    return 1;
  }
  if (args.hit && args.charge) {
    err << "odds: a check is for a hit (--hit) or for an order to charge (--charge), not both\n";
    return 1;
  }
  MayhemMan man;
  // Alone, the group's courage is his own.
  man.courage = static_cast<int8_t>(args.alone     ? args.courage
                                    : args.own > 0 ? args.own
                                                   : args.courage);
  man.saves = static_cast<int8_t>(args.saves);
  mayhem::CourageCheck check;
  check.courage = args.courage;
  check.schiltron = args.schiltron;
  check.ordered_to_charge = args.charge;
  check.alone = args.alone ? &man : nullptr;
  const int target = mayhem::courage_target(check.courage, check.schiltron);
  out << "courage check: one die, " << target << " or less passes";
  if (args.schiltron) out << " (courage " << check.courage << ", +1 in a schiltron)";
  out << ": " << chance_text(mayhem::chance_at_most(target)) << "\n";
  if (args.charge) {
    // 004 / Courage: a group ordered to charge that fails stands still.
    out << "they go in: " << chance_text(mayhem::group_pass_chance(check)) << "\n";
    out << "they stand still: " << chance_text(1 - mayhem::group_pass_chance(check)) << "\n";
    if (args.alone && args.saves > 0) {
      out << "(counting his save token spent to go in: he goes in whatever the die)\n";
    }
    return 0;
  }
  const mayhem::CourageOdds odds =
      args.hit ? mayhem::hit_courage_odds(man, args.courage, mayhem::TokenPolicy::kSpendWhenItHelps)
               : mayhem::group_member_odds(check, man);
  out << "his own die after a failed check: " << mayhem::courage_target(man.courage, args.schiltron)
      << " or less and he falls back 2d6\", over it he runs off the table\n";
  out << "he holds: " << chance_text(odds.holds) << "\n";
  out << "he falls back 2d6\": " << chance_text(odds.retreats) << "\n";
  out << "he runs off the table: " << chance_text(odds.runs_off) << "\n";
  if (args.saves > 0) {
    out << "(counting his save token spent wherever it cancels a failed die of his: "
        << (args.alone || args.hit ? "the check, and a run-off" : "a run-off") << ")\n";
  }
  return 0;
}

int run_odds_melee(const OddsMeleeArgs& args, std::ostream& out, std::ostream& err) {
  mayhem::MeleePair pair;
  if (!read_variant(args.variant, pair.variant, err)) return 1;
  MayhemMan me, him;
  if (!read_situation(args.mine, me, pair.footing[0], err) ||
      !read_situation(args.his, him, pair.footing[1], err)) {
    return 1;
  }
  me.armament = static_cast<int8_t>(args.my_armament);
  him.armament = static_cast<int8_t>(args.his_armament);
  me.armor = static_cast<int8_t>(args.my_armor + (me.shield ? 1 : 0));
  him.armor = static_cast<int8_t>(args.his_armor + (him.shield ? 1 : 0));
  // 004 / Heroes: bonuses in melee; tokens spent where they help.
  me.melee_skill_bonus = static_cast<int8_t>(args.my_skill_bonus);
  him.melee_skill_bonus = static_cast<int8_t>(args.his_skill_bonus);
  me.melee_impact_bonus = static_cast<int8_t>(args.my_impact_bonus);
  him.melee_impact_bonus = static_cast<int8_t>(args.his_impact_bonus);
  me.rerolls = static_cast<int8_t>(args.my_rerolls);
  him.rerolls = static_cast<int8_t>(args.his_rerolls);
  me.saves = static_cast<int8_t>(args.my_saves);
  him.saves = static_cast<int8_t>(args.his_saves);
  pair.man[0] = &me;
  pair.man[1] = &him;
  const mayhem::MeleeOdds odds = mayhem::melee_pair_odds(pair);
  const auto modifiers = [&](int i) {
    const mayhem::DieModifiers m =
        mayhem::melee_skill_modifiers(pair.variant, *pair.man[i], pair.footing[i]);
    std::string text = std::to_string(m.total);
    if (m.total > 0) text = "+" + text;
    for (int k = 0; k < m.count; ++k) {
      text += k == 0 ? " (" : ", ";
      text += m.items[static_cast<size_t>(k)].name;
    }
    return m.count > 0 ? text + ")" : text;
  };
  out << game_name(pair.variant) << " melee: you " << modifiers(0) << ", he " << modifiers(1)
      << "\n";
  out << "he is put down: " << chance_text(odds.removed[1]) << "\n";
  if (args.his_saves > 0) out << "he spends a save token: " << chance_text(odds.saved[1]) << "\n";
  out << "you are put down: " << chance_text(odds.removed[0]) << "\n";
  if (args.my_saves > 0) out << "you spend a save token: " << chance_text(odds.saved[0]) << "\n";
  if (pair.variant == Variant::kMusket) {
    out << "he must check courage: " << chance_text(odds.checks[1]) << "\n";
    out << "you must check courage: " << chance_text(odds.checks[0]) << "\n";
  }
  // A save spent is told on its own line above, so not here as well.
  const double nothing = odds.nothing() - (args.his_saves > 0 ? odds.saved[1] : 0.0) -
                         (args.my_saves > 0 ? odds.saved[0] : 0.0);
  out << "nothing comes of it: " << chance_text(nothing) << "\n";
  if (args.my_rerolls > 0 || args.his_rerolls > 0) {
    out << "(counting reroll tokens spent on a skill die that leaves its man behind, then on "
           "the winner's die that falls short)\n";
  }
  return 0;
}

}  // namespace skirmish
