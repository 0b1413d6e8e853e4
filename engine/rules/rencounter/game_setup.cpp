#include "engine/rules/rencounter/game_setup.h"

#include "engine/rules/rencounter/artillery.h"
#include "engine/rules/rencounter/initiative.h"
#include "engine/rules/rencounter/melee_kit.h"
#include "engine/rules/rencounter/melee_play_options.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/rules/rencounter/rencounter_outcome.h"
#include "engine/rules/rencounter/weapon_tables.h"
#include "engine/rules/rules.h"
#include "engine/scenario/deployment.h"
#include "engine/scenario/roster_check.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// The game always ends: 30 turns (two and a half minutes of fighting) when
// neither the scenario nor the options set a limit.
constexpr int kDefaultTurnLimit = 30;

int stat(const FigureSpec& f, std::string_view name, int fallback) {
  for (const StatValue& v : f.stats) {
    if (v.name == name) return v.value;
  }
  return fallback;
}

int missile_row(std::string_view name) {
  const auto rows = missile_weapons();
  for (size_t k = 0; k < rows.size(); ++k) {
    if (rows[k].name == name) return static_cast<int>(k);
  }
  return -1;
}

int melee_row(std::string_view name) {
  const auto rows = melee_weapons();
  for (size_t k = 0; k < rows.size(); ++k) {
    if (rows[k].name == name) return static_cast<int>(k);
  }
  return -1;
}

ManRecord man_from(const FigureSpec& f) {
  ManRecord m;
  m.experience = static_cast<int8_t>(stat(f, "experience", 4));
  m.fire = static_cast<int8_t>(stat(f, "fire", 2 * m.experience));
  m.melee = static_cast<int8_t>(stat(f, "melee", 2 * m.experience));
  m.armor = static_cast<int8_t>(stat(f, "armor", 0));
  m.shield = static_cast<int8_t>(stat(f, "shield", 0));
  m.horsemanship = static_cast<int8_t>(stat(f, "horsemanship", m.experience + 2));
  // 000 / The Figure / Riding; 000 / Attacks by horses (size, training).
  m.horse.has_horse = f.mounted;
  m.horse.size = static_cast<HorseSize>(stat(f, "horse", 1));
  m.horse.training =
      stat(f, "warhorse", 0) != 0 ? HorseTraining::kWarhorse : HorseTraining::kCavalry;
  // The first missile weapon is the one in hand, the first melee weapon the
  // one he fights with (a javelin, in both tables, serves as either).
  for (const WeaponEntry& w : f.weapons) {
    const int mr = missile_row(w.name);
    if (mr >= 0 && m.missile < 0) {
      m.missile = static_cast<int8_t>(mr);
      m.rounds = static_cast<int8_t>(w.loaded ? missile_weapons()[at(mr)].shots_min : 0);
      m.ammunition = static_cast<int16_t>(w.ammunition);
    }
    const int ml = melee_row(w.name);
    if (ml >= 0 && m.melee_weapon < 0) m.melee_weapon = static_cast<int8_t>(ml);
  }
  m.kit = starting_kit(f);  // melee_kit.h: the weapons to fall back on, the shield material
  if (m.melee_weapon < 0) {
    // No melee weapon: a long arm is clubbed (000 / Weapons getting stuck:
    // "gunbutts"), otherwise he fights with his fists.
    const bool long_arm = m.missile >= 0 && missile_weapons()[at(m.missile)].extreme > 25;
    m.melee_weapon = static_cast<int8_t>(melee_row(long_arm ? "Improvised Club" : "Unarmed"));
  }
  return m;
}

ActivationMethod method_of(const std::string& v) {
  if (v == "dice_and_markers") return ActivationMethod::kDiceAndMarkers;
  if (v == "dice_and_counters") return ActivationMethod::kDiceAndCounters;
  return ActivationMethod::kCards;
}

}  // namespace

