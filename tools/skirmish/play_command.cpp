// `skirmish play`: a game between two players, from a scenario or a save.
//
// The loop is the rules interface's own: next_decision -> the deciding
// side's player picks -> apply (with the game's dice, narrating) -> until
// the outcome says the game is over. After every decision the record is
// saved atomically, so stopping (end of input, Ctrl-C, a crash) loses at
// most the decision in progress; --resume plays the record again and
// carries on with the very dice stream the game would have had.
#include <fstream>
#include <istream>
#include <memory>
#include <ostream>
#include <random>

#include "engine/core/atomic_file.h"
#include "engine/rules/game_record.h"
#include "engine/rules/registry.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_log.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/narration.h"
#include "tools/skirmish/players.h"
#include "tools/skirmish/take_back.h"

namespace skirmish {

namespace {

// "name=value" from --option; false (with the reason in `err`) if malformed.
bool parse_options(const std::vector<std::string>& given, std::vector<OptionValue>& out,
                   std::ostream& err) {
  for (const std::string& o : given) {
    const auto eq = o.find('=');
    if (eq == std::string::npos || eq == 0) {
      err << "play: --option expects name=value, found \"" << o << "\"\n";
      return false;
    }
    out.push_back({o.substr(0, eq), o.substr(eq + 1), {}});
  }
  return true;
}

// A seed nobody chose: printed in the heading and saved, so the game can
// still be played again exactly.
uint64_t fresh_seed() {
  std::random_device device;
  return (static_cast<uint64_t>(device()) << 32) ^ device();
}

bool known_kind(const std::string& name, const char* flag, std::ostream& err) {
  const std::string why = player_spec_error(name);
  if (why.empty()) return true;
  err << "play: " << flag << ": " << why << "\n";
  return false;
}

// Prints a computer player's reason under the line of the action it chose,
// for a person watching (planners give one; people and the random
// baseline do not, so their games read as before).
class ReasonLine final : public EventSink {
 public:
  explicit ReasonLine(std::ostream& out) : EventSink(true, false), out_(out) {}
  void emit(const Event& e) override {
    if (e.kind != EventKind::kAction || reason.empty()) return;
    out_ << "    why: " << reason << "\n";
    reason.clear();
  }
  std::string reason;  // for the next action event

