// Options for fire combat in play beyond FireOptions (the pure shot rules):
// observation and hidden units (000 / Observation / Spotting Hidden
// Enemies), appearing targets, opportunity fire, and repeating and
// automatic weapons (000 / Fire Combat). Each field is one reading of the
// seed with the default this engine plays by; docs/rules/rencounter.md
// ("Observation", "Fire combat in play") gives the reasons.
#pragma once

#include <vector>

#include "engine/rules/options.h"
#include "engine/rules/rencounter/fire_extra_options.h"

namespace skirmish::rencounter {

struct FirePlayOptions {
  // 000 / Observation: units marked `hidden` start unseen by the enemy and
  // are found by spotting rolls, by firing, or by moving in the open.
  bool observation = false;
  // "Guys shooting from cover should usually be spotted": a hidden man who
  // fires is revealed to the enemy at once.
  bool firing_reveals = true;
  // 000 / Appearing Targets: -1 / -2 for targets first seen lately.
  bool appearing_targets = true;
  // 000 / Opportunity Fire (optional rule) and the circle's diameter, inches.
  bool opportunity_fire = false;
  double opportunity_circle = 4;
  // 000 / Automatic weapons: guns without a burst setting need an action
  // roll to stop short of emptying the magazine.
  bool automatic_stop_roll = false;
  // 000 / Snap Fire, Thrown Objects: the running throw (running_throw.h).
  // How far he runs before the throw: half a turn's run (true, with the
  // throw in the other half) or a whole turn's run; the run must outpace a
  // walk (more than half a walk, or than a walk). And how far, in degrees,
  // the throw may bear from the way he ran ("in the same direction").
  bool running_throw_half_run = true;
  int running_throw_angle = 45;
  // 000 / Wagons, Artillery: a gun hauled by its crew (gun_moves.h). Inches
  // a turn with the whole crew ("most will move about as fast as foot");
  // fewer men haul it slower in proportion (true) or not at all slower.
  int gun_move = 6;
  bool gun_move_by_crew = true;
  // "They turn like horses moving a bracket faster": degrees a gun may set
  // off from the way it faces; and "particularly sensitive to terrain
  // effects": each inch the going and obstacles cost a man costs a gun this
  // many times over.
  int gun_turn = 45;
  int gun_going = 2;
  // Shotgun spread, stuck javelins, grenades, artillery, last shot (fire_extra_options.h).
  FireExtraOptions extra;
};

std::vector<OptionSpec> fire_play_option_specs();
FirePlayOptions read_fire_play_options(const OptionSet& options);

}  // namespace skirmish::rencounter
