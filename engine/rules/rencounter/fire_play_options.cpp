#include "engine/rules/rencounter/fire_play_options.h"

namespace skirmish::rencounter {

std::vector<OptionSpec> fire_play_option_specs() {
  const std::vector<std::string> off_on{"off", "on"};
  const std::vector<std::string> yes_no{"yes", "no"};
  const std::string observation_source = "000 / Observation / Spotting Hidden Enemies";
  std::vector<OptionSpec> out;
  out.push_back(
      choice_option("observation", "off", off_on,
                    "units marked hidden start unseen; a side must spot them before shooting "
                    "or charging them",
                    observation_source));
  out.push_back(choice_option("observation_firing_reveals", "yes", yes_no,
                              "a hidden man who fires is seen at once", observation_source));
  out.push_back(choice_option("appearing_targets", "on", off_on,
                              "-1 / -2 to hit targets first seen lately",
                              "000 / Fire Combat / Appearing Targets"));
  out.push_back(
      choice_option("opportunity_fire", "off", off_on,
                    "optional rule: a man may aim at an area and fire at an enemy entering it",
                    "000 / Fire Combat / Opportunity Fire"));
  out.push_back(choice_option("automatic_stop_roll", "off", off_on,
                              "automatic weapons without a burst setting roll to stop before the "
                              "magazine is empty",
                              "000 / Fire Combat / Automatic weapons"));
  OptionSpec circle;
  circle.name = "opportunity_circle";
  circle.type = OptionType::kInteger;
  circle.default_value.append("4");
  circle.min = 2;
  circle.max = 12;
  circle.meaning = "diameter in inches of the area a man covers with opportunity fire";
  circle.source = "000 / Fire Combat / Opportunity Fire";
  out.push_back(std::move(circle));
  out.push_back(choice_option("running_throw", "half_run", {"half_run", "run"},
                              "a running throw follows half a turn's run (over half a walk, up "
                              "to half a run) or a whole turn's run (over a walk, up to a run)",
                              "000 / Fire Combat / Snap Fire; Thrown Objects"));
  out.push_back(integer_option("running_throw_angle", "45", 0, 90,
                               "degrees the throw may bear from the way he ran (\"in the same "
                               "direction\")",
                               "000 / Fire Combat / Snap Fire"));
  out.push_back(
      integer_option("gun_move", "6", 0, 12, "inches a turn a gun is hauled by its whole crew",
                     "000 / Movement / Wagons, Artillery, and other Wheeled Conveyances"));
  out.push_back(
      choice_option("gun_move_by_crew", "proportional", {"proportional", "full"},
                    "a gun short of crew is hauled slower in proportion, or at full speed",
                    "000 / Artillery (crew sizes); Wagons, Artillery"));
  out.push_back(integer_option("gun_turn", "45", 0, 180,
                               "degrees a hauled gun may set off from the way it faces",
                               "000 / Movement / Wagons, Artillery (turn like horses a bracket "
                               "faster)"));
  out.push_back(integer_option("gun_going", "2", 1, 4,
                               "times over a gun pays what bad going and obstacles cost a man",
                               "000 / Movement / Wagons, Artillery (sensitive to terrain)"));
  for (OptionSpec& x : fire_extra_option_specs()) out.push_back(std::move(x));
  return out;
}

FirePlayOptions read_fire_play_options(const OptionSet& o) {
  FirePlayOptions f;
  f.observation = o.is("observation", "on");
  f.firing_reveals = o.is("observation_firing_reveals", "yes");
  f.appearing_targets = o.is("appearing_targets", "on");
  f.opportunity_fire = o.is("opportunity_fire", "on");
  f.opportunity_circle = o.get_int("opportunity_circle");
  f.automatic_stop_roll = o.is("automatic_stop_roll", "on");
  f.running_throw_half_run = o.is("running_throw", "half_run");
  f.running_throw_angle = o.get_int("running_throw_angle");
  f.gun_move = o.get_int("gun_move");
  f.gun_move_by_crew = o.is("gun_move_by_crew", "proportional");
  f.gun_turn = o.get_int("gun_turn");
  f.gun_going = o.get_int("gun_going");
  f.extra = read_fire_extra_options(o);
  return f;
}

}  // namespace skirmish::rencounter
