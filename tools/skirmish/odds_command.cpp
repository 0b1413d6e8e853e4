// `skirmish odds`: the exact chances of Rencounter's fire tables, worked out
// by engine/rules/rencounter/odds.h, for a player weighing a shot.
#include <ostream>
#include <string>

#include "engine/rules/rencounter/damage.h"
#include "engine/rules/rencounter/fire_resolution.h"
#include "engine/rules/rencounter/modifier_list.h"
#include "engine/rules/rencounter/odds.h"
#include "tools/skirmish/commands.h"

namespace skirmish {

namespace {

using rencounter::Chance;
using rencounter::ModifierList;
using rencounter::WoundResult;

// "total 2 or less", "total 3-4", "total 13 or more".
std::string totals_text(WoundResult r) {
  const int low = rencounter::lowest_total(r);
  const int high = rencounter::highest_total(r);
  std::string s = "total ";
  if (r == WoundResult::kDead) {
    s.append(std::to_string(high)).append(" or less");
  } else if (r == WoundResult::kNoEffect) {
    s.append(std::to_string(low)).append(" or more");
  } else {
    s.append(std::to_string(low)).append("-").append(std::to_string(high));
  }
  return s;
}

}  // namespace

int run_odds_fire(const OddsFireArgs& args, std::ostream& out) {
  const int need = args.skill + args.modifier;
  out << "skill " << args.skill << ", modifier " << ModifierList::signed_text(args.modifier)
      << "\n";
  out << "needs " << need << ": " << rencounter::how_to_hit(need) << ": "
      << rencounter::chance_text(rencounter::chance_to_hit(need)) << "\n";
  const Chance beaten = rencounter::hit_chances(need).beat_by_three;
  if (!beaten.is_zero()) {
    out << "hits by 3 or more (damage -1): " << rencounter::chance_text(beaten) << "\n";
  }
  return 0;
}

int run_odds_damage(const OddsDamageArgs& args, std::ostream& out) {
  out << "damage roll d12";
  if (args.modifier != 0) out << ModifierList::signed_text(args.modifier);
  out << "\n";
  const rencounter::ResultChances chances = rencounter::damage_chances(args.modifier);
  for (int i = 0; i < rencounter::kWoundResults; ++i) {
    const auto r = static_cast<WoundResult>(i);
    out << rencounter::name_of(r) << " (" << totals_text(r)
        << "): " << rencounter::chance_text(chances[static_cast<size_t>(i)]) << "\n";
  }
  return 0;
}

}  // namespace skirmish
