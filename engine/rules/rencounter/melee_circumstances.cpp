#include "engine/rules/rencounter/melee_circumstances.h"

#include <algorithm>
#include <cmath>

#include "engine/core/posture.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/melee_exchange.h"
#include "engine/rules/rencounter/melee_kit.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Close formation: a mate's base edge within this of the defender's.
constexpr double kFormationGap = 1.0;
// ... facing his way within this, and standing this far either side of
// straight out to his flank (45 to 135 degrees off his facing).
constexpr double kFormationFacing = 45.0;
constexpr double kFlankHalfArc = 45.0;

// The signed angle from a to b, -180..180.
double turn_between(double a, double b) {
  return std::remainder(b - a, 360.0);
}

// A helper of `attacker` against `defender`: a fit man of his side but of
// another unit, touching the defender.
bool helper_of(const RencounterState& s, int attacker, int defender, int j) {
  const auto& figs = s.figures();
  return j != attacker && j != defender && figs[at(j)].side == figs[at(attacker)].side &&
         unit_of(s, j) != unit_of(s, attacker) && fit(s, j) && in_contact(s, j, defender);
}

// The action check of 000 / Actions as the riposte check reads it: his
// experience less his wound points, a natural 1 acting with 2 points or fewer.
RiposteRoll help_check(const ManRecord& m) {
  RiposteRoll r;
  r.needed = m.experience - m.wounds.points;
  r.natural_one_acts = m.wounds.points <= 2;
  return r;
}

// Which side of the defender a mate stands at: -1 one flank, +1 the other,
// 0 neither (in front, behind, too far, or not in order).
int flank_of(const RencounterState& s, int defender, int j) {
  const Figure& d = s.figures()[at(defender)];
  const Figure& f = s.figures()[at(j)];
  if (!fit(s, j) || f.posture == Posture::kProne || f.mounted != d.mounted) return 0;
  if (std::fabs(turn_between(d.facing, f.facing)) > kFormationFacing) return 0;
  if (gap(s, defender, j) > kFormationGap + 1e-9) return 0;
  if (distance(d.at, f.at) < 1e-9) return 0;
  const double off = turn_between(d.facing, bearing(d.at, f.at));
  if (std::fabs(std::fabs(off) - 90.0) > kFlankHalfArc) return 0;
  return off < 0 ? -1 : 1;
}

// The going of the ground at p for a fighter: the worst area (or line
// stream) he stands in, open on a road.
Going going_under(const Battlefield& b, Vec2 p) {
  Going worst = Going::kOpen;
  for (const TerrainFeature& f : b.features) {
    switch (f.type) {
      case TerrainType::kRoad:
        if (f.is_line()) {
          for (size_t k = 0; k + 1 < f.path.size(); ++k) {
            if (distance(Segment{f.path[k], f.path[k + 1]}, p) <= f.path_width / 2) {
              return Going::kOpen;
            }
          }
        }
        break;
      case TerrainType::kStream:
        if (f.is_line()) {
          for (size_t k = 0; k + 1 < f.path.size(); ++k) {
            if (distance(Segment{f.path[k], f.path[k + 1]}, p) <= f.path_width / 2) {
              worst = std::max(worst, f.going);
            }
          }
          break;
        }
        [[fallthrough]];
      case TerrainType::kWoods:
      case TerrainType::kBrush:
      case TerrainType::kScrub:
      case TerrainType::kBog:
        if (f.is_area() && f.bounds.contains(p) && contains(f.outline, p)) {
          worst = std::max(worst, f.going);
        }
        break;
      default:
        break;  // line obstacles are crossed, not stood in; hills are open
    }
  }
  return worst;
}

}  // namespace

int gang_up_helpers(const RencounterState& s, int attacker, int defender) {
  if (s.config.melee.gang_up_helpers == GangUpHelpers::kOff) return 0;
  int n = 0;
  const int count = static_cast<int>(s.figures().size());
  for (int j = 0; j < count; ++j) {
    const MeleeKit& k = s.men[at(j)].kit;
    if (k.helping && k.helped_in == s.activations && helper_of(s, attacker, defender, j)) ++n;
  }
  return n;
}

void roll_gang_up_helpers(RencounterState& s, int attacker, int defender, Dice& dice,
                          EventSink& events) {
  if (s.config.melee.gang_up_helpers == GangUpHelpers::kOff) return;
  // Example 3 (Musashi): against a master the gang-up is waived, so no
  // helper need roll.
  if (s.men[at(defender)].experience >= kMaster) return;
  const int count = static_cast<int>(s.figures().size());
  for (int j = 0; j < count; ++j) {
    MeleeKit& k = s.men[at(j)].kit;
    if (k.helped_in == s.activations || !helper_of(s, attacker, defender, j)) continue;
    const RiposteRoll check = help_check(s.men[at(j)]);
    RollPurpose p;
    p.label = "action check to help the gang-up";
    p.code = kGangUpHelpRollCode;
    p.actor = static_cast<int16_t>(j);
    p.target = static_cast<int16_t>(defender);
    p.needed = static_cast<int16_t>(check.needed);
    p.need = Need::kAtMost;
    const int roll = dice.roll(6, p);
    k.helped_in = s.activations;
    k.helping = riposte_check_passes(roll, check);
    narrate(s, events, s.figures()[at(j)].side, [&] {
      std::string t = man_name(s, j);
      t.append(k.helping ? " joins the gang-up on " : " hangs back from the gang-up on ");
      t.append(man_name(s, defender)).append(" (action check ").append(std::to_string(roll));
      return t.append(", needs ").append(std::to_string(check.needed)).append(")");
    });
  }
}