std::vector<OptionSpec> rencounter_options() {
  const std::vector<std::string> yes_no{"yes", "no"};
  const std::vector<std::string> off_on{"off", "on"};
  return {
      choice_option(
          "activation", "cards", {"cards", "dice_and_markers", "dice_and_counters", "initiative"},
          "how units are picked to act: a deck of cards, dice and markers, dice and counters, "
          "or seizing the initiative (002 Type III)",
          "000 / Sequence of Play / Order of Units"),
      integer_option("cards_per_unit", "1", 1, 4, "cards each unit has in the activation deck",
                     "000 / Order of Units / Method One (three a unit in a test game)"),
      choice_option("reshuffle_joker", "yes", yes_no,
                    "a joker in the deck ends the turn when drawn",
                    "000 / Order of Units / Method One"),
      choice_option("markers_all_tied_ends_turn", "no", yes_no,
                    "dice and markers: when every die ties, the turn ends",
                    "000 / Order of Units / Method Two"),
      choice_option("markers_last_unit_must_beat_tie", "no", yes_no,
                    "dice and markers: the last unit acts only if it beats an opponent's roll",
                    "000 / Order of Units / Method Two"),
      choice_option(
          "break_point", "scenario", {"scenario", "1/2", "1/3", "1/4"},
          "losses that break a side: the scenario's break_fraction (1/2 unless set), or half, "
          "a third, a quarter of its men",
          "000 / Victory"),
      integer_option("turn_limit", "0", 0, 500,
                     "turns before the game ends; 0 = the scenario's limit, or 30 turns",
                     "000 / Victory"),
      choice_option("level_points", "losses", {"losses", "draw"},
                    "at the turn limit with victory points level: the side that put more enemy men "
                    "out of the fight wins narrowly, or the game is a draw",
                    "000 / Victory"),
      choice_option("master", "always_succeed", {"always_succeed", "confirm_six"},
                    "how masters roll to act", "000 / The Figure / Experience"),
      choice_option("heroes", "off", off_on,
                    "optional rule: a natural 1 on a first morale check may make a hero",
                    "000 / Morale / Heroes"),
      choice_option("variable_knockdown", "off", off_on,
                    "optional rule: a serious wound knocks a man down only if he fails a roll",
                    "000 / Wounds / Variable knockdown"),
      choice_option("high_rolls_only_on_morale_checks", "no", yes_no,
                    "a total over 6 outside a morale check is only a hesitation", "000 / Morale"),
      choice_option("wound_collapse_at_plain_eight", "no", yes_no,
                    "the seriously wounded collapse at 8 whatever their experience",
                    "000 / Morale"),
      choice_option("minor_reaching_serious_knocks_down", "no", yes_no,
                    "a minor wound bringing a man to 2 points knocks him down", "000 / Wounds"),
      choice_option("parry_modifier", "own_weapon", {"own_weapon", "bare_skill", "shield_blocks"},
                    "what a parry adds to melee skill", "000 / Melee / Skill"),
      choice_option("running", "yes", yes_no,
                    "advanced foot movement: men may run 9\" for as many turns as their experience",
                    "000 / Movement / Foot / Advanced foot movement"),
      choice_option("horse_speed", "advanced", {"advanced", "basic"},
                    "horses go 18\" a turn (advanced) or 12\" (basic), 6\" faster or slower a turn",
                    "000 / Movement / Horse / Speed"),
      choice_option("idle_horse", "decelerates", {"decelerates", "same_speed"},
                    "a horse whose rider does not ride it on slows by 6\", or keeps its speed",
                    "000 / Movement / Horse"),
      choice_option("trample_at_six", "no", yes_no,
                    "a horse at exactly 6\" tramples at +4 instead of stopping",
                    "000 / Effects of enemy figures on movement"),
      choice_option("contour_costs", "on", off_on,
                    "climbing a hill contour costs inches (foot 0/1/2, horse 1/3/whole move)",
                    "000 / Special Actions and Circumstances / Terrain"),
      choice_option("contour_inches", "1", {"0.5", "1", "1.5"},
                    "inches of table height each hill level rises, for contour costs",
                    "000 / Special Actions and Circumstances / Terrain"),
      choice_option(
          "riderless_horses", "herd", {"herd", "leave"},
          "a horse whose rider falls stays on the table and moves on a D6 (herd), or leaves",
          "000 / Special Actions and Circumstances / Herd movement by riderless horses"),
      choice_option("hedge_jump", "4ft", {"4ft", "3ft", "sight_height"},
                    "the height a horse must clear at a hedge: 4 ft (+3) or 3 ft (+1), its "
                    "body below the foliage, or its sight height (7.2 ft at the default: no "
                    "rider passes)",
                    "000 / Special Actions and Circumstances / Obstacles"),
      choice_option("horse_attacks", "off", off_on,
                    "optional rule: startled horses kick men directly behind them on a 1",
                    "000 / Attacks by horses"),
      choice_option(
          "volley_aim", "one_turn", {"one_turn", "half_turn"},
          "a veteran's or master's volley shot counts one turn of aim (+2) or half a turn (0)",
          "000 / Actions / Volley Fire"),
  };
}

