// The subcommands of `skirmish`, callable from tests without a process.
// Each returns the process exit code: 0 done, 1 the input was refused (the
// reason is printed to `err`).
#pragma once

#include <cstdint>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace skirmish {

class Registry;  // engine/rules/registry.h

struct ValidateArgs {
  std::string file;
};
int run_validate(const ValidateArgs& args, std::ostream& out, std::ostream& err);

struct RenderArgs {
  std::string file;
  std::string output;
  std::optional<std::string> viewer;  // --los FIGURE
  double pixels_per_inch = 18;
  bool hide_names = false;
};
// A scenario as deployed, or a saved game or log (render_game.cpp) as it stands.
int run_render(const RenderArgs& args, std::ostream& out, std::ostream& err);
int run_render(const RenderArgs& args, const Registry& registry, std::ostream& out,
               std::ostream& err);
int run_render_game(const RenderArgs& args, const Registry& registry, std::ostream& out,
                    std::ostream& err);

// `skirmish play` (play_command.cpp): a game between two players (players.h),
// narrated to `out`; a person's input and typed dice are read from `in`.
struct PlayArgs {
  std::string scenario;                    // may be empty with --resume (the save names it)
  std::string red;                         // player kind of the scenario's first side
  std::string blue;                        // player kind of its second side
  std::vector<std::string> sides;          // --sides A,B,C: one player kind a side, in order
  std::optional<uint64_t> seed;            // none: a fresh one, printed and saved
  std::optional<std::string> dice;         // seeded | manual; none: seeded, or as the save was
  std::string log;                         // --log game.jsonl
  std::string save;                        // --save game.sav (rewritten after every decision)
  std::string resume;                      // --resume game.sav
  bool quiet = false;                      // no narration, only prompts and the result
  std::vector<std::string> options;        // name=value
  std::optional<int> level;                // --level N: the level of a side given as `computer`
  std::optional<int> decision_limit = {};  // stop after this many decisions (a playtest's limit)
  std::string undo = "yes";                // --undo yes|strict|no: how far `undo` may go
};
int run_play(const PlayArgs& args, const Registry& registry, std::istream& in, std::ostream& out,
             std::ostream& err);

// `skirmish replay` (replay_command.cpp): a saved game or log played again,
// narrated exactly as it was.
struct ReplayArgs {
  std::string file;      // game.sav or game.jsonl; or with `game`, a playtest's results.jsonl
  std::string scenario;  // where the scenario is now, if not where the game says
  bool quiet = false;    // only the result
  std::optional<int64_t> game = {};  // --from results.jsonl --game N: that game of a playtest
};
int run_replay(const ReplayArgs& args, const Registry& registry, std::ostream& out,
               std::ostream& err);
// replay with `game` set (playtest_replay.cpp).
int run_replay_playtest_game(const ReplayArgs& args, const Registry& registry, std::ostream& out,
                             std::ostream& err);

int run_rules(std::ostream& out);

// `skirmish odds fire`: the need, exact chance to hit and how (Rencounter).
struct OddsFireArgs {
  int skill = 0;     // fire skill
  int modifier = 0;  // sum of the to-hit modifiers
};
int run_odds_fire(const OddsFireArgs& args, std::ostream& out);

// `skirmish odds damage`: the chance of each result of the damage table.
struct OddsDamageArgs {
  int modifier = 0;  // added to the damage d12
};
int run_odds_damage(const OddsDamageArgs& args, std::ostream& out);

// `skirmish odds shot` (odds_mayhem_command.cpp): Mayhem's fire dice, exact.
struct OddsShotArgs {
  std::string variant = "musket";  // musket or medieval
  std::string cover = "open";      // open, soft or hard
  std::string weapon =
      "musket";  // pistol, musket, rifle, bow, crossbow, javelin, canister, roundshot, engine
  bool over_half_range = false;
  bool mounted = false;     // the shooter is mounted
  int armor = 2;            // Medieval: the target's armor without shield
  bool shield = false;      // Medieval: he carries a shield
  bool from_right = false;  // Medieval: the shot comes from his right or rear (no shield)
  bool massed = false;      // Medieval massed bowmen
  // 004 / Heroes: the shooter's bonuses and reroll tokens, the target's save tokens.
  int hit_bonus = 0, impact_bonus = 0, rerolls = 0, saves = 0;
};
// `skirmish odds melee` (odds_mayhem_command.cpp): one Mayhem melee pair.
struct OddsMeleeArgs {
  std::string variant = "musket";
  std::vector<std::string> mine, his;     // situation words: leader, shock, rear, superior, ...
  int my_armament = 5, his_armament = 5;  // Musket
  int my_armor = 2, his_armor = 2;        // Medieval, without shields
  // 004 / Heroes: each man's melee bonuses and tokens.
  int my_skill_bonus = 0, his_skill_bonus = 0, my_impact_bonus = 0, his_impact_bonus = 0;
  int my_rerolls = 0, his_rerolls = 0, my_saves = 0, his_saves = 0;
};
// `skirmish odds courage` (odds_mayhem_command.cpp): one Mayhem courage
// check, for a group and one man of it (004 / Morale/Courage Checks).
struct OddsCourageArgs {
  int courage = 3;      // the group's highest courage (the die's number)
  int own = 0;          // this man's own courage; 0: the group's
  bool alone = false;   // a man alone: a group of one, his save may cancel the die
  int saves = 0;        // his save tokens
  bool hit = false;     // Musket: hit and not killed, checking alone at the group's rate
  bool charge = false;  // ordered to charge: failing, the group stands still
  bool schiltron = false;
};
// Refuses unknown words with the reason (returns 1, the reason on `err`).
int run_odds_courage(const OddsCourageArgs& args, std::ostream& out, std::ostream& err);
int run_odds_shot(const OddsShotArgs& args, std::ostream& out, std::ostream& err);
int run_odds_melee(const OddsMeleeArgs& args, std::ostream& out, std::ostream& err);