bool close_formation(const RencounterState& s, int defender, bool from_behind) {
  const CloseFormation rule = s.config.melee.close_formation;
  if (rule == CloseFormation::kOff || from_behind || !fit(s, defender)) return false;
  if (s.figures()[at(defender)].posture == Posture::kProne) return false;
  const UnitRecord& u = s.units[at(unit_of(s, defender))];
  bool one = false;
  bool other = false;
  for (int j = u.first; j < u.first + u.size; ++j) {
    if (j == defender) continue;
    const int side = flank_of(s, defender, j);
    one = one || side < 0;
    other = other || side > 0;
  }
  return rule == CloseFormation::kOneSide ? (one || other) : (one && other);
}

int footing_modifier(const RencounterState& s, int i) {
  if (s.config.melee.footing == MeleeFooting::kOff) return 0;
  switch (going_under(s.battlefield(), s.figures()[at(i)].at)) {
    case Going::kMedium:
      return -1;
    case Going::kHeavy:
    case Going::kImpassable:
      return -2;
    default:
      return 0;
  }
}

bool unfamiliar_weapon(const RencounterState& s, int i) {
  const ManRecord& m = s.men[at(i)];
  const int row = m.melee_weapon;
  if (!m.kit.unfamiliar || row < 0) return false;
  // His fists and his own gun clubbed are never strange to him: only the
  // weapons of his roster line are marked.
  if ((m.kit.carried & (1u << static_cast<unsigned>(row))) == 0) return false;
  return melee_weapons()[at(row)].name != "Unarmed";
}

bool drew_weapon(const RencounterState& s, int i) {
  const ManRecord& m = s.men[at(i)];
  if (s.track.fired_turn.empty() || s.track.fired_turn[at(i)] != s.turn()) return false;
  const int row = m.melee_weapon;
  if (row < 0) return false;
  // His gun clubbed, or a socket bayonet on it, is the weapon already in his
  // hands; his fists need no drawing.
  if ((m.kit.carried & (1u << static_cast<unsigned>(row))) == 0) return false;
  if (melee_weapons()[at(row)].name == "Unarmed" || socket_bayonet(s, i)) return false;
  return true;
}

void add_circumstances(const RencounterState& s, int attacker, int defender, bool from_behind,
                       MeleeSituation& x) {
  x.drawing_weapon = drew_weapon(s, attacker);
  x.helpers = gang_up_helpers(s, attacker, defender);
  x.close_formation = close_formation(s, defender, from_behind);
  x.attacker.unfamiliar_weapon = unfamiliar_weapon(s, attacker);
  x.defender.unfamiliar_weapon = unfamiliar_weapon(s, defender);
  x.attacker.other = footing_modifier(s, attacker);
  x.defender.other = footing_modifier(s, defender);
}

void append_circumstance_words(const MeleeSituation& x, std::string& t) {
  if (x.helpers > 0 && !x.defender.master) {
    t.append(" with ").append(std::to_string(x.helpers));
    t.append(x.helpers == 1 ? " helper" : " helpers").append(" of another unit (+");
    t.append(std::to_string(x.helpers)).append(")");
  }
  if (x.close_formation) t.append(" against a close formation (parry +2)");
  if (x.attacker.unfamiliar_weapon) t.append(" with an unfamiliar weapon (-2)");
  if (x.drawing_weapon) t.append(" drawing his weapon after firing this turn (-2)");
  if (x.attacker.other != 0) {
    t.append(" on bad footing (").append(signed_text(x.attacker.other)).append(")");
  }
  if (x.defender.unfamiliar_weapon) t.append(" (the defender's weapon unfamiliar, -2)");
  if (x.defender.other != 0) {
    t.append(" (the defender on bad footing, ").append(signed_text(x.defender.other)).append(")");
  }
}

void add_circumstance_option_specs(std::vector<OptionSpec>& out) {
  out.push_back(choice_option(
      "gang_up_helpers", "roll", {"roll", "off"},
      "men of another friendly unit touching the defender make an action check once an "
      "activation; each pass adds 1 to the gang-up (roll), or only the striking unit counts "
      "(off)",
      "000 / Melee / One Vs Many"));
  out.push_back(choice_option(
      "close_formation", "flanked", {"flanked", "one_side", "off"},
      "a defender parries at +2 from a well-ordered close formation: a fit unit mate within 1\" "
      "at each side (flanked) or at either side (one_side), facing his way within 45 degrees; "
      "never from behind",
      "000 / Melee / Situation"));
  out.push_back(choice_option(
      "melee_footing", "going", {"going", "off"},
      "bad footing in melee from the ground under a fighter: medium going (woods, brush, "
      "stream) -1, heavy (bog) -2, a road open (going), or never (off)",
      "000 / Melee / Situation"));
}

void read_circumstance_options(const OptionSet& o, MeleeOptions& m) {
  m.gang_up_helpers = o.is("gang_up_helpers", "off") ? GangUpHelpers::kOff : GangUpHelpers::kRoll;
  if (o.is("close_formation", "off")) {
    m.close_formation = CloseFormation::kOff;
  } else if (o.is("close_formation", "one_side")) {
    m.close_formation = CloseFormation::kOneSide;
  } else {
    m.close_formation = CloseFormation::kFlanked;
  }
  m.footing = o.is("melee_footing", "off") ? MeleeFooting::kOff : MeleeFooting::kGoing;
}

}  // namespace skirmish::rencounter