RencounterConfig read_config(const OptionSet& o, const Scenario& scenario) {
  RencounterConfig c;
  c.activation.method = method_of(o.get("activation"));
  c.activation.cards_per_unit = o.get_int("cards_per_unit");
  c.activation.reshuffle_joker = o.is("reshuffle_joker", "yes");
  c.activation.markers_all_tied_ends_turn = o.is("markers_all_tied_ends_turn", "yes");
  c.activation.markers_last_unit_must_beat_tie = o.is("markers_last_unit_must_beat_tie", "yes");
  const std::string& bp = o.get("break_point");
  using UB = RencounterConfig::UnitBreak;
  if (bp == "1/3") {
    c.break_fraction = 2.0 / 3.0;
    c.unit_break = UB::kAllButOne;
  } else if (bp == "1/4") {
    c.break_fraction = 3.0 / 4.0;
    c.unit_break = UB::kHalfTheUnits;
  } else if (bp == "1/2") {
    c.break_fraction = 0.5;
  } else {
    c.break_fraction = scenario.break_fraction;
  }
  c.level_points_by_losses = o.is("level_points", "losses");
  const int limit = o.get_int("turn_limit");
  c.turn_limit =
      limit > 0 ? limit : (scenario.turn_limit > 0 ? scenario.turn_limit : kDefaultTurnLimit);
  c.action.master =
      o.is("master", "confirm_six") ? MasterHandling::kConfirmSix : MasterHandling::kAlwaysSucceed;
  c.action.heroes = o.is("heroes", "on");
  c.action.variable_knockdown = o.is("variable_knockdown", "on");
  c.action.high_rolls_only_on_morale_checks = o.is("high_rolls_only_on_morale_checks", "yes");
  c.action.wound_collapse_at_plain_eight = o.is("wound_collapse_at_plain_eight", "yes");
  c.action.minor_reaching_serious_knocks_down = o.is("minor_reaching_serious_knocks_down", "yes");
  const std::string& parry = o.get("parry_modifier");
  c.melee.parry_modifier = parry == "bare_skill"      ? ParryModifier::kBareSkill
                           : parry == "shield_blocks" ? ParryModifier::kShieldBlocks
                                                      : ParryModifier::kOwnWeapon;
  c.movement.advanced = o.is("running", "yes");
  c.volley_aim_half_turns = o.is("volley_aim", "half_turn") ? 1 : 2;
  c.horse.advanced_speed = o.is("horse_speed", "advanced");
  c.horse.idle_horse_decelerates = o.is("idle_horse", "decelerates");
  c.horse.trample_at_six = o.is("trample_at_six", "yes");
  c.melee.horse_attacks = o.is("horse_attacks", "on");
  c.movement.contour_costs = o.is("contour_costs", "on");
  c.movement.contour_inches = std::stod(o.get("contour_inches"));
  c.horse.riderless_herd = o.is("riderless_horses", "herd");
  c.horse.hedge_jump_feet = o.is("hedge_jump", "4ft") ? 4.0 : o.is("hedge_jump", "3ft") ? 3.0 : 0.0;
  c.fire_play = read_fire_play_options(o);
  c.melee.last_shot = c.fire_play.extra.last_shot;  // 000 / Last Shot vs Charge
  read_sequence_options(o, c);                      // initiative.h: initiative and held cards
  read_melee_play_options(o, c);  // melee_play_options.h: optional melee, turning, exits
  return c;
}

