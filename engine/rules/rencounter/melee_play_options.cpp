#include "engine/rules/rencounter/melee_play_options.h"

#include "engine/rules/rencounter/melee_circumstances.h"
#include "engine/rules/rencounter/melee_guard.h"

namespace skirmish::rencounter {

std::vector<OptionSpec> melee_play_option_specs() {
  const std::vector<std::string> off_on{"off", "on"};
  std::vector<OptionSpec> specs{
      choice_option("weapon_breakage", "off", off_on,
                    "optional rule: a hit parried may break the striker's weapon or the parrying "
                    "weapon or shield",
                    "000 / Melee / Weapon breakage in parries"),
      choice_option(
          "stuck_weapons", "off", off_on,
          "optional rule: a crippling or killing blow may leave the weapon stuck in the body",
          "000 / Melee / Weapons getting stuck"),
      choice_option(
          "shoot_bayonet_free", "off", off_on,
          "optional rule: after a serious or worse bayonet wound the loaded gun may be fired "
          "for an automatic damage roll, freeing the bayonet",
          "000 / Melee / Shooting the Bayonet Free"),
      choice_option(
          "attacking_horses", "off", off_on,
          "optional rule: a man may strike at a rider's horse; the rider parries for it from "
          "the side he covers, else the horse dodges",
          "000 / Melee / Attacking horses"),
      choice_option("advanced_turning", "on", off_on,
                    "a run over 6\" may turn at most 45 degrees from his facing (4 turns with 2\" "
                    "between); off: any facing (6 turns of 45 degrees)",
                    "000 / Movement / Turning"),
      choice_option("melee_in_doorway", "half", {"half", "wall"},
                    "two men fighting through a building's open doorway: the defender has 1/2 "
                    "cover (the door frame, -2), or 3/4 as through its wall (-4)",
                    "000 / Melee / Situation"),
      choice_option("exit_points", "once", {"once", "per_man"},
                    "an exit objective scores once a man leaves by it, or for every man",
                    "scenario objectives (docs/scenario-format.md)"),
      aggressive_defence_option(),  // melee_guard.h
  };
  add_circumstance_option_specs(specs);  // melee_circumstances.h
  return specs;
}

void read_melee_play_options(const OptionSet& o, RencounterConfig& c) {
  c.melee.weapon_breakage = o.is("weapon_breakage", "on");
  c.melee.stuck_weapons = o.is("stuck_weapons", "on");
  c.melee.shoot_bayonet_free = o.is("shoot_bayonet_free", "on");
  c.melee.attacking_horses = o.is("attacking_horses", "on");
  c.melee.doorway_as_wall = o.is("melee_in_doorway", "wall");
  c.movement.advanced_turning = o.is("advanced_turning", "on");
  c.exit_points_per_man = o.is("exit_points", "per_man");
  c.melee.aggressive_defence = aggressive_defence_of(o);
  read_circumstance_options(o, c.melee);
}

}  // namespace skirmish::rencounter