 private:
  std::ostream& out_;
};

// Everything about the game being played.
struct Game {
  std::optional<PlayableScenario> playable;
  std::unique_ptr<GameState> state;
  GameRecord record;
  bool from_log = false;  // resumed from a log rather than a save
};

// A new game of args.scenario; prints the error and returns false if refused.
bool start_new(const PlayArgs& args, const Registry& registry, Game& game, std::ostream& err) {
  if (args.scenario.empty()) {
    err << "play: name a scenario file, or --resume a saved game\n";
    return false;
  }
  std::vector<OptionValue> overrides;
  if (!parse_options(args.options, overrides, err)) return false;
  game.playable = load_playable(args.scenario, registry, err);
  if (!game.playable) return false;
  try {
    game.state = game.playable->rules->new_game(game.playable->scenario, overrides);
  } catch (const RulesError& e) {
    err << "play: " << e.what() << "\n";
    return false;
  }
  game.record = begin_record(*game.playable->rules, *game.state, args.scenario,
                             game.playable->content_hash, args.seed ? *args.seed : fresh_seed());
  return true;
}

// The saved game of args.resume, not yet replayed.
bool load_resumed(const PlayArgs& args, const Registry& registry, Game& game, std::ostream& err) {
  if (args.seed || !args.options.empty()) {
    err << "play: --resume carries on with the saved game's seed and options; leave out --seed "
           "and --option\n";
    return false;
  }
  try {
    LoggedGame saved = load_game_file(args.resume);
    game.record = std::move(saved.record);
    game.from_log = saved.from_log;
  } catch (const std::exception& e) {
    err << e.what() << "\n";
    return false;
  }
  game.playable = load_recorded_scenario(game.record, args.resume, args.scenario, registry, err);
  if (!game.playable) return false;
  try {
    game.state = start_recorded(*game.playable->rules, game.playable->scenario, game.record);
  } catch (const RulesError& e) {
    err << args.resume << ": " << e.what() << "\n";
    return false;
  }
  return true;
}

// Records each roll of a decision, for games whose dice cannot be rolled
// again from the seed.
class RollList final : public EventSink {
 public:
  RollList() : EventSink(true, false) {}
  void emit(const Event& e) override {
    if (e.kind == EventKind::kDieRoll) rolls.push_back({false, e.sides, e.value});
    if (e.kind == EventKind::kCardDraw) rolls.push_back({true, e.sides, e.value});
  }
  std::vector<RecordedRoll> rolls;
};

}  // namespace

int run_play(const PlayArgs& given, const Registry& registry, std::istream& in, std::ostream& out,
             std::ostream& err) {
  // --level N makes a side given as plain `computer` play at level N.
  PlayArgs args = given;
  const bool resuming = !args.resume.empty();
  // Who plays each side: --red and --blue for two, --sides for any number;
  // a saved game carries on with the players it names unless told others.
  const bool by_colour = !args.red.empty() || !args.blue.empty();
  const bool named = by_colour || !args.sides.empty();
  if ((by_colour && !args.sides.empty()) || (!named && !resuming)) {
    err << "play: say who plays with --red and --blue, or with --sides (one player a side, in "
           "the scenario's order), not both\n";
    return 1;
  }
  if (by_colour && (args.red.empty() || args.blue.empty())) {
    err << "play: " << (args.red.empty() ? "--red" : "--blue") << " is missing\n";
    return 1;
  }
  std::vector<std::string> kinds =
      by_colour ? std::vector<std::string>{args.red, args.blue} : args.sides;
  if (args.level) {
    const std::string level = std::to_string(*args.level);
    if (const std::string why = refuse_level(level); !why.empty()) {
      err << "play: --level: " << why << "\n";
      return 1;
    }
    for (std::string& kind : kinds) {
      if (kind == "computer") kind.append(":").append(level);
    }
  }
  // A plain `computer` is the default level, named in full: a save plays
  // on at the level the game began with, whatever a later default.
  for (std::string& kind : kinds) {
    if (kind == "computer") kind.append(":").append(std::to_string(kDefaultLevel));
  }
  for (std::size_t side = 0; side < kinds.size(); ++side) {
    const std::string flag = by_colour ? (side == 0 ? "--red" : "--blue")
                                       : "--sides (side " + std::to_string(side + 1) + ")";
    if (!known_kind(kinds[side], flag.c_str(), err)) return 1;
  }
  if (args.dice && *args.dice != "seeded" && *args.dice != "manual") {
    err << "play: --dice must be seeded or manual, not \"" << *args.dice << "\"\n";
    return 1;
  }
  const std::optional<UndoRule> undo_rule = undo_rule_named(args.undo);
  if (!undo_rule) {
    err << "play: --undo must be yes, strict or no, not \"" << args.undo << "\"\n";
    return 1;
  }
  Game game;
  if (!(resuming ? load_resumed(args, registry, game, err)
                 : start_new(args, registry, game, err))) {
    return 1;
  }
  const Rules& rules = *game.playable->rules;
  const Scenario& scenario = *game.playable->scenario;
  if (!named) {
    kinds = game.record.players;
    if (kinds.empty()) {
      err << "play: " << args.resume
          << " does not say who played (it was saved by an older build); name them with --red "
             "and --blue, or --sides\n";
      return 1;
    }
    for (std::size_t side = 0; side < kinds.size(); ++side) {
      const std::string flag =
          args.resume + " (its player for side " + std::to_string(side + 1) + ")";
      if (!known_kind(kinds[side], flag.c_str(), err)) return 1;
    }
  }
  if (!named && scenario.sides.size() != kinds.size()) {
    err << "play: " << args.resume << " names " << kinds.size() << " players for the "
        << scenario.sides.size() << " sides of " << scenario.file << "\n";
    return 1;
  }
  if (scenario.sides.size() != kinds.size()) {
    err << "play: " << scenario.file << " has " << scenario.sides.size() << " sides; "
        << (by_colour ? "--red and --blue seat two (give --sides, one player a side)"
                      : "--sides names " + std::to_string(kinds.size()))
        << "\n";
    return 1;
  }
  GameRecord& record = game.record;
  // The save says who plays, so that resuming it needs only its name.
  record.players = kinds;
  GameState& state = *game.state;

  // Dice: typed in by a person, or from the seed. A game that ever had
  // typed dice records every roll from then on, since no seed replays it.
  const bool typed = args.dice ? *args.dice == "manual" : !record.rolls.empty();
  const bool record_rolls = typed || !record.rolls.empty();
  SeededDice seeded(record.seed);
  ManualDice manual(in, out);
  Dice& dice = typed ? static_cast<Dice&>(manual) : seeded;
  // A save continues into itself unless told otherwise (a log is not a save).
  const std::string save_path = !args.save.empty() ? args.save
                                : game.from_log    ? std::string()
                                                   : args.resume;

  std::ofstream log_file;
  std::unique_ptr<GameLogWriter> log;
  if (!args.log.empty()) {
    log_file.open(args.log, std::ios::binary | std::ios::trunc);
    if (!log_file) {
      err << "play: cannot write the log " << args.log << "\n";
      return 1;
    }
    log = std::make_unique<GameLogWriter>(log_file, record, record_rolls);
  }
  Narrator narrator(
      out, scenario,
      [&rules, &state](const RollPurpose& p, int index) {
        return rules.card_name(state, p, index);
      },
      !rules.traits().narrates_rolls);
  RollList rolls;
  RollCounter fallen;  // dice and cards, for taking decisions back
  ReasonLine reason_line(out);
  std::vector<EventSink*> sinks{&fallen};
  if (!args.quiet) sinks.push_back(&narrator);
  if (!args.quiet) sinks.push_back(&reason_line);
  if (log) sinks.push_back(&log->events());
  if (record_rolls) sinks.push_back(&rolls);
  EventFanOut events(sinks);
  if (!args.quiet) narrate_heading(out, state, rules.name(), record.seed, record_rolls, kinds);

  // Who made each decision, for taking one back (take_back.h).
  std::vector<DecisionTrace> trail;
  // Resuming: the recorded decisions again, silently but into the log, with
  // the recorded rolls or the seeded dice the game goes on with.
  if (resuming) {
    // The recorded rolls if there are any; else the seed: the live seeded
    // dice when they go on afterwards (so their stream simply continues), a
    // separate copy when a person types the dice from now on.
    std::unique_ptr<Dice> past_dice;
    if (!record.rolls.empty()) {
      past_dice = recorded_dice(record);
    } else if (typed) {
      past_dice = std::make_unique<SeededDice>(record.seed);
    }
    Dice* past = past_dice ? past_dice.get() : &seeded;
    RollList past_rolls;
    std::vector<EventSink*> replay_sinks{&past_rolls, &fallen};
    if (log) replay_sinks.push_back(&log->events());
    EventFanOut replay_events(replay_sinks);
    std::vector<Action> offered;
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
      const Action& a = record.actions[i];
      const int side = rules.next_decision(state).side;
      rules.legal_actions(state, offered);
      const std::size_t fallen_before = fallen.count;
      if (log) log->begin_decision(i + 1, side, a);
      try {
        rules.apply(state, a, *past, replay_events);
      } catch (const std::exception& e) {
        err << replay_failure(args.resume, i + 1, a, e.what()) << "\n";
        return 1;
      }
      if (log) log->commit();
      trail.push_back({side, offered.size() > 1, fallen.count - fallen_before});
    }
    if (record_rolls && record.rolls.empty()) record.rolls = past_rolls.rolls;
    const std::size_t n = record.actions.size();
    out << "Resumed " << args.resume << " after " << n << (n == 1 ? " decision" : " decisions")
        << ": turn " << state.turn() << "\n";
    // Who plays on, as the save named them or as told now.
    for (std::size_t side = 0; side < kinds.size(); ++side) {
      out << (side == 0 ? "Playing: " : "; ") << scenario.sides[side].name << " " << kinds[side];
    }
    out << "\n";
  }

