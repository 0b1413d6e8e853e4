// The `skirmish` command: one program, one subcommand per job.
// Each subcommand is a thin layer over engine/ (and later ai/): it parses
// the command line, calls the engine, and prints.
#include <CLI/CLI.hpp>

#include <exception>
#include <iostream>

#include <unistd.h>

#include "engine/rules/registry.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/players.h"

int main(int argc, char** argv) {
  CLI::App app{"skirmish: plays tabletop skirmish wargames, one model to one man"};
  app.require_subcommand(1);
  app.set_help_all_flag("--help-all", "Help for every subcommand");

  skirmish::ValidateArgs validate;
  CLI::App* v = app.add_subcommand("validate", "Check a scenario file; prints OK or the error");
  v->add_option("file", validate.file, "Scenario file (YAML)")->required();

  skirmish::RenderArgs render;
  CLI::App* r = app.add_subcommand(
      "render", "Draw a scenario's table, or a saved game as it stands, as an SVG picture");
  r->add_option("file", render.file, "Scenario file (YAML), or game.sav / game.jsonl")->required();
  r->add_option("-o,--output", render.output, "SVG file to write")->required();
  r->add_option("--los", render.viewer,
                "Shade what this figure (by name) can see and the cover a standing man "
                "would have at each spot");
  r->add_option("--scale", render.pixels_per_inch, "Pixels per inch of table")
      ->check(CLI::Range(4.0, 100.0));
  r->add_flag("--no-names", render.hide_names, "Leave out the figures' names");

  CLI::App* rules = app.add_subcommand("rules", "List the rule sets this build knows");

  CLI::App* odds = app.add_subcommand(
      "odds",
      "Exact chances of the dice: Rencounter's fire and damage, Mayhem's shots, melee and courage");
  odds->require_subcommand(1);
  skirmish::OddsFireArgs odds_fire;
  CLI::App* of = odds->add_subcommand("fire", "Chance to hit with a skill and total modifier");
  of->add_option("--skill", odds_fire.skill, "Fire skill")->required();
  of->add_option("--modifier", odds_fire.modifier, "Sum of the to-hit modifiers (e.g. -6)");
  skirmish::OddsDamageArgs odds_damage;
  CLI::App* od = odds->add_subcommand("damage", "Chance of each result of the damage table");
  od->add_option("--modifier", odds_damage.modifier, "Added to the damage d12 (e.g. +1)");
  skirmish::OddsShotArgs odds_shot;
  CLI::App* os = odds->add_subcommand("shot", "Mayhem: the chance a shot hits, kills or shakes");
  os->add_option("--variant", odds_shot.variant, "musket (default) or medieval");
  os->add_option("--cover", odds_shot.cover, "The target's cover: open (default), soft or hard");
  os->add_option("--weapon", odds_shot.weapon,
                 "pistol, musket (default), rifle, bow, crossbow, javelin, canister, roundshot, "
                 "engine");
  os->add_flag("--over-half-range", odds_shot.over_half_range, "Musket: -1 over half range");
  os->add_flag("--mounted", odds_shot.mounted, "Musket: -1 shooting from horseback");
  os->add_option("--armor", odds_shot.armor, "Medieval: the target's armor without shield (2-5)")
      ->check(CLI::Range(2, 6));
  os->add_flag("--shield", odds_shot.shield, "Medieval: the target carries a shield");
  os->add_flag("--from-right", odds_shot.from_right,
               "Medieval: the shot comes from his right or rear (his shield does not count)");
  os->add_flag("--massed", odds_shot.massed, "Medieval: massed bowmen (hit on a 6)");
  os->add_option("--hit-bonus", odds_shot.hit_bonus, "Hero: the shooter's bonus to hit (e.g. 2)")
      ->check(CLI::Range(-3, 5));
  os->add_option("--impact-bonus", odds_shot.impact_bonus, "Hero: the shooter's bonus to impact")
      ->check(CLI::Range(-3, 5));
  os->add_option("--rerolls", odds_shot.rerolls,
                 "Hero: the shooter's reroll tokens, spent on a die that fails")
      ->check(CLI::Range(0, 9));
  os->add_option("--saves", odds_shot.saves, "Hero: the target's save tokens")
      ->check(CLI::Range(0, 9));
  skirmish::OddsCourageArgs odds_courage;
  CLI::App* oc = odds->add_subcommand(
      "courage", "Mayhem: the chances of a courage check, for the group and one man of it");
  oc->add_option("--courage", odds_courage.courage,
                 "The group's highest courage, 1-6 (default 3; a man alone: his own)");
  oc->add_option("--own", odds_courage.own, "This man's own courage (default: the group's)");
  oc->add_flag("--alone", odds_courage.alone, "A man alone: the group is he");
  oc->add_option("--saves", odds_courage.saves, "His save tokens (default 0)");
  oc->add_flag("--hit", odds_courage.hit,
               "Musket: hit and not killed, he checks alone at the group's courage");
  oc->add_flag("--charge", odds_courage.charge, "The check to go in when ordered to charge");
  oc->add_flag("--schiltron", odds_courage.schiltron, "Medieval: a schiltron, +1 courage");
  skirmish::OddsMeleeArgs odds_melee;
  CLI::App* om = odds->add_subcommand("melee", "Mayhem: the chances of one melee pair");
  om->add_option("--variant", odds_melee.variant, "musket (default) or medieval");
  om->add_option("--mine", odds_melee.mine,
                 "Your man's situation: leader, shock, knight, bayonet, rear, superior, mounted, "
                 "two-handed, lance, shield, struck-on-right")
      ->delimiter(',');
  om->add_option("--his", odds_melee.his, "His situation, the same words")->delimiter(',');
  om->add_option("--my-armament", odds_melee.my_armament, "Musket: your armament, 4-6 (default 5)")
      ->check(CLI::Range(1, 6));
  om->add_option("--his-armament", odds_melee.his_armament, "Musket: his armament (default 5)")
      ->check(CLI::Range(1, 6));
  om->add_option("--my-armor", odds_melee.my_armor, "Medieval: your armor without shield")
      ->check(CLI::Range(2, 6));
  om->add_option("--his-armor", odds_melee.his_armor, "Medieval: his armor without shield")
      ->check(CLI::Range(2, 6));
  om->add_option("--my-skill-bonus", odds_melee.my_skill_bonus, "Hero: your melee skill bonus")
      ->check(CLI::Range(-3, 5));
  om->add_option("--his-skill-bonus", odds_melee.his_skill_bonus, "Hero: his melee skill bonus")
      ->check(CLI::Range(-3, 5));
  om->add_option("--my-impact-bonus", odds_melee.my_impact_bonus,
                 "Hero: your bonus to the results or impact die")
      ->check(CLI::Range(-3, 5));
  om->add_option("--his-impact-bonus", odds_melee.his_impact_bonus,
                 "Hero: his bonus to the results or impact die")
      ->check(CLI::Range(-3, 5));
  om->add_option("--my-rerolls", odds_melee.my_rerolls,
                 "Hero: your reroll tokens, spent on a die that fails")
      ->check(CLI::Range(0, 9));
  om->add_option("--his-rerolls", odds_melee.his_rerolls, "Hero: his reroll tokens")
      ->check(CLI::Range(0, 9));
  om->add_option("--my-saves", odds_melee.my_saves, "Hero: your save tokens")
      ->check(CLI::Range(0, 9));
  om->add_option("--his-saves", odds_melee.his_saves, "Hero: his save tokens")
      ->check(CLI::Range(0, 9));

  skirmish::GenerateArgs generate;
  CLI::App* g =
      app.add_subcommand("generate", "Make a Rencounter scenario with the squad generator");
  g->add_option_function<uint64_t>(
      "--seed", [&](const uint64_t& n) { generate.seed = n; },
      "Seed; the same seed gives the same file");
  g->add_option_function<int>(
      "--units-per-side", [&](const int& n) { generate.units_per_side = n; },
      "Units a side, 1-8 (default rolled 1d4+1)");
  g->add_option_function<int>(
      "--figures-per-unit", [&](const int& n) { generate.figures_per_unit = n; },
      "Men a unit, 1-12 (default rolled 1d6+4 a side)");
  g->add_option("--era", generate.era, "horse-and-musket, pike-and-shot, colonial or wild-west");
  g->add_option_function<std::string>(
      "--table", [&](const std::string& t) { generate.table = t; },
      "WIDTHxDEPTH in inches, e.g. 48x36");
  g->add_option("--skills", generate.skills, "pegged (twice experience) or rolled");
  g->add_option("-o,--output", generate.output, "Scenario file (YAML) to write")->required();

  skirmish::PlayArgs play;
  CLI::App* p =
      app.add_subcommand("play", "Play a scenario: people or computer players on each side");
  p->add_option("scenario", play.scenario, "Scenario file (YAML); may be left out with --resume");
  std::string kinds = ": ";
  kinds.append(skirmish::player_kind_names());
  p->add_option("--red", play.red,
                "Who plays the scenario's first side, whatever it is called" + kinds);
  p->add_option("--blue", play.blue, "Who plays its second side" + kinds);
  p->add_option("--sides", play.sides,
                "Who plays each side, in the scenario's order, comma separated (any number of "
                "sides; instead of --red and --blue)")
      ->delimiter(',');
  p->add_option("--seed", play.seed,
                "Seed of the dice (and of random players); default: a fresh one");
  p->add_option("--dice", play.dice, "seeded (default), or manual: type in real rolls")
      ->check(CLI::IsMember({"seeded", "manual"}));
  p->add_option("--log", play.log, "Write every decision and event as JSON Lines (replayable)");
  p->add_option("--save", play.save, "Save the game after every decision (atomically)");
  p->add_option("--resume", play.resume, "Carry on a saved game (saving back to it)");
  p->add_flag("--quiet", play.quiet, "Print only prompts and the result, not the narration");
  p->add_option("--undo", play.undo,
                "How far `undo` may take back: yes (default: while no dice have fallen since), "
                "strict (nor once the computer has answered), or no")
      ->check(CLI::IsMember({"yes", "strict", "no"}));
  p->add_option_function<int>(
      "--level", [&](const int& n) { play.level = n; },
      "Difficulty 1 (weakest) to 5 of a side given as `computer` (default 3)");
  p->add_option("--option", play.options, "A rule-set option, name=value (repeatable)")
      ->allow_extra_args(false);

  skirmish::ReplayArgs replay;
  CLI::App* rp = app.add_subcommand("replay", "Play a saved game or game log again, narrated");
  rp->add_option("file", replay.file, "game.sav or game.jsonl")->required();
  rp->add_option("--scenario", replay.scenario, "Where the scenario file is now, if it moved");
  rp->add_flag("--quiet", replay.quiet, "Print only the result");
  std::string replay_from;
  rp->add_option("--from", replay_from, "A playtest's results file (with --game)");
  rp->add_option_function<int64_t>(
      "--game", [&](const int64_t& n) { replay.game = n; }, "The game of --from to play again");
  rp->get_option("file")->required(false);

  skirmish::TournamentArgs tournament;
  CLI::App* t = app.add_subcommand(
      "tournament", "Computer players against each other; win rates with 95% intervals and Elo");
  t->add_option("scenarios", tournament.scenarios, "Scenario files (YAML)")->required();
  t->add_option("--players", tournament.players,
                "Two or more player kinds, comma separated (e.g. utility,random)" + kinds)
      ->delimiter(',')
      ->required();
  t->add_option("--games", tournament.games,
                "Games a pairing plays on each scenario, half on each side (default 20); on a "
                "scenario of N > 2 sides a multiple of N, the first player alone on each side "
                "in turn");
  t->add_option("--seed", tournament.seed, "Base seed of the games (default 1)");
  t->add_option("--threads", tournament.threads, "Games played at once (default 1)")
      ->check(CLI::Range(1, 256));
  t->add_option("--out", tournament.out,
                "Write every game (seed, sides, result) as JSON Lines, as the games end (to "
                "OUT.partial until the last is in)");
  t->add_flag("--resume", tournament.resume,
              "Carry on an interrupted tournament from OUT.partial (the same scenarios, players, "
              "--games and --seed)");
  bool tournament_quiet = false;
  t->add_flag("--no-progress", tournament_quiet, "No progress line, even on a terminal");

  skirmish::PlaytestArgs playtest;
  CLI::App* pt = app.add_subcommand(
      "playtest", "Play a scenario many times, computer against computer; balance statistics");
  pt->add_option("scenario", playtest.scenario, "Scenario file (YAML)")->required();
  pt->add_option("--games", playtest.games, "Games to play (default 100)")
      ->check(CLI::Range(int64_t{1}, int64_t{100000000}));
  pt->add_option("--red", playtest.red,
                 "Planner of the scenario's first side (default utility)" + kinds);
  pt->add_option("--blue", playtest.blue, "Planner of its second side (default utility)" + kinds);
  pt->add_option("--sides", playtest.sides,
                 "Planner of each side, in the scenario's order, comma separated (any number of "
                 "sides; instead of --red and --blue)")
      ->delimiter(',');
  pt->add_option("--threads", playtest.threads, "Games played at once (default 1)")
      ->check(CLI::Range(1, 256));
  pt->add_option("--seed", playtest.seed, "Base seed; game i's seed derives from it (default 1)");
  pt->add_flag("--mirror", playtest.mirror,
               "Swap the planners' sides in paired games; with N sides, rotate the seating a "
               "side a game over N games on one seed (--games then a multiple of N)");
  pt->add_option("--out", playtest.out, "Results file, one game a line (JSON Lines)")->required();
  pt->add_option("--report", playtest.report, "Write a self-contained HTML report");
  pt->add_flag("--resume", playtest.resume, "Carry on an interrupted run of the same command");
  pt->add_option("--until-ci", playtest.until_ci,
                 "Stop once the first side's 95% interval (with 3+ sides, the widest side's) is "
                 "within this (e.g. 0.03 = 3 points)");
  pt->add_option("--shard", playtest.shard, "Play only slice K of M of the games, e.g. 2/4");
  pt->add_option("--decision-limit", playtest.decision_limit,
                 "A game past this many decisions is stalled (default 20000)");
  bool no_progress = false;
  pt->add_flag("--no-progress", no_progress, "No progress line, even on a terminal");

  skirmish::PlaytestMergeArgs merge;
  CLI::App* pm = app.add_subcommand(
      "playtest-merge", "Combine the shards of one playtest; statistics over all of them");
  pm->add_option("shards", merge.shards, "Results files of the shards")->required();
  pm->add_option("--out", merge.out, "Merged results file (JSON Lines)")->required();
  pm->add_option("--report", merge.report, "Write a self-contained HTML report");
  pm->add_option("--scenario", merge.scenario, "Where the scenario is now, if it moved");

  skirmish::BalanceArgs balance;
  CLI::App* bl = app.add_subcommand(
      "balance", "Playtest each value of one scenario parameter; the variant nearest an even game");
  bl->add_option("scenario", balance.scenario, "Scenario file (YAML)")->required();
  bl->add_option("--vary", balance.vary,
                 "PATH=VALUES, e.g. blue.units[0].size=4..8, break_fraction=0.3..0.6/0.1, "
                 "red.experience=3,4,5; given again, every combination of the values is tried")
      ->required()
      ->allow_extra_args(false);
  bl->add_option("--games", balance.games, "Games a variant (default 100)")
      ->check(CLI::Range(int64_t{2}, int64_t{100000000}));
  bl->add_option("--red", balance.red,
                 "Planner of the scenario's first side (default utility)" + kinds);
  bl->add_option("--blue", balance.blue, "Planner of its second side (default utility)" + kinds);
  bl->add_option("--threads", balance.threads, "Games played at once (default 1)")
      ->check(CLI::Range(1, 256));
  bl->add_option("--seed", balance.seed, "Base seed, the same games for every variant (default 1)");
  bl->add_flag("--mirror", balance.mirror, "Swap the planners' sides in paired games");
  bl->add_option("--until-ci", balance.until_ci,
                 "Stop a variant once its 95% interval is within this (e.g. 0.05 = 5 points)");
  bl->add_option("--write-best", balance.write_best,
                 "Write the nearest-even variant's scenario to this file");
  bl->add_option("--out", balance.out,
                 "Write every game here (JSON Lines, a line a game, each variant's in turn)");
  bl->add_option("--report", balance.report,
                 "Write a self-contained HTML report: each variant's score with its interval");
  bl->add_flag("--resume", balance.resume,
               "Carry on the interrupted run in OUT.partial (or read a finished OUT)");
  bl->add_option("--decision-limit", balance.decision_limit,
                 "A game past this many decisions is stalled (default 20000)");
  bool balance_quiet = false;
  bl->add_flag("--no-progress", balance_quiet, "No progress line, even on a terminal");

  skirmish::SuggestArgs suggest;
  CLI::App* sg = app.add_subcommand(
      "suggest", "The best choices for a side in a saved game, with their odds and reasons");
  sg->add_option("game", suggest.game, "game.sav or game.jsonl")->required();
  sg->add_option("--side", suggest.side, "red, blue, or the side's name")->required();
  sg->add_option("--top", suggest.top, "How many choices to show (default 3)")
      ->check(CLI::Range(1, 50));
  sg->add_option("--why-not", suggest.why_not,
                 "An order as typed at the play prompt: why does it score lower?");
  sg->add_option("--personality", suggest.personality,
                 "Whose judgement: balanced (default), aggressive or cautious");
  sg->add_flag("--lookahead", suggest.lookahead,
               "Play the best few out a few decisions on first (slower; difficulty level 5 on "
               "Mayhem)");

  CLI11_PARSE(app, argc, argv);
  skirmish::Registry registry;
  skirmish::add_builtin_rule_sets(registry);
  try {
    if (v->parsed()) return skirmish::run_validate(validate, std::cout, std::cerr);
    if (r->parsed()) return skirmish::run_render(render, registry, std::cout, std::cerr);
    if (rules->parsed()) return skirmish::run_rules(std::cout);
    if (of->parsed()) return skirmish::run_odds_fire(odds_fire, std::cout);
    if (od->parsed()) return skirmish::run_odds_damage(odds_damage, std::cout);
    if (os->parsed()) return skirmish::run_odds_shot(odds_shot, std::cout, std::cerr);
    if (om->parsed()) return skirmish::run_odds_melee(odds_melee, std::cout, std::cerr);
    if (oc->parsed()) return skirmish::run_odds_courage(odds_courage, std::cout, std::cerr);
    if (g->parsed()) return skirmish::run_generate(generate, std::cout, std::cerr);
    if (p->parsed()) return skirmish::run_play(play, registry, std::cin, std::cout, std::cerr);
    if (rp->parsed()) {
      if (!replay_from.empty()) replay.file = replay_from;
      if (replay.file.empty()) {
        std::cerr << "replay: name a game.sav or game.jsonl, or --from results.jsonl --game N\n";
        return 1;
      }
      if (!replay_from.empty() && !replay.game) {
        std::cerr << "replay: --from needs --game N (which game of the playtest)\n";
        return 1;
      }
      return skirmish::run_replay(replay, registry, std::cout, std::cerr);
    }
    if (t->parsed()) {
      tournament.progress = !tournament_quiet && isatty(STDERR_FILENO);
      return skirmish::run_tournament(tournament, registry, std::cout, std::cerr);
    }
    if (sg->parsed()) return skirmish::run_suggest(suggest, registry, std::cout, std::cerr);
    if (pt->parsed()) {
      playtest.progress = !no_progress && isatty(STDERR_FILENO);
      return skirmish::run_playtest(playtest, registry, std::cout, std::cerr);
    }
    if (pm->parsed()) return skirmish::run_playtest_merge(merge, registry, std::cout, std::cerr);
    if (bl->parsed()) {
      balance.progress = !balance_quiet && isatty(STDERR_FILENO);
      return skirmish::run_balance(balance, registry, std::cout, std::cerr);
    }
  } catch (const std::exception& e) {
    // Every expected failure is reported by the commands themselves; this is
    // the last guard so that nothing ends in an unexplained crash.
    std::cerr << "skirmish: " << e.what() << "\n";
    return 2;
  }
  return 0;
}
