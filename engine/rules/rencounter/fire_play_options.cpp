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
  f.extra = read_fire_extra_options(o);
  return f;
}

}  // namespace skirmish::rencounter