  const auto save = [&]() {
    if (save_path.empty()) return true;
    try {
      save_record(record, save_path);
      return true;
    } catch (const std::exception& e) {
      err << "play: " << e.what() << "\n";
      return false;
    }
  };
  const auto stopped = [&](const std::string& why) {
    const std::size_t n = record.actions.size();
    out << why << " Stopped at turn " << state.turn() << " after " << n
        << (n == 1 ? " decision." : " decisions.");
    if (save_path.empty()) {
      out << " Nothing was saved (no --save).\n";
    } else {
      // The save names the players: resuming needs nothing more.
      out << " The game is saved in " << save_path << "; carry on with: skirmish play --resume "
          << save_path << "\n";
    }
    return 0;
  };
  if (!save()) return 1;

  // A person's `undo`: back to before the side's last decision, which is
  // then asked again; refused, with the reason, where dice fell since or
  // another person decided since. False only if the game cannot go on.
  std::vector<bool> person(kinds.size());
  for (std::size_t side = 0; side < kinds.size(); ++side) person[side] = kinds[side] == "human";
  const auto take_back = [&](int side) {
    const TakeBack back = find_take_back(trail, side, person, typed, *undo_rule);
    if (!back.ok) {
      out << "Cannot take back: ";
      if (back.refusal == TakeBack::Refusal::kDiceFell) {
        out << "the dice fell for \"" << rules.describe(state, record.actions[back.rolled_at])
            << "\" (decision " << back.rolled_at + 1
            << "), and a decision is taken back only while no dice have fallen since.\n";
      } else if (back.refusal == TakeBack::Refusal::kAnotherPerson) {
        out << scenario.sides[static_cast<std::size_t>(back.other_side)].name
            << " has decided since, and only they can take that back.\n";
      } else if (back.refusal == TakeBack::Refusal::kComputerAnswered) {
        out << scenario.sides[static_cast<std::size_t>(back.other_side)].name
            << " has answered since, and with --undo strict a decision is taken back only "
               "before the computer answers it.\n";
      } else if (back.refusal == TakeBack::Refusal::kNotAllowed) {
        out << "this game is played with --undo no: every decision stands.\n";
      } else {
        out << "your side has made no decision yet.\n";
      }
      return true;
    }
    const std::size_t dropped = record.actions.size() - back.keep;
    const Action taken = record.actions[back.keep];
    record.actions.resize(back.keep);
    // Typed rolls go back with their decisions (with the game's own dice
    // none fell since, and the seed replays the rest).
    if (record_rolls) record.rolls.resize(rolls_before(trail, back.keep));
    trail.resize(back.keep);
    // The position is the record's first decisions on its dice: the seed's
    // stream, which no die has left since, or the rolls typed before it.
    std::unique_ptr<GameState> before = replay_recorded(
        rules, game.playable->scenario, record, save_path.empty() ? "the game" : save_path, err);
    if (!before) return false;
    state.copy_from(*before);
    if (log) log->take_back(back.keep);
    if (!save()) return false;
    out << "Taken back: " << rules.describe(state, taken);
    if (dropped > 1) {
      out << ", and the " << dropped - 1 << (dropped == 2 ? " decision" : " decisions")
          << " after it";
    }
    out << ". Back to turn " << state.turn() << ".\n";
    return true;
  };

