#include "engine/rules/mayhem/mayhem_setup.h"

#include <algorithm>
#include <string>

#include "engine/rules/mayhem/mayhem_catalog.h"
#include "engine/rules/mayhem/mayhem_weapons.h"
#include "engine/rules/rules.h"
#include "engine/scenario/deployment.h"
#include "engine/scenario/roster_check.h"

namespace skirmish::mayhem {

namespace {

int stat(const FigureSpec& f, std::string_view name, int fallback) {
  for (const StatValue& v : f.stats) {
    if (v.name == name) return v.value;
  }
  return fallback;
}

// Any weapon may be carried in either game: one the other game names keeps
// its own range and impact (docs/rules/mayhem.md, "Weapons").
MayhemMan man_from(const FigureSpec& f) {
  MayhemMan m;
  m.courage = static_cast<int8_t>(stat(f, "courage", 3));
  m.leader = stat(f, "leader", 0) != 0;
  m.knight = stat(f, "knight", 0) != 0;
  m.shock = stat(f, "shock", 0) != 0;
  m.noncombatant = stat(f, "noncombatant", 0) != 0;
  m.search = static_cast<int8_t>(stat(f, "search", 6));
  m.saves = static_cast<int8_t>(stat(f, "saves", 0));
  m.rerolls = static_cast<int8_t>(stat(f, "rerolls", 0));
  m.fire_skill_bonus = static_cast<int8_t>(stat(f, "fire_bonus", 0));
  m.fire_impact_bonus = static_cast<int8_t>(stat(f, "fire_impact", 0));
  m.melee_skill_bonus = static_cast<int8_t>(stat(f, "melee_bonus", 0));
  m.melee_impact_bonus = static_cast<int8_t>(stat(f, "melee_impact", 0));
  m.horse_armor = static_cast<int8_t>(stat(f, "horse_armor", kUnarmoredHorse));
  // 004 / Musket Mayhem / Melee Results: a man with no weapon at all, or a
  // knife alone, fights at 6; his best weapon otherwise sets it.
  int armament = 6;
  int armor = stat(f, "armor", 2);
  for (const WeaponEntry& w : f.weapons) {
    const MayhemWeapon* weapon = find_mayhem_weapon(w.name);
    if (!weapon) continue;  // the catalog has refused unknown names already
    if (weapon->missile != Missile::kNone && m.missile == Missile::kNone) {
      m.missile = weapon->missile;
      m.loaded = w.loaded;
    }
    if (weapon->armament > 0) armament = std::min(armament, weapon->armament);
    m.bayonet = m.bayonet || weapon->bayonet;
    m.two_handed = m.two_handed || weapon->two_handed;
    m.lance = m.lance || weapon->lance;
    m.pike = m.pike || weapon->pike;
    m.incendiary = m.incendiary || weapon->incendiary;
    m.shield = m.shield || weapon->shield;
  }
  m.armament = static_cast<int8_t>(stat(f, "armament", 0) > 0 ? stat(f, "armament", 0) : armament);
  // 004 / Medieval Mayhem / Combat Results: a shield is worth one more.
  m.armor = static_cast<int8_t>(std::min(6, armor + (m.shield ? 1 : 0)));
  return m;
}

// A number, not only whole figure heights (walls are 0.5 tall by default).
OptionSpec stockade_option() {
  OptionSpec o = integer_option(
      "stockade_height", "2", 0, 10,
      "a wall at least this tall (figure heights, as the scenario's `height`) is a stockade: no "
      "man crosses it but by climbing (a 6); 0 = no stockades",
      "004 / Musket Mayhem / Miscellaneous Rules / Stockade walls");
  o.type = OptionType::kNumber;
  return o;
}

}  // namespace

std::vector<OptionSpec> mayhem_options() {
  return {
      choice_option("variant", "musket", {"musket", "medieval"},
                    "which of the two rule sets: Musket Mayhem or Medieval Mayhem", "004"),
      integer_option(
          "turn_limit", "0", 0, 99,
          "the game ends after this turn; 0 = the scenario's limit, or 12 if it has none",
          "004 (no turn limit in the seed)"),
      choice_option("first_turn_tie", "reroll", {"reroll", "first_side_first"},
                    "a tie for the initiative on the first turn, with no sequence to repeat: roll "
                    "again, or the scenario's first side moves first",
                    "004 / Sequence"),
      choice_option("massed_bowmen", "off", {"off", "on"},
                    "Medieval: bowmen of one group shoot over their own ranks at targets in the "
                    "open, hitting on a 6",
                    "004 / Medieval Mayhem / Missile Fire (optional rule)"),
      choice_option("schiltron", "off", {"off", "on"},
                    "Medieval: a group of 8 or more pikes or spears forms a hedgehog, +1 courage",
                    "004 / Medieval Mayhem / Morale (optional rule)"),
      choice_option("post_battle", "on", {"on", "off"},
                    "at the end, dice for each downed man: 1-4 wounded, 5-6 dead",
                    "004 / Post-battle results"),
      stockade_option(),
      choice_option("horses_struck_separately", "off", {"off", "on"},
                    "Medieval: a man who strikes a mounted man, in melee or with a missile, "
                    "chooses to strike the horse (barded 5, caparisoned 4, unarmored 3) or the "
                    "rider; a horse killed leaves the rider on foot, checking courage",
                    "004 / Medieval Mayhem / Horses"),
      choice_option("ordered_charge", "free", {"free", "first_goes_in", "must_charge"},
                    "a man of a group ordered to charge who can reach an enemy: chooses freely "
                    "(charge, move or hold); or the first such man must charge one, the rest "
                    "choosing freely (first_goes_in); or every such man must charge one; with "
                    "none in reach he moves as he may either way",
                    "004 / Morale/Courage Checks (\"A group is ordered to charge\")"),
      choice_option("charged_behind_stockade", "check", {"check", "spared"},
                    "a man in a charging group's lane and within the most its dice could give, "
                    "but whom no charger could reach across a stockade or a fire: checks as "
                    "charged, or is spared the check",
                    "004 / Morale/Courage Checks (\"within possible charge range, must check\")"),
      choice_option("save_on_charge_order", "keep", {"keep", "spend"},
                    "a lone hero who fails his check to charge stands still and keeps his save "
                    "token for his life, or spends it to go in",
                    "004 / Heroes (\"save tokens (canceling a death or morale failure)\")"),
      choice_option("save_tokens", "asked", {"asked", "spent"},
                    "a hero's courage die that fails where his save token could cancel it (his "
                    "check alone, the Musket hit check, his order to charge): his side is asked "
                    "whether to spend the token, or the engine spends it (on an order to charge "
                    "only as save_on_charge_order says)",
                    "004 / Heroes (\"save tokens (canceling a death or morale failure)\")"),
      choice_option("reroll_tokens", "asked", {"asked", "spent"},
                    "a hero's die that fails where his reroll token could roll it again (his "
                    "shot's skill or impact die, his skill die behind in a fight, his results "
                    "or impact die after winning it): his side is asked whether to roll it "
                    "again, or the engine rolls it again (a gun crew's always is)",
                    "004 / Heroes (\"reroll tokens\")"),
      choice_option("fire_at_no_move", "on", {"on", "off"},
                    "a side that ends its moves having ordered nobody still gives the others "
                    "their moment to shoot before the fights, or gives none",
                    "004 / Missile Fire (\"at any point during the active player's move\")"),
      choice_option("roundshot_breaches", "off", {"off", "on"},
                    "Musket: a cannon's roundshot rolls its impact die (+3) at each wall, hedge "
                    "or fence its line crosses; a 6 or more knocks a 2\" gap in it, open ground "
                    "that hides nothing",
                    "004 / Musket Mayhem / Artillery (\"Heavier gun could knock down cover "
                    "maybe?\")"),
  };
}

MayhemConfig read_config(const OptionSet& o, const Scenario& scenario) {
  MayhemConfig c;
  c.variant = o.is("variant", "medieval") ? Variant::kMedieval : Variant::kMusket;
  const int limit = o.get_int("turn_limit");
  c.turn_limit = limit > 0 ? limit : (scenario.turn_limit > 0 ? scenario.turn_limit : 12);
  c.break_fraction = scenario.break_fraction;
  c.reroll_first_tie = o.is("first_turn_tie", "reroll");
  c.massed_bowmen = o.is("massed_bowmen", "on");
  c.schiltron = o.is("schiltron", "on");
  c.post_battle = o.is("post_battle", "on");
  c.stockade_height = o.get_number("stockade_height");
  c.horses_struck_separately = o.is("horses_struck_separately", "on");
  c.roundshot_breaches = o.is("roundshot_breaches", "on");
  c.charge_binds = o.is("ordered_charge", "must_charge");
  c.first_charge_binds = o.is("ordered_charge", "first_goes_in");
  c.spare_behind_stockade = o.is("charged_behind_stockade", "spared");
  c.save_on_charge_order = o.is("save_on_charge_order", "spend");
  c.saves_asked = o.is("save_tokens", "asked");
  c.fire_at_no_move = o.is("fire_at_no_move", "on");
  c.rerolls_asked = o.is("reroll_tokens", "asked");
  return c;
}

std::unique_ptr<MayhemState> set_up_game(std::shared_ptr<const Scenario> scenario,
                                         std::shared_ptr<const OptionSet> options) {
  const std::string where = scenario->file.empty() ? scenario->name : scenario->file;
  if (scenario->sides.size() < 2) {
    throw RulesError(where + ": Mayhem needs at least 2 sides, not " +
                     std::to_string(scenario->sides.size()));
  }
  // Ratings and weapon names as the catalog settles them, on a copy: the
  // scenario itself is shared.
  Scenario roster = *scenario;
  if (const auto error = resolve_roster(roster, mayhem_catalog())) {
    throw RulesError(error->to_string());
  }
  auto s = std::make_unique<MayhemState>(scenario, options);
  s->config = read_config(*options, *scenario);
  s->sight = std::make_shared<const LineOfSight>(scenario->battlefield);
  s->figures() = deployed_figures(*scenario);
  int index = 0;
  for (const SideSpec& side : roster.sides) {
    int16_t men = 0;
    int16_t commander = -1;
    for (const UnitSpec& unit : side.units) {
      if (unit.figures.empty()) throw RulesError(where + ": unit '" + unit.name + "' has no men");
      for (size_t k = 0; k < unit.figures.size(); ++k, ++index) {
        const FigureSpec& f = unit.figures[k];
        MayhemMan m = man_from(f);
        // A unit's named leader (or its first man) leads it; the side's
        // commander is the man marked so, else the first unit's leader
        // (004 / Organization: one leader is the player's own figure).
        const bool leads = unit.leader.empty() ? k == 0 : f.name == unit.leader;
        m.leader = m.leader || leads;
        if (stat(f, "commander", 0) != 0) commander = static_cast<int16_t>(index);
        if (commander < 0 && leads && &unit == &side.units.front()) {
          commander = static_cast<int16_t>(index);
        }
        s->men.push_back(m);
        ++men;
      }
    }
    if (men == 0) throw RulesError(where + ": side '" + side.name + "' has no men");
    s->side_start.push_back(men);
    s->commander.push_back(commander);
  }
  const size_t n = s->men.size();
  s->activated.assign(n, 0);
  s->kill_checked.assign(n, 0);
  s->fought.assign(n, 0);
  s->charge_checked.assign(n, 0);
  s->commander_fell.assign(roster.sides.size(), 0);
  s->window_passed.assign(roster.sides.size(), 0);
  s->reached.assign(scenario->objectives.size(), 0);
  s->found.assign(scenario->objectives.size(), 0);
  s->burning.assign(scenario->battlefield->features.size(), 0);
  s->door_broken.assign(static_cast<size_t>(barred_door_count(*scenario->battlefield)), 0);
  s->movers.reserve(n);
  s->checks.reserve(n);
  return s;
}

}  // namespace skirmish::mayhem
