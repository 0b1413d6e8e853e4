// The `skirmish` command: one program, one subcommand per job.
// Each subcommand is a thin layer over engine/ (and later ai/): it parses
// the command line, calls the engine, and prints.
#include <CLI/CLI.hpp>

#include <exception>
#include <iostream>

#include "tools/skirmish/commands.h"

int main(int argc, char** argv) {
  CLI::App app{"skirmish: plays tabletop skirmish wargames, one model to one man"};
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "Help for every subcommand");

  skirmish::ValidateArgs validate;
  CLI::App* v = app.add_subcommand("validate", "Check a scenario file; prints OK or the error");
  v->add_option("file", validate.file, "Scenario file (YAML)")->required();

  skirmish::RenderArgs render;
  CLI::App* r = app.add_subcommand("render", "Draw a scenario's table as an SVG picture");
  r->add_option("file", render.file, "Scenario file (YAML)")->required();
  r->add_option("-o,--output", render.output, "SVG file to write")->required();
  r->add_option("--los", render.viewer,
                "Shade what this figure (by name) can see and the cover a standing man "
                "would have at each spot");
  r->add_option("--scale", render.pixels_per_inch, "Pixels per inch of table")
      ->check(CLI::Range(4.0, 100.0));
  r->add_flag("--no-names", render.hide_names, "Leave out the figures' names");

  CLI::App* rules = app.add_subcommand("rules", "List the rule sets this build knows");

  CLI::App* odds = app.add_subcommand("odds", "Exact chances of Rencounter's fire tables");
  odds->require_subcommand(1);
  skirmish::OddsFireArgs odds_fire;
  CLI::App* of = odds->add_subcommand("fire", "Chance to hit with a skill and total modifier");
  of->add_option("--skill", odds_fire.skill, "Fire skill")->required();
  of->add_option("--modifier", odds_fire.modifier, "Sum of the to-hit modifiers (e.g. -6)");
  skirmish::OddsDamageArgs odds_damage;
  CLI::App* od = odds->add_subcommand("damage", "Chance of each result of the damage table");
  od->add_option("--modifier", odds_damage.modifier, "Added to the damage d12 (e.g. +1)");

  CLI11_PARSE(app, argc, argv);
  try {
    if (v->parsed()) return skirmish::run_validate(validate, std::cout, std::cerr);
    if (r->parsed()) return skirmish::run_render(render, std::cout, std::cerr);
    if (rules->parsed()) return skirmish::run_rules(std::cout);
    if (of->parsed()) return skirmish::run_odds_fire(odds_fire, std::cout);
    if (od->parsed()) return skirmish::run_odds_damage(odds_damage, std::cout);
  } catch (const std::exception& e) {
    // Every expected failure is reported by the commands themselves; this is
    // the last guard so that nothing ends in an unexplained crash.
    std::cerr << "skirmish: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