  std::vector<std::unique_ptr<Player>> players(kinds.size());
  for (std::size_t side = 0; side < kinds.size(); ++side) {
    PlayerSetup setup{static_cast<int>(side), record.seed, &in, &out};
    setup.rules = std::string(rules.name());
    players[side] = make_player(kinds[side], setup);
  }

  std::vector<Action> legal;
  for (;;) {
    const Decision decision = rules.next_decision(state);
    if (decision.game_over()) break;
    if (args.decision_limit && record.actions.size() >= static_cast<size_t>(*args.decision_limit)) {
      return stopped("The decision limit of " + std::to_string(*args.decision_limit) +
                     " is reached without an end.");
    }
    if (decision.side < 0 || static_cast<std::size_t>(decision.side) >= players.size()) {
      err << "play: the rule set asks side " << decision.side << " to decide; play seats "
          << players.size() << "\n";
      return 1;
    }
    const std::size_t seat = static_cast<std::size_t>(decision.side);
    rules.legal_actions(state, legal);
    const PlayerTurn turn{rules, state, decision, legal};
    const std::optional<Action> choice = players[seat]->choose(turn);
    if (!choice && players[seat]->asked_take_back()) {
      if (!take_back(decision.side)) return 1;
      continue;
    }
    if (!choice) return stopped("No more orders.");
    reason_line.reason = players[seat]->explanation();

    if (log) log->begin_decision(record.actions.size() + 1, decision.side, *choice);
    rolls.rolls.clear();
    const std::size_t fallen_before = fallen.count;
    try {
      rules.apply(state, *choice, dice, events);
    } catch (const DiceError& e) {
      // A person stopped typing rolls part-way through: the decision is lost.
      if (log) log->discard();
      std::string why = "No more rolls (";
      why.append(e.what()).append("): that decision is lost.");
      return stopped(why);
    } catch (const IllegalAction& e) {
      if (log) log->discard();
      err << "play: " << e.what() << "\n";
      return 1;
    }
    if (log) log->commit();
    record.actions.push_back(*choice);
    trail.push_back({decision.side, legal.size() > 1, fallen.count - fallen_before});
    record.rolls.insert(record.rolls.end(), rolls.rolls.begin(), rolls.rolls.end());
    if (!save()) return 1;
  }
  narrate_result(out, state, rules.outcome(state));
  return 0;
}

}  // namespace skirmish