// `skirmish generate`: a Rencounter scenario from the squad generator
// (engine/rules/rencounter/squad_generator.h), written atomically.
struct GenerateArgs {
  std::optional<uint64_t> seed;  // unset: a fresh seed, printed and written in the file
  std::optional<int> units_per_side;
  std::optional<int> figures_per_unit;
  std::string era = "horse-and-musket";
  std::optional<std::string> table;  // "WIDTHxDEPTH" in inches
  std::string skills = "pegged";     // pegged or rolled
  std::string output;
};
int run_generate(const GenerateArgs& args, std::ostream& out, std::ostream& err);

// `skirmish suggest` (suggest_command.cpp): the best choices for a side in a
// saved game, by the utility planner from that side's view, each with its
// expected effect and reason; --why-not scores an order of one's own.
struct SuggestArgs {
  std::string game;     // game.sav or game.jsonl
  std::string side;     // red, blue, or a side's name
  int top = 3;          // how many choices to show
  std::string why_not;  // an order as typed at the play prompt
  std::string personality = "balanced";
  std::string personalities;  // the personalities file; "" = ai/personalities.yaml
  // Rank with the lookahead planner: the utility planner's best few played
  // out a few decisions on (ai/lookahead/), reasons saying what that found.
  bool lookahead = false;
};
int run_suggest(const SuggestArgs& args, const Registry& registry, std::ostream& out,
                std::ostream& err);

// `skirmish tournament` (tournament_command.cpp): computer players against
// each other over scenarios, sides swapped on paired seeds (rotated on a
// scenario of three or more sides); win rates with 95% Wilson intervals
// (draws count half) and an Elo estimate.
struct TournamentArgs {
  std::vector<std::string> players;    // player specs as `play` takes them, two or more
  std::vector<std::string> scenarios;  // scenario files
  // Games a pairing and scenario: rounded up to even on two sides; on N > 2
  // sides a multiple of N (each seed played once with the first player alone
  // on each side).
  int games = 20;
  uint64_t seed = 1;      // base of every game's seed
  int threads = 1;        // games played at once
  std::string out;        // every game as JSON Lines, if given (written as the games end)
  bool resume = false;    // carry on from OUT.partial (or read OUT, if complete)
  bool progress = false;  // keep a line of progress on `err` (on a terminal)
};
int run_tournament(const TournamentArgs& args, const Registry& registry, std::ostream& out,
                   std::ostream& err);

// `skirmish playtest` (playtest_command.cpp): one scenario played many times
// by computer players on every side; results as JSON Lines, balance
// statistics in the terminal and, if asked, an HTML report.
struct PlaytestArgs {
  std::string scenario;
  int64_t games = 100;
  std::string red;                 // planner of the first side; "" = utility (unless --sides)
  std::string blue;                // planner of the second side; "" = utility (unless --sides)
  std::vector<std::string> sides;  // --sides A,B,C: one planner a side, in order
  int threads = 1;
  uint64_t seed = 1;
  // Swap the planners' sides in paired games; with N sides, rotate the
  // seating over N games on one seed.
  bool mirror = false;
  std::string out;      // results.jsonl (required)
  std::string report;   // report.html, if given
  bool resume = false;  // carry on an interrupted run of the same command
  double until_ci = 0;  // stop once the 95% interval's half-width is this or less
  std::string shard;    // "K/M", or "" for all the games
  int decision_limit = 20000;
  bool progress = true;  // a progress line, when `err` is a terminal
};
int run_playtest(const PlaytestArgs& args, const Registry& registry, std::ostream& out,
                 std::ostream& err);

// `skirmish playtest-merge` (playtest_merge_command.cpp): shards of one run
// combined, duplicates dropped, foreign or corrupt shards refused.
struct PlaytestMergeArgs {
  std::vector<std::string> shards;
  std::string out;       // merged.jsonl
  std::string report;    // report.html, if given
  std::string scenario;  // where the scenario is now, if not where the results say
};
int run_playtest_merge(const PlaytestMergeArgs& args, const Registry& registry, std::ostream& out,
                       std::ostream& err);

// `skirmish balance` (balance_command.cpp): variants of one scenario
// parameter, each playtested; the variant nearest an even game.
struct BalanceArgs {
  std::string scenario;
  // Each "blue.units[0].size=4..8"; with two or more, every combination of
  // their values is a variant (at most kMaxVariants in all).
  std::vector<std::string> vary;
  int64_t games = 100;  // games a variant
  std::string red = "utility";
  std::string blue = "utility";
  int threads = 1;
  uint64_t seed = 1;
  bool mirror = false;
  double until_ci = 0;
  std::string write_best;  // write the nearest-even variant's scenario here, if given
  std::string out;         // every game, written as it ends (balance_journal.h), if given
  std::string report;      // the HTML report (tools/playtest/balance_report.h), if given
  bool resume = false;     // carry on the games in OUT.partial
  int decision_limit = 20000;
  bool progress = false;  // keep a line of progress on `err` (on a terminal)
};
int run_balance(const BalanceArgs& args, const Registry& registry, std::ostream& out,
                std::ostream& err);

}  // namespace skirmish