std::unique_ptr<RencounterState> set_up_game(std::shared_ptr<const Scenario> scenario,
                                             std::shared_ptr<const OptionSet> options) {
  const std::string where = scenario->file.empty() ? scenario->name : scenario->file;
  if (scenario->sides.size() != 2) {
    throw RulesError(where + ": Rencounter is played by 2 sides, not " +
                     std::to_string(scenario->sides.size()));
  }
  // Ratings and weapon names as the catalog settles them (words to numbers,
  // defaults, table spellings), on a copy: the scenario itself is shared.
  Scenario roster = *scenario;
  if (const auto error = resolve_roster(roster, rencounter_catalog())) {
    throw RulesError(error->to_string());
  }
  auto s = std::make_unique<RencounterState>(scenario, options);
  s->config = read_config(*options, *scenario);
  s->sight = std::make_shared<const LineOfSight>(scenario->battlefield);
  s->figures() = deployed_figures(*scenario);
  const Table& table = scenario->battlefield->table;
  int index = 0;
  std::vector<int8_t> unit_side;
  for (size_t side = 0; side < roster.sides.size(); ++side) {
    const SideSpec& spec = roster.sides[side];
    int16_t men = 0;
    for (const UnitSpec& unit : spec.units) {
      if (unit.figures.empty()) throw RulesError(where + ": unit '" + unit.name + "' has no men");
      UnitRecord u;
      u.first = static_cast<int16_t>(index);
      u.size = static_cast<int16_t>(unit.figures.size());
      u.side = static_cast<int8_t>(side);
      u.leader = u.first;
      for (size_t k = 0; k < unit.figures.size(); ++k) {
        if (unit.figures[k].name == unit.leader)
          u.leader = static_cast<int16_t>(index + static_cast<int>(k));
        s->men.push_back(man_from(unit.figures[k]));
      }
      index += u.size;
      men = static_cast<int16_t>(men + u.size);
      s->units.push_back(u);
      unit_side.push_back(static_cast<int8_t>(side));
    }
    s->side_start.push_back(men);
  }
  if (static_cast<int>(unit_side.size()) > kMaxUnits) {
    throw RulesError(where + ": Rencounter plays at most " + std::to_string(kMaxUnits) + " units");
  }
  // Each side's home is the middle of the table edge nearest its men.
  for (size_t side = 0; side < roster.sides.size(); ++side) {
    Vec2 sum{};
    int n = 0;
    for (const Figure& f : s->figures()) {
      if (f.side == static_cast<int>(side)) {
        sum = sum + f.at;
        ++n;
      }
    }
    const Vec2 c = n > 0 ? sum * (1.0 / n) : Vec2{table.width / 2, table.depth / 2};
    const double d[4] = {c.y, table.depth - c.y, c.x, table.width - c.x};
    int best = 0;
    for (int k = 1; k < 4; ++k) best = d[k] < d[best] ? k : best;
    const Vec2 homes[4] = {{c.x, 0}, {c.x, table.depth}, {0, c.y}, {table.width, c.y}};
    s->home.push_back(homes[best]);
  }
  set_up_guns(*s, roster);  // artillery.h: guns and artillery skills
  s->reached.assign(scenario->objectives.size(), 0);
  s->owners = resolve_objective_owners(*scenario);  // rencounter_outcome.h
  set_up_sightings(*s, roster);  // observation.h: hidden units, men in sight at the start
  s->figure_queue.reserve(s->men.size());
  try {
    begin_game(s->activation, s->config.activation, unit_side);
  } catch (const std::invalid_argument& e) {
    throw RulesError(where + ": " + e.what());
  }
  begin_turn(s->activation, s->config.activation);
  s->phase = Phase::kStart;
  return s;
}

}  // namespace skirmish::rencounter
